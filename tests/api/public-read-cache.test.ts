import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '../../server/db/schema/index.ts';
import { SINGLE_INSTANCE } from '../../server/scaleConfig.ts';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';
import { bearer, login } from '../helpers/auth.ts';

/**
 * The public-read micro-cache (PUBLIC_CACHE_MS, docs/decisions/0009): a stampede of reads costs one query,
 * and a manager's change through the console shows at once on the instance that made it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ scale: { ...SINGLE_INSTANCE, publicCacheMs: 60_000 } });
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
});
