import type { Db } from './index.ts';

/**
 * A query prepared once per database handle (docs/decisions/0054-stock-holds-and-prepared-hot-reads.md):
 * for the reads on a hot path, whose SQL Drizzle would otherwise build anew on every call. The name given to
 * `.prepare()` must be unique to the query: node-postgres prepares it once per connection under that name.
 * Also what a grouped call (server/db/grouped.ts) is kept by: one per handle, shared by the whole process.
 */
export function preparedPerDb<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const byDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = prepare(db)));
    return query;
  };
}
