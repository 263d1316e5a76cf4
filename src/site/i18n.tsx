import {
  createContext,
  Fragment,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { contentLang } from '#domain/contentLang.ts';
import {
  DEFAULT_LOCALE,
  HTML_LANG,
  LOCALES,
  negotiateLocale,
  parseLocale,
  type Locale,
  type Localized,
} from '#domain/locale.ts';
import { ko, type SiteCatalog, type SiteKey } from '#locales/ko/site.ts';
import { useFace } from './face.tsx';

/** The console reads and writes the same key, so a choice made on one face holds on the other. */
export const LOCALE_STORAGE_KEY = 'locale';

export type Catalogs = { ko: SiteCatalog } & Partial<Record<Locale, Partial<SiteCatalog>>>;

/** Korean ships with the site; English and Chinese are small chunks fetched when chosen. */
export const SITE_CATALOGS: Catalogs = { ko };

const LOADERS: Record<Exclude<Locale, 'ko'>, () => Promise<SiteCatalog>> = {
  en: () => import('#locales/en/site.ts').then((m) => m.en),
  cn: () => import('#locales/cn/site.ts').then((m) => m.cn),
};
const loading = new Map<Locale, Promise<void>>();

/** Fetches a locale's catalog once; a failure leaves Korean in place and is retried on next use. */
export function loadCatalog(locale: Locale): Promise<void> {
  if (locale === 'ko' || SITE_CATALOGS[locale]) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOADERS[locale]()
      .then((catalog) => {
        SITE_CATALOGS[locale] = catalog;
      })
      .catch(() => {
        loading.delete(locale);
      });
    loading.set(locale, pending);
  }
  return pending;
}

export type Vars = Record<string, string | number>;

export interface LocaleStore {
  get(): Locale;
  set(locale: Locale): void;
  subscribe(listener: () => void): () => void;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the choice just does not persist
  }
}

/** The browser's preferred languages, most preferred first (none outside a browser). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * The current locale; plain module state so the API client can read it too. Until the visitor picks a
 * language it follows the browser's `languages`, as the server follows Accept-Language; a pick is stored in
 * localStorage and wins from then on, even when it equals the browser's
 * (docs/decisions/0026-matching-for-a-large-fair.md).
 */
export function createLocaleStore(
  storage: Storage | null = safeStorage(),
  languages: readonly string[] = browserLanguages(),
): LocaleStore {
  const stored = storage?.getItem(LOCALE_STORAGE_KEY);
  let current: Locale = stored ? parseLocale(stored) : negotiateLocale(languages);
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(locale) {
      if (!(LOCALES as readonly string[]).includes(locale)) return;
      try {
        storage?.setItem(LOCALE_STORAGE_KEY, locale);
      } catch {
        // quota or privacy mode: keep the choice for this page only
      }
      if (locale === current) return;
      current = locale;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The site's one store: src/site/api.ts hands `get` to the API client for Accept-Language. */
export const siteLocaleStore = createLocaleStore();

/** Fills a text's `{name}` placeholders from `vars`; one without a value stays as it is. */
export function fill(text: string, vars?: Vars): string {
  return vars
    ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
    : text;
}

/** Looks a text up in the locale, then in Korean, then gives the key; fills `{name}` placeholders. */
export function translate(catalogs: Catalogs, locale: Locale, key: SiteKey, vars?: Vars): string {
  return fill(catalogs[locale]?.[key] || catalogs.ko[key] || key, vars);
}

/**
 * A translated text with React nodes in its `{name}` placeholders (`t(key)` without vars keeps them), so
 * that a name people wrote keeps its own language inside the sentence: `withNodes(t('ap.terms.agreeTo'),
 * { title: <Written text={term.title} /> })`.
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  return text
    .split(/\{(\w+)\}/)
    .map((part, i) =>
      i % 2 === 0 ? part : <Fragment key={i}>{part in nodes ? nodes[part] : `{${part}}`}</Fragment>,
    );
}

export interface I18n {
  locale: Locale;
  setLocale(locale: Locale): void;
  t(key: SiteKey, vars?: Vars): string;
  /** Picks a domain text (domain/messages, domain/labels) in the current locale, Korean when missing. */
  tl(text: Localized): string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  children,
  store = siteLocaleStore,
  catalogs = SITE_CATALOGS,
}: {
  children: ReactNode;
  store?: LocaleStore;
  catalogs?: Catalogs;
}) {
  const locale = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [loaded, setLoaded] = useState(0);
  const missing = catalogs === SITE_CATALOGS && !catalogs[locale];

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[locale];
  }, [locale]);

  // A locale set without its catalog (another tab, the console) shows Korean until the catalog arrives.
  useEffect(() => {
    if (missing) void loadCatalog(locale).then(() => setLoaded((n) => n + 1));
  }, [missing, locale]);

  const value = useMemo<I18n>(
    () => ({
      locale,
      setLocale: (next) => {
        if (catalogs !== SITE_CATALOGS) store.set(next);
        else void loadCatalog(next).then(() => store.set(next));
      },
      t: (key, vars) => translate(catalogs, locale, key, vars),
      tl: (text) => text[locale] || text[DEFAULT_LOCALE],
    }),
    // `loaded` re-creates t() once a fetched catalog is in SITE_CATALOGS.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, store, catalogs, loaded],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs an <I18nProvider>');
  return value;
}

/**
 * Text people wrote, inside a sentence of the interface: marked Korean on other pages when it is (by its
 * Hangul, or by `lang`, the language the server says it served: domain/localized.ts).
 */
export function Written({ text, lang }: { text: string; lang?: Locale | undefined }) {
  const { locale } = useI18n();
  return <span lang={contentLang(text, locale, lang)}>{text}</span>;
}

/**
 * Sets `document.title` for the page in the current language: "<page> | <brand of the page's face>", or the
 * given full title when `full` is true (the home page).
 */
export function usePageTitle(title: string, full = false): void {
  const { t } = useI18n();
  const { docTitle } = useFace();
  const text = full ? title : t(docTitle, { page: title });
  useEffect(() => {
    document.title = text;
  }, [text]);
}
