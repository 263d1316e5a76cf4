import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './index.ts';
import { clientOf } from './rowsOf.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs `query` as the prepared statement `name` when `db` is the node-postgres pool itself: each connection
 * then plans it once and reuses the plan (planning the submit statement took a third as long as running a
 * group of it). The text must be the same at every call; only its parameters change. A handle made from
 * the pool — a transaction, a test's wrapper — has no client of its own and goes through `db.execute`,
 * as PGlite does.
 */
export async function executeNamed<Row>(db: Db, name: string, query: SQL): Promise<{ rows: Row[] }> {
  const client = clientOf(db);
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query({ name, text, values: params });
    return { rows: result.rows as Row[] };
  }
  return (await db.execute(query)) as unknown as { rows: Row[] };
}
