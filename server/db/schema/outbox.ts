import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.ts';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Outgoing mail and SMS. Without SMTP / an SMS provider messages stay here for the console to show. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    to: text().notNull(),
    subject: text(),
    /** The plain-text body (an SMS, or the text part of an e-mail). */
    body: text().notNull(),
    /** The HTML part of an e-mail written in the console's editor (sanitized); null for text-only mail. */
    html: text(),
    /** Files attached to an e-mail (a meeting's invite.ics), content as text; null for none. */
    attachments: jsonb().$type<{ filename: string; contentType: string; content: string }[]>(),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default('pending'),
    error: text(),
    createdAt: createdAt(),
    sentAt: timestamptz(),
  },
  (t) => [
    check('outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('outbox_status_created_at_idx').on(t.status, t.createdAt),
  ],
);
