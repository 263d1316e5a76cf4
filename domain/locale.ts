/** The product's languages. `cn` is the spec's code for Simplified Chinese; Korean is the fallback. */
export const LOCALES = ['ko', 'en', 'cn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko';

/** Each language by its own name, as a language picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { ko: '한국어', en: 'English', cn: '中文' };

/** HTML `lang` values for each locale (`cn` is not a language tag). */
export const HTML_LANG: Record<Locale, string> = { ko: 'ko', en: 'en', cn: 'zh-CN' };

/**
 * Reads a locale from an Accept-Language header or a stored choice: `ko-KR,ko;q=0.9` → ko,
 * `zh`/`zh-CN`/`cn` → cn, `en-US` → en; anything else → ko.
 */
export function parseLocale(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  const first = value.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  const primary = first.split('-')[0];
  if (primary === 'en') return 'en';
  if (primary === 'cn' || primary === 'zh') return 'cn';
  return DEFAULT_LOCALE;
}

/** A text in every locale. */
export type Localized = Record<Locale, string>;
