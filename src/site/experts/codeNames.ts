import { HTML_LANG, type Locale } from '#domain/locale.ts';

/** Country (ISO 3166) and language (ISO 639) codes named in the page's language; the code if unknown. */
export function codeNames(locale: Locale) {
  const lang = HTML_LANG[locale];
  const regions = new Intl.DisplayNames([lang], { type: 'region' });
  const languages = new Intl.DisplayNames([lang], { type: 'language' });
  return {
    country: (code: string) => regions.of(code) ?? code,
    language: (code: string) => languages.of(code) ?? code,
  };
}
