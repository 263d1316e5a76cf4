import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/index.ts';
import { accessLogs, boards, comments, forms, outbox, posts, questions } from '#server/db/schema/index.ts';
import { signPersonalDataProof } from '#server/services/personalData.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';
import {
  applicationBody,
  type ConsoleTestApp,
  createConsoleTestApp,
  createOpenRound,
  person,
  registrationBody,
  submit,
} from './application-helpers.ts';
import { matchingStage, offer } from './matching-helpers.ts';

/**
 * docs/security.md § The access log: reads, order, review
 * (docs/decisions/0011-access-log-reads-and-review.md): every console read of people's data, even masked, is
 * one row of the access log — `list` with the query and the count for a page, `view` with the id and label
 * for a record — written before the answer leaves; content (notices, FAQs) writes none; the monthly review
 * counts and flags.
 */

let t: ConsoleTestApp;
let app: FastifyInstance;
let db: Db;
let admin: string;
let adminId: string;
const ADMIN_IP = '203.0.113.44';
const ids: Record<string, string> = {};
const labels: Record<string, string> = {};

beforeAll(async () => {
  t = await createConsoleTestApp();
  ({ app, db, admin, adminId } = t);

  const round = await createOpenRound(db);
  const applied = (await submit(app, applicationBody(round.id, person({ name: '홍길동' })))).json()
    .application;
  const registered = (await submit(app, registrationBody(round.id, person({ name: '박관심' })))).json()
    .application;
  ids.application = applied._id;
  labels.application = applied.receiptNo;
  ids.registration = registered._id;
  labels.registration = registered.receiptNo;

  const stage = await matchingStage(app, 'rl');
  ids.users = stage.seller.id;
  labels.users = stage.seller.username;
  ids.fair = stage.fair._id;
  const offered = await offer(app, stage.buyer, stage.fair._id, stage.seller.id, stage.slots.slice(0, 2));
  expect(offered.statusCode, offered.body).toBe(201);
  ids.matchings = offered.json().matching._id;
  ids.managers = adminId;
  labels.managers = 'admin';

  const [message] = await db
    .insert(outbox)
    .values({ channel: 'sms', to: '01012345678', body: '안내 문자입니다' })
    .returning();
  ids.messages = message!.id;
  const [question] = await db
    .insert(questions)
    .values({ title: '문의', content: '주차 가능한가요', authorName: '김문의', passwordHash: 'x' })
    .returning();
  ids.questions = question!.id;
  const [sent] = await db
    .insert(forms)
    .values({
      code: 'default-form',
      name: '이양식',
      email: 'form@example.com',
      message: '문의합니다',
      address: '198.51.100.20',
    })
    .returning();
  ids.forms = sent!.id;
  const [board] = await db.insert(boards).values({ code: 'read-log-board', name: '게시판' }).returning();
  const [post] = await db
    .insert(posts)
    .values({ boardId: board!.id, title: '글', content: '내용', authorName: '최작성', passwordHash: 'x' })
    .returning();
  ids.posts = post!.id;
  const [comment] = await db
    .insert(comments)
    .values({ postId: post!.id, authorName: '정댓글', content: '댓글', passwordHash: 'x' })
    .returning();
  ids.comments = comment!.id;
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(admin), ...headers }, remoteAddress: ADMIN_IP });

/** The access-log rows that `act` wrote, in the order they were written. */
async function rowsOf(act: () => Promise<unknown>) {
  const before = new Set((await db.select({ id: accessLogs.id }).from(accessLogs)).map((r) => r.id));
  await act();
  const all = await db.select().from(accessLogs).orderBy(accessLogs.seq);
  return all.filter((row) => !before.has(row.id));
}

interface Resource {
  name: string;
  list: string;
  plural: string;
  subjectType: string;
  /** The record route, where the resource has one; `key` is its id in `ids`. */
  record?: { url: (id: string) => string; key: string; singular: string };
}

const RESOURCES: Resource[] = [
  {
    name: 'applications',
    list: '/api/console/application?kind=APPLICATION',
    plural: 'applications',
    subjectType: 'application',
    record: { url: (id) => `/api/console/application/${id}`, key: 'application', singular: 'application' },
  },
  {
    name: 'registrations',
    list: '/api/console/application?kind=REGISTRATION',
    plural: 'applications',
    subjectType: 'registration',
    record: { url: (id) => `/api/console/application/${id}`, key: 'registration', singular: 'application' },
  },
  {
    name: 'members',
    list: '/api/console/users?type=COMPANY',
    plural: 'users',
    subjectType: 'users',
    record: { url: (id) => `/api/console/users/${id}`, key: 'users', singular: 'user' },
  },
  {
    name: 'managers',
    list: '/api/console/managers',
    plural: 'managers',
    subjectType: 'managers',
    record: { url: (id) => `/api/console/managers/${id}`, key: 'managers', singular: 'manager' },
  },
  {
    name: 'inquiries',
    list: '/api/console/center/questions',
    plural: 'questions',
    subjectType: 'center/questions',
    record: { url: (id) => `/api/console/center/questions/${id}`, key: 'questions', singular: 'question' },
  },
  {
    name: 'forms',
    list: '/api/console/forms',
    plural: 'forms',
    subjectType: 'forms',
    record: { url: (id) => `/api/console/forms/${id}`, key: 'forms', singular: 'form' },
  },
  {
    name: 'messages',
    list: '/api/console/messages',
    plural: 'messages',
    subjectType: 'messages',
    record: { url: (id) => `/api/console/messages/${id}`, key: 'messages', singular: 'message' },
  },
  {
    name: 'matchings',
    list: '/api/console/matchings',
    plural: 'matchings',
    subjectType: 'matchings',
    record: { url: (id) => `/api/console/matchings/${id}`, key: 'matchings', singular: 'matching' },
  },
  {
    name: "a fair's matchings",
    list: '/api/console/fairs/{fair}/matchings',
    plural: 'matchings',
    subjectType: 'matchings',
  },
  {
    name: 'board posts',
    list: '/api/console/boards/posts',
    plural: 'posts',
    subjectType: 'boards/posts',
    record: { url: (id) => `/api/console/boards/posts/${id}`, key: 'posts', singular: 'post' },
  },
  {
    name: 'board comments',
    list: '/api/console/boards/comments',
    plural: 'comments',
    subjectType: 'boards/comments',
    record: { url: (id) => `/api/console/boards/comments/${id}`, key: 'comments', singular: 'comment' },
  },
];

const withQuery = (url: string) =>
  `${url.replace('{fair}', ids.fair!)}${url.includes('?') ? '&' : '?'}page=1&limit=20`;

describe('a console read of personal data writes one access-log row', () => {
  for (const resource of RESOURCES) {
    it(`${resource.name}: a list GET is one list row with the query and the count`, async () => {
      let res!: Awaited<ReturnType<typeof get>>;
      const rows = await rowsOf(async () => (res = await get(withQuery(resource.list))));
      expect(res.statusCode, res.body).toBe(200);
      const count = res.json()[resource.plural].length;
      expect(count).toBeGreaterThan(0);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'list',
        actorId: adminId,
        actorUsername: 'admin',
        ip: ADMIN_IP,
        subjectType: resource.subjectType,
        subjectId: null,
        subjectCount: count,
      });
      expect(JSON.parse(rows[0]!.detail!)).toMatchObject({ page: 1, limit: 20 });
    });

    const { record } = resource;
    if (!record) continue;
    it(`${resource.name}: a record GET is one view row with its id and label`, async () => {
      let res!: Awaited<ReturnType<typeof get>>;
      const id = ids[record.key]!;
      const rows = await rowsOf(async () => (res = await get(record.url(id))));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()[record.singular]._id).toBe(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'view',
        actorId: adminId,
        actorUsername: 'admin',
        ip: ADMIN_IP,
        subjectType: resource.subjectType,
        subjectId: id,
        subjectCount: 1,
        ...(labels[record.key] ? { subjectLabel: labels[record.key] } : {}),
      });
    });
  }

  it('a revealed list is its list row and one reveal row per record, with the reason', async () => {
    const proof = await signPersonalDataProof(adminId, t.config.jwtSecret);
    const rows = await rowsOf(() =>
      get(`/api/console/application?kind=APPLICATION&reveal=1&reason=${encodeURIComponent('심사')}`, {
        'x-sub-password-token': proof.token,
      }),
    );
    expect(rows.map((r) => r.action)).toEqual(['list', 'reveal']);
    expect(rows[0]).toMatchObject({ subjectCount: 1, reason: null });
    expect(JSON.parse(rows[0]!.detail!)).not.toHaveProperty('reason');
    expect(rows[1]).toMatchObject({
      subjectId: ids.application,
      subjectLabel: labels.application,
      reason: '심사',
    });
  });

  it('an export of a masked list is one export row with its count', async () => {
    const { total } = (await get('/api/console/center/questions')).json();
    const rows = await rowsOf(() => get('/api/console/center/questions/export'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'export', subjectType: 'center/questions', subjectCount: total });
  });

  it('content without personal data writes none', async () => {
    for (const url of [
      '/api/console/center/notifications',
      '/api/console/center/faqs',
      '/api/console/center/downloads',
      '/api/console/popups',
      '/api/console/banners',
      '/api/console/terms',
      '/api/console/common/logs',
    ]) {
      let res!: Awaited<ReturnType<typeof get>>;
      const rows = await rowsOf(async () => (res = await get(url)));
      expect(res.statusCode, url).toBe(200);
      expect(rows, url).toEqual([]);
    }
  });

  it('answers nothing when its row cannot be written', async () => {
    await db.execute(sql`create function read_log_refuse() returns trigger language plpgsql as $$
      begin raise exception 'log unavailable'; end; $$`);
    await db.execute(sql`create trigger read_log_refuse before insert on access_logs
      for each row execute function read_log_refuse()`);
    try {
      const list = await get('/api/console/application?kind=APPLICATION');
      expect(list.statusCode).toBe(500);
      expect(list.body).not.toContain(labels.application);
      const one = await get(`/api/console/forms/${ids.forms}`);
      expect(one.statusCode).toBe(500);
      expect(one.body).not.toContain('form@');
    } finally {
      await db.execute(sql`drop trigger read_log_refuse on access_logs`);
      await db.execute(sql`drop function read_log_refuse()`);
    }
  });

  it('the read rows cannot be updated or deleted', async () => {
    await expect(db.update(accessLogs).set({ detail: 'rewritten' })).rejects.toThrow();
    await expect(db.delete(accessLogs)).rejects.toThrow();
  });
});

describe('GET /api/console/common/logs/review', () => {
  const at = (iso: string) => new Date(iso);
  const rows = (username: string, actorId: string, entries: [string, string, number | null][]) =>
    entries.map(([action, createdAt, subjectCount]) => ({
      actorId,
      actorUsername: username,
      ip: '198.51.100.9',
      action: action as 'list',
      subjectType: 'application',
      subjectId: subjectCount === 1 ? randomUUID() : null,
      subjectCount,
      createdAt: at(createdAt),
    }));

  beforeAll(async () => {
    const steady = randomUUID();
    const surge = randomUUID();
    const daily = randomUUID();
    const fresh = randomUUID();
    await db.insert(accessLogs).values([
      // steady: 100, 120, 80 subjects the 3 months before (median 100), 251 in March 2025: not 3×
      ...rows('rv-steady', steady, [
        ['list', '2024-12-10T01:00:00Z', 100],
        ['list', '2025-01-10T01:00:00Z', 120],
        ['list', '2025-02-10T01:00:00Z', 80],
        ['list', '2025-02-28T15:30:00Z', 100], // 2025-03-01 00:30 in Seoul
        ['list', '2025-03-12T01:00:00Z', 100],
        ['view', '2025-03-12T02:00:00Z', 1],
        ['reveal', '2025-03-12T02:00:00Z', 1],
        ['export', '2025-03-13T02:00:00Z', 49],
        ['download', '2025-03-14T02:00:00Z', 1],
        ['list', '2025-03-31T15:00:00Z', 900], // 2025-04-01 00:00 in Seoul: April's
        ['update', '2025-03-14T02:00:00Z', 1],
      ]),
      // surge: median 100, 301 in March: above 3×
      ...rows('rv-surge', surge, [
        ['list', '2024-12-10T01:00:00Z', 100],
        ['list', '2025-01-10T01:00:00Z', 100],
        ['list', '2025-02-10T01:00:00Z', 100],
        ['list', '2025-03-10T01:00:00Z', 301],
      ]),
      // daily: no history, 1,001 subjects on one Seoul day (two UTC dates)
      ...rows('rv-daily', daily, [
        ['list', '2025-03-19T16:00:00Z', 600], // 03-20 01:00 Seoul
        ['list', '2025-03-20T14:00:00Z', 401], // 03-20 23:00 Seoul
      ]),
      // fresh: no history, 1,000 on one day (not above), spread otherwise: no flag
      ...rows('rv-fresh', fresh, [
        ['list', '2025-03-05T01:00:00Z', 1_000],
        ['list', '2025-03-06T01:00:00Z', 900],
      ]),
    ]);
  });

  it('counts per manager for a Seoul month and flags unusual volume', async () => {
    const res = await get('/api/console/common/logs/review?month=2025-03');
    expect(res.statusCode, res.body).toBe(200);
    const { review } = res.json();
    expect(review).toMatchObject({ month: '2025-03', medianFactor: 3, dailyLimit: 1000 });
    const byName = Object.fromEntries(
      review.managers.map((m: { actorUsername: string }) => [m.actorUsername, m]),
    );
    expect(Object.keys(byName).sort()).toEqual(['rv-daily', 'rv-fresh', 'rv-steady', 'rv-surge']);
    expect(byName['rv-steady']).toMatchObject({
      lists: 2,
      views: 1,
      reveals: 1,
      exports: 1,
      downloads: 1,
      subjects: 251,
      baseline: 100,
      flags: [],
    });
    expect(byName['rv-surge']).toMatchObject({ subjects: 301, baseline: 100, flags: ['aboveOwnMedian'] });
    expect(byName['rv-daily']).toMatchObject({
      subjects: 1001,
      peakDay: '2025-03-20',
      peakDaySubjects: 1001,
      baseline: 0,
      flags: ['aboveDailyLimit'],
    });
    expect(byName['rv-fresh']).toMatchObject({ subjects: 1900, peakDaySubjects: 1000, flags: [] });
    // flagged managers first
    expect(
      review.managers
        .slice(0, 2)
        .map((m: { actorUsername: string }) => m.actorUsername)
        .sort(),
    ).toEqual(['rv-daily', 'rv-surge']);
  });

  it('refuses a month that is not YYYY-MM and a manager without the basic scope', async () => {
    expect((await get('/api/console/common/logs/review?month=2025-13')).statusCode).toBe(400);
    await createManager(app, { username: 'noreview1', password: 'Norev!2345', scope: ['application'] });
    const token = (await login(app, 'noreview1', 'Norev!2345')).accessToken;
    const res = await app.inject({
      method: 'GET',
      url: '/api/console/common/logs/review?month=2025-03',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
  });
});
