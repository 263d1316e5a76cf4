import { HTML_LANG, type Locale } from '../locale.ts';

/**
 * A meeting language's name (ISO 639-1 `fr`) in the reader's language ("프랑스어", "French", "法语"), as
 * the buyer's form, the organiser's day and staff's check-in show it; the code itself where the runtime
 * has no names.
 */
export function languageName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([HTML_LANG[locale]], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
