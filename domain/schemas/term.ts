import { z } from 'zod';
import { textLangsSchema, translationsDtoSchema, translationsSchema } from '../localized.ts';
import { codeField, orderField, richTextField, titleField } from './contentFields.ts';

/**
 * A term or consent as the console edits it and `POST`/`PUT /api/console/terms` accept it. `code` is how the
 * site asks for it (`privacy` is /privacy-policy, others /terms/{code}); `required` marks consents an
 * applicant must give; `content` is editor HTML, sanitized on the server.
 */
export const termInputSchema = z.object({
  code: codeField(),
  title: titleField(),
  content: richTextField(),
  translations: translationsSchema({ title: titleField(), content: richTextField() }).optional(),
  required: z.boolean().default(false),
  order: orderField(),
});

export type TermFormValues = z.input<typeof termInputSchema>;
export type TermInput = z.output<typeof termInputSchema>;

/** A term as the API answers it (docs/decisions/0003-api-contract.md § Shapes, Term). */
export const termSchema = z.object({
  _id: z.uuid(),
  code: z.string(),
  title: z.string(),
  content: z.string(),
  required: z.boolean(),
  order: z.number().int(),
});
export type Term = z.infer<typeof termSchema>;

export const TERM_TEXTS = ['title', 'content'] as const;

/** A term as the site reads it: its texts in the visitor's language, and which language each is in. */
export const publicTermSchema = termSchema.extend({ lang: textLangsSchema(TERM_TEXTS) });
export type PublicTerm = z.infer<typeof publicTermSchema>;

/** A term as the console lists it: with its translations and times. */
export const consoleTermSchema = termSchema.extend({
  translations: translationsDtoSchema(TERM_TEXTS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleTerm = z.infer<typeof consoleTermSchema>;
