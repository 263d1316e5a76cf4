import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Store, TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, negotiateLocale, parseLocale } from '#domain/locale.ts';
import { type Locale } from '#domain/locale.ts';
import { cnConsole } from '#locales/cn/console.ts';
import { enConsole } from '#locales/en/console.ts';
import { koConsole } from '#locales/ko/console.ts';

/** The localStorage key of the language choice; the public site uses the same one, so the choice is shared. */
export const LOCALE_KEY = 'locale';

const catalogs: Record<Locale, TranslationMessages> = { ko: koConsole, en: enConsole, cn: cnConsole };

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
}

/**
 * The stored choice, read leniently (`zh-CN` → cn); the browser's languages until one is stored, as on the
 * public site (docs/decisions/0026-matching-for-a-large-fair.md).
 */
export function readStoredLocale(
  storage: Storage | null = browserStorage(),
  languages: readonly string[] = browserLanguages(),
): Locale {
  const stored = storage?.getItem(LOCALE_KEY);
  return stored ? parseLocale(stored) : negotiateLocale(languages);
}

export function writeStoredLocale(locale: Locale, storage: Storage | null = browserStorage()): void {
  try {
    storage?.setItem(LOCALE_KEY, locale);
  } catch {
    // quota or privacy mode: the choice lasts for this page only
  }
}

export interface ConsoleI18n {
  i18nProvider: I18nProvider;
  /** The current locale, for the API client's Accept-Language. */
  getLocale: () => Locale;
}

/**
 * Korean by default, English and Chinese selectable. All three catalogs are small, so they are bundled with
 * the console rather than loaded on demand: the initial locale must be synchronous (ra-i18n-polyglot).
 */
export function createConsoleI18n(storage: Storage | null = browserStorage()): ConsoleI18n {
  let current = readStoredLocale(storage);
  const provider = polyglotI18nProvider(
    (locale) => catalogs[isLocale(locale) ? locale : DEFAULT_LOCALE],
    current,
    [
      { locale: 'ko', name: koConsole.console.locale.ko },
      { locale: 'en', name: koConsole.console.locale.en },
      { locale: 'cn', name: koConsole.console.locale.cn },
    ],
  );
  const applyDocumentLang = (locale: Locale) => {
    if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
  };
  applyDocumentLang(current);
  const i18nProvider: I18nProvider = {
    ...provider,
    changeLocale: async (locale: string, options?: unknown) => {
      const next = isLocale(locale) ? locale : DEFAULT_LOCALE;
      await provider.changeLocale(next, options);
      current = next;
      writeStoredLocale(next, storage);
      applyDocumentLang(next);
    },
    getLocale: () => current,
  };
  return { i18nProvider, getLocale: () => current };
}

/**
 * react-admin keeps its own copy of the locale in its store; this wrapper makes the shared `locale` key the
 * only truth, so a language chosen on the public site is the console's language too, and vice versa.
 */
export function withSharedLocale(inner: Store, storage: Storage | null = browserStorage()): Store {
  return {
    ...inner,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (key === 'locale') return readStoredLocale(storage) as T;
      return inner.getItem(key, defaultValue);
    },
    setItem<T>(key: string, value: T) {
      if (key === 'locale' && isLocale(value)) writeStoredLocale(value, storage);
      inner.setItem(key, value);
    },
  };
}
