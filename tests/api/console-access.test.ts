import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '#domain/scopes.ts';
import { createTestApp, loginAdmin, TEST_ADMIN } from '../helpers/app.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: string;
let scheduler: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  admin = await loginAdmin(app);
  scheduler = (await login(app, 'scheduler', 'Sched!2345')).accessToken;
});
afterAll(() => close());

const get = (url: string, token?: string, lang?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? bearer(token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });

describe('console guards', () => {
  it('GET /api/console/me answers the manager', async () => {
    const res = await get('/api/console/me', admin);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ username: 'admin', type: 'MANAGER', scheduleAdmin: false });
    expect([...user.scope].sort()).toEqual([...SCOPES].sort());
    expect(user._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /api/console/me tells the schedules administrator so', async () => {
    const token = (await login(app, 'scheduler', 'Sched!2345')).accessToken;
    expect((await get('/api/console/me', token)).json().user).toMatchObject({
      username: 'scheduler',
      scheduleAdmin: true,
    });
  });

  it('answers 401 loginRequired without a token', async () => {
    const res = await get('/api/console/center/notifications');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'loginRequired', message: '로그인 후 이용가능합니다' });
  });

  it('answers 403 접근권한이 없습니다 to a manager without the scope', async () => {
    await createManager(app, { username: 'basic1', password: 'Basic!2345', scope: ['manager'] });
    const token = (await login(app, 'basic1', 'Basic!2345')).accessToken;
    const res = await get('/api/console/center/notifications', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', message: '접근권한이 없습니다' });
    expect((await get('/api/console/center/notifications', token, 'en')).json().message).toBe(
      'You do not have permission to access this.',
    );
    // but the shared console tools are open to any manager
    expect((await get('/api/console/me', token)).statusCode).toBe(200);
  });

  it('checks the user type: a PERSON with the scope in its array is still refused', async () => {
    await createManager(app, {
      username: 'person1',
      password: 'Person!2345',
      type: 'PERSON',
      scope: ['manager', 'centerNotifications'],
    });
    const token = (await login(app, 'person1', 'Person!2345')).accessToken;
    const res = await get('/api/console/center/notifications', token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('접근권한이 없습니다');
    expect((await get('/api/console/me', token)).statusCode).toBe(403);
  });

  it('refuses a manager without any scope on the shared tools', async () => {
    await createManager(app, { username: 'empty1', password: 'Empty!2345', scope: [] });
    const token = (await login(app, 'empty1', 'Empty!2345')).accessToken;
    expect((await get('/api/console/me', token)).statusCode).toBe(403);
  });

  it('lets only the configured username use the schedules, whatever the scopes of others', async () => {
    expect((await get('/api/console/application/schedules', scheduler)).statusCode).toBe(200);
    const denied = await get('/api/console/application/schedules', admin);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('접근권한이 없습니다');
    // a PERSON named like the schedules manager cannot exist (usernames are unique), but the type is checked too
    expect((await get('/api/console/application/schedules')).statusCode).toBe(401);
  });

  it('checks access before reading the body: an unauthorized invalid body is 401, not 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/center/notifications',
      payload: { title: '' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/console/me/verify', () => {
  it('accepts the secondary password and refuses a wrong one with a field error', async () => {
    await createManager(app, { username: 'subpw1', password: 'Main!2345', subPassword: 'Sub!23456' });
    const token = (await login(app, 'subpw1', 'Main!2345')).accessToken;
    const verify = (subPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/console/me/verify',
        headers: bearer(token),
        payload: { subPassword },
      });
    const right = await verify('Sub!23456');
    expect(right.statusCode).toBe(200);
    const { verification } = right.json();
    expect(verification.token.split('.')).toHaveLength(3);
    const lifetime = Date.parse(verification.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(290_000);
    expect(lifetime).toBeLessThanOrEqual(300_000);
    // the proof is no access token: it opens no console route
    expect((await get('/api/console/me', verification.token)).statusCode).toBe(401);
    const wrong = await verify('Main!2345');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'subPasswordMismatch',
      message: '2차 비밀번호가 일치하지 않습니다',
      errors: { subPassword: '2차 비밀번호가 일치하지 않습니다' },
    });
    for (let i = 0; i < 4; i++) await verify('Wrong!2345');
    expect((await verify('Sub!23456')).statusCode).toBe(429);
  });

  it('seeds the secondary password equal to the password', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/console/me/verify',
      headers: bearer(admin),
      payload: { subPassword: TEST_ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
  });
});
