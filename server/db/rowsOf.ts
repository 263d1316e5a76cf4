import { PGlite } from '@electric-sql/pglite';
import { getTableColumns } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './index.ts';

/** A raw query's rows (Db is PGlite's or node-postgres's: both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The driver under `db` when `db` is the database itself (the node-postgres pool or the PGlite instance);
 * undefined for a handle made from it (a transaction, a test's wrapper), which has no client of its own.
 */
export function clientOf(db: Db): unknown {
  return Object.hasOwn(db, '$client') ? (db as { $client?: unknown }).$client : undefined;
}

/**
 * A query's rows as the driver's arrays, one value per selected field in order (`rowMode: 'array'`), for
 * reads of many thousand rows: no object per row, no Drizzle mapping per field. The values are the
 * driver's own parse, the same on both drivers for text, int4, float8, bool, text[] and jsonb (the
 * caller casts what else it reads: int8 and timestamps parse differently, or into Dates). A handle
 * without a client of its own reads objects and takes their values, in the same order.
 */
export async function arrayRowsOf<Row extends readonly unknown[]>(
  db: Db,
  query: SQLWrapper & { toSQL(): { sql: string; params: unknown[] } },
): Promise<Row[]> {
  const client = clientOf(db);
  if (client instanceof pg.Pool) {
    const { sql: text, params } = query.toSQL();
    return (await client.query<Row & unknown[]>({ text, values: params, rowMode: 'array' })).rows;
  }
  if (client instanceof PGlite) {
    const { sql: text, params } = query.toSQL();
    return (await client.query<Row>(text, params, { rowMode: 'array' })).rows;
  }
  const rows = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return rows.rows.map((row) => Object.values(row) as unknown as Row);
}

/**
 * The row Drizzle would have read of `table`, from the row's `row_to_json` (snake_case keys, JSON values): each
 * column's own mapping applies (a timestamp's ISO text becomes its Date). For a statement that writes several
 * tables at once and answers their rows as JSON (server/services/shop/orderWrite.ts).
 */
export function rowFromJson<T extends PgTable>(table: T, json: unknown): T['$inferSelect'] {
  const object = (typeof json === 'string' ? JSON.parse(json) : json) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    // the schema's keys are the columns' names in snake_case (the database's casing), unless named
    const value = object[column.keyAsName ? toSnakeCase(column.name) : column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
