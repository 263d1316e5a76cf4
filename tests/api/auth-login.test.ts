import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '#domain/scopes.ts';
import { appKeys, users } from '#server/db/schema/auth.ts';
import { createTestApp, TEST_ADMIN } from '../helpers/app.ts';
import { createManager, encryptPair, login } from '../helpers/auth.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const loginWith = async (authorization: string | undefined, extra: { ip?: string; lang?: string } = {}) =>
  app.inject({
    method: 'GET',
    url: '/api/auth/refreshToken',
    headers: {
      ...(authorization === undefined ? {} : { authorization }),
      ...(extra.lang ? { 'accept-language': extra.lang } : {}),
    },
    ...(extra.ip ? { remoteAddress: extra.ip } : {}),
  });

const tryLogin = async (username: string, password: string, extra: { ip?: string; lang?: string } = {}) =>
  loginWith(`Basic ${await encryptPair(app, username, password)}`, extra);

describe('GET /api/auth/key', () => {
  it('gives one RSA-OAEP-256 public key, stored so every instance shares it', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/auth/key' });
    const second = await app.inject({ method: 'GET', url: '/api/auth/key' });
    expect(first.statusCode).toBe(200);
    const { key } = first.json();
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc', e: 'AQAB' });
    expect(key.d).toBeUndefined(); // never the private part
    expect(Buffer.from(key.n, 'base64url').length).toBe(256); // 2048 bits
    expect(second.json().key.n).toBe(key.n);
    const rows = await app.db.select().from(appKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toContain('BEGIN PRIVATE KEY');
  });
});

describe('GET /api/auth/refreshToken', () => {
  it('logs in with the encrypted pair; the access token carries username, scope and type', async () => {
    const pair = await login(app, TEST_ADMIN.username, TEST_ADMIN.password);
    expect(pair.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeJwt(pair.accessToken);
    expect(claims).toMatchObject({ username: 'admin', type: 'MANAGER' });
    expect([...(claims.scope as string[])].sort()).toEqual([...SCOPES].sort());
    expect(claims.exp! - claims.iat!).toBe(app.config.accessTokenTtlSeconds);
    const [admin] = await app.db.select().from(users).where(eq(users.username, 'admin'));
    expect(claims.sub).toBe(admin!.id);
  });

  it('answers the token pair with Cache-Control: no-store', async () => {
    const res = await tryLogin('scheduler', 'Sched!2345');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password with 401 and the message in the request language', async () => {
    const ko = await tryLogin('admin', 'Wrong!2345', { ip: '10.1.0.1' });
    expect(ko.statusCode).toBe(401);
    expect(ko.json()).toMatchObject({
      code: 'invalidCredentials',
      message: '아이디 또는 비밀번호가 일치하지 않습니다',
    });
    const en = await tryLogin('admin', 'Wrong!2345', { ip: '10.1.0.1', lang: 'en-US,en;q=0.9' });
    expect(en.statusCode).toBe(401);
    expect(en.json().message).toBe('The username or password is incorrect.');
    const cn = await tryLogin('admin', 'Wrong!2345', { ip: '10.1.0.1', lang: 'zh-CN' });
    expect(cn.json().message).toBe('用户名或密码不正确。');
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const res = await tryLogin('nobody', TEST_ADMIN.password, { ip: '10.1.0.2' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'invalidCredentials',
      message: '아이디 또는 비밀번호가 일치하지 않습니다',
    });
  });

  it('answers a malformed Basic header with 400 and a clear message', async () => {
    const plain = `Basic ${Buffer.from(`${TEST_ADMIN.username}:${TEST_ADMIN.password}`).toString('base64')}`; // not encrypted
    const key = createPublicKey({ key: (await app.inject('/api/auth/key')).json().key, format: 'jwk' });
    const noColon = publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(`${TEST_ADMIN.username}${TEST_ADMIN.password}`),
    ).toString('base64');
    const sha1 = publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING }, // OAEP with SHA-1: not what the browser sends
      Buffer.from(`${TEST_ADMIN.username}:${TEST_ADMIN.password}`),
    ).toString('base64');
    for (const header of [
      undefined,
      'Basic',
      'Basic !!!not-base64!!!',
      plain,
      `Basic ${Buffer.alloc(256, 1).toString('base64')}`,
      `Basic ${noColon}`,
      `Basic ${sha1}`,
      `Bearer ${await encryptPair(app, TEST_ADMIN.username, TEST_ADMIN.password)}`,
    ]) {
      const res = await loginWith(header, { ip: '10.1.0.3' });
      expect(res.statusCode, String(header)).toBe(400);
      expect(res.json().code).toBe('loginPairMalformed');
      expect(res.json().message).toContain('로그인 정보');
    }
  });

  it('counts malformed pairs against the address: a flood ends in 429', async () => {
    const ip = '10.1.9.9';
    for (let i = 0; i < 20; i++) expect((await loginWith('Basic AAAA', { ip })).statusCode).toBe(400);
    const flooded = await loginWith('Basic AAAA', { ip });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.headers['retry-after']).toBeDefined();
  });

  it('refuses a locked account with 403 once the password is right', async () => {
    const user = await createManager(app, { username: 'locked1', password: 'Lock!2345' });
    await app.db.update(users).set({ locked: true }).where(eq(users.id, user.id));
    const right = await tryLogin('locked1', 'Lock!2345', { ip: '10.1.0.4' });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('accountLocked');
    // a wrong password does not reveal the lock
    const wrong = await tryLogin('locked1', 'Nope!2345', { ip: '10.1.0.4' });
    expect(wrong.statusCode).toBe(401);
  });

  it('accepts a password that contains a colon', async () => {
    await createManager(app, { username: 'colon1', password: 'a:b!2345x' });
    expect((await tryLogin('colon1', 'a:b!2345x')).statusCode).toBe(200);
  });

  it('stores passwords as argon2id hashes', async () => {
    const [admin] = await app.db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(admin!.passwordHash).not.toContain(TEST_ADMIN.password);
  });
});

describe('failed-login rate limit', () => {
  it('blocks an account from one address after 5 failures, with Retry-After, even for the right password', async () => {
    await createManager(app, { username: 'victim1', password: 'Victim!2345' });
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i++)
      expect((await tryLogin('victim1', `Bad!${i}2345`, { ip })).statusCode).toBe(401);
    const blocked = await tryLogin('victim1', 'Victim!2345', { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'tooManyLoginAttempts' });
    expect(blocked.json().message).toContain('로그인 시도가 너무 많습니다');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // another account from another address is not affected …
    expect((await tryLogin('scheduler', 'Sched!2345', { ip: '10.2.0.2' })).statusCode).toBe(200);
    // … nor the same account from another address (the owner is not locked out by someone else)
    expect((await tryLogin('victim1', 'Victim!2345', { ip: '10.2.0.3' })).statusCode).toBe(200);
  });

  it('counts the username case-insensitively', async () => {
    const ip = '10.2.1.1';
    for (let i = 0; i < 5; i++) await tryLogin(i % 2 ? 'CASE1' : 'case1', 'Bad!2345x', { ip });
    expect((await tryLogin('Case1', 'Bad!2345x', { ip })).statusCode).toBe(429);
  });

  it('clears the account+address count after a success', async () => {
    await createManager(app, { username: 'forgetful', password: 'Forget!2345' });
    const ip = '10.2.2.1';
    for (let i = 0; i < 4; i++)
      expect((await tryLogin('forgetful', 'Bad!2345x', { ip })).statusCode).toBe(401);
    expect((await tryLogin('forgetful', 'Forget!2345', { ip })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await tryLogin('forgetful', 'Bad!2345x', { ip })).statusCode).toBe(401);
    expect((await tryLogin('forgetful', 'Forget!2345', { ip })).statusCode).toBe(200);
  });

  it('blocks an address spraying many accounts after 20 failures', async () => {
    const ip = '10.2.3.1';
    for (let i = 0; i < 20; i++)
      expect((await tryLogin(`spray${i}`, 'Bad!2345x', { ip })).statusCode).toBe(401);
    expect((await tryLogin(TEST_ADMIN.username, TEST_ADMIN.password, { ip })).statusCode).toBe(429);
    expect((await tryLogin(TEST_ADMIN.username, TEST_ADMIN.password, { ip: '10.2.3.2' })).statusCode).toBe(
      200,
    );
  });

  it('holds under parallel guessing: no more than 5 guesses get checked', async () => {
    const ip = '10.2.4.1';
    await createManager(app, { username: 'parallel1', password: 'Para!2345' });
    const headers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => encryptPair(app, 'parallel1', `Bad!${i}2345`)),
    );
    const answers = await Promise.all(headers.map((h) => loginWith(`Basic ${h}`, { ip })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });
});
