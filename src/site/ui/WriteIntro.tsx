import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The line above a list that visitors write into, with the button to write. */
export function WriteIntro({ intro, to, label }: { intro: ReactNode; to: string; label: string }) {
  return (
    <div className="inquiry-intro">
      <p>{intro}</p>
      <Link to={to} className="btn btn-primary">
        {label}
      </Link>
    </div>
  );
}
