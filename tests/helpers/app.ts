import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { BuildAppOptions } from '#server/app.ts';
import type { Config, SmtpConfig } from '#server/config.ts';
import { MEMORY_DATA_DIR } from '#server/config.ts';
import { SINGLE_INSTANCE } from '#server/scaleConfig.ts';
import { migrate, openDatabase } from '#server/db/index.ts';
import type { Db, DbKind } from '#server/db/index.ts';
import { seed } from '#server/db/seed.ts';
import { login } from './auth.ts';
import { createTestDatabase } from './testDatabase.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  kind: DbKind;
  close(): Promise<void>;
}

export const TEST_ADMIN = { username: 'admin', password: 'Admin!2345' } as const;
export const TEST_SCHEDULER = { username: 'scheduler', password: 'Sched!2345' } as const;

/** True when this run is the PostgreSQL project (vitest.config.ts `api-pg`). */
export function usesPostgres(): boolean {
  return process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
}

/**
 * The suites join hundreds of members and ask for their code mails from one address (inject's
 * 127.0.0.1), far past a day's joins of one address. They get room for that; every other limit is the
 * product's. tests/api/anonymous-write-limits.test.ts passes `anonymousWriteLimits: {}` to test the
 * product's own table.
 */
const SUITE_WRITE_LIMITS = {
  memberJoin: { max: 10_000, windowSeconds: 60 },
  codeMail: { max: 10_000, windowSeconds: 60 },
};

/** No mail server: mails wait in the outbox (also what loadConfig answers when SMTP_* are unset). */
export const NO_SMTP: SmtpConfig = {
  host: undefined,
  port: undefined,
  secure: false,
  user: undefined,
  pass: undefined,
  from: undefined,
};

/** The configuration of a test app; `dataDir` is a fresh temporary directory (uploaded files). */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('base64url'),
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 43_200,
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    scheduleAdminUsername: TEST_SCHEDULER.username,
    scheduleAdminPassword: TEST_SCHEDULER.password,
    smtp: { ...NO_SMTP },
    trustProxy: false,
    publicUrl: 'https://youthhome.test',
    logLevel: 'silent',
    clientDir: join(dataDir, 'no-client-build'),
    headersTimeoutMs: 20_000,
    scale: SINGLE_INSTANCE,
    videoRoomBaseUrl: 'https://meet.jit.si',
    seedFairScale: false,
    anonymousWriteLimits: SUITE_WRITE_LIMITS,
    ...overrides,
  };
}

/** Listens on a free port of 127.0.0.1, for tests of the browser's HTTP client; answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * A migrated, seeded app ready for `inject`: an in-memory PGlite, or with TEST_DB=postgres a new
 * database on TEST_DATABASE_URL. Files go to a temporary data dir. `close()` removes everything.
 * `beforeReady` may add routes only a test needs.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: {
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
    onRoute?: BuildAppOptions['onRoute'];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cnh-test-'));
  const cleanups: (() => Promise<void>)[] = [() => rm(dataDir, { recursive: true, force: true })];
  try {
    let databaseUrl: string | undefined;
    if (usesPostgres()) {
      const database = await createTestDatabase(undefined, inject('postgresTemplate'));
      cleanups.unshift(() => database.drop());
      databaseUrl = database.url;
    }
    const config = testConfig(dataDir, { ...overrides, databaseUrl });
    // both API projects migrate one database before the run (tests/helpers/databaseTemplates.ts)
    const template = databaseUrl ? undefined : inject('pgliteTemplate');
    const opened = await openDatabase(
      { dataDir: MEMORY_DATA_DIR, databaseUrl },
      { poolMax: 4, loadDataDir: template ? new Blob([await readFile(template)]) : undefined },
    );
    cleanups.unshift(() => opened.close());
    await migrate(opened.db, opened.kind);
    await seed(opened.db, config, () => {});
    const app = await buildApp({ config, db: opened.db, logger: false, onRoute: options.onRoute });
    cleanups.unshift(() => app.close());
    await options.beforeReady?.(app);
    await app.ready();
    let closed = false;
    return {
      app,
      db: opened.db,
      config,
      kind: opened.kind,
      async close() {
        if (closed) return;
        closed = true;
        for (const cleanup of cleanups) await cleanup();
      },
    };
  } catch (error) {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    throw error;
  }
}

/** The seeded admin's access token (TEST_ADMIN, every scope). */
export async function loginAdmin(app: FastifyInstance): Promise<string> {
  return (await login(app, TEST_ADMIN.username, TEST_ADMIN.password)).accessToken;
}

export interface AdminTestApp extends TestApp {
  /** The seeded admin's access token. */
  admin: string;
}

/** A test app (createTestApp) with the seeded admin logged in. */
export async function createAdminTestApp(
  overrides: Partial<Config> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<AdminTestApp> {
  const t = await createTestApp(overrides, options);
  return Object.assign(t, { admin: await loginAdmin(t.app) });
}
