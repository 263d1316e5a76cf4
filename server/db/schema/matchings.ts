import { sql } from 'drizzle-orm';
import { OFFER_STATUSES } from '#domain/matching/offer.ts';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { fairs, MATCHING_MODES } from './fairs.ts';

/** The offer's life (domain/matching/offer.ts), stored as the matching's status. */
export const MATCHING_STATUSES = OFFER_STATUSES;
export const MATCHING_ACTOR_ROLES = ['BUYER', 'SELLER', 'MANAGER', 'SYSTEM'] as const;

/**
 * Offers between a buyer and a seller of a fair (docs/decisions/0008-matching.md § Offers). The two
 * partial unique indexes are what makes a slot impossible to confirm twice for either side, whatever
 * the concurrency; the one on open offers keeps a buyer from stacking offers to the same seller.
 */
export const matchings = pgTable(
  'matchings',
  {
    id: id(),
    fairId: uuid()
      .notNull()
      .references(() => fairs.id, { onDelete: 'restrict' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text({ enum: MATCHING_MODES }).notNull(),
    status: text({ enum: MATCHING_STATUSES }).notNull().default('OFFERED'),
    offeredSlots: text().array().notNull(),
    acceptedSlots: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    confirmedSlot: text(),
    message: text().notNull().default(''),
    reason: text(),
    cancelledBy: text({ enum: MATCHING_ACTOR_ROLES }),
    expiresAt: timestamptz(),
    confirmedAt: timestamptz(),
    videoUrl: text(),
    /** iCalendar SEQUENCE of the invite: raised on every change so calendars replace the old entry. */
    icsSequence: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'matchings_status_check',
      sql`${t.status} in ('OFFERED', 'ACCEPTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'EXPIRED')`,
    ),
    check('matchings_mode_check', sql`${t.mode} in ('ONLINE', 'OFFLINE')`),
    check(
      'matchings_confirmed_slot_check',
      sql`${t.status} <> 'CONFIRMED' or ${t.confirmedSlot} is not null`,
    ),
    uniqueIndex('matchings_buyer_slot_unique')
      .on(t.fairId, t.buyerId, t.confirmedSlot)
      .where(sql`${t.status} = 'CONFIRMED'`),
    uniqueIndex('matchings_seller_slot_unique')
      .on(t.fairId, t.sellerId, t.confirmedSlot)
      .where(sql`${t.status} = 'CONFIRMED'`),
    uniqueIndex('matchings_open_pair_unique')
      .on(t.fairId, t.buyerId, t.sellerId)
      .where(sql`${t.status} in ('OFFERED', 'ACCEPTED', 'CONFIRMED')`),
    index('matchings_buyer_idx').on(t.buyerId, t.createdAt),
    index('matchings_seller_idx').on(t.sellerId, t.createdAt),
    index('matchings_fair_idx').on(t.fairId, t.status),
    index('matchings_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('OFFERED', 'ACCEPTED')`),
  ],
);

/** Every step of an offer, for both parties' history and the console. */
export const matchingEvents = pgTable(
  'matching_events',
  {
    id: id(),
    matchingId: uuid()
      .notNull()
      .references(() => matchings.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    fromStatus: text({ enum: MATCHING_STATUSES }),
    toStatus: text({ enum: MATCHING_STATUSES }).notNull(),
    actorRole: text({ enum: MATCHING_ACTOR_ROLES }).notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    slots: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [index('matching_events_matching_idx').on(t.matchingId, t.createdAt)],
);

/**
 * Messages between the two parties of a matching, before and after its confirmation
 * (docs/decisions/0026-matching-for-a-large-fair.md § Messages). `clientKey` makes a replayed send answer
 * the message it already stored instead of storing it twice.
 */
export const matchingMessages = pgTable(
  'matching_messages',
  {
    id: id(),
    matchingId: uuid()
      .notNull()
      .references(() => matchings.id, { onDelete: 'cascade' }),
    senderRole: text({ enum: ['BUYER', 'SELLER'] }).notNull(),
    senderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    clientKey: uuid().notNull(),
    /** This message queued the other party's e-mail notice; later ones within a few minutes do not. */
    noticeQueued: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('matching_messages_sender_role_check', sql`${t.senderRole} in ('BUYER', 'SELLER')`),
    check('matching_messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
    uniqueIndex('matching_messages_client_key_unique').on(t.matchingId, t.senderRole, t.clientKey),
    index('matching_messages_matching_idx').on(t.matchingId, t.createdAt),
  ],
);

export const MATCHING_REMINDER_KINDS = [
  'OFFER_EXPIRING',
  'MEETING_DAY',
  'MEETING_SOON',
  'FOLLOW_UP',
] as const;
export const MATCHING_REMINDER_OUTCOMES = ['SENT', 'SKIPPED'] as const;

/**
 * Reminders of matchings as a job queue in the database (docs/decisions/0026-matching-for-a-large-fair.md
 * § Reminders): written in the transaction of the step that calls for them, claimed by any instance's
 * dispatcher with FOR UPDATE SKIP LOCKED and a lease (`claimedUntil`), finished once (`doneAt`, set only
 * where it is still null, in the transaction that queues the e-mails). No timer in memory is the truth.
 */
export const matchingReminders = pgTable(
  'matching_reminders',
  {
    id: id(),
    matchingId: uuid()
      .notNull()
      .references(() => matchings.id, { onDelete: 'cascade' }),
    kind: text({ enum: MATCHING_REMINDER_KINDS }).notNull(),
    /** What it reminds of: the answer deadline or the meeting's start. */
    aboutAt: timestamptz().notNull(),
    dueAt: timestamptz().notNull(),
    claimedUntil: timestamptz(),
    doneAt: timestamptz(),
    outcome: text({ enum: MATCHING_REMINDER_OUTCOMES }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'matching_reminders_kind_check',
      sql`${t.kind} in ('OFFER_EXPIRING', 'MEETING_DAY', 'MEETING_SOON', 'FOLLOW_UP')`,
    ),
    check(
      'matching_reminders_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in ('SENT', 'SKIPPED')`,
    ),
    // one reminder of a kind for one deadline or meeting: scheduling again changes nothing
    uniqueIndex('matching_reminders_once').on(t.matchingId, t.kind, t.aboutAt),
    // the dispatcher reads only what is still to do
    index('matching_reminders_due_idx')
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null`),
  ],
);
