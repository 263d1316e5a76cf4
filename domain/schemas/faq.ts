import { z } from 'zod';
import { textLangsSchema, translationsDtoSchema, translationsSchema } from '../localized.ts';
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

/** A FAQ entry as the API answers it. */
export const faqSchema = z.object({
  _id: z.uuid(),
  category: z.string(),
  question: z.string(),
  answer: z.string().describe('sanitized HTML'),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const FAQ_TEXTS = ['question', 'answer'] as const;

/** An entry as the site reads it: question and answer in the visitor's language, and which each is in. */
export const publicFaqSchema = faqSchema.extend({ lang: textLangsSchema(FAQ_TEXTS) });
export type PublicFaq = z.infer<typeof publicFaqSchema>;

/** A FAQ entry as the console sees it: hidden ones too, with their switch. */
export const consoleFaqSchema = faqSchema.extend({
  shows: z.boolean(),
  translations: translationsDtoSchema(FAQ_TEXTS),
});
export type ConsoleFaq = z.infer<typeof consoleFaqSchema>;
