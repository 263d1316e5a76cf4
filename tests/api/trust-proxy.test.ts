import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, MEMORY_DATA_DIR } from '#server/config.ts';
import { accessLogs } from '#server/db/schema/index.ts';
import { createTestApp, loginAdmin } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';
import { bearer, encryptPair } from '../helpers/auth.ts';

// docs/security.md § Client address, signing secret, public origin, link previews: the client address is the
// last hop our own proxy added, never whatever a client wrote into X-Forwarded-For; with a proxy list, only a
// listed proxy's X-Forwarded-For is read at all.
const PROXY = '127.0.0.1';

/** TRUST_PROXY as the server reads it from the environment. */
const trustProxyOf = (value: string) =>
  loadConfig({ DATA_DIR: MEMORY_DATA_DIR, TRUST_PROXY: value }).trustProxy;

/** The address the newest access-log row of an export of the log (written with request.ip) holds. */
async function loggedAddress(t: TestApp, headers: Record<string, string>, remoteAddress: string) {
  const admin = await loginAdmin(t.app);
  const res = await t.app.inject({
    url: '/api/console/common/logs/export',
    headers: { ...bearer(admin), ...headers },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db
    .select({ ip: accessLogs.ip })
    .from(accessLogs)
    .where(eq(accessLogs.subjectType, 'logs'))
    .orderBy(desc(accessLogs.createdAt))
    .limit(1);
  return row!.ip;
}

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: trustProxyOf('1') });
  });
  afterAll(() => t.close());

  it('believes only the hop our proxy added: the access log holds 1.2.3.4, not the forged 6.6.6.6', async () => {
    const ip = await loggedAddress(t, { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }, PROXY);
    expect(ip).toBe('1.2.3.4');
  });

  it('30 rotating forged leftmost addresses do not bypass the login limit of the real address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        url: '/api/auth/refreshToken',
        headers: {
          authorization: `Basic ${await encryptPair(t.app, 'admin', `Wrong!${i}pass`)}`,
          'x-forwarded-for': `10.9.${i}.${i + 1}, 5.6.7.8`,
        },
        remoteAddress: PROXY,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: trustProxyOf('10.0.0.0/8, 192.168.1.7') });
  });
  afterAll(() => t.close());

  it('reads X-Forwarded-For from a listed proxy', async () => {
    const ip = await loggedAddress(t, { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }, '10.1.2.3');
    expect(ip).toBe('1.2.3.4');
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    const ip = await loggedAddress(t, { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }, '203.0.113.50');
    expect(ip).toBe('203.0.113.50');
  });
});
