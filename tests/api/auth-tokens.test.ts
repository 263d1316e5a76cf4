import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens, users } from '#server/db/schema/auth.ts';
import { createTestApp, loginAdmin, TEST_ADMIN } from '../helpers/app.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const renew = (refreshToken: string) =>
  app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(refreshToken) });
const logout = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(refreshToken) });
const me = (accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/console/me', headers: bearer(accessToken) });
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

describe('GET /api/auth/accessToken', () => {
  it('rotates the pair: new tokens, the old refresh token is spent', async () => {
    const first = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    const res = await renew(first.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const second = res.json<{ accessToken: string; refreshToken: string }>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.accessToken)).toMatchObject({ username: 'admin', type: 'MANAGER' });
    expect((await me(second.accessToken)).statusCode).toBe(200);

    const rows = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash(first.refreshToken)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.usedAt).not.toBeNull();
    // only the digest is stored
    expect(
      await app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, first.refreshToken)),
    ).toHaveLength(0);
  });

  it('keeps the family’s absolute expiry instead of extending it', async () => {
    const first = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    const second = (await renew(first.refreshToken)).json().refreshToken as string;
    const third = (await renew(second)).json().refreshToken as string;
    const expiry = async (token: string) =>
      (
        await app.db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash(token)))
      )[0]!.expiresAt.getTime();
    const start = await expiry(first.refreshToken);
    expect(await expiry(second)).toBe(start);
    expect(await expiry(third)).toBe(start);
    const rows = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash(first.refreshToken)));
    const lifetime = start - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - app.config.refreshTokenTtlSeconds * 1000)).toBeLessThan(5_000);
  });

  it('refuses a reused refresh token and revokes its whole family', async () => {
    const first = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    const second = (await renew(first.refreshToken)).json().refreshToken as string;
    const replay = await renew(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('tokenReused');
    // the newer token, held by whoever renewed, is revoked too
    const after = await renew(second);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('tokenInvalid');
    const family = await app.db
      .select()
      .from(refreshTokens)
      .where(
        eq(
          refreshTokens.familyId,
          (
            await app.db
              .select()
              .from(refreshTokens)
              .where(eq(refreshTokens.tokenHash, tokenHash(second)))
          )[0]!.familyId,
        ),
      );
    expect(family.length).toBeGreaterThanOrEqual(2);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('lets exactly one of two concurrent renewals with the same token win', async () => {
    const pair = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    const answers = await Promise.all([
      renew(pair.refreshToken),
      renew(pair.refreshToken),
      renew(pair.refreshToken),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 401, 401]);
  });

  it('does not revoke other sessions of the same user', async () => {
    const a = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    const b = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    await renew(a.refreshToken);
    await renew(a.refreshToken); // reuse: revokes a's family only
    expect((await renew(b.refreshToken)).statusCode).toBe(200);
  });

  it('answers unknown, malformed and missing tokens with 401', async () => {
    expect((await renew('x'.repeat(43))).statusCode).toBe(401);
    expect((await renew('not a token')).statusCode).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/api/auth/accessToken' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('tokenInvalid');
  });

  it('answers an expired refresh token with 401 tokenExpired', async () => {
    const pair = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    await app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, tokenHash(pair.refreshToken)));
    const res = await renew(pair.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('tokenExpired');
  });

  it('reads the scope from the database at renewal', async () => {
    await createManager(app, {
      username: 'notice1',
      password: 'Notice!2345',
      scope: ['manager', 'centerNotifications'],
    });
    const pair = await login(app, 'notice1', 'Notice!2345');
    const list = (token: string) =>
      app.inject({ method: 'GET', url: '/api/console/center/notifications', headers: bearer(token) });
    expect((await list(pair.accessToken)).statusCode).toBe(200);
    await app.db
      .update(users)
      .set({ scope: ['manager'] })
      .where(eq(users.username, 'notice1'));
    const renewed = (await renew(pair.refreshToken)).json<{ accessToken: string }>();
    expect(decodeJwt(renewed.accessToken).scope).toEqual(['manager']);
    expect((await list(renewed.accessToken)).statusCode).toBe(403);
  });

  it('does not renew for a locked user', async () => {
    await createManager(app, { username: 'tolock1', password: 'ToLock!2345' });
    const pair = await login(app, 'tolock1', 'ToLock!2345');
    await app.db.update(users).set({ locked: true }).where(eq(users.username, 'tolock1'));
    const res = await renew(pair.refreshToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('accountLocked');
    await app.db.update(users).set({ locked: false }).where(eq(users.username, 'tolock1'));
    expect((await renew(pair.refreshToken)).statusCode).toBe(401); // the family stays revoked
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the family: 204, then neither token renews', async () => {
    const first = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    const second = (await renew(first.refreshToken)).json().refreshToken as string;
    const res = await logout(second);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await renew(second)).statusCode).toBe(401);
  });

  it('answers 204 for unknown or missing tokens', async () => {
    expect((await logout('y'.repeat(43))).statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
  });
});

describe('access tokens on guarded routes', () => {
  // the admin's own id: a token is accepted only for an account that exists and is not locked
  let adminId = '';
  beforeAll(async () => {
    const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    adminId = admin!.id;
    // the login (refresh-token family) every access token names; a token naming none is refused
    claims.sid = decodeJwt(await loginAdmin(app)).sid;
  });
  const sign = (payload: Record<string, unknown>, exp: number, secret = app.config.jwtSecret) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminId)
      .setIssuedAt(exp - 900)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));
  const now = () => Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = {
    username: 'admin',
    scope: ['manager', 'centerNotifications'],
    type: 'MANAGER',
  };
  const list = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/console/center/notifications', headers });

  it('answers an expired access token with 401 loginRequired', async () => {
    const res = await list(bearer(await sign(claims, now() - 10)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'loginRequired', message: '로그인 후 이용가능합니다' });
    expect((await list(bearer(await sign(claims, now() + 60)))).statusCode).toBe(200);
  });

  it('expires a real token after accessTokenTtlSeconds', async () => {
    const short = await createTestApp({ accessTokenTtlSeconds: 60 });
    try {
      const pair = await login(short.app, TEST_ADMIN.username, TEST_ADMIN.password);
      const get = () =>
        short.app.inject({ method: 'GET', url: '/api/console/me', headers: bearer(pair.accessToken) });
      expect((await get()).statusCode).toBe(200);
      // the clock moved past the token's life, not a sleep racing it (only Date: timers and I/O run on)
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      expect((await get()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });

  it('answers no token, a forged signature or a refresh token with 401', async () => {
    expect((await list()).statusCode).toBe(401);
    expect(
      (await list(bearer(await sign(claims, now() + 60, 'another-secret-another-secret-xx')))).statusCode,
    ).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, exp: now() + 60 })).toString('base64url')}.`;
    expect((await list(bearer(unsigned))).statusCode).toBe(401);
    const pair = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await list(bearer(pair.refreshToken))).statusCode).toBe(401);
    // rightly signed, but for an account that does not exist (deleted) or is not a manager any more
    const nobody = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setIssuedAt(now())
      .setExpirationTime(now() + 60)
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    expect((await list(bearer(nobody))).statusCode).toBe(401);
    expect((await list(bearer(await sign({ ...claims, type: 'PERSON' }, now() + 60)))).statusCode).toBe(401);
  });
});
