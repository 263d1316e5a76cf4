import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/index.ts';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';

let t: TestApp;
let hiddenId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [hidden] = await t.db
    .insert(notifications)
    .values({ title: '숨긴 공지: 견본주택 내부 메모', content: '<p>비공개</p>', shows: false })
    .returning();
  hiddenId = hidden!.id;
});
afterAll(() => t.close());

interface Item {
  _id: string;
  title: string;
  pinned: boolean;
  createdAt: string;
  views: number;
  files: { name: string; url: string }[];
}

async function list(query = '') {
  const res = await t.app.inject({ url: `/api/v1/center/notifications${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=30');
  return res.json() as { notifications: Item[]; total: number };
}

describe('GET /api/v1/center/notifications', () => {
  it('lists shown notices, pinned first then newest first, in the contract shape', async () => {
    const { notifications: items, total } = await list('?limit=100');
    expect(total).toBe(7);
    expect(items).toHaveLength(7);
    expect(items.map((n) => n.pinned)).toEqual([true, true, false, false, false, false, false]);
    for (const group of [items.slice(0, 2), items.slice(2)]) {
      const times = group.map((n) => Date.parse(n.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect(items.some((n) => n._id === hiddenId)).toBe(false);
    // no body in the list (NotificationSummary, docs/decisions/0003-api-contract.md): the detail has it
    expect(Object.keys(items[0]!).sort()).toEqual(
      [
        '_id',
        'author',
        'createdAt',
        'files',
        'lang',
        'pinned',
        'shows',
        'title',
        'updatedAt',
        'views',
      ].sort(),
    );
    const withFile = items.find((n) => n.files.length > 0)!;
    expect(withFile.title).toContain('모집공고');
    expect(withFile.files[0]).toMatchObject({ name: '1차_입주자_모집공고.pdf', type: 'application/pdf' });
    expect(withFile.files[0]!.url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    expect(items[0]).toMatchObject({ author: 'admin', shows: true });
  });

  it('pages with page and limit (default 10)', async () => {
    expect((await list()).notifications).toHaveLength(7);
    const all = (await list('?limit=100')).notifications.map((n) => n._id);
    const page2 = await list('?page=2&limit=3');
    expect(page2.total).toBe(7);
    expect(page2.notifications.map((n) => n._id)).toEqual(all.slice(3, 6));
    expect((await list('?page=3&limit=3')).notifications.map((n) => n._id)).toEqual(all.slice(6));
    expect((await list('?page=9&limit=3')).notifications).toEqual([]);
  });

  it('searches the title and the content with q, never hidden notices', async () => {
    const byTitle = await list(`?q=${encodeURIComponent('견본주택')}`);
    expect(byTitle.notifications.map((n) => n.title)).toEqual(['모델하우스(견본주택) 관람 예약 안내']);
    const byContent = await list(`?q=${encodeURIComponent('루프탑')}`);
    expect(byContent.total).toBe(1);
    expect(byContent.notifications[0]!.title).toBe('커뮤니티 시설 운영 계획 안내');
    // LIKE wildcards are literal: only the rent notice has "85%"; nothing has "5_8"
    expect((await list(`?q=${encodeURIComponent('85%')}`)).notifications.map((n) => n.title)).toEqual([
      '임대료 및 관리비 산정 기준 안내',
    ]);
    expect((await list(`?q=${encodeURIComponent('5_8')}`)).total).toBe(0);
    expect((await list(`?q=${encodeURIComponent('비공개')}`)).total).toBe(0);
  });

  it('refuses a limit over 100 with 400', async () => {
    const res = await t.app.inject({ url: '/api/v1/center/notifications?limit=101' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('limit');
  });
});

describe('GET /api/v1/center/notifications/{_id}', () => {
  it('gives the notice with its older (prev) and newer (next) neighbours', async () => {
    const shown = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.shows, true))
      .orderBy(desc(notifications.createdAt));
    const middle = shown[3]!;
    const res = await t.app.inject({ url: `/api/v1/center/notifications/${middle.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body.notification).toMatchObject({ _id: middle.id, title: middle.title, content: middle.content });
    expect(body.prev).toEqual({
      _id: shown[4]!.id,
      title: shown[4]!.title,
      lang: { title: 'ko' },
      createdAt: shown[4]!.createdAt.toISOString(),
    });
    expect(body.next).toEqual({
      _id: shown[2]!.id,
      title: shown[2]!.title,
      lang: { title: 'ko' },
      createdAt: shown[2]!.createdAt.toISOString(),
    });

    const newest = (await t.app.inject({ url: `/api/v1/center/notifications/${shown[0]!.id}` })).json();
    expect(newest.next).toBeNull();
    expect(newest.prev._id).toBe(shown[1]!.id);
    const oldest = (await t.app.inject({ url: `/api/v1/center/notifications/${shown.at(-1)!.id}` })).json();
    expect(oldest.prev).toBeNull();
  });

  it('counts each read as a view without touching updatedAt', async () => {
    const [row] = await t.db.select().from(notifications).where(eq(notifications.pinned, false)).limit(1);
    const first = (await t.app.inject({ url: `/api/v1/center/notifications/${row!.id}` })).json()
      .notification;
    const second = (await t.app.inject({ url: `/api/v1/center/notifications/${row!.id}` })).json()
      .notification;
    expect(first.views).toBe(row!.views + 1);
    expect(second.views).toBe(row!.views + 2);
    expect(second.updatedAt).toBe(row!.updatedAt.toISOString());
  });

  it('answers 404 for a hidden, unknown or malformed id, in the request language', async () => {
    for (const id of [hiddenId, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await t.app.inject({
        url: `/api/v1/center/notifications/${id}`,
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: '找不到请求的信息。', code: 'notFound' });
    }
    const [hidden] = await t.db.select().from(notifications).where(eq(notifications.id, hiddenId));
    expect(hidden!.views).toBe(0);
  });
});
