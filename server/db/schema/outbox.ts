import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, digitsOnly, id, timestamptz, trigramIndex } from './columns.ts';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * What a console search of the outbox reads besides the recipient: a mail's subject, an SMS's text (it has
 * no subject). A mail's body is not searched: its trigram index cost more PostgreSQL time per application
 * than the rest of the submit (docs/decisions/0057-outbox-searched-by-subject.md).
 */
export const outboxSearchText = (subject: AnyPgColumn, body: AnyPgColumn): SQL =>
  sql`coalesce(${subject}, ${body})`;

/** Outgoing mail and SMS. Without SMTP / an SMS provider messages stay here for the console to show. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    /** Insertion order (identity): the console's newest-first list breaks ties of one instant by it. */
    seq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    to: text().notNull(),
    subject: text(),
    /** The plain-text body (an SMS, or the text part of an e-mail). */
    body: text().notNull(),
    /** The HTML part of an e-mail written in the console's editor (sanitized); null for text-only mail. */
    html: text(),
    /** Files attached to an e-mail (a meeting's invite.ics), content as text; null for none. */
    attachments: jsonb().$type<{ filename: string; contentType: string; content: string }[]>(),
    /**
     * The clear secret (a verification code) this message delivers: the stored subject and body show it
     * only as SECRET_MASK (services/notify/secret.ts). Kept for delivery only — wiped once sent, used or
     * expired — and never selected by the console.
     */
    secret: text(),
    /** When the secret stops opening anything; set on every message that carried one. */
    secretExpiresAt: timestamptz(),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default('pending'),
    error: text(),
    createdAt: createdAt(),
    sentAt: timestamptz(),
    // group notices (schema/notices.ts; docs/decisions/0030-group-notices-and-round-statistics.md)
    /** The group notice this message belongs to; null for every other message. */
    noticeId: uuid(),
    /** The application it tells (a notice's recipient): one message per notice, recipient and channel. */
    applicationId: uuid(),
    /** Not sent before this time (a scheduled notice); null: at once. */
    sendAfter: timestamptz(),
    /** An instance's dispatcher holds the row until then (claimNoticeMessages): two instances send once. */
    claimedUntil: timestamptz(),
  },
  (t) => [
    check('outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('outbox_status_created_at_idx').on(t.status, t.createdAt),
    // the console's list in the order written (keyset pages) and its search: subject, body, recipient (digits)
    index('outbox_created_at_idx').on(t.createdAt, t.seq),
    trigramIndex('outbox_search_text_trgm', outboxSearchText(t.subject, t.body)),
    trigramIndex('outbox_to_trgm', t.to),
    trigramIndex('outbox_to_digits_trgm', digitsOnly(t.to)),
    check('outbox_secret_expires_check', sql`${t.secret} is null or ${t.secretExpiresAt} is not null`),
    // the sweep of expired secrets reads only the rows still holding one
    index('outbox_secret_expires_at_idx')
      .on(t.secretExpiresAt)
      .where(sql`${t.secret} is not null`),
    uniqueIndex('outbox_notice_recipient_unique').on(t.noticeId, t.applicationId, t.channel),
    // the dispatcher reads only the notices' messages still to send
    index('outbox_notice_due_idx')
      .on(t.sendAfter, t.seq)
      .where(sql`${t.noticeId} is not null and ${t.status} = 'pending'`),
  ],
);
