import { z } from 'zod';
import { authMessages } from '../messages/auth.ts';
import { centerMessages as m } from '../messages/center.ts';
import { validationMessageGroup as v } from '../messages/validation.ts';
import { hasHtmlContent } from './notification.ts';

/**
 * 1:1 inquiries (1:1 문의) and the pieces every anonymous write shares (board posts and comments use them
 * too): plain-text fields, the author's name, the write password and the honeypot.
 */

export const WRITE_TITLE_MAX = 100;
export const QUESTION_CONTENT_MAX = 5_000;
export const AUTHOR_NAME_MAX = 20;
/** The answer is rich-text HTML: room for formatting, a row stays cheap. */
export const ANSWER_MAX = 50_000;
/**
 * The password of an anonymous write: 4–16 characters without spaces, any script. Korean boards ask for
 * 4 or more characters; it only guards one inquiry, and the server limits guesses (5 per 15 minutes).
 */
export const WRITE_PASSWORD_MIN = 4;
export const WRITE_PASSWORD_MAX = 16;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Plain text as stored: CRLF → LF, control characters (but newline and tab) removed, trimmed. */
export function cleanPlainText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

/** A required plain-text field of at most `max` characters (after cleaning). HTML is kept as text. */
export function plainText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).overwrite(cleanPlainText).min(1, required).max(max, tooLong);
}

export const writeTitleSchema = plainText(
  WRITE_TITLE_MAX,
  authMessages.titleRequired.ko,
  m.writeTitleTooLong.ko,
);

export const authorNameSchema = z
  .string({ error: m.authorNameRequired.ko })
  .overwrite(cleanPlainText)
  .min(1, m.authorNameRequired.ko)
  .max(AUTHOR_NAME_MAX, m.authorNameTooLong.ko);

export const writePasswordSchema = z
  .string({ error: v.passwordRequired.ko })
  .min(1, { error: v.passwordRequired.ko, abort: true })
  .regex(new RegExp(`^\\S{${WRITE_PASSWORD_MIN},${WRITE_PASSWORD_MAX}}$`), m.writePasswordLength.ko);

/** What a password check sends: only "not empty" (the stored hash decides). */
export const passwordCheckSchema = z.object({
  password: z
    .string({ error: v.passwordRequired.ko })
    .min(1, v.passwordRequired.ko)
    .max(100, m.writePasswordLength.ko),
});

/**
 * A field people never see (hidden from sight and from assistive technology); bots that fill every
 * input fill it too and are refused.
 */
export const honeypotSchema = z.string().max(0, m.honeypotFilled.ko).optional();

export const questionInputSchema = z.object({
  title: writeTitleSchema,
  content: plainText(QUESTION_CONTENT_MAX, authMessages.contentRequired.ko, m.questionContentTooLong.ko),
  name: authorNameSchema,
  password: writePasswordSchema,
  website: honeypotSchema,
});

/** Editing keeps the password; the author proves it with the read token. */
export const questionUpdateSchema = questionInputSchema.pick({ title: true, content: true, name: true });

/** The site's form: the input plus a password confirmation and the consent to collect the name. */
export const questionFormSchema = questionInputSchema
  .extend({
    passwordConfirm: z.string(),
    agree: z.boolean().refine((value) => value, m.privacyConsentRequired.ko),
  })
  .refine((value) => value.password === value.passwordConfirm, {
    error: m.writePasswordMismatch.ko,
    path: ['passwordConfirm'],
  });

/**
 * The console's answer: rich-text HTML from the editor (the server sanitizes it), shown below the question;
 * `shows` hides a question from the list.
 */
export const answerInputSchema = z.object({
  answer: z
    .string({ error: m.answerRequired.ko })
    .max(ANSWER_MAX, { error: m.answerTooLong.ko, abort: true })
    .refine(hasHtmlContent, m.answerRequired.ko),
  shows: z.boolean().optional(),
});

export type QuestionInput = z.output<typeof questionInputSchema>;
export type QuestionUpdate = z.output<typeof questionUpdateSchema>;
export type QuestionFormValues = z.input<typeof questionFormSchema>;
export type AnswerInput = z.output<typeof answerInputSchema>;

/** A question as a row of the public list. */
export const questionSummarySchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  author: z.string().describe('masked: 홍*동'),
  answered: z.boolean(),
  createdAt: z.string(),
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

/** The whole question, for its author (after the password) and for the console. */
export const questionSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  content: z.string().describe('plain text'),
  author: z.string(),
  answered: z.boolean(),
  answer: z.string().nullable().describe('sanitized HTML'),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

/** The console's view adds who answered and whether the question is listed. */
export const consoleQuestionSchema = questionSchema.extend({
  answeredBy: z.string().nullable().describe('username of the manager who answered'),
  shows: z.boolean(),
});
export type ConsoleQuestion = z.infer<typeof consoleQuestionSchema>;
