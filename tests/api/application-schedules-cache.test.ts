import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_SCHEDULER, type TestApp } from '../helpers/app.ts';
import { bearer, login } from '../helpers/auth.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, TEST_SCHEDULER.username, TEST_SCHEDULER.password)).accessToken;
});
afterAll(() => t.close());

const URL = '/api/v1/application/schedules';

describe('GET /api/v1/application/schedules: a reload shows the window as it is now', () => {
  it('may be stored but is revalidated on every use (no-cache), a 304 while nothing changed', async () => {
    const first = await t.app.inject({ url: URL });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const unchanged = await t.app.inject({ url: URL, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('answers the stop at the next revalidation, and the resume at the one after', async () => {
    const before = await t.app.inject({ url: URL });
    const round = before.json().schedules[0] as { _id: string; stops: boolean };
    expect(round.stops).toBe(false);
    const path = `/api/console/application/schedules/${round._id}`;
    const stored = (await t.app.inject({ url: path, headers: bearer(token) })).json().schedule as object;
    // the scheduler stops and resumes the round in the console, the rest of it unchanged
    const put = (stops: boolean) =>
      t.app.inject({ method: 'PUT', url: path, headers: bearer(token), payload: { ...stored, stops } });

    expect((await put(true)).statusCode).toBe(200);
    const stopped = await t.app.inject({
      url: URL,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().schedules[0]).toMatchObject({ _id: round._id, stops: true });

    expect((await put(false)).statusCode).toBe(200);
    const resumed = await t.app.inject({
      url: URL,
      headers: { 'if-none-match': String(stopped.headers.etag) },
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().schedules[0]).toMatchObject({ _id: round._id, stops: false });
  });
});
