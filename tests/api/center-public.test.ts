import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloads, faqs, outbox } from '#server/db/schema/index.ts';
import { saveSetting, getSetting } from '#server/services/settings.ts';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function getJson(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { res, body: res.json() };
}

describe('GET /api/v1/center/faqs', () => {
  it('lists shown entries by order in the contract shape, cacheable', async () => {
    await t.db
      .insert(faqs)
      .values({ category: '서류', question: '숨긴 질문', answer: '<p>x</p>', shows: false });
    const { res, body } = await getJson('/api/v1/center/faqs?limit=100');
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(body.total).toBe(10);
    expect(body.faqs.map((f: { order: number }) => f.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Object.keys(body.faqs[0]).sort()).toEqual(
      ['_id', 'answer', 'category', 'createdAt', 'lang', 'order', 'question', 'updatedAt'].sort(),
    );
    expect(body.faqs.some((f: { question: string }) => f.question === '숨긴 질문')).toBe(false);
  });

  it('filters by category and searches question and answer', async () => {
    const byCategory = (await getJson(`/api/v1/center/faqs?category=${encodeURIComponent('서류')}`)).body;
    expect(byCategory.total).toBe(2);
    expect(byCategory.faqs.every((f: { category: string }) => f.category === '서류')).toBe(true);
    const inAnswer = (await getJson(`/api/v1/center/faqs?q=${encodeURIComponent('보험개발원')}`)).body;
    expect(inAnswer.faqs.map((f: { question: string }) => f.question)).toEqual([
      '자동차를 보유하고 있어도 신청할 수 있나요?',
    ]);
    const both = (await getJson(`/api/v1/center/faqs?category=${encodeURIComponent('서류')}&q=50MB`)).body;
    expect(both.total).toBe(1);
    const none = (await getJson('/api/v1/center/faqs?q=%25')).body;
    expect(none.total).toBe(0);
    const paged = (await getJson('/api/v1/center/faqs?limit=3&page=2')).body;
    expect(paged.faqs.map((f: { order: number }) => f.order)).toEqual([4, 5, 6]);
    expect(paged.total).toBe(10);
  });

  it('lists the categories in the order of their first entry', async () => {
    const { body } = await getJson('/api/v1/center/faqs/categories');
    expect(body).toEqual({ categories: ['청약자격', '신청방법', '서류', '계약·입주'] });
  });

  it('refuses bad queries', async () => {
    expect((await t.app.inject({ url: '/api/v1/center/faqs?page=-1' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/center/faqs?q=${'x'.repeat(101)}` })).statusCode).toBe(400);
  });
});

describe('GET /api/v1/center/downloads', () => {
  it('lists shown downloads newest first with files (name, size, type, url)', async () => {
    await t.db.insert(downloads).values({ title: '숨긴 서식', shows: false });
    const { res, body } = await getJson('/api/v1/center/downloads');
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(body.total).toBe(4);
    const times = body.downloads.map((d: { createdAt: string }) => Date.parse(d.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = body.downloads[0];
    expect(Object.keys(first).sort()).toEqual(
      ['_id', 'content', 'createdAt', 'files', 'lang', 'title', 'updatedAt', 'views'].sort(),
    );
    const file = body.downloads.flatMap((d: { files: unknown[] }) => d.files)[0];
    expect(file).toMatchObject({
      _id: expect.stringMatching(UUID),
      name: expect.any(String),
      size: expect.any(Number),
    });
    expect(file.url).toBe(`/api/v1/files/${file._id}`);
    expect(body.downloads.map((d: { title: string }) => d.title)).not.toContain('숨긴 서식');
    const search = (await getJson(`/api/v1/center/downloads?q=${encodeURIComponent('자가진단')}`)).body;
    expect(search.total).toBe(1);
  });

  it('reads one download, counts a view and links prev/next; the file downloads', async () => {
    const list = (await getJson('/api/v1/center/downloads')).body.downloads;
    const middle = list[1];
    const { res, body } = await getJson(`/api/v1/center/downloads/${middle._id}`);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeUndefined();
    expect(body.download.views).toBe(middle.views + 1);
    expect(body.next._id).toBe(list[0]._id);
    expect(body.prev._id).toBe(list[2]._id);
    const newest = (await getJson(`/api/v1/center/downloads/${list[0]._id}`)).body;
    expect(newest.next).toBeNull();
    const file = await t.app.inject({ url: body.download.files[0].url });
    expect(file.statusCode).toBe(200);
    expect(Number(file.headers['content-length'])).toBe(body.download.files[0].size);
  });

  it('answers 404 for unknown, malformed and hidden ids', async () => {
    const [hidden] = await t.db.select().from(downloads).where(eq(downloads.shows, false));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', hidden!.id]) {
      const res = await t.app.inject({ url: `/api/v1/center/downloads/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('notFound');
    }
  });
});

describe('ETag and Cache-Control of the public reads', () => {
  // '/api/v1/setting' is asked again on every load (public, no-cache): tests/api/setting-facts.test.ts
  const urls = [
    '/api/v1/terms',
    '/api/v1/terms/privacy',
    '/api/v1/banners/home',
    '/api/v1/popups',
    '/api/v1/getSuveryURL',
    '/api/v1/center/notifications',
    '/api/v1/center/faqs',
    '/api/v1/center/faqs/categories',
    '/api/v1/center/downloads',
    '/api/v1/boards',
    '/api/v1/boards/default-board',
  ];

  it('answers public, max-age=30 with a weak ETag, and 304 to If-None-Match', async () => {
    for (const url of urls) {
      const first = await t.app.inject({ url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('public, max-age=30');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      const again = await t.app.inject({ url });
      expect(again.headers.etag, url).toBe(etag);
      const cached = await t.app.inject({ url, headers: { 'if-none-match': `"other", ${etag}` } });
      expect(cached.statusCode, url).toBe(304);
      expect(cached.body, url).toBe('');
      const changed = await t.app.inject({ url, headers: { 'if-none-match': 'W/"stale"' } });
      expect(changed.statusCode, url).toBe(200);
    }
  });

  it('changes the ETag when the content changes', async () => {
    const before = await t.app.inject({ url: '/api/v1/getSuveryURL' });
    const setting = await getSetting(t.db);
    await saveSetting(t.db, { ...setting, surveyUrl: 'https://survey.example/2' });
    const after = await t.app.inject({
      url: '/api/v1/getSuveryURL',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ url: 'https://survey.example/2' });
    await saveSetting(t.db, setting);
  });

  it('never tags errors or personal answers', async () => {
    const missing = await t.app.inject({ url: '/api/v1/terms/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const me = await t.app.inject({ url: '/api/console/me' });
    expect(me.headers.etag).toBeUndefined();
  });
});

describe('GET /api/v1/getSuveryURL', () => {
  it('answers the survey URL of the setting', async () => {
    const { body } = await getJson('/api/v1/getSuveryURL');
    expect(body).toEqual({ url: 'https://forms.gle/youthhome-survey-2024' });
  });
});

describe('POST /api/v1/message', () => {
  let ip = 0;
  const send = (payload: Record<string, unknown>, address = `10.2.0.${++ip}`, lang = 'ko') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/message',
      remoteAddress: address,
      headers: { 'accept-language': lang },
      payload,
    });
  const valid = {
    name: '홍길동',
    email: 'hong@example.com',
    phone: '01012345678',
    subject: '견본주택 방문',
    message: '견본주택 방문 예약을 하고 싶습니다.\n토요일 오전 가능할까요?',
  };

  it('queues one e-mail to the operator address with the visitor as reply address', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(202);
    const { _id } = res.json();
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, _id));
    expect(row).toMatchObject({
      channel: 'email',
      to: 'help@youthhome-reits.co.kr',
      subject: '[홈페이지 문의] 견본주택 방문',
      status: 'pending',
    });
    expect(row!.body).toContain('hong@example.com');
    expect(row!.body).toContain('010');
    expect(row!.body).toContain('토요일 오전 가능할까요?');
  });

  it('refuses bad input in the request language and queues nothing', async () => {
    const before = (await t.db.select().from(outbox)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', '보내는 분의 이름을 입력해주세요'],
      [{ email: 'nope' }, 'email', '답변 받을 이메일 주소를 입력해주세요'],
      [{ phone: '010-1234-56' }, 'phone', '연락처는 숫자 10~11자리로 입력해주세요'],
      [{ message: '' }, 'message', '문의 내용을 입력해주세요'],
      [{ message: 'x'.repeat(3001) }, 'message', '문의 내용은 3,000자 이내로 입력해주세요'],
      [{ subject: 'x'.repeat(101) }, 'subject', '문의 제목은 100자 이하로 입력해주세요'],
      [{ website: 'x' }, 'website', '자동 입력으로 의심되어 접수할 수 없습니다'],
    ];
    for (const [change, field, text] of cases) {
      const res = await send({ ...valid, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toBe(text);
    }
    const en = await send({ ...valid, email: 'x' }, undefined, 'en');
    expect(en.json().message).toBe('Please enter the e-mail address for our reply.');
    expect((await t.db.select().from(outbox)).length).toBe(before);
  });

  it('accepts a message without phone and subject', async () => {
    const res = await send({ name: 'Alex', email: 'alex@example.com', message: 'Hello' });
    expect(res.statusCode).toBe(202);
  });

  it('limits messages per address: the 6th within an hour is a 429', async () => {
    const address = '10.2.9.9';
    for (let i = 0; i < 5; i++) expect((await send(valid, address)).statusCode).toBe(202);
    const res = await send(valid, address);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
