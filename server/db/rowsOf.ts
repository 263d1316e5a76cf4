import type { SQL } from 'drizzle-orm';
import type { Db } from './index.ts';

/** A raw query's rows (Db is PGlite's or node-postgres's: both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
