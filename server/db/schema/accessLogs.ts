import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ACCESS_ACTIONS } from '#domain/accessLog.ts';
import { createdAt, id, trigramIndex } from './columns.ts';

/**
 * The access log (접속기록, docs/decisions/0007-personal-data-and-access-log.md): who (account id and username,
 * kept as text so the row outlives the account), when to the second, from which address, whose data, what and
 * why. Append-only: no route writes anything but INSERT, and a trigger (migration `access_logs_append_only`)
 * refuses UPDATE and DELETE, so no foreign key may cascade into it either. `seq` numbers the rows in the
 * order they were written: rows of the same instant keep that order
 * (docs/decisions/0011-access-log-reads-and-review.md).
 */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: id(),
    /** Insertion order (identity): breaks ties between rows of the same instant. */
    seq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    actorId: uuid().notNull(),
    actorUsername: text().notNull(),
    ip: text().notNull(),
    action: text({ enum: ACCESS_ACTIONS }).notNull(),
    /** The kind of record handled, as the console resource names it (`application`, `registration`, …). */
    subjectType: text().notNull(),
    subjectId: text(),
    /** A human label of the subject that is not itself personal data (a receipt number, a username). */
    subjectLabel: text(),
    reason: text(),
    /** What else matters: the filter and row count of an export, the old and new status of a change. */
    detail: text(),
    /** How many people's records the action touched: a list's returned rows, 1 for one record. */
    subjectCount: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'access_logs_action_check',
      sql`${t.action} in ('list', 'view', 'reveal', 'export', 'download', 'create', 'update', 'delete', 'permission')`,
    ),
    index('access_logs_created_at_idx').on(t.createdAt, t.seq),
    index('access_logs_actor_idx').on(t.actorId, t.createdAt),
    index('access_logs_subject_idx').on(t.subjectType, t.subjectId),
    // the console's search (subject, reason, detail) and its manager filter
    trigramIndex('access_logs_subject_label_trgm', t.subjectLabel),
    trigramIndex('access_logs_reason_trgm', t.reason),
    trigramIndex('access_logs_detail_trgm', t.detail),
    trigramIndex('access_logs_actor_username_trgm', t.actorUsername),
  ],
);
