import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
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
    body: text().notNull(),
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
