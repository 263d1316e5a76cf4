import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MEMORY_DATA_DIR } from '../config.ts';
import type { Config } from '../config.ts';
import { DamagedDataDirError, checkPgdata } from './pgdataCheck.ts';
import * as schema from './schema/index.ts';

export { schema };
export type Schema = typeof schema;

/** A Drizzle database on either driver; everything outside this file uses only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Db;
  kind: DbKind;
  /**
   * Runs `work` while no other instance runs its own (migrations and the first seed at start): on
   * PostgreSQL under an advisory lock, on PGlite as it is (the data-dir lock already keeps one process).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory-lock key of the start (any fixed bigint; advisory locks are per database). */
export const STARTUP_LOCK_KEY = 7_102_309_001n;

/**
 * Holds the advisory lock on a connection of its own, not one of the pool's: the work itself queries
 * through the pool, and a pool of one would wait for itself. The lock dies with its session, so a killed
 * instance never leaves it behind.
 */
async function underAdvisoryLock<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  client.on('error', () => {}); // a lost session releases the lock; the work's own queries report it
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}

export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations');

/**
 * Column names are the keys in snake_case unless a column names itself; drizzle.config.ts says the same
 * so that the generated migrations match.
 */
const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * Opens the database: node-postgres when DATABASE_URL is set, otherwise PGlite in `${dataDir}/pgdata`
 * (or in memory when dataDir is `memory://`). The caller holds the data-dir lock (server/db/lock.ts).
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  options: {
    poolMax?: number;
    /**
     * An in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of a new cluster: the test
     * suites start each file's database from one migrated copy, since a new cluster costs seconds of CPU.
     */
    loadDataDir?: Blob;
  } = {},
): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: options.poolMax ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, ...drizzleOptions });
    await pool.query('select 1');
    const databaseUrl = config.databaseUrl;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      exclusive: (work) => underAdvisoryLock(databaseUrl, work),
      close: () => pool.end(),
    };
  }

  const inMemory = config.dataDir === MEMORY_DATA_DIR;
  const dataDir = inMemory ? undefined : join(config.dataDir, 'pgdata');
  if (dataDir) mkdirSync(config.dataDir, { recursive: true });
  // never initialise over a damaged cluster: PGlite would run initdb on it and start empty
  const existing = dataDir ? checkPgdata(dataDir) : false;
  let client: PGlite;
  try {
    // pg_trgm: the console's searches read trigram indexes (migration 0023_console_scale)
    const extensions = { pg_trgm };
    client = await PGlite.create(
      dataDir
        ? {
            dataDir,
            extensions,
            // PGlite starts with fsync off (-F); turn it on. Under Node it still cannot reach the disk's
            // cache flush, so writes survive a killed process but not a power loss (README § Durability).
            startParams: PGlite.defaultStartParams.filter((p) => p !== '-F'),
          }
        : { extensions, loadDataDir: options.loadDataDir },
    );
  } catch (error) {
    // an existing cluster that does not open is damaged: stop, do not start anew beside it
    if (dataDir && existing)
      throw new DamagedDataDirError(dataDir, `PGlite could not open it (${String(error)})`);
    throw error;
  }
  const db = drizzlePglite({ client, ...drizzleOptions });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exclusive: (work) => work(),
    close: async () => {
      if (client.closed) return;
      if (!inMemory) await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

/** Applies server/db/migrations (generated by `npm run db:generate`) with Drizzle's migrator. */
export async function migrate(db: Db, kind: DbKind): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase<Schema>, config);
  else await migratePg(db as unknown as NodePgDatabase<Schema>, config);
}

/** The newest migration this code ships (drizzle records each applied one by its folder time). */
const NEWEST_MIGRATION = Math.max(
  0,
  ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
);

/**
 * True when the database answers and holds every migration this code knows (an instance of a newer
 * release may have added more). Throws when the database does not answer.
 */
export async function migrationsDone(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { newest: string | number | null }[] };
  return Number(result.rows[0]?.newest ?? 0) >= NEWEST_MIGRATION;
}
