import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, popups, schedules, settings } from '#server/db/schema/index.ts';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function getJson(url: string, cacheControl = 'public, max-age=30') {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['cache-control'], url).toBe(cacheControl);
  return res.json();
}

describe('GET /api/v1/application/schedules', () => {
  it('lists the shown rounds by round, in the contract shape', async () => {
    const now = Date.now();
    await t.db.insert(schedules).values([
      { round: 3, title: '3차 청약', openAt: new Date(now - 30 * DAY), deadAt: new Date(now - 20 * DAY) },
      { round: 2, title: '2차 (숨김)', shows: false, openAt: new Date(now), deadAt: new Date(now + DAY) },
    ]);
    const { schedules: list } = await getJson('/api/v1/application/schedules', 'public, no-cache');
    expect(list.map((s: { round: number }) => s.round)).toEqual([1, 3]);
    const [first] = list;
    expect(Object.keys(first).sort()).toEqual(
      ['_id', 'deadAt', 'lang', 'message', 'openAt', 'round', 'shows', 'stops', 'title'].sort(),
    );
    expect(first).toMatchObject({
      _id: expect.stringMatching(UUID),
      round: 1,
      title: '1차 청약',
      stops: false,
    });
    expect(first.openAt).toMatch(ISO);
    expect(first.deadAt).toMatch(ISO);
    expect(Object.keys(first.message).sort()).toEqual(['beforeOpen', 'dead', 'dead2', 'stop']);
    expect(list[1].message).toEqual({ beforeOpen: '', dead: '', dead2: '', stop: '' });
  });
});

describe('GET /api/v1/popups', () => {
  it('lists only shown popups within their period, by order', async () => {
    const now = Date.now();
    const base = { image: '/images/popup-open.svg', x: 0, y: 0, width: 300 };
    await t.db.insert(popups).values([
      {
        ...base,
        title: '지난 팝업',
        startAt: new Date(now - 10 * DAY),
        endAt: new Date(now - DAY),
        order: 0,
      },
      {
        ...base,
        title: '예정 팝업',
        startAt: new Date(now + DAY),
        endAt: new Date(now + 10 * DAY),
        order: 0,
      },
      {
        ...base,
        title: '숨긴 팝업',
        shows: false,
        startAt: new Date(now - DAY),
        endAt: new Date(now + DAY),
        order: 0,
      },
      { ...base, title: '맨 앞 팝업', startAt: new Date(now - DAY), endAt: new Date(now + DAY), order: 0 },
    ]);
    const { popups: list } = await getJson('/api/v1/popups');
    expect(list.map((p: { title: string }) => p.title)).toEqual([
      '맨 앞 팝업',
      '청년안심주택 1차 청약 접수 안내',
      '견본주택 관람 사전 예약 안내',
    ]);
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        '_id',
        'endAt',
        'image',
        'lang',
        'link',
        'order',
        'shows',
        'startAt',
        'title',
        'width',
        'x',
        'y',
      ].sort(),
    );
    expect(list[0].link).toBeNull();
    expect(list[1]).toMatchObject({ image: '/images/popup-open.svg', link: '/application', shows: true });
  });
});

describe('GET /api/v1/setting', () => {
  // asked again on every page load, so a manager's edit shows at the next reload
  const SETTING_CACHE = 'public, no-cache';
  it('gives the footer details and switches', async () => {
    const { setting } = await getJson('/api/v1/setting', SETTING_CACHE);
    expect(setting).toMatchObject({
      companyName: '(주)청년안심리츠',
      copyright: expect.stringMatching(/^© 2024 /),
      copyProtection: true,
    });
    expect(setting.businessNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    expect(setting.address).toMatch(/^경기도 /);
    expect(setting.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(Object.keys(setting.social).sort()).toEqual(['blog', 'facebook', 'instagram', 'youtube']);
    expect(setting.surveyUrl).toMatch(/^https:\/\//);
  });

  it('fills fields missing from the stored value with defaults', async () => {
    const [stored] = await t.db.select().from(settings).where(eq(settings.key, 'site'));
    await t.db
      .update(settings)
      .set({ value: { companyName: '테스트' } })
      .where(eq(settings.key, 'site'));
    try {
      const { setting } = await getJson('/api/v1/setting', SETTING_CACHE);
      expect(setting).toMatchObject({ companyName: '테스트', email: '', copyProtection: true });
      expect(setting.social).toEqual({ blog: '', youtube: '', facebook: '', instagram: '' });
    } finally {
      await t.db.update(settings).set({ value: stored!.value }).where(eq(settings.key, 'site'));
    }
  });
});

describe('GET /api/v1/banners/{code}', () => {
  it('gives the home slider: three shown slides by order', async () => {
    await t.db
      .insert(banners)
      .values({ code: 'home', title: '숨긴 배너', image: '/images/hero-1.svg', order: 0, shows: false });
    const { banners: list } = await getJson('/api/v1/banners/home');
    expect(list.map((b: { image: string }) => b.image)).toEqual([
      '/images/hero-1.svg',
      '/images/hero-2.svg',
      '/images/hero-3.svg',
    ]);
    expect(list.map((b: { title: string }) => b.title).join(' ')).toMatch(/480세대/);
    expect(list.map((b: { title: string }) => b.title).join(' ')).toMatch(/지하 5층 · 지상 24층/);
    expect(list.map((b: { title: string }) => b.title).join(' ')).toMatch(/더블 역세권/);
    expect(Object.keys(list[0]).sort()).toEqual(
      ['_id', 'code', 'image', 'lang', 'link', 'order', 'shows', 'subtitle', 'title'].sort(),
    );
  });

  it('gives an empty list for an unknown group', async () => {
    expect(await getJson('/api/v1/banners/nothing')).toEqual({ banners: [] });
  });
});

describe('GET /api/v1/terms', () => {
  it('lists the terms by order; the collection consent is required', async () => {
    const { terms } = await getJson('/api/v1/terms');
    expect(terms.map((term: { code: string }) => term.code)).toEqual([
      'privacy',
      'service',
      'collect',
      'third-party',
    ]);
    expect(terms.find((term: { code: string }) => term.code === 'collect')).toMatchObject({
      title: '개인정보 수집·이용 동의',
      required: true,
    });
    expect(Object.keys(terms[0]).sort()).toEqual([
      '_id',
      'code',
      'content',
      'lang',
      'order',
      'required',
      'title',
    ]);
    for (const term of terms) expect(term.content).toMatch(/^<(p|h3)>/);
  });

  it('gives one term by code, and a localized 404 for an unknown one', async () => {
    const { term } = await getJson('/api/v1/terms/privacy');
    expect(term).toMatchObject({ code: 'privacy', title: '개인정보처리방침', required: false });
    expect(term.content).toContain('개인정보 보호책임자');
    const missing = await t.app.inject({ url: '/api/v1/terms/nope', headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The requested item was not found.', code: 'notFound' });
  });
});
