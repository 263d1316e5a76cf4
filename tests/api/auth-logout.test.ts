import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth.ts';
import { revokeUserSessions } from '#server/services/auth/sessions.ts';
import { createTestApp, TEST_ADMIN } from '../helpers/app.ts';
import { bearer, login } from '../helpers/auth.ts';
import { joinBuyer, PASSWORD } from './matching-helpers.ts';

// Logout ends that login's access token at once (docs/security.md § Logins and sessions), not 15 minutes
// later, and only that login's.

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  await joinBuyer(app, 'logoutmember');
});
afterAll(() => close());

const get = (url: string, accessToken: string) =>
  app.inject({ method: 'GET', url, headers: bearer(accessToken) });
const logout = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(refreshToken) });
const renew = (refreshToken: string) =>
  app.inject({ method: 'GET', url: '/api/auth/accessToken', headers: bearer(refreshToken) });

describe('POST /api/auth/logout ends the access token too', () => {
  it('refuses the logged-out access token on /api/console/me and /api/v1/me; the other logins go on', async () => {
    const ended = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    const other = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await get('/api/console/me', ended.accessToken)).statusCode).toBe(200);

    expect((await logout(ended.refreshToken)).statusCode).toBe(204);

    for (const url of ['/api/console/me', '/api/v1/me']) {
      const res = await get(url, ended.accessToken);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'loginRequired' });
    }
    expect((await get('/api/console/me', other.accessToken)).statusCode).toBe(200);
    expect((await renew(ended.refreshToken)).statusCode).toBe(401);
  });

  it('ends a renewed access token of the family as well, and a member’s login the same way', async () => {
    const first = await login(app, 'logoutmember', PASSWORD);
    const second = await login(app, 'logoutmember', PASSWORD);
    const renewed = (await renew(first.refreshToken)).json<{ accessToken: string; refreshToken: string }>();
    expect((await get('/api/v1/me', renewed.accessToken)).statusCode).toBe(200);

    expect((await logout(renewed.refreshToken)).statusCode).toBe(204);

    expect((await get('/api/v1/me', first.accessToken)).statusCode).toBe(401);
    expect((await get('/api/v1/me', renewed.accessToken)).statusCode).toBe(401);
    expect((await get('/api/v1/me', second.accessToken)).statusCode).toBe(200);
  });

  it('refuses a validly signed access token that names no login, which no logout could end', async () => {
    const { accessToken } = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    const claims = decodeJwt(accessToken);
    delete claims.sid;
    const orphan = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    expect((await get('/api/console/me', accessToken)).statusCode).toBe(200);
    expect((await get('/api/console/me', orphan)).statusCode).toBe(401);
  });

  it('answers tokens that arrive together, read as one group, each by its own login', async () => {
    const member = await joinBuyer(app, 'logoutgroup');
    const live = await login(app, member.username, PASSWORD);
    const ended = await login(app, member.username, PASSWORD);
    const admin = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await logout(ended.refreshToken)).statusCode).toBe(204);
    // the manager's claims naming the member's live login: only the pairing is wrong
    const claims = { ...decodeJwt(admin.accessToken), sid: decodeJwt(live.accessToken).sid };
    const crossed = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    const asks: [string, string, number][] = [
      ['/api/v1/me', live.accessToken, 200],
      ['/api/v1/me', ended.accessToken, 401],
      ['/api/console/me', admin.accessToken, 200],
      ['/api/console/me', crossed, 401],
    ];
    const all = [...asks, ...asks, ...asks];
    const answers = await Promise.all(all.map(([url, token]) => get(url, token)));
    expect(answers.map((res) => res.statusCode)).toEqual(all.map(([, , status]) => status));
  });

  it('ends the access tokens of a family revoked for a reused refresh token', async () => {
    const pair = await login(app, 'logoutmember', PASSWORD);
    expect((await renew(pair.refreshToken)).statusCode).toBe(200);
    expect((await renew(pair.refreshToken)).statusCode).toBe(401); // replayed: the family is revoked
    expect((await get('/api/v1/me', pair.accessToken)).statusCode).toBe(401);
  });

  it('still ends every login of the account on a password change or reset and on a lock', async () => {
    const member = await joinBuyer(app, 'logoutrevoked');
    const a = await login(app, member.username, PASSWORD);
    const b = await login(app, member.username, PASSWORD);
    await revokeUserSessions(app.db, member.id); // what every password change and reset calls
    expect((await get('/api/v1/me', a.accessToken)).statusCode).toBe(401);
    expect((await get('/api/v1/me', b.accessToken)).statusCode).toBe(401);

    const c = await login(app, member.username, PASSWORD);
    expect((await get('/api/v1/me', c.accessToken)).statusCode).toBe(200);
    await app.db.update(users).set({ locked: true }).where(eq(users.id, member.id));
    expect((await get('/api/v1/me', c.accessToken)).statusCode).toBe(401);
  });
});
