import { z } from 'zod';
import { textLangsSchema, translationsDtoSchema, translationsSchema } from '../localized.ts';
import { contentMessages as m } from '../messages/content.ts';
import { orderField } from './contentFields.ts';

export const PRACTICE_NAME_MAX = 100;
export const PRACTICE_DESCRIPTION_MAX = 1_000;

const nameField = () =>
  z
    .string({ error: m.practiceNameRequired.ko })
    .trim()
    .min(1, m.practiceNameRequired.ko)
    .max(PRACTICE_NAME_MAX, m.practiceNameTooLong.ko);
const descriptionField = () =>
  z.string().trim().max(PRACTICE_DESCRIPTION_MAX, m.practiceDescriptionTooLong.ko);

/**
 * A practice area (전문 분야: international trade contracts, customs and FTA origin …) as the console form
 * edits it and `POST`/`PUT /api/console/practices` accept it; the site lists shown ones by order. Name and
 * description are plain text, Korean here and English and Chinese in `translations`
 * (docs/decisions/0012-localized-content.md).
 */
export const practiceInputSchema = z.object({
  name: nameField(),
  description: descriptionField().default(''),
  translations: translationsSchema({ name: nameField(), description: descriptionField() }).optional(),
  order: orderField(),
  shows: z.boolean().default(true),
});

export type PracticeFormValues = z.input<typeof practiceInputSchema>;
export type PracticeInput = z.output<typeof practiceInputSchema>;

/** A practice area as the API answers it. */
export const practiceSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  description: z.string(),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const PRACTICE_TEXTS = ['name', 'description'] as const;

/** A practice area as the site reads it: its texts in the visitor's language, and which each is in. */
export const publicPracticeSchema = practiceSchema.extend({ lang: textLangsSchema(PRACTICE_TEXTS) });
export type PublicPractice = z.infer<typeof publicPracticeSchema>;

/** A practice area as the console sees it: hidden ones too, with their switch and translations. */
export const consolePracticeSchema = practiceSchema.extend({
  shows: z.boolean(),
  translations: translationsDtoSchema(PRACTICE_TEXTS),
});
export type ConsolePractice = z.infer<typeof consolePracticeSchema>;
