import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, timestamptz } from './columns.ts';
import { matchings } from './matchings.ts';

/**
 * A member's calendar subscription (docs/decisions/0039-agenda-feed-and-reschedule.md): the feed URL carries
 * a random token; only its SHA-256 is kept, so the table leaks no working URL. One per member: making a new
 * one replaces the old (regenerate), deleting it revokes the URL.
 */
export const agendaFeeds = pgTable('agenda_feeds', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  createdAt: createdAt(),
});

export const RESCHEDULE_STATUSES = ['PROPOSED', 'ACCEPTED', 'DECLINED', 'VOID'] as const;

/**
 * A proposal to move a confirmed meeting to another slot, by one party to the other. At most one is open per
 * meeting (the partial unique index), so two proposals sent at once leave one. Accepting moves the meeting
 * in the same transaction; a proposal whose meeting was cancelled or moved meanwhile ends VOID.
 */
export const matchingReschedules = pgTable(
  'matching_reschedules',
  {
    id: id(),
    matchingId: uuid()
      .notNull()
      .references(() => matchings.id, { onDelete: 'cascade' }),
    proposedBy: text({ enum: ['BUYER', 'SELLER'] }).notNull(),
    fromSlot: text().notNull(),
    toSlot: text().notNull(),
    status: text({ enum: RESCHEDULE_STATUSES }).notNull().default('PROPOSED'),
    createdAt: createdAt(),
    answeredAt: timestamptz(),
  },
  (t) => [
    check('matching_reschedules_by_check', sql`${t.proposedBy} in ('BUYER', 'SELLER')`),
    check(
      'matching_reschedules_status_check',
      sql`${t.status} in ('PROPOSED', 'ACCEPTED', 'DECLINED', 'VOID')`,
    ),
    uniqueIndex('matching_reschedules_open_unique')
      .on(t.matchingId)
      .where(sql`${t.status} = 'PROPOSED'`),
    index('matching_reschedules_matching_idx').on(t.matchingId, t.createdAt),
  ],
);
