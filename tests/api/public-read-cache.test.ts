import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '#server/db/schema/index.ts';
import { SINGLE_INSTANCE } from '#server/scaleConfig.ts';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';
import { bearer, login } from '../helpers/auth.ts';

/**
 * The public-read micro-cache (PUBLIC_CACHE_MS, docs/decisions/0009-scale-out-and-rush.md): a stampede of
 * reads costs one query, and a manager's change through the console shows at once on the instance that made
 * it.
 */

let t: TestApp;
/** Requests that reached their handler's stage (preHandler), by URL. */
const handled = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp(
    { scale: { ...SINGLE_INSTANCE, publicCacheMs: 60_000 } },
    {
      beforeReady: (app) => {
        app.addHook('preHandler', (request, _reply, done) => {
          handled.set(request.url, (handled.get(request.url) ?? 0) + 1);
          done();
        });
      },
    },
  );
});
afterAll(() => t?.close());

const titles = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/application/schedules' });
  expect(res.statusCode).toBe(200);
  return res.json<{ schedules: { title: string }[] }>().schedules.map((s) => s.title);
};

describe('public-read cache', () => {
  it('answers from memory, and forgets on a console write', async () => {
    const [first] = await t.db.select().from(schedules).limit(1);
    if (!first) throw new Error('no seeded round');
    const before = await titles();

    // a change behind the API's back is not seen: the answer comes from the cache
    await t.db.update(schedules).set({ title: '몰래 바뀐 제목' }).where(eq(schedules.id, first.id));
    expect(await titles()).toEqual(before);

    // the scheduler edits the round in the console: the next read is fresh
    const { accessToken } = await login(t.app, 'scheduler', 'Sched!2345');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/console/application/schedules/${first.id}`,
      headers: bearer(accessToken),
      payload: {
        round: first.round,
        title: '콘솔에서 바꾼 제목',
        openAt: first.openAt.toISOString(),
        deadAt: first.deadAt.toISOString(),
        message: { beforeOpen: '접수 전입니다', dead: '마감되었습니다', dead2: '', stop: '중지되었습니다' },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await titles()).toContain('콘솔에서 바꾼 제목');
  });

  it('answers a repeated URL with the same bytes and headers, without validating or handling it again', async () => {
    const url = '/api/v1/center/notifications?page=1&limit=5';
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const { date: _a, ...firstHeaders } = first.headers;
    const { date: _b, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(firstHeaders);
    expect(againHeaders['content-type']).toBe('application/json; charset=utf-8');
    expect(againHeaders['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(handled.get(url)).toBe(1);

    // the remembered answer still honours If-None-Match
    const unchanged = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(handled.get(url)).toBe(1);

    // another query is another answer; a refused one is never remembered
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/center/notifications?page=2&limit=5' });
    expect(other.statusCode).toBe(200);
    const bad = '/api/v1/center/notifications?page=0';
    expect((await t.app.inject({ method: 'GET', url: bad })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: bad })).statusCode).toBe(400);
  });
});

describe('remembered answers', () => {
  it('live no longer than the read they show, whichever URL asked for it last', async () => {
    const ttl = 1_000;
    const short = await createTestApp({ scale: { ...SINGLE_INSTANCE, publicCacheMs: ttl } });
    try {
      const read = async (url: string) =>
        (await short.app.inject({ method: 'GET', url }))
          .json<{ schedules: { title: string }[] }>()
          .schedules.map((s) => s.title);
      const [first] = await short.db.select().from(schedules).limit(1);
      if (!first) throw new Error('no seeded round');
      // the read of all rounds is cached under one key, whatever the query string says
      const before = await read('/api/v1/application/schedules');
      await short.db.update(schedules).set({ title: '나중에 보일 제목' }).where(eq(schedules.id, first.id));
      await new Promise((resolve) => setTimeout(resolve, ttl / 2));
      // a second URL is answered from the same (older) read, and remembers that answer
      expect(await read('/api/v1/application/schedules?from=b')).toEqual(before);
      await new Promise((resolve) => setTimeout(resolve, ttl / 2 + 100));
      // the read has expired: so has every answer made from it, even the one remembered later
      expect(await read('/api/v1/application/schedules?from=b')).toContain('나중에 보일 제목');
    } finally {
      await short.close();
    }
  });
});
