import { buildApp } from './app.ts';
import { ConfigError, MEMORY_DATA_DIR, loadConfig } from './config.ts';
import type { Config } from './config.ts';
import { migrate, openDatabase } from './db/index.ts';
import type { OpenDatabase } from './db/index.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { DamagedDataDirError } from './db/pgdataCheck.ts';
import { SeedRefusedError, seed } from './db/seed.ts';
import { seedLargeFair } from './db/seedContent/largeFair.ts';
import { listenWithAcceptors } from './http/acceptors.ts';

/**
 * `node server/main.ts`: configuration → (PGlite: lock the data dir) → open → migrate → seed → listen.
 * SIGINT/SIGTERM close the server, checkpoint and close the database, release the lock and exit 0.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (config.dataDir === MEMORY_DATA_DIR) {
    console.error('DATA_DIR=memory:// is for tests only: uploaded files need a directory.');
    process.exit(1);
  }

  let release: (() => void) | undefined;
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`Cannot start: ${error.message}`);
        process.exit(1);
      }
      throw error;
    }
  }

  let database: OpenDatabase | undefined;
  const shutdownDatabase = async () => {
    await database?.close();
    release?.();
  };

  try {
    database = await openDatabase(config, { poolMax: config.scale.databasePoolMax });
    const { db, kind } = database;
    // one instance at a time: two migrating a fresh PostgreSQL together collide on CREATE TABLE
    await database.exclusive(async () => {
      await migrate(db, kind);
      // generated passwords are printed here once, plainly, not inside a JSON log line
      await seed(db, config, (msg) => console.log(msg));
      if (config.seedFairScale) await seedLargeFair(db, new Date(), (msg) => console.log(msg));
    });
    const app = await buildApp({ config, db: database.db });

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal}: shutting down`);
      // a stuck close must not keep the process (and the lock) forever
      const force = setTimeout(() => {
        console.error('shutdown took too long; exiting');
        release?.();
        process.exit(1);
      }, 15_000);
      force.unref();
      try {
        await app.close();
        await shutdownDatabase();
        process.exit(0);
      } catch (error) {
        console.error('shutdown failed', error);
        release?.();
        process.exit(1);
      }
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));

    await listenWithAcceptors(app, config);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const base = `http://${host}:${port}`;
    const database_ = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}/pgdata`;
    console.log(
      [
        `Ready in ${Math.round(performance.now() - startedAt)} ms (${database_}).`,
        `  Site:     ${base}/`,
        `  Console:  ${base}/console`,
        `  API docs: ${base}/api/docs`,
      ].join('\n'),
    );
  } catch (error) {
    // a damaged data dir or a refused seed says what to do; a stack would bury it
    if (error instanceof DamagedDataDirError || error instanceof SeedRefusedError) {
      console.error(`Cannot start: ${error.message}`);
    } else console.error('Failed to start:', error);
    await shutdownDatabase().catch(() => {});
    process.exit(1);
  }
}

await main();
