import type { Locale } from './locale.ts';

/** Hangul syllables, Jamo and compatibility Jamo. */
const HANGUL = /[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F]/;

/**
 * The `lang` for text written by people (notices, posts, company data …), which is stored in one
 * language, usually Korean: 'ko' on an English or Chinese page when it holds Hangul, so a screen reader
 * reads it with a Korean voice (WCAG 3.1.2); otherwise undefined, and the element keeps the page's
 * language. Latin or Han alone is left unmarked, as its language cannot be told reliably. An HTML body
 * may be passed as is: its tags hold no Hangul. `lang` is the language the server says the text is in
 * (a manager's text served in Korean for want of a translation: domain/localized.ts), which marks a
 * Korean fallback even without Hangul in it.
 */
export function contentLang(
  text: string | null | undefined,
  page: Locale,
  lang?: Locale | undefined,
): 'ko' | undefined {
  return page !== 'ko' && text && (lang === 'ko' || HANGUL.test(text)) ? 'ko' : undefined;
}
