import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Translations } from '#domain/localized.ts';
import { LAWYER_KINDS, type LAWYER_TEXTS } from '#domain/schemas/lawyer.ts';
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

/**
 * Advisers (lawyers, patent attorneys, accountants) of the directory. Practice areas are held by id in two
 * arrays (at most two specialist fields, more "also handles"): the console checks they exist when saving,
 * and the site names only those that still exist and show.
 */
export const lawyers = pgTable(
  'lawyers',
  {
    id: id(),
    kind: text({ enum: LAWYER_KINDS }).notNull().default('lawyer'),
    name: text().notNull(),
    /** A public image's address (`/api/v1/files/…`), or none. */
    photo: text(),
    firm: text().notNull().default(''),
    title: text().notNull().default(''),
    career: text().notNull().default(''),
    /** English and Chinese texts (domain/localized.ts); Korean is in the fields above. */
    translations: jsonb().$type<Translations<(typeof LAWYER_TEXTS)[number]>>().notNull().default({}),
    specialties: uuid()
      .array()
      .notNull()
      .default(sql`'{}'`),
    alsoHandles: uuid()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** ISO 3166-1 alpha-2 codes (domain/schemas/lawyer.ts LAWYER_COUNTRIES). */
    countries: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** ISO 639-1 codes (LAWYER_LANGUAGES). */
    languages: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Takes new consultation requests. */
    accepting: boolean().notNull().default(true),
    order: integer().notNull().default(0),
    shows: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lawyers_kind_check', sql`${t.kind} in ('lawyer', 'patentAttorney', 'accountant')`),
    index('lawyers_list_idx').on(t.shows, t.order),
  ],
);
