import { cp, mkdtemp, readdir, rm, stat, truncate, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/index.ts';
import { users } from '#server/db/schema/index.ts';
import { startServer, untilReady } from '../helpers/server.ts';

/**
 * A damaged PGlite data dir must stop the server with a message that says what is wrong and how to
 * restore — never start on a new, empty database beside (or over) the records. PGlite runs initdb on any
 * directory without PG_VERSION, which is how a lost PG_VERSION used to start empty without a word.
 * One real first start makes a whole data dir; each case damages a copy of it.
 */

const JWT_SECRET = 'damaged-data-dir-secret-damaged-data-dir';
let home: string;
let pristine: string;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'cnh-damaged-'));
  pristine = join(home, 'pristine');
  const first = startServer({ dataDir: pristine, homeDir: home, env: { JWT_SECRET } });
  await first.ready;
  expect(await first.stop()).toBe(0);
}, 90_000);

afterAll(async () => {
  if (home) await rm(home, { recursive: true, force: true });
});

/**
 * A start that reaches PostgreSQL before it finds the damage writes its own bookkeeping (control file,
 * WAL, commit log, the relation-cache init files it drops at every start); the relations — the records —
 * under base/ and global/ are what must stay as they were.
 */
const RELATIONS = /^(base|global)\/(?!.*(pg_internal\.init|pg_control)$)/;

/** Every path under `dir` with its size and modification time (directories by name only). */
async function snapshot(dir: string, { relationsOnly }: { relationsOnly: boolean }): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  const lines = await Promise.all(
    entries.map(async (entry) => {
      const path = relative(dir, join(dir, entry));
      if (relationsOnly && !RELATIONS.test(path)) return undefined;
      const info = await stat(join(dir, entry));
      return info.isDirectory() ? `${path}/` : `${path} ${info.size} ${info.mtimeMs}`;
    }),
  );
  return lines.filter((line) => line !== undefined).sort();
}

async function copyOfData(name: string): Promise<string> {
  const dataDir = join(home, name);
  await cp(pristine, dataDir, { recursive: true, preserveTimestamps: true });
  return dataDir;
}

/** Starts the server on `dataDir`; resolves with its exit code and output once it exits. */
async function startExpectingExit(dataDir: string) {
  const server = startServer({ dataDir, homeDir: home, env: { JWT_SECRET } });
  const code = await Promise.race([
    server.exited,
    server.ready.then(async () => {
      await server.stop();
      return 'started' as const;
    }),
  ]);
  return { code, output: server.output() };
}

describe('a damaged PGlite data dir', () => {
  // the checks before PGlite refuse the first two; the third only PostgreSQL finds, once it started
  const cases: [string, (pgdata: string) => Promise<void>, RegExp, { relationsOnly: boolean }][] = [
    [
      'PG_VERSION removed',
      (pgdata) => unlink(join(pgdata, 'PG_VERSION')),
      /PG_VERSION is missing/,
      { relationsOnly: false },
    ],
    [
      'global/pg_control truncated',
      (pgdata) => truncate(join(pgdata, 'global', 'pg_control'), 100),
      /global\/pg_control is 100 bytes/,
      { relationsOnly: false },
    ],
    [
      'global/pg_filenode.map truncated',
      (pgdata) => truncate(join(pgdata, 'global', 'pg_filenode.map'), 100),
      /PGlite could not open it/,
      { relationsOnly: true },
    ],
  ];

  it.each(cases)(
    '%s: the start exits non-zero, says how to restore, and leaves pgdata as it was',
    async (name, damage, problem, compare) => {
      const dataDir = await copyOfData(name.replace(/\W+/g, '-'));
      const pgdata = join(dataDir, 'pgdata');
      await damage(pgdata);
      const before = await snapshot(pgdata, compare);

      const { code, output } = await startExpectingExit(dataDir);

      expect(code, output).not.toBe('started');
      expect(code).not.toBe(0);
      expect(output).toMatch(problem);
      expect(output).toContain('will not create a new, empty database');
      expect(output).toContain('README § Backup and restore');
      expect(await snapshot(pgdata, compare)).toEqual(before);
    },
  );

  it('a whole copy still starts (the checks refuse only damage)', async () => {
    const dataDir = await copyOfData('whole');
    const server = startServer({ dataDir, homeDir: home, env: { JWT_SECRET } });
    const base = await server.ready;
    await untilReady(base);
    expect(await server.stop()).toBe(0);
  });

  it('a seeded database without any manager is not seeded again: the start stops and says so', async () => {
    const dataDir = await copyOfData('no-managers');
    const opened = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      // as a half-restored dump would leave it: the content, no console account
      await opened.db.update(users).set({ type: 'PERSON' }).where(eq(users.type, 'MANAGER'));
    } finally {
      await opened.close();
    }

    const { code, output } = await startExpectingExit(dataDir);

    expect(code, output).not.toBe('started');
    expect(code).not.toBe(0);
    expect(output).toMatch(/set up before .* but has no manager account/);
    const reopened = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      expect(await reopened.db.select().from(users).where(eq(users.type, 'MANAGER'))).toEqual([]);
    } finally {
      await reopened.close();
    }
  });
});
