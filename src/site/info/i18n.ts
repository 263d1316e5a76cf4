import { use } from 'react';
import type { Locale } from '#domain/locale.ts';
import { koInfo, type InfoCatalog, type InfoKey } from '#locales/ko/site/info.ts';
import { fill, useI18n, type I18n, type Vars } from '../i18n.tsx';
import { useSetting } from '../ui/useSetting.ts';
import { complexVars } from './complex.ts';

/**
 * The info pages' texts travel with those pages, not with the shell catalog that `/` loads: Korean is in
 * the info chunk, English and Chinese are fetched when chosen. Shell keys (nav.*, page.*, contact.*) still
 * come from the site's `t`.
 */
export const INFO_CATALOGS: Partial<Record<Locale, InfoCatalog>> = { ko: koInfo };

const LOADERS: Record<Exclude<Locale, 'ko'>, () => Promise<InfoCatalog>> = {
  en: () => import('#locales/en/site/info.ts').then((m) => m.enInfo),
  cn: () => import('#locales/cn/site/info.ts').then((m) => m.cnInfo),
};

/** A promise that React's `use()` can read synchronously once it is settled (status/value fields). */
type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: void };

const READY: Tracked = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
const pending = new Map<Locale, Tracked>();
const RETRY_AFTER_MS = 30_000;

/**
 * Fetches a locale's info texts once and hands back the same promise to every caller, marked fulfilled
 * when done. A failed fetch resolves too, so the page shows Korean, the fallback; it is forgotten after a
 * while, so a later render tries again without a retry storm while offline.
 */
export function loadInfoCatalog(locale: Locale): Tracked {
  if (locale === 'ko' || INFO_CATALOGS[locale]) return READY;
  let p = pending.get(locale);
  if (!p) {
    const tracked: Tracked = LOADERS[locale]()
      .then((catalog) => {
        INFO_CATALOGS[locale] = catalog;
      })
      .catch(() => {
        setTimeout(() => pending.delete(locale), RETRY_AFTER_MS);
      })
      .finally(() => {
        tracked.status = 'fulfilled';
        tracked.value = undefined;
      });
    tracked.status = 'pending';
    p = tracked;
    pending.set(locale, p);
  }
  return p;
}

export function translateInfo(locale: Locale, key: InfoKey, vars?: Vars): string {
  return fill(INFO_CATALOGS[locale]?.[key] || koInfo[key] || key, vars);
}

export type InfoI18n = I18n & { ti(key: InfoKey, vars?: Vars): string };

/**
 * The site's i18n plus `ti()` for the info texts, which fills the complex's facts from the setting
 * (complex.ts) under the caller's own values. Until the current locale's info texts are here the
 * component suspends (the layout shows its loading state), so a page never mixes two languages.
 * `use()` is called on every render, loaded or not: when React replays a component that suspended here,
 * it must meet the same `use()` again to mount the hooks that follow.
 */
export function useInfo(): InfoI18n {
  const i18n = useI18n();
  const { locale } = i18n;
  const facts = complexVars(useSetting()?.complex);
  use(loadInfoCatalog(locale) as Promise<void>);
  return { ...i18n, ti: (key, vars) => translateInfo(locale, key, { ...facts, ...vars }) };
}
