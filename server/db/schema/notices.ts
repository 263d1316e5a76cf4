import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { NoticeFilter, NoticeTemplates } from '#domain/schemas/groupNotice.ts';
import { createdAt, id, timestamptz } from './columns.ts';

/**
 * A group notice (docs/decisions/0030-group-notices-and-round-statistics.md): the filter a manager chose in
 * the applications list, the templates in every language, and when to send. Its recipients are outbox rows
 * (`outbox.noticeId`), written with it in one transaction; the dispatcher sends them from `scheduledAt`.
 */
export const groupNotices = pgTable(
  'group_notices',
  {
    id: id(),
    seq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    filter: jsonb().$type<NoticeFilter>().notNull(),
    channels: text().array().notNull(),
    templates: jsonb().$type<NoticeTemplates>().notNull(),
    /** The `{deadline}` variable as the manager typed it (a date or a date and time, shown as given). */
    deadline: text(),
    /** Null: as soon as possible. */
    scheduledAt: timestamptz(),
    recipients: integer().notNull(),
    actorId: uuid().notNull(),
    actorUsername: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('group_notices_recipients_check', sql`${t.recipients} >= 0`)],
);
