import { z } from 'zod';
import { translationsSchema } from '../localized.ts';
import { contentMessages as m } from '../messages/content.ts';
import { orderField, richTextField } from './contentFields.ts';

export const FAQ_CATEGORY_MAX = 50;
export const FAQ_QUESTION_MAX = 300;

const categoryField = () =>
  z
    .string({ error: m.faqCategoryRequired.ko })
    .trim()
    .min(1, m.faqCategoryRequired.ko)
    .max(FAQ_CATEGORY_MAX, m.faqCategoryTooLong.ko);
const questionField = () =>
  z
    .string({ error: m.faqQuestionRequired.ko })
    .trim()
    .min(1, m.faqQuestionRequired.ko)
    .max(FAQ_QUESTION_MAX, m.faqQuestionTooLong.ko);
const answerField = () => richTextField(m.faqAnswerRequired.ko);

/**
 * A FAQ entry as the console form edits it and `POST`/`PUT /api/console/center/faqs` accept it. The site
 * shows shown entries by category (its tabs) and order; `answer` is editor HTML, sanitized on the server.
 * The category is the site's tab and filter key, so it stays Korean; question and answer are translated.
 */
export const faqInputSchema = z.object({
  category: categoryField(),
  question: questionField(),
  answer: answerField(),
  translations: translationsSchema({ question: questionField(), answer: answerField() }).optional(),
  order: orderField(),
  shows: z.boolean().default(true),
});

export type FaqFormValues = z.input<typeof faqInputSchema>;
export type FaqInput = z.output<typeof faqInputSchema>;
