import { MEETING_LANGUAGES } from '#domain/matching/constants.ts';
import type { Locale } from '#domain/locale.ts';
import { languageName } from '#domain/matching/languageNames.ts';

/** Buyers' countries first by how often they come to Seoul's fairs; any ISO code can be typed too. */
const CODES = [
  'US',
  'CN',
  'JP',
  'VN',
  'TW',
  'HK',
  'SG',
  'TH',
  'MY',
  'ID',
  'PH',
  'IN',
  'AU',
  'CA',
  'MX',
  'BR',
  'GB',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'PL',
  'RU',
  'TR',
  'AE',
  'SA',
  'KZ',
  'UZ',
  'MN',
  'KR',
] as const;

const LANG: Record<Locale, string> = { ko: 'ko', en: 'en', cn: 'zh-CN' };

/** The country choices with names in the page's language (Intl.DisplayNames), sorted by name. */
export function countryOptions(locale: Locale): { code: string; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([LANG[locale]], { type: 'region' });
  } catch {
    names = null;
  }
  return CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, LANG[locale]),
  );
}

/** The meeting languages a buyer may tick, named in the page's language (Intl.DisplayNames). */
export function languageOptions(locale: Locale): { code: string; name: string }[] {
  return MEETING_LANGUAGES.map((code) => ({ code, name: languageName(code, locale) }));
}

/** Every IANA zone the browser knows, for the time-zone field's suggestions. */
export function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Asia/Seoul'];
  }
}
