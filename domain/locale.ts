/** The product's languages. `cn` is the spec's code for Simplified Chinese; Korean is the fallback. */
export const LOCALES = ['ko', 'en', 'cn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko';

/** Each language by its own name, as a language picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { ko: '한국어', en: 'English', cn: '中文' };

/** HTML `lang` values for each locale (`cn` is not a language tag). */
export const HTML_LANG: Record<Locale, string> = { ko: 'ko', en: 'en', cn: 'zh-CN' };

/** The product's locale for one language tag, or null when we have none: `en-US` → en, `zh-TW`/`cn` → cn. */
function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split('-')[0];
  if (primary === 'ko') return 'ko';
  if (primary === 'en') return 'en';
  if (primary === 'cn' || primary === 'zh') return 'cn';
  return null;
}

/**
 * The first of a browser's preferred languages (navigator.languages, most preferred first) that the product
 * has; Korean when it has none of them. `['fr-FR', 'en-US']` → en.
 */
export function negotiateLocale(languages: readonly string[] | null | undefined): Locale {
  for (const tag of languages ?? []) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * Reads a locale from an Accept-Language header or a stored choice: `ko-KR,ko;q=0.9` → ko,
 * `zh`/`zh-CN`/`cn` → cn, `en-US` → en, `fr-FR,en;q=0.8` → en (the languages by their weight, the first we
 * have); nothing we have → ko.
 */
export function parseLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  const ranked = value
    .split(',')
    .slice(0, 20) // a header is a handful of languages; a hostile one is not walked to its end
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return negotiateLocale(ranked.map((entry) => entry.tag));
}

/** A text in every locale. */
export type Localized = Record<Locale, string>;
