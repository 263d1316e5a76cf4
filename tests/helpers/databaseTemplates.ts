import { rm, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { MEMORY_DATA_DIR } from '#server/config.ts';
import { migrate, openDatabase } from '#server/db/index.ts';
import { createTestDatabase } from './testDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite's dump (the api project). */
    pgliteTemplate?: string;
    /** A migrated PostgreSQL database to copy (the api-pg project). */
    postgresTemplate?: string;
  }
}

/**
 * Global setup of the API projects (vitest.config.ts): migrates one database before the run, from which
 * createTestApp copies each test file's own. A new PGlite cluster costs about five seconds of CPU and the
 * migrations another two, paid once here instead of some 140 times; each app still runs `migrate`, which
 * finds nothing to do, so the migrator's own path is exercised as the server's start exercises it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const database = await createTestDatabase(project.config.env.TEST_DATABASE_URL);
    const opened = await openDatabase(
      { dataDir: MEMORY_DATA_DIR, databaseUrl: database.url },
      { poolMax: 1 },
    );
    try {
      await migrate(opened.db, opened.kind);
    } finally {
      await opened.close();
    }
    project.provide('postgresTemplate', database.name);
    return () => database.drop();
  }
  const opened = await openDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: undefined });
  const dir = await mkdtemp(join(tmpdir(), 'cnh-pglite-template-'));
  try {
    await migrate(opened.db, opened.kind);
    const client = (opened.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await writeFile(join(dir, 'pgdata.tar'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await opened.close();
  }
  project.provide('pgliteTemplate', join(dir, 'pgdata.tar'));
  return () => rm(dir, { recursive: true, force: true });
}
