import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Translations } from '#domain/localized.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';

/** Layer popups of the home page, shown within [startAt, endAt]. x/y/width are pixels on a desktop. */
export const popups = pgTable(
  'popups',
  {
    id: id(),
    title: text().notNull(),
    /** English and Chinese texts (domain/localized.ts); Korean is in the fields above. */
    translations: jsonb().$type<Translations<'title' | 'image'>>().notNull().default({}),
    image: text().notNull(),
    link: text(),
    startAt: timestamptz().notNull(),
    endAt: timestamptz().notNull(),
    x: integer().notNull().default(0),
    y: integer().notNull().default(0),
    width: integer().notNull().default(400),
    order: integer().notNull().default(0),
    shows: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('popups_window_idx').on(t.shows, t.startAt, t.endAt)],
);

/**
 * Banner slides grouped by `code` (`home` = the home slider). startAt/endAt bound when a slide shows;
 * null means no bound on that side (a campaign slide may run from now on, or until a date).
 */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    code: text().notNull(),
    title: text().notNull().default(''),
    subtitle: text().notNull().default(''),
    /** English and Chinese texts (domain/localized.ts); Korean is in the fields above. */
    translations: jsonb().$type<Translations<'title' | 'subtitle'>>().notNull().default({}),
    image: text().notNull(),
    link: text(),
    order: integer().notNull().default(0),
    shows: boolean().notNull().default(true),
    startAt: timestamptz(),
    endAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_code_order_idx').on(t.code, t.order)],
);
