import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { BuildAppOptions } from '#server/app.ts';
import { MEMORY_DATA_DIR } from '#server/config.ts';
import { migrate, openDatabase } from '#server/db/index.ts';
import { createTestApp, testConfig, usesPostgres } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/testDatabase.ts';
import type { TestApp } from '../helpers/app.ts';

/**
 * /healthz (the process is alive) and /readyz (it can serve: the database answers, the migrations are done,
 * the process is not overloaded) answer JSON for load balancers and orchestrators — never the site's
 * index page, never cached, without a login.
 */

let t: TestApp;

/** A migrated app whose database the test may close; `close()` removes everything. */
async function ownApp(health?: BuildAppOptions['health']) {
  const dataDir = await mkdtemp(join(tmpdir(), 'cnh-health-'));
  const database = usesPostgres() ? await createTestDatabase() : undefined;
  const opened = await openDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: database?.url }, { poolMax: 2 });
  await migrate(opened.db, opened.kind);
  const app: FastifyInstance = await buildApp({
    config: testConfig(dataDir, { databaseUrl: database?.url }),
    db: opened.db,
    logger: false,
    health,
  });
  await app.ready();
  return {
    app,
    closeDatabase: () => opened.close(),
    async close() {
      await app.close();
      await opened.close().catch(() => {});
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /healthz and /readyz', () => {
  it('/healthz answers 200 {status: ok} as uncached JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 {status: ready} as uncached JSON when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('HEAD works too (load balancers often probe with it)', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('/readyz under overload', () => {
  it('answers 503 {status: unavailable, reason} with Retry-After once the heap is over its bound; /healthz and the API stay 200', async () => {
    // a bound every heap exceeds: under-pressure reports it at its next sample (the loop-delay check is
    // off: on a busy machine it could be the first reason)
    const loaded = await ownApp({ maxHeapUsedBytes: 1, maxEventLoopDelayMs: 0, sampleIntervalMs: 100 });
    try {
      await vi.waitFor(
        async () => {
          const res = await loaded.app.inject({ method: 'GET', url: '/readyz' });
          expect(res.statusCode).toBe(503);
        },
        { timeout: 10_000, interval: 25 },
      );
      const res = await loaded.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'heapUsedBytes' });
      expect((await loaded.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await loaded.app.inject({ method: 'GET', url: '/api/auth/key' })).statusCode).toBe(200);
    } finally {
      await loaded.close();
    }
  });
});

describe('/readyz without a database', () => {
  it('answers 503 {status: unavailable, reason: database} when the database is closed; /healthz stays 200', async () => {
    const closing = await ownApp();
    try {
      await closing.closeDatabase();
      const res = await closing.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'database' });
      expect((await closing.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await closing.close();
    }
  });
});
