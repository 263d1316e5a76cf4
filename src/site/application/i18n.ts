import { useEffect, useState } from 'react';
import type { Locale } from '../../../domain/locale.ts';
import type { SiteKey } from '../../../locales/ko/site.ts';
import { application as ko, type ApplicationKey } from '../../../locales/ko/site/application.ts';
import { useI18n, type I18n, type Vars } from '../i18n.tsx';

export type ApplicationCatalog = Record<ApplicationKey, string>;

/**
 * The application pages' texts travel with those pages (like the info pages' own catalog), not with
 * the site's shell catalog that `/` loads: the Korean one is in this chunk, English and Chinese are
 * fetched when chosen. Shell keys (nav.*, status.*, page.*) still come from the site's `t`.
 */
const catalogs: Partial<Record<Locale, ApplicationCatalog>> = { ko };
const loaders: Record<Exclude<Locale, 'ko'>, () => Promise<ApplicationCatalog>> = {
  en: () => import('../../../locales/en/site/application.ts').then((m) => m.application),
  cn: () => import('../../../locales/cn/site/application.ts').then((m) => m.application),
};
const pending = new Map<Locale, Promise<void>>();

/** Fetches a locale's application texts once; a failure leaves Korean and is retried on next use. */
export function loadApplicationCatalog(locale: Locale): Promise<void> {
  if (catalogs[locale]) return Promise.resolve();
  let p = pending.get(locale);
  if (!p) {
    p = loaders[locale as Exclude<Locale, 'ko'>]()
      .then((catalog) => {
        catalogs[locale] = catalog;
      })
      .catch(() => {
        pending.delete(locale);
      });
    pending.set(locale, p);
  }
  return p;
}

const fill = (text: string, vars?: Vars) =>
  vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m)) : text;

export type ApplicationI18n = Omit<I18n, 't'> & { t(key: ApplicationKey | SiteKey, vars?: Vars): string };

/** The site's i18n with the application texts added: `t('ap.…')` and every shell key. */
export function useApplicationI18n(): ApplicationI18n {
  const i18n = useI18n();
  const { locale } = i18n;
  const [, setLoaded] = useState(0);
  const missing = !catalogs[locale];
  useEffect(() => {
    if (missing) void loadApplicationCatalog(locale).then(() => setLoaded((n) => n + 1));
  }, [missing, locale]);
  return {
    ...i18n,
    t: (key, vars) =>
      key in ko
        ? fill(catalogs[locale]?.[key as ApplicationKey] || ko[key as ApplicationKey], vars)
        : i18n.t(key as SiteKey, vars),
  };
}
