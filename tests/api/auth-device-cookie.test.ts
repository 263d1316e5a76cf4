import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers/app.ts';
import { encryptPair } from '../helpers/auth.ts';

/**
 * Strangers guessing one account's password must not lock its real user out (docs/security.md § Logins and
 * sessions; OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that logged in to that
 * account before presents its device cookie and is counted apart from the strangers.
 */

let t: TestApp;
let app: FastifyInstance;
let wrong: string;
let right: string;

beforeEach(async () => {
  t = await createTestApp();
  app = t.app;
  // one encrypted pair each, reused: the RSA step is the client's, not what this test is about
  wrong = `Basic ${await encryptPair(app, 'admin', 'Wrong!2345')}`;
  right = `Basic ${await encryptPair(app, TEST_ADMIN.username, TEST_ADMIN.password)}`;
});
afterEach(() => t.close());

const HOME = '10.77.0.1';

function loginAs(authorization: string, address: string, cookie?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/refreshToken',
    headers: { authorization, ...(cookie ? { cookie } : {}) },
    remoteAddress: address,
  });
}

/** The `name=value` of the device cookie an answer sets, checking its attributes. */
function deviceCookieOf(res: Awaited<ReturnType<typeof loginAs>>): string {
  const header = res.headers['set-cookie'];
  const cookies = (Array.isArray(header) ? header : [header ?? '']).filter(Boolean);
  expect(cookies).toHaveLength(1);
  const cookie = cookies[0]!;
  const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
  expect(attributes).toEqual(
    expect.arrayContaining(['path=/api/auth', 'httponly', 'secure', 'samesite=strict']),
  );
  const maxAge = attributes.find((a) => a.startsWith('max-age='));
  expect(Number(maxAge?.slice('max-age='.length))).toBe(30 * 24 * 3600);
  return cookie.split(';')[0]!;
}

/** 100 wrong passwords for admin from 25 addresses, 4 each: under every per-address limit (100 argon2 checks). */
async function strangersGuess(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const res = await loginAs(wrong, `203.0.113.${Math.floor(i / 4) + 1}`);
    expect(res.statusCode).toBe(401);
  }
}

describe('device cookies on GET /api/auth/refreshToken', () => {
  it('lets the real admin in with the device cookie of an earlier login while strangers are locked out', async () => {
    const first = await loginAs(right, HOME);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);

    await strangersGuess();

    const stranger = await loginAs(right, '198.51.100.9');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ code: 'tooManyLoginAttempts' });
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // without its cookie, not even the admin's own address is let in
    expect((await loginAs(right, HOME)).statusCode).toBe(429);

    const admin = await loginAs(right, HOME, device);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    // a fresh device cookie, which works too, from another address of the admin's (the office, then home)
    const renewed = deviceCookieOf(admin);
    expect(renewed).not.toBe(device);
    expect((await loginAs(right, '10.77.0.2', renewed)).statusCode).toBe(200);
  }, 120_000);

  it('gives no exemption for a forged, another account’s or an expired device cookie', async () => {
    const [name] = deviceCookieOf(await loginAs(right, HOME)).split('=');
    const scheduler = await loginAs(`Basic ${await encryptPair(app, 'scheduler', 'Sched!2345')}`, HOME);
    const schedulerValue = deviceCookieOf(scheduler).split('=').slice(1).join('=');
    await strangersGuess();

    const sign = (payload: Record<string, unknown>, secret: string, exp: number) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('admin')
        .setAudience('login-device')
        .setJti('forgedforgedforged')
        .setIssuedAt(exp - 3600)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const forged = await sign({}, 'another-secret-another-secret-another', now + 3600);
    const expired = await sign({}, t.config.jwtSecret, now - 60);
    for (const value of [forged, expired, schedulerValue, 'garbage']) {
      const res = await loginAs(right, HOME, `${name}=${value}`);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    }
  }, 120_000);

  it('takes the exemption away from a device cookie that guesses wrong 5 times', async () => {
    const device = deviceCookieOf(await loginAs(right, HOME));
    await strangersGuess();
    for (let i = 0; i < 5; i++) expect((await loginAs(wrong, HOME, device)).statusCode).toBe(401);
    const res = await loginAs(right, HOME, device);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  }, 120_000);

  it('keeps the per-address limit for a browser with a device cookie', async () => {
    const device = deviceCookieOf(await loginAs(right, HOME));
    // 20 guesses at other accounts from the admin's address fill that address's bucket
    for (let i = 0; i < 20; i++) {
      const other = `Basic ${await encryptPair(app, `nobody${i}`, 'Wrong!2345')}`;
      expect((await loginAs(other, HOME)).statusCode).toBe(401);
    }
    expect((await loginAs(right, HOME, device)).statusCode).toBe(429);
  });
});
