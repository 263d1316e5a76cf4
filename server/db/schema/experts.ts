import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Translations } from '#domain/localized.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/** Experts for exporters: the practice areas (전문 분야) advisers are found by. */
export const practices = pgTable(
  'practices',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** English and Chinese texts (domain/localized.ts); Korean is in the fields above. */
    translations: jsonb().$type<Translations<'name' | 'description'>>().notNull().default({}),
    order: integer().notNull().default(0),
    shows: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('practices_list_idx').on(t.shows, t.order)],
);
