import { PGlite } from '@electric-sql/pglite';
import type { SQL, SQLWrapper } from 'drizzle-orm';
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
