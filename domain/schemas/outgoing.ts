import { z } from 'zod';
import { normalizePhone } from '../format.ts';
import { authMessages } from '../messages/auth.ts';
import { communityMessages as m } from '../messages/community.ts';
import { hasHtmlContent } from './notification.ts';
import { cleanPlainText } from './question.ts';

/**
 * What a manager sends from the console (docs/spec.md § 7 console: POST /email, POST /message, POST
 * /messages/test): an e-mail to an address or an SMS to a mobile number. Each goes through the outbox.
 */

export const OUTGOING_CHANNELS = ['email', 'sms'] as const;
export type OutgoingChannel = (typeof OUTGOING_CHANNELS)[number];
export const OUTGOING_SUBJECT_MAX = 200;
export const OUTGOING_TEXT_MAX = 2_000;
export const OUTGOING_HTML_MAX = 200_000;

const emailTo = z.email(m.recipientEmailInvalid.ko).max(254, m.recipientEmailInvalid.ko);
/** Digits only like every phone of docs/spec.md § 5, normalised as phoneSchema does. */
const phoneTo = z
  .string({ error: m.recipientPhoneInvalid.ko })
  .overwrite(normalizePhone)
  .regex(/^01[0-9]{8,9}$/, m.recipientPhoneInvalid.ko);

const subject = z
  .string({ error: authMessages.titleRequired.ko })
  .overwrite(cleanPlainText)
  .min(1, authMessages.titleRequired.ko)
  .max(OUTGOING_SUBJECT_MAX, m.outgoingSubjectTooLong.ko);

const text = z
  .string({ error: m.outgoingBodyRequired.ko })
  .overwrite(cleanPlainText)
  .min(1, m.outgoingBodyRequired.ko)
  .max(OUTGOING_TEXT_MAX, m.outgoingBodyTooLong.ko);

/** POST /api/console/email: an HTML e-mail (sanitized by the server; a text part is derived). */
export const outgoingEmailSchema = z.object({
  to: emailTo,
  subject,
  html: z
    .string({ error: m.outgoingBodyRequired.ko })
    .max(OUTGOING_HTML_MAX, { error: m.outgoingBodyTooLong.ko, abort: true })
    .refine(hasHtmlContent, m.outgoingBodyRequired.ko),
});
export type OutgoingEmail = z.output<typeof outgoingEmailSchema>;

/** POST /api/console/message: a text message (LMS: a subject and up to 2,000 characters) to a mobile number. */
export const outgoingMessageSchema = z.object({ to: phoneTo, subject, message: text });
export type OutgoingMessage = z.output<typeof outgoingMessageSchema>;

/** POST /api/console/messages/test: a plain-text message by e-mail or SMS, to check the delivery path. */
export const testMessageSchema = z
  .object({
    channel: z.enum(OUTGOING_CHANNELS, { error: m.channelInvalid.ko }),
    to: z.string({ error: m.recipientEmailInvalid.ko }).trim(),
    subject,
    message: text,
  })
  .superRefine((value, ctx) => {
    const check = (value.channel === 'email' ? emailTo : phoneTo).safeParse(value.to);
    if (!check.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: value.channel === 'email' ? m.recipientEmailInvalid.ko : m.recipientPhoneInvalid.ko,
      });
    }
  });
export type TestMessage = z.output<typeof testMessageSchema>;

/** Where a queued message is: waiting, handed to the provider, or refused by it (with the error). */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * A message of the outbox as the console lists it: every e-mail and SMS the product sent or queued. The
 * recipient and the e-mails and phones quoted in it are masked unless revealed.
 */
export const outboxMessageSchema = z.object({
  _id: z.uuid(),
  channel: z.enum(OUTGOING_CHANNELS),
  to: z.string().describe('masked unless revealed'),
  subject: z.string().nullable(),
  body: z
    .string()
    .describe('plain text; e-mails and phones in it masked unless revealed; codes always ●●●●●●'),
  html: z.string().nullable().describe('sanitized HTML part of an e-mail (masked like the body), or null'),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable().describe('why the last delivery failed'),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  noticeId: z.uuid().nullable().describe('the group notice it belongs to, or null'),
  sendAfter: z.string().nullable().describe("a scheduled notice's send time, or null (at once)"),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
