import { z } from 'zod';
import { translationsSchema } from '../localized.ts';
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
