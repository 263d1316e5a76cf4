import type { ReactNode } from 'react';
import { usePageTitle } from '../../i18n.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import '../application.css';

/** The sub-page frame of the application pages: the title band with tabs, then the content column. */
export function PageFrame({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <div className="container page-body">
        <div className={`ap-page${wide ? ' is-wide' : ''}`}>{children}</div>
      </div>
    </>
  );
}
