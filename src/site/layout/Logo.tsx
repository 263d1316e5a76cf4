import { useId, type ReactNode } from 'react';

/** A brand's rounded square in a diagonal gradient (`from` → `to`), with the brand's drawing on it. */
function MarkTile({
  size,
  from,
  to,
  children,
}: {
  size: number;
  from: string;
  to: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className="logo-mark"
    >
      <defs>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${id}g)`} />
      {children}
    </svg>
  );
}

/** The brand mark (same drawing as public/images/logo.svg and the favicon), decorative next to its name. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <MarkTile size={size} from="#1d5fa6" to="#14324f">
      <circle cx="35" cy="13" r="5" fill="#f39a5d" />
      <path d="M11 38V19l8-5v24z" fill="#ffffff" />
      <path d="M21 38V10l9 4v24z" fill="#cfe3f7" />
      <path d="M8 38h32" stroke="#3bb8a5" strokeWidth="3" strokeLinecap="round" />
      <path d="M14 22h2M14 26h2M14 30h2M24 17h3M24 21h3M24 25h3M24 29h3" stroke="#14324f" strokeWidth="1.6" />
    </MarkTile>
  );
}

/** The trade centre's mark: a globe with a route between two points, decorative next to its name. */
export function TradeMark({ size = 36 }: { size?: number }) {
  return (
    <MarkTile size={size} from="#0f766e" to="#0b3b4f">
      <circle cx="24" cy="24" r="13" fill="none" stroke="#ffffff" strokeWidth="2.4" />
      <ellipse cx="24" cy="24" rx="6" ry="13" fill="none" stroke="#bfe8e1" strokeWidth="1.8" />
      <path d="M11 24h26M13.5 17h21M13.5 31h21" stroke="#bfe8e1" strokeWidth="1.6" />
      <circle cx="14" cy="34" r="3.2" fill="#f39a5d" />
      <circle cx="35" cy="13" r="3.2" fill="#f39a5d" />
    </MarkTile>
  );
}

/** The mark of a face's brand (src/site/face.tsx). */
export function BrandMark({ face, size }: { face: 'housing' | 'trade'; size?: number }) {
  return face === 'trade' ? <TradeMark size={size} /> : <LogoMark size={size} />;
}
