import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { createApiClient, ApiError } from '#src/api/client.ts';
import { sessionTokenStore } from '#src/api/tokens.ts';
import type { Locale } from '#domain/locale.ts';
import { createTestApp, listen, TEST_ADMIN } from '../helpers/app.ts';
import { memoryStorage } from '../admin/fakeFetch.ts';
import { createManager } from '../helpers/auth.ts';

// The browser's HTTP client (src/api) against the real server: docs/spec.md § 7 headers and § 8 error
// handling.
let app: FastifyInstance;
let close: () => Promise<void>;
let baseUrl: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  baseUrl = await listen(app);
});
afterAll(() => close());

function makeClient(locale: Locale = 'ko') {
  const alerts: string[] = [];
  const calls: string[] = [];
  const ends: string[] = [];
  const client = createApiClient({
    baseUrl,
    getLocale: () => locale,
    tokens: sessionTokenStore(memoryStorage()),
    alert: (m) => alerts.push(m),
    onLogout: (why) => ends.push(why),
    fetch: (input, init) => {
      calls.push(new URL(String(input)).pathname);
      return fetch(input, init);
    },
  });
  return { client, alerts, calls, ends };
}

async function expiredAccessToken(username: string, scope: string[]) {
  return new SignJWT({ username, scope, type: 'MANAGER' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('00000000-0000-4000-8000-000000000000')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(app.config.jwtSecret));
}

describe('src/api client against the server', () => {
  it('logs in with the encrypted pair and sends the bearer token', async () => {
    const { client } = makeClient();
    await client.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const res = await client.get<{ user: { username: string } }>('/api/console/me');
    expect(res.ok && res.data.user.username).toBe('admin');
  });

  it('sends Accept-Language so errors come back in the chosen language', async () => {
    const en = makeClient('en');
    const ko = makeClient('ko');
    const enError = await en.client
      .get('/api/v1/center/notifications/00000000-0000-4000-8000-000000000000')
      .catch((e) => e);
    const koError = await ko.client
      .get('/api/v1/center/notifications/00000000-0000-4000-8000-000000000000')
      .catch((e) => e);
    expect(enError).toBeInstanceOf(ApiError);
    expect(enError.status).toBe(404);
    expect(enError.message).toMatch(/not found/i);
    expect(koError.message).toMatch(/[가-힣]/);
  });

  it('renews once for concurrent 401s and retries every request', async () => {
    const { client, calls } = makeClient();
    const pair = await client.login(TEST_ADMIN.username, TEST_ADMIN.password);
    client.tokens.set({
      accessToken: await expiredAccessToken('admin', ['manager']),
      refreshToken: pair.refreshToken,
    });
    const results = await Promise.all([1, 2, 3].map(() => client.get<{ user: unknown }>('/api/console/me')));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(calls.filter((p) => p === '/api/auth/accessToken')).toHaveLength(1);
    expect(client.tokens.get()?.refreshToken).not.toBe(pair.refreshToken);
  });

  it('logs out when renewal fails, saying the server ended the session', async () => {
    const { client, ends } = makeClient();
    client.tokens.set({
      accessToken: await expiredAccessToken('admin', ['manager']),
      refreshToken: 'not-a-token',
    });
    const error = await client.get('/api/console/me').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(ends).toEqual(['ended']);
    expect(client.tokens.get()).toBeNull();
  });

  it("says an own logout is one: 'loggedOut'", async () => {
    const { client, ends } = makeClient();
    await client.login(TEST_ADMIN.username, TEST_ADMIN.password);
    await client.logout();
    expect(ends).toEqual(['loggedOut']);
    expect(client.tokens.get()).toBeNull();
  });

  it('revalidates a session: a live one stays, an ended one ends, a refusal is neither alerted nor thrown', async () => {
    const live = makeClient();
    await live.client.login(TEST_ADMIN.username, TEST_ADMIN.password);
    await live.client.revalidate('/api/console/me');
    expect(live.ends).toEqual([]);
    expect(live.client.tokens.get()).not.toBeNull();

    // a password changed in another browser: this login's tokens are refused, renewal too
    await createManager(app, { username: 'revalid1', password: 'Pass!2345', scope: ['manager'] });
    const here = makeClient();
    await here.client.login('revalid1', 'Pass!2345');
    const elsewhere = makeClient();
    await elsewhere.client.login('revalid1', 'Pass!2345');
    await elsewhere.client.put('/api/console/me/password', {
      password: 'Pass!2345',
      newPassword: 'Pass!6789',
      confirm: 'Pass!6789',
    });
    await here.client.revalidate('/api/console/me');
    expect(here.ends).toEqual(['ended']);
    expect(here.client.tokens.get()).toBeNull();

    // a 403 (no such scope here) is the page's business, not the session's
    await createManager(app, { username: 'revalid2', password: 'Pass!2345', scope: [] });
    const noScope = makeClient();
    await noScope.client.login('revalid2', 'Pass!2345');
    await noScope.client.revalidate('/api/console/center/notifications');
    expect(noScope.alerts).toEqual([]);
    expect(noScope.ends).toEqual([]);

    const out = makeClient();
    await out.client.revalidate('/api/console/me');
    expect(out.calls).toEqual([]);
  });

  it("alerts a 403's message and rejects", async () => {
    await createManager(app, { username: 'noscope1', password: 'Pass!2345', scope: ['manager'] });
    const { client, alerts } = makeClient();
    await client.login('noscope1', 'Pass!2345');
    const error = await client.get('/api/console/center/notifications').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(alerts).toEqual(['접근권한이 없습니다']);
  });

  it('returns a 400 to the caller with field errors', async () => {
    const { client, alerts } = makeClient();
    await client.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const res = await client.post('/api/console/center/notifications', { title: '', content: '' });
    expect(res.ok).toBe(false);
    expect(res.status).toBe(400);
    if (!res.ok) expect(Object.keys(res.data.errors ?? {})).toContain('title');
    expect(alerts).toEqual([]);
  });
});
