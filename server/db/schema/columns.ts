import { timestamp, uuid } from 'drizzle-orm/pg-core';

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
