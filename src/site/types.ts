import type { TextLangs } from '#domain/localized.ts';

/** Shapes of the public API answers the site reads (docs/decisions/0003-api-contract.md § Shapes). */

export interface Popup {
  _id: string;
  title: string;
  image: string;
  link: string | null;
  startAt: string;
  endAt: string;
  x: number;
  y: number;
  width: number;
  order: number;
  shows: boolean;
  /** the language each text is in (docs/decisions/0012-localized-content.md) */
  lang?: TextLangs<'title'>;
}

/** GET /api/v1/setting: the footer details and the complex's facts, in the visitor's language. */
export type { PublicSetting as Setting, PublicStation as Station } from '#domain/schemas/setting.ts';

export interface Banner {
  _id: string;
  code: string;
  title: string;
  subtitle: string;
  image: string;
  link: string | null;
  order: number;
  shows: boolean;
  /** the language each text is in (docs/decisions/0012-localized-content.md) */
  lang?: TextLangs<'title' | 'subtitle'>;
}

export interface Schedule {
  _id: string;
  round: number;
  title: string;
  shows: boolean;
  stops: boolean;
  openAt: string;
  deadAt: string;
  message: { beforeOpen: string; dead: string; dead2: string; stop: string };
  /** the language each text is in (docs/decisions/0012-localized-content.md) */
  lang?: TextLangs<'title' | 'beforeOpen' | 'dead' | 'dead2' | 'stop'>;
}
