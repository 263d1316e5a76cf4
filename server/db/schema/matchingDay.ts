import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ATTENDANCE_RECORDERS,
  ATTENDANCE_RESULTS,
  OUTCOMES,
  RATING_STAGES,
} from '#domain/matching/meetingDay.ts';
import { users } from './auth.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { fairs } from './fairs.ts';
import { matchings } from './matchings.ts';

/**
 * The fair day and the follow-up (docs/decisions/0040-the-fair-day.md): the tables and interpreters of a fair,
 * each offline meeting's table, interpreter and check-in, attendance records and ratings.
 */

/** A fair's tables (or booths), in the organiser's order. */
export const fairTables = pgTable(
  'fair_tables',
  {
    id: id(),
    fairId: uuid()
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [uniqueIndex('fair_tables_label_unique').on(t.fairId, t.label)],
);

/** A fair's interpreters and the languages each interprets (ISO 639-1, to and from Korean). */
export const fairInterpreters = pgTable(
  'fair_interpreters',
  {
    id: id(),
    fairId: uuid()
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    languages: text().array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('fair_interpreters_fair_idx').on(t.fairId)],
);

/**
 * One confirmed offline meeting on the day. `slot` is the meeting's slot when the row was written: the two
 * partial unique indexes make a table or an interpreter impossible to give twice in one slot, whatever the
 * concurrency. A row whose slot no longer equals the matching's confirmed slot is stale (moved or cancelled)
 * and is rewritten by the next assignment.
 */
export const meetingDays = pgTable(
  'meeting_days',
  {
    matchingId: uuid()
      .primaryKey()
      .references(() => matchings.id, { onDelete: 'cascade' }),
    fairId: uuid()
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    slot: text().notNull(),
    tableId: uuid().references(() => fairTables.id, { onDelete: 'restrict' }),
    interpreterId: uuid().references(() => fairInterpreters.id, { onDelete: 'set null' }),
    /** The language the buyer asked an interpreter for (read from its note, or set by the organiser). */
    interpreterLanguage: text(),
    checkedInAt: timestamptz(),
    checkedInBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('meeting_days_table_slot_unique')
      .on(t.fairId, t.tableId, t.slot)
      .where(sql`${t.tableId} is not null`),
    uniqueIndex('meeting_days_interpreter_slot_unique')
      .on(t.fairId, t.interpreterId, t.slot)
      .where(sql`${t.interpreterId} is not null`),
    index('meeting_days_fair_idx').on(t.fairId, t.slot),
  ],
);

/** What a party or staff recorded about a meeting's attendance; one record per recorder, the latest kept. */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    matchingId: uuid()
      .notNull()
      .references(() => matchings.id, { onDelete: 'cascade' }),
    recorder: text({ enum: ATTENDANCE_RECORDERS }).notNull(),
    result: text({ enum: ATTENDANCE_RESULTS }).notNull(),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.matchingId, t.recorder] }),
    check('meeting_attendance_recorder_check', sql`${t.recorder} in ('BUYER', 'SELLER', 'STAFF')`),
    check(
      'meeting_attendance_result_check',
      sql`${t.result} in ('MET', 'BUYER_ABSENT', 'SELLER_ABSENT', 'BOTH_ABSENT')`,
    ),
  ],
);

/** A party's rating of a meeting, once per round (right after it, and the follow-up three months later). */
export const meetingRatings = pgTable(
  'meeting_ratings',
  {
    matchingId: uuid()
      .notNull()
      .references(() => matchings.id, { onDelete: 'cascade' }),
    side: text({ enum: ['BUYER', 'SELLER'] }).notNull(),
    stage: text({ enum: RATING_STAGES }).notNull(),
    score: integer().notNull(),
    outcome: text({ enum: OUTCOMES }).notNull(),
    comment: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.matchingId, t.side, t.stage] }),
    check('meeting_ratings_side_check', sql`${t.side} in ('BUYER', 'SELLER')`),
    check('meeting_ratings_stage_check', sql`${t.stage} in ('MEETING', 'FOLLOW_UP')`),
    check('meeting_ratings_score_check', sql`${t.score} between 1 and 5`),
  ],
);
