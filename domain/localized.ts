import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';

/**
 * Texts a manager writes for the public (docs/decisions/0012-localized-content.md): Korean is required and
 * lives in the record's own field (`title`); English and Chinese are optional and live in the record's
 * `translations`, by language and field. A visitor is served their language where it is written and Korean
 * otherwise, and every answer says which language each text is in.
 */
export const TRANSLATED_LOCALES = ['en', 'cn'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** English and Chinese texts of a record's fields; a field missing (or blank) there is served in Korean. */
export type Translations<F extends string = string> = Partial<
  Record<TranslatedLocale, Partial<Record<F, string>>>
>;

/** The language each served text is in (a public answer's `lang`). */
export type TextLangs<F extends string> = Record<F, Locale>;

/** The console's field name of a text in a language: `title` (Korean), `translations.en.title`. */
export function localizedSource(field: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? field : `translations.${locale}.${field}`;
}

/** Blank: nothing but spaces, or an editor's empty document (`<p><br></p>`, `&nbsp;`). */
function isBlank(text: string): boolean {
  if (/<img\b/i.test(text)) return false;
  return (
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/gi, ' ')
      .trim() === ''
  );
}

/**
 * The zod schema of `translations` for a record whose Korean fields have the given rules: every English or
 * Chinese text obeys its Korean field's rule (length, format), but may be left out — a blank text counts as
 * left out and is dropped, so the site falls back to Korean. Records add `.optional()`: `translations`
 * left out of an edit (an older client, a script) keeps the stored ones.
 */
export function translationsSchema<F extends string>(rules: Record<F, z.ZodType<string, string>>) {
  const shape = Object.fromEntries(
    Object.entries<z.ZodType<string, string>>(rules).map(([field, rule]) => [
      field,
      z.preprocess(
        (v) => (v === null || (typeof v === 'string' && isBlank(v)) ? undefined : v),
        rule.optional(),
      ),
    ]),
  ) as unknown as Record<F, z.ZodOptional<z.ZodType<string, string>>>;
  const language = z.object(shape).optional();
  return z
    .object({ en: language, cn: language })
    .nullish()
    .transform((v): Translations<F> => {
      const out: Translations<F> = {};
      for (const locale of TRANSLATED_LOCALES) {
        const texts = Object.entries(v?.[locale] ?? {}).filter(
          (entry): entry is [F, string] => typeof entry[1] === 'string' && entry[1] !== '',
        );
        if (texts.length) out[locale] = Object.fromEntries(texts) as Partial<Record<F, string>>;
      }
      return out;
    });
}

/**
 * The texts of a record in the visitor's language: each field from `translations[locale]` when written
 * there, else the Korean text; with the language each one is in, so the site marks Korean on an English
 * or Chinese page (`lang="ko"`).
 */
export function localize<F extends string>(
  korean: Record<F, string>,
  translations: Translations<NoInfer<F>> | null | undefined,
  locale: Locale,
): { texts: Record<F, string>; lang: TextLangs<F> } {
  const written = locale === DEFAULT_LOCALE ? undefined : translations?.[locale as TranslatedLocale];
  const texts = {} as Record<F, string>;
  const lang = {} as TextLangs<F>;
  for (const field of Object.keys(korean) as F[]) {
    const text = written?.[field];
    const has = typeof text === 'string' && text.trim() !== '';
    texts[field] = has ? text : korean[field];
    lang[field] = has ? locale : DEFAULT_LOCALE;
  }
  return { texts, lang };
}

/** The zod schema of a public answer's `lang` for the given fields. */
export function textLangsSchema<F extends string>(fields: readonly F[]) {
  const locale = z.enum(['ko', 'en', 'cn']);
  return z
    .object(Object.fromEntries(fields.map((f) => [f, locale])) as Record<F, typeof locale>)
    .describe('the language each text is in: the request’s language where written, else ko (the fallback)');
}

/** The zod schema of `translations` as the console reads them back. */
export function translationsDtoSchema<F extends string>(fields: readonly F[]) {
  const text = z.string().optional();
  const language = z.object(Object.fromEntries(fields.map((f) => [f, text])) as Record<F, typeof text>);
  return z.object({ en: language.optional(), cn: language.optional() });
}

/** `translations` with `fix` applied to the given fields' texts (e.g. sanitizing rich text before storing). */
export function mapTranslations<F extends string, T extends Translations<F> | undefined>(
  translations: T,
  fields: readonly F[],
  fix: (text: string) => string,
): T {
  if (!translations) return translations;
  const out: Translations<F> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = translations[locale];
    if (!texts) continue;
    const fixed: Partial<Record<F, string>> = { ...texts };
    for (const field of fields) {
      const text = texts[field];
      if (text !== undefined) fixed[field] = fix(text);
    }
    out[locale] = fixed;
  }
  return out as T;
}
