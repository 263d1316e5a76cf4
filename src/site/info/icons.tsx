import type { ReactNode } from 'react';
import { LineIcon } from '../ui/icons.tsx';

/** Line icons of the info cards (decorative: the card's heading says what they show). */
const ICONS: Record<string, ReactNode> = {
  transit: (
    <>
      <rect x="10" y="5" width="20" height="24" rx="5" />
      <path d="M10 19h20M15 29l-4 6M25 29l4 6M15 12h10" />
      <circle cx="15" cy="24" r="1.2" fill="currentColor" />
      <circle cx="25" cy="24" r="1.2" fill="currentColor" />
    </>
  ),
  station: (
    <>
      <circle cx="20" cy="20" r="14" />
      <path d="M6 20h28M20 6v28" />
      <circle cx="20" cy="20" r="4" fill="currentColor" />
    </>
  ),
  work: (
    <>
      <rect x="6" y="13" width="28" height="20" rx="3" />
      <path d="M15 13V9a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v4M6 21h28" />
    </>
  ),
  life: (
    <>
      <path d="M7 13h26l-3 18H10z" />
      <path d="M14 13l4-7M26 13l-4-7" />
    </>
  ),
  nature: (
    <>
      <path d="M20 35V19" />
      <path d="M20 22c-7 0-11-5-11-12 7 0 11 5 11 12zM20 19c0-6 4-10 10-10 0 6-4 10-10 10z" />
      <path d="M8 35h24" />
    </>
  ),
  rent: (
    <>
      <circle cx="20" cy="20" r="14" />
      <path d="M13 14l3.5 12L20 16l3.5 10L27 14M12 19h16" />
    </>
  ),
  builtin: (
    <>
      <rect x="9" y="5" width="22" height="30" rx="3" />
      <path d="M9 16h22M13 10v2M13 20v4" />
    </>
  ),
  community: (
    <>
      <circle cx="13" cy="14" r="4" />
      <circle cx="27" cy="14" r="4" />
      <path d="M5 31c0-5 4-9 8-9s8 4 8 9M19 31c0-5 4-9 8-9s8 4 8 9" />
    </>
  ),
  safety: (
    <>
      <path d="M20 5l12 5v9c0 8-5 13-12 16-7-3-12-8-12-16v-9z" />
      <path d="M14 20l4 4 8-8" />
    </>
  ),
  deposit: (
    <>
      <rect x="6" y="11" width="28" height="20" rx="3" />
      <circle cx="20" cy="21" r="4" />
      <path d="M6 16h4M30 26h4" />
    </>
  ),
  mobility: (
    <>
      <circle cx="11" cy="26" r="6" />
      <circle cx="29" cy="26" r="6" />
      <path d="M11 26l6-11h8l4 11M17 15l3 11h-9M23 11h4" />
    </>
  ),
  calendar: (
    <>
      <rect x="7" y="9" width="26" height="24" rx="3" />
      <path d="M7 16h26M14 6v6M26 6v6M14 23h4M22 23h4M14 28h4" />
    </>
  ),
  house: (
    <>
      <path d="M6 19L20 7l14 12" />
      <path d="M10 16v16h20V16" />
      <path d="M17 32v-8h6v8" />
    </>
  ),
  car: (
    <>
      <path d="M7 25l3-9a3 3 0 0 1 3-2h14a3 3 0 0 1 3 2l3 9" />
      <rect x="5" y="24" width="30" height="7" rx="2" />
      <path d="M10 31v3M30 31v3" />
    </>
  ),
  energy: (
    <>
      <path d="M22 4L10 22h9l-2 14 13-19h-9z" />
    </>
  ),
  loan: (
    <>
      <path d="M6 16L20 6l14 10" />
      <path d="M9 16v15h22V16" />
      <path d="M20 19v8M17 21.5c0-1.5 1.3-2.5 3-2.5s3 1 3 2.5-1.3 2-3 2.3-3 1-3 2.4 1.3 2.3 3 2.3 3-1 3-2.3" />
    </>
  ),
  guarantee: (
    <>
      <rect x="8" y="5" width="24" height="30" rx="3" />
      <path d="M13 13h14M13 19h14M13 25h7" />
      <circle cx="26" cy="27" r="4" />
    </>
  ),
};

export type FeatureIconName = keyof typeof ICONS;

export function FeatureIcon({ name }: { name: string }) {
  return <LineIcon className="info-icon">{ICONS[name] ?? ICONS.station}</LineIcon>;
}
