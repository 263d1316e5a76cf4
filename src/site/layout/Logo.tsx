import { useId } from 'react';

/** The brand mark (same drawing as public/images/logo.svg and the favicon), decorative next to its name. */
export function LogoMark({ size = 36 }: { size?: number }) {
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
          <stop offset="0" stopColor="#1d5fa6" />
          <stop offset="1" stopColor="#14324f" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${id}g)`} />
      <circle cx="35" cy="13" r="5" fill="#f39a5d" />
      <path d="M11 38V19l8-5v24z" fill="#ffffff" />
      <path d="M21 38V10l9 4v24z" fill="#cfe3f7" />
      <path d="M8 38h32" stroke="#3bb8a5" strokeWidth="3" strokeLinecap="round" />
      <path d="M14 22h2M14 26h2M14 30h2M24 17h3M24 21h3M24 25h3M24 29h3" stroke="#14324f" strokeWidth="1.6" />
    </svg>
  );
}
