/**
 * Matching's constants that the site's pages render with, kept apart from the zod schemas that validate with
 * them (domain/schemas/member.ts and buyerProfile.ts re-export them): a fair's page then loads no zod
 * (docs/decisions/0055-few-chunks-per-page.md § Schemas).
 */

/** The awards a seller may hold, shown as badges and filters of a fair's catalogue. */
export const AWARDS = ['SEOUL_AWARDS', 'SUPER_ROOKIE'] as const;
export type Award = (typeof AWARDS)[number];

/** Meeting languages as ISO 639-1 codes; the page names them with Intl.DisplayNames in its own language. */
export const MEETING_LANGUAGES = [
  'ko',
  'en',
  'zh',
  'ja',
  'es',
  'fr',
  'de',
  'ru',
  'vi',
  'th',
  'id',
  'ar',
  'pt',
  'it',
  'tr',
  'hi',
] as const;
export type MeetingLanguage = (typeof MEETING_LANGUAGES)[number];
