import { z } from 'zod';
import { matchingMessages as m } from '../messages/matching.ts';
import { MEETING_LANGUAGES } from '../matching/constants.ts';

/**
 * The buyer's profile a seller reads before accepting an offer, and the fair's buyers list shows
 * (docs/decisions/0026-matching-for-a-large-fair.md): company, country, industry, size, markets sought,
 * website, meeting languages. Never a phone or an e-mail: those come only with a confirmed meeting.
 */

/** Employees: 1–9, 10–49, 50–249, 250 and more (the EU's size classes, which buyers abroad know). */
export const COMPANY_SIZES = ['MICRO', 'SMALL', 'MEDIUM', 'LARGE'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export { MEETING_LANGUAGES, type MeetingLanguage } from '../matching/constants.ts';

export const MARKETS_SOUGHT_MAX = 10;
export const MARKET_SOUGHT_CHARS = 50;

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** A list as JSON, or as one multipart text field ("a, b"): the join form sends multipart. */
const listOf = (value: unknown) => (typeof value === 'string' ? splitList(value) : value);

/**
 * Input fields of a buyer's join and `PUT /api/v1/me`; absent leaves the stored value. Duplicates are
 * dropped.
 */
export const buyerProfileInputFields = {
  companySize: z.preprocess(
    (value) => (value === '' ? null : value),
    z.enum(COMPANY_SIZES, m.companySizeInvalid.ko).nullable().optional(),
  ),
  marketsSought: z.preprocess(
    listOf,
    z
      .array(
        z
          .string(m.marketsSoughtInvalid.ko)
          .trim()
          .min(1, m.marketsSoughtInvalid.ko)
          .max(MARKET_SOUGHT_CHARS, m.marketsSoughtInvalid.ko),
        m.marketsSoughtInvalid.ko,
      )
      .max(MARKETS_SOUGHT_MAX, m.marketsSoughtInvalid.ko)
      .transform(unique)
      .optional(),
  ),
  languages: z.preprocess(
    listOf,
    z
      .array(z.enum(MEETING_LANGUAGES, m.languagesInvalid.ko), m.languagesInvalid.ko)
      .max(MEETING_LANGUAGES.length, m.languagesInvalid.ko)
      .transform(unique)
      .optional(),
  ),
};

/** The answer: what a seller of the buyer's fair reads about the buyer. */
export const buyerProfileSchema = z.object({
  companyName: z.string(),
  country: z.string(),
  industry: z.string(),
  companySize: z.enum(COMPANY_SIZES).nullable(),
  marketsSought: z.array(z.string()),
  homepage: z.string(),
  languages: z.array(z.string()),
});
export type BuyerProfile = z.infer<typeof buyerProfileSchema>;

/** Splits a comma-, semicolon- or line-separated field into a list (the form's one text box). */
export function splitList(text: string): string[] {
  return unique(
    text
      .split(/[,;\n、，]/)
      .map((part) => part.trim())
      .filter(Boolean),
  );
}
