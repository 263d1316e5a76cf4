import { z } from 'zod';
import { normalizePhone } from '../format.ts';
import { centerMessages as m } from '../messages/center.ts';
import { cleanPlainText, honeypotSchema, plainText } from './question.ts';

/** POST /api/v1/message: a visitor's contact message, mailed to the operator's address (setting.email). */

export const MESSAGE_BODY_MAX = 3_000;
export const MESSAGE_SUBJECT_MAX = 100;

export const messageInputSchema = z.object({
  name: z
    .string({ error: m.messageSenderRequired.ko })
    .overwrite(cleanPlainText)
    .min(1, m.messageSenderRequired.ko)
    .max(50, m.authorNameTooLong.ko),
  email: z.email(m.messageEmailInvalid.ko).max(254, m.messageEmailInvalid.ko),
  /** Optional; digits only like every phone of docs/spec.md § 5, normalised as phoneSchema does. */
  phone: z
    .string()
    .overwrite(normalizePhone)
    .regex(/^(|[0-9]{10,11})$/, m.messagePhoneInvalid.ko)
    .optional(),
  subject: z
    .string()
    .overwrite(cleanPlainText)
    .max(MESSAGE_SUBJECT_MAX, m.messageSubjectTooLong.ko)
    .optional(),
  message: plainText(MESSAGE_BODY_MAX, m.messageBodyRequired.ko, m.messageBodyTooLong.ko),
  website: honeypotSchema,
});

export type MessageInput = z.output<typeof messageInputSchema>;
