import { is, SQL, sql } from 'drizzle-orm';
import { index, timestamp, uuid, type AnyPgColumn, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * Shared column builders. Column names come from the keys in snake_case (`casing: 'snake_case'` in
 * server/db/index.ts and drizzle.config.ts). Ids are random UUIDs: ids in public URLs must not be guessable.
 */
export const id = () => uuid().primaryKey().defaultRandom();
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz().notNull().defaultNow();
export const updatedAt = () =>
  timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * The digits of a text column (a phone typed with or without hyphens): what a search compares digits to
 * digits on, and what its trigram index holds, written once so that the index matches the query.
 */
export const digitsOnly = (column: AnyPgColumn): SQL => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/**
 * A GIN trigram index (pg_trgm) on a column or expression: a console search's `ILIKE '%…%'` reads it
 * instead of every row (docs/decisions/0038-keyset-paging-and-streamed-exports.md). A search over several
 * columns needs one on each, or PostgreSQL reads every row for the one without.
 */
export const trigramIndex = (name: string, target: ExtraConfigColumn | SQL) =>
  index(name).using('gin', is(target, SQL) ? sql`(${target}) gin_trgm_ops` : target.op('gin_trgm_ops'));
