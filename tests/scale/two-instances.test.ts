import { constants, createPublicKey, publicEncrypt, randomBytes, randomUUID } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { IDENTITY_MAX_FAILURES, LOOKUP_MAX_FAILURES } from '#server/services/applications/lookupLimiter.ts';
import { createTestDatabase } from '../helpers/testDatabase.ts';
import { applicationOf, pdfOf, prepareRushDatabase } from '../helpers/rush.ts';
import type { RushRounds } from '../helpers/rush.ts';
import { SERVER_ADMIN, startServer, untilReady } from '../helpers/server.ts';
import type { ServerProcess } from '../helpers/server.ts';

/**
 * Two server processes on one PostgreSQL database, one Redis and one S3-compatible bucket (s3rver, in this
 * process), with nothing else in common — separate DATA_DIRs: a rate limit counts the requests of both, a
 * login on A works and renews on B, a document uploaded on A downloads from B, an application submitted on
 * A reads on B. Needs TEST_DATABASE_URL (as CI sets it) and Redis (TEST_REDIS_URL, default local).
 */

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = 'two-instances-secret-two-instances-secret';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: object) => S3rverInstance;

let home: string;
let s3: S3rverInstance;
let database: { url: string; drop(): Promise<void> };
let rounds: RushRounds;
let a: ServerProcess;
let b: ServerProcess;
let baseA: string;
let baseB: string;

beforeAll(async () => {
  if (!pgUrl) return;
  home = await mkdtemp(join(tmpdir(), 'cnh-scale-'));
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(home, 's3'),
    configureBuckets: [{ name: 'cnh-files' }],
  });
  const { port } = await s3.run();
  database = await createTestDatabase();
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET,
    REDIS_URL: redisUrl,
    // this run's own keys: other runs on the same Redis count apart
    REDIS_PREFIX: `cnh-test-${randomBytes(6).toString('hex')}:`,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'cnh-files',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  // seeded files go to the bucket too, as a real first start would put them
  const { scale } = loadConfig({ ...env, DATA_DIR: join(home, 'a') });
  rounds = await prepareRushDatabase({ dataDir: join(home, 'a'), databaseUrl: database.url, scale });
  a = startServer({ dataDir: join(home, 'a'), homeDir: home, env });
  b = startServer({ dataDir: join(home, 'b'), homeDir: home, env });
  [baseA, baseB] = await Promise.all([a.ready, b.ready]);
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop().catch(() => {});
  await s3?.close().catch(() => {});
  if (home) await rm(home, { recursive: true, force: true });
});

async function encryptedPair(base: string, username: string, password: string): Promise<string> {
  const { key } = (await (await fetch(`${base}/api/auth/key`)).json()) as { key: JsonWebKey };
  const cipher = publicEncrypt(
    {
      key: createPublicKey({ key, format: 'jwk' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(`${username}:${password}`, 'utf8'),
  );
  return cipher.toString('base64');
}

async function submitOn(base: string, n: number) {
  const res = await fetch(`${base}/api/v1/application`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(applicationOf(rounds.open.id, n)),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { application: { _id: string; receiptNo: string }; applicantToken: string };
}

describe.runIf(Boolean(pgUrl))('two instances on one PostgreSQL, one Redis and one bucket', () => {
  it('counts a rate limit across both', async () => {
    // a new person each time, so that the address's count is what stops them, not one person's (5 a day)
    let person = 0;
    const miss = (base: string) =>
      fetch(`${base}/api/v1/application/lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({
          name: '없는사람',
          phone: `0109999${String(person++).padStart(4, '0')}`,
          birth: '19990101',
        }),
      });
    for (let i = 0; i < LOOKUP_MAX_FAILURES; i++) {
      expect((await miss(i % 2 === 0 ? baseA : baseB)).status).toBe(404);
    }
    // each instance saw only half the misses; the shared count stops both
    for (const base of [baseA, baseB]) {
      const res = await miss(base);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { message: string }).message).toMatch(/[A-Za-z]/);
    }
  });

  it("counts one person's misses across both, from any address", async () => {
    // from addresses other than the test's own 127.0.0.1, whose count the test above filled
    const body = JSON.stringify({ name: '추측대상', phone: '01077776666', birth: '19990101' });
    const miss = (base: string, localAddress: string) =>
      new Promise<{ status: number; code: string | undefined }>((resolve, reject) => {
        const req = request(
          `${base}/api/v1/application/lookup`,
          { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, code: (JSON.parse(text) as { code?: string }).code }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    for (let i = 0; i < IDENTITY_MAX_FAILURES; i++) {
      const answer = await miss(i % 2 === 0 ? baseA : baseB, `127.0.0.${10 + i}`);
      expect(answer.status).toBe(404);
    }
    for (const base of [baseA, baseB]) {
      expect(await miss(base, '127.0.0.99')).toEqual({ status: 429, code: 'lookupNeedsCertification' });
    }
  });

  it('logs in on A; the tokens work and renew on B, and the used refresh token is dead on A', async () => {
    const login = await fetch(`${baseA}/api/auth/refreshToken`, {
      headers: {
        authorization: `Basic ${await encryptedPair(baseA, SERVER_ADMIN.username, SERVER_ADMIN.password)}`,
      },
    });
    expect(login.status).toBe(200);
    const first = (await login.json()) as { accessToken: string; refreshToken: string };

    const me = await fetch(`${baseB}/api/console/me`, {
      headers: { authorization: `Bearer ${first.accessToken}` },
    });
    expect(me.status).toBe(200);

    const renewed = await fetch(`${baseB}/api/auth/accessToken`, {
      headers: { authorization: `Bearer ${first.refreshToken}` },
    });
    expect(renewed.status).toBe(200);
    const second = (await renewed.json()) as { accessToken: string; refreshToken: string };
    expect(second.refreshToken).not.toBe(first.refreshToken);

    const reused = await fetch(`${baseA}/api/auth/accessToken`, {
      headers: { authorization: `Bearer ${first.refreshToken}` },
    });
    expect(reused.status).toBe(401);
  });

  it('stores an application and its document on A and serves both from B', async () => {
    const created = await submitOn(baseA, 7_000_001);
    const token = { 'x-applicant-token': created.applicantToken };

    const pdf = pdfOf(3 * 1024 * 1024 + 17, 0x41);
    const form = new FormData();
    form.append('name', 'residentRegistration');
    form.append('upload', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), '등본.pdf');
    const up = await fetch(`${baseA}/api/v1/application/${created.application._id}/upload`, {
      method: 'POST',
      headers: token,
      body: form,
    });
    expect(up.status, await up.clone().text()).toBe(201);

    const read = await fetch(`${baseB}/api/v1/application/${created.application._id}`, { headers: token });
    expect(read.status).toBe(200);
    const { application } = (await read.json()) as {
      application: { receiptNo: string; files: Record<string, { url: string; size: number }> };
    };
    expect(application.receiptNo).toBe(created.application.receiptNo);
    const doc = application.files.residentRegistration;
    expect(doc?.size).toBe(pdf.length);

    const download = await fetch(`${baseB}${doc?.url}`, { headers: token });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });
});

describe.runIf(Boolean(pgUrl))('two instances starting together on a fresh PostgreSQL', () => {
  const started: ServerProcess[] = [];
  let fresh: { url: string; drop(): Promise<void> } | undefined;
  let freshHome: string | undefined;
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    await fresh?.drop().catch(() => {});
    if (freshHome) await rm(freshHome, { recursive: true, force: true });
  });

  it('both come up: one runs the migrations and the first seed, the other waits for it; one admin, not two', async () => {
    freshHome = await mkdtemp(join(tmpdir(), 'cnh-fresh-'));
    fresh = await createTestDatabase();
    const env = { DATABASE_URL: fresh.url, JWT_SECRET };
    for (const name of ['a', 'b']) {
      started.push(
        startServer({ dataDir: join(freshHome, name), homeDir: freshHome, env, readyTimeoutMs: 80_000 }),
      );
    }
    const bases = await Promise.all(started.map((server) => server.ready));
    for (const base of bases) expect(await untilReady(base)).toEqual({ status: 'ready' });
    for (const server of started) expect(server.output()).not.toMatch(/Failed to start|already exists/);

    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    try {
      const admins = await client.query(`select count(*)::int as n from users where username = 'admin'`);
      expect(admins.rows[0].n).toBe(1);
      const seeded = await client.query(`select count(*)::int as n from settings where key = 'seeded'`);
      expect(seeded.rows[0].n).toBe(1);
      const migrations = await client.query(
        'select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations',
      );
      expect(migrations.rows[0].n).toBe(migrations.rows[0].distinct_n);
    } finally {
      await client.end();
    }
  }, 120_000);
});
