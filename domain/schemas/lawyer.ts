import { z } from 'zod';
import { textLangsSchema, translationsDtoSchema, translationsSchema } from '../localized.ts';
import { expertMessages as m } from '../messages/experts.ts';
import { imageField, orderField } from './contentFields.ts';

/** Lawyers, and where the manager says so patent attorneys (변리사) or accountants (회계사). */
export const LAWYER_KINDS = ['lawyer', 'patentAttorney', 'accountant'] as const;
export type LawyerKind = (typeof LAWYER_KINDS)[number];

/**
 * The countries an adviser can be found by (ISO 3166-1 alpha-2): Korea's main export markets. Names come
 * from `Intl.DisplayNames` in the reader's language, so the list needs no translation.
 */
export const LAWYER_COUNTRIES = [
  'CN', 'US', 'VN', 'JP', 'HK', 'TW', 'SG', 'IN', 'ID', 'MY', 'TH', 'PH', 'AU', 'DE', 'FR', 'GB', 'NL',
  'PL', 'IT', 'ES', 'MX', 'BR', 'CA', 'AE', 'SA', 'TR', 'RU', 'KZ', 'UZ', 'KR',
] as const; // prettier-ignore
/** The languages a consultation can be held in (ISO 639-1), named like the countries. */
export const LAWYER_LANGUAGES = [
  'ko',
  'en',
  'zh',
  'ja',
  'vi',
  'de',
  'fr',
  'es',
  'ru',
  'id',
  'th',
  'ar',
] as const;

/** Korea's specialist registration (전문분야 등록) allows two fields per lawyer. */
export const SPECIALTIES_MAX = 2;
export const ALSO_HANDLES_MAX = 10;
export const LAWYER_NAME_MAX = 100;
export const LAWYER_FIRM_MAX = 100;
export const LAWYER_CAREER_MAX = 3_000;

const nameField = () =>
  z
    .string({ error: m.lawyerNameRequired.ko })
    .trim()
    .min(1, m.lawyerNameRequired.ko)
    .max(LAWYER_NAME_MAX, m.lawyerNameTooLong.ko);
const firmField = () => z.string().trim().max(LAWYER_FIRM_MAX, m.lawyerFirmTooLong.ko);
const careerField = () => z.string().trim().max(LAWYER_CAREER_MAX, m.lawyerCareerTooLong.ko);

/** Practice-area ids, each once (their existence is the server's check: it needs the table). */
const practiceIds = (max: number, tooMany: string) =>
  z
    .array(z.uuid(m.lawyerPracticeUnknown.ko))
    .max(max, tooMany)
    .default([])
    .transform((ids) => [...new Set(ids)]);
const codes = <T extends readonly [string, ...string[]]>(values: T, invalid: string) =>
  z
    .array(z.enum(values, invalid))
    .max(values.length, invalid)
    .default([])
    .transform((list) => [...new Set(list)]);

/**
 * An adviser as the console form edits it and `POST`/`PUT /api/console/lawyers` accept it. Name, firm,
 * title and the career summary are Korean here, English and Chinese in `translations`
 * (docs/decisions/0012-localized-content.md). `photo` is a file id just uploaded (a jpg or png) or the
 * address the adviser already has; null is no photo.
 */
export const lawyerInputSchema = z
  .object({
    kind: z.enum(LAWYER_KINDS, m.lawyerKindInvalid.ko).default('lawyer'),
    name: nameField(),
    photo: imageField().nullable().default(null),
    firm: firmField().default(''),
    title: firmField().default(''),
    career: careerField().default(''),
    translations: translationsSchema({
      name: nameField(),
      firm: firmField(),
      title: firmField(),
      career: careerField(),
    }).optional(),
    specialties: practiceIds(SPECIALTIES_MAX, m.lawyerSpecialtiesTooMany.ko),
    alsoHandles: practiceIds(ALSO_HANDLES_MAX, m.lawyerAlsoHandlesTooMany.ko),
    countries: codes(LAWYER_COUNTRIES, m.lawyerCountryInvalid.ko),
    languages: codes(LAWYER_LANGUAGES, m.lawyerLanguageInvalid.ko),
    /** Where consultation links are sent (never shown on the site); empty: the adviser cannot be assigned. */
    email: z
      .union([z.literal(''), z.email(m.lawyerEmailInvalid.ko).max(254, m.lawyerEmailInvalid.ko)], {
        error: m.lawyerEmailInvalid.ko,
      })
      .default(''),
    accepting: z.boolean().default(true),
    order: orderField(),
    shows: z.boolean().default(true),
  })
  .refine((v) => !v.alsoHandles.some((id) => v.specialties.includes(id)), {
    error: m.lawyerPracticeTwice.ko,
    path: ['alsoHandles'],
  });

export type LawyerFormValues = z.input<typeof lawyerInputSchema>;
export type LawyerInput = z.output<typeof lawyerInputSchema>;

export const LAWYER_TEXTS = ['name', 'firm', 'title', 'career'] as const;

const lawyerFields = {
  _id: z.uuid(),
  kind: z.enum(LAWYER_KINDS),
  name: z.string(),
  photo: z.string().nullable(),
  firm: z.string(),
  title: z.string(),
  career: z.string(),
  countries: z.array(z.string()),
  languages: z.array(z.string()),
  accepting: z.boolean(),
  order: z.number().int(),
};

/** An adviser as the console edits it: the practice areas by id, hidden ones too, with translations. */
export const consoleLawyerSchema = z.object({
  ...lawyerFields,
  email: z.string(),
  specialties: z.array(z.uuid()),
  alsoHandles: z.array(z.uuid()),
  shows: z.boolean(),
  translations: translationsDtoSchema(LAWYER_TEXTS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleLawyer = z.infer<typeof consoleLawyerSchema>;

/** A practice area as an adviser's profile names it, in the visitor's language. */
export const lawyerPracticeSchema = z.object({ _id: z.uuid(), name: z.string() });

/**
 * An adviser as the site shows them: texts in the visitor's language (and which each is in), the shown
 * practice areas by name.
 */
export const publicLawyerSchema = z.object({
  ...lawyerFields,
  lang: textLangsSchema(LAWYER_TEXTS),
  specialties: z.array(lawyerPracticeSchema),
  alsoHandles: z.array(lawyerPracticeSchema),
});
export type PublicLawyer = z.infer<typeof publicLawyerSchema>;

/** `GET /api/v1/lawyers`: a page of shown advisers, and every country and language they cover (filters). */
export const publicLawyerListSchema = z.object({
  lawyers: z.array(publicLawyerSchema),
  total: z.number().int(),
  countries: z.array(z.string()),
  languages: z.array(z.string()),
});
export type PublicLawyerList = z.infer<typeof publicLawyerListSchema>;

/** The site's directory filters (`GET /api/v1/lawyers` query). */
export const lawyerQuerySchema = z.object({
  practice: z.uuid(m.lawyerPracticeUnknown.ko).optional(),
  country: z.enum(LAWYER_COUNTRIES, m.lawyerCountryInvalid.ko).optional(),
  language: z.enum(LAWYER_LANGUAGES, m.lawyerLanguageInvalid.ko).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type LawyerQuery = z.input<typeof lawyerQuerySchema>;
