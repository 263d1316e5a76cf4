import { z } from 'zod';
import { commonMessages as c } from '../messages/common.ts';
import { matchingMessages as m } from '../messages/matching.ts';

/**
 * Messages between the two parties of a matching (docs/decisions/0026-matching-for-a-large-fair.md
 * § Messages): before and after confirmation, never on a declined, cancelled or expired one.
 */

export const MATCHING_MESSAGE_MAX = 2000;

/** `POST /api/v1/me/matchings/{id}/messages`: `key` is the sender's own id of this message (a replay sends it again). */
export const matchingMessageInputSchema = z.object({
  body: z
    .string(m.matchingMessageRequired.ko)
    .trim()
    .min(1, m.matchingMessageRequired.ko)
    .max(MATCHING_MESSAGE_MAX, m.matchingMessageTooLong.ko),
  key: z.uuid(c.invalidInput.ko),
});
export type MatchingMessageInput = z.infer<typeof matchingMessageInputSchema>;

export const matchingMessageSchema = z.object({
  _id: z.uuid(),
  senderRole: z.enum(['BUYER', 'SELLER']),
  mine: z.boolean().describe('sent by the viewer'),
  body: z
    .string()
    .describe('e-mail addresses and phone numbers in it are masked until the meeting is confirmed'),
  createdAt: z.string(),
});
export type MatchingMessage = z.infer<typeof matchingMessageSchema>;

/** An e-mail address, or a phone number of 8 or more digits (with +, spaces, dots, dashes or brackets). */
const EMAILS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONES = /\+?\d[\d\s().-]{6,}\d/g;
const DATE = /^\d{4}[-./]\d{1,2}[-./]\d{1,2}(?!\d)/;
export const CONTACT_MASK = '[…]';

/**
 * A message as a party reads it before the meeting is confirmed: no e-mail address or phone number, so
 * contact happens through the platform until both have agreed (the contacts come with the confirmation).
 */
export function maskContactsInText(text: string): string {
  return text.replace(EMAILS, CONTACT_MASK).replace(PHONES, (run) =>
    // a date with its hour ("2026-12-10 10") is about the meeting, not a contact
    DATE.test(run) || run.replace(/\D/g, '').length < 8 ? run : CONTACT_MASK,
  );
}
