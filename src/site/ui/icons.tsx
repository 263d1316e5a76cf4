import type { SVGProps } from 'react';

/** Decorative inline icons: the control around them carries the accessible name. */
type IconProps = SVGProps<SVGSVGElement>;

const base = (props: IconProps) => ({
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  ...props,
});

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const MenuIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const CloseIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const ChevronDownIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);

export const ChevronLeftIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M15 6l-6 6 6 6" />
  </svg>
);

export const ChevronRightIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);

export const ArrowUpIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);

export const PauseIcon = (p: IconProps) => (
  <svg {...base(p)} fill="currentColor">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);

export const PlayIcon = (p: IconProps) => (
  <svg {...base(p)} fill="currentColor">
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
  </svg>
);

export const ArrowRightIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

export const BlogIcon = (p: IconProps) => (
  <svg {...base(p)} fill="currentColor">
    <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2h-6.2L12 21l-1.8-3H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3.2 4v7h3.1c1.6 0 2.6-.8 2.6-2 0-.8-.5-1.4-1.2-1.6.6-.3.9-.8.9-1.5C12.6 7.7 11.7 7 10.2 7H7.2zm1.7 1.3h1.1c.6 0 1 .3 1 .8s-.4.8-1 .8H8.9V8.3zm0 2.8h1.3c.7 0 1.1.3 1.1.9 0 .5-.4.9-1.1.9H8.9v-1.8zM14 7v7h4.3v-1.4h-2.6V7H14z" />
  </svg>
);

export const YoutubeIcon = (p: IconProps) => (
  <svg {...base(p)} fill="currentColor">
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z" />
  </svg>
);

export const FacebookIcon = (p: IconProps) => (
  <svg {...base(p)} fill="currentColor">
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3z" />
  </svg>
);

export const InstagramIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" stroke="none" />
  </svg>
);

export const ClockIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

export const PhoneIcon = (p: IconProps) => (
  <svg {...base(p)} {...stroke}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </svg>
);

/** A 40 px line drawing (the home page's eligibility and the complex's features): `children` are its strokes. */
export const LineIcon = ({ children, ...p }: IconProps) => (
  <svg {...base({ width: 40, height: 40, viewBox: '0 0 40 40', ...p })} {...stroke}>
    {children}
  </svg>
);
