import { useEffect, useState } from 'react';
import type { Locale } from '#domain/locale.ts';
import type { SiteKey } from '#locales/ko/site.ts';
import { fill, useI18n, type I18n, type Vars } from './i18n.tsx';

export type AreaI18n<K extends string> = Omit<I18n, 't'> & { t(key: K | SiteKey, vars?: Vars): string };

/**
 * An area's texts travel with its pages, not with the shell catalog that `/` loads: the Korean catalog is
 * in the area's chunk, English and Chinese are fetched when chosen (a failure shows Korean and is retried
 * on next use). The hook answers the area's keys and every shell key.
 */
export function createAreaI18n<K extends string>(
  ko: Record<K, string>,
  loaders: Record<Exclude<Locale, 'ko'>, () => Promise<Record<K, string>>>,
): () => AreaI18n<K> {
  const catalogs: Partial<Record<Locale, Record<K, string>>> = { ko };
  const pending = new Map<Locale, Promise<void>>();
  const load = (locale: Locale): Promise<void> => {
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
  };
  return function useAreaI18n() {
    const i18n = useI18n();
    const { locale } = i18n;
    const [, setLoaded] = useState(0);
    const missing = !catalogs[locale];
    useEffect(() => {
      if (missing) void load(locale).then(() => setLoaded((n) => n + 1));
    }, [missing, locale]);
    return {
      ...i18n,
      t: (key, vars) =>
        key in ko ? fill(catalogs[locale]?.[key as K] || ko[key as K], vars) : i18n.t(key as SiteKey, vars),
    };
  };
}
