import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/index.ts';
import { accessLogs, outbox } from '#server/db/schema/index.ts';
import { keysetPage, orderOf } from '#server/http/keyset.ts';
import { seqTerms } from '#server/http/list.ts';
import { eachAccessLog } from '#server/services/accessLogs.ts';
import { recordAccess } from '#server/services/audit.ts';
import { listOutbox } from '#server/services/outbox.ts';
import { createTestApp, loginAdmin } from '../helpers/app.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';
import { firstSheet } from '../helpers/xlsx.ts';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let admin: string;

const actor = (username: string) => ({ _id: randomUUID(), username });
const subjectId = randomUUID();
/** One row as recorded, and as the list must answer it. */
const KIM_REVEALS = {
  ip: '198.51.100.1',
  action: 'reveal',
  subjectType: 'application',
  subjectId,
  subjectLabel: 'A1-251203-AAAA',
  reason: '서류 검토',
} as const;

beforeAll(async () => {
  ({ app, db, close } = await createTestApp());
  admin = await loginAdmin(app);
  await recordAccess(db, { actor: actor('kim'), ...KIM_REVEALS });
  // inside a transaction, as a change and its log row are written together
  await db.transaction(async (tx) => {
    await recordAccess(tx, {
      actor: actor('lee'),
      ip: '198.51.100.2',
      action: 'update',
      subjectType: 'registration',
      subjectId: randomUUID(),
      detail: 'status RECEIVED → REVIEWING',
    });
  });
  const old = await db
    .insert(accessLogs)
    .values({
      actorId: randomUUID(),
      actorUsername: 'park',
      ip: '198.51.100.3',
      action: 'export',
      subjectType: 'application',
      createdAt: new Date('2025-01-15T03:00:00Z'),
    })
    .returning();
  expect(old).toHaveLength(1);
});
afterAll(() => close());

const get = (url: string, token = admin) =>
  app.inject({ method: 'GET', url, headers: bearer(token), remoteAddress: '203.0.113.9' });

describe('GET /api/console/common/logs', () => {
  it('lists newest first with who, when, where, what, whom and why', async () => {
    const res = await get('/api/console/common/logs');
    expect(res.statusCode).toBe(200);
    const { logs, total } = res.json();
    expect(total).toBe(3);
    expect(logs.map((l: { actorUsername: string }) => l.actorUsername)).toEqual(['lee', 'kim', 'park']);
    expect(logs[1]).toMatchObject(KIM_REVEALS);
    const one = await get(`/api/console/common/logs/${logs[1]._id}`);
    expect(one.json().log).toEqual(logs[1]);
  });

  it('filters by manager, action, subject and date range', async () => {
    const names = async (query: string) =>
      (await get(`/api/console/common/logs?${query}`))
        .json()
        .logs.map((l: { actorUsername: string }) => l.actorUsername);
    expect(await names('actor=KI')).toEqual(['kim']);
    expect(await names('action=update')).toEqual(['lee']);
    expect(await names('subjectType=application')).toEqual(['kim', 'park']);
    expect(await names(`subjectId=${subjectId}`)).toEqual(['kim']);
    expect(await names('from=2025-01-15&to=2025-01-15')).toEqual(['park']);
    expect(await names(`q=${encodeURIComponent('검토')}`)).toEqual(['kim']);
    expect((await get('/api/console/common/logs?action=steal')).statusCode).toBe(400);
  });

  it('needs a manager with the basic scope', async () => {
    await createManager(app, { username: 'nolog1', password: 'Nolog!2345', scope: ['application'] });
    const token = (await login(app, 'nolog1', 'Nolog!2345')).accessToken;
    const res = await get('/api/console/common/logs', token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('접근권한이 없습니다');
  });

  it('exports as .xlsx with Korean headers and logs the export itself', async () => {
    const res = await get('/api/console/common/logs/export?subjectType=application');
    expect(res.statusCode).toBe(200);
    const sheet = await firstSheet(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '번호',
      '일시',
      '관리자',
      '접속 IP',
      '수행업무',
      '대상 구분',
      '대상 ID',
      '대상',
      '사유',
      '상세',
      '대상 수',
      '일련번호',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(3).value).toBe('kim');
    expect(sheet.getRow(2).getCell(5).value).toBe('열람');
    const [logged] = await db.select().from(accessLogs).where(eq(accessLogs.subjectType, 'logs'));
    expect(logged).toMatchObject({ action: 'export', actorUsername: 'admin', ip: '203.0.113.9' });
    expect(JSON.parse(logged!.detail!)).toMatchObject({ rows: 2, filter: { subjectType: 'application' } });
  });
});

describe('the access log cannot be changed', () => {
  it('has no route that writes, updates or deletes', async () => {
    const [row] = await db.select().from(accessLogs).limit(1);
    for (const [method, url] of [
      ['POST', '/api/console/common/logs'],
      ['PUT', `/api/console/common/logs/${row!.id}`],
      ['PATCH', `/api/console/common/logs/${row!.id}`],
      ['DELETE', `/api/console/common/logs/${row!.id}`],
    ] as const) {
      const res = await app.inject({ method, url, headers: bearer(admin), payload: {} });
      expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
    }
  });

  it('is refused UPDATE, DELETE and TRUNCATE by the database itself', async () => {
    const before = await db.select().from(accessLogs);
    await expect(db.update(accessLogs).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(db.delete(accessLogs)).rejects.toThrow();
    await expect(db.execute(sql`truncate access_logs`)).rejects.toThrow();
    expect(await db.select().from(accessLogs)).toEqual(before);
  });
});

// docs/security.md § The access log: reads, order, review: rows of one instant must list in the order they
// were written (docs/decisions/0011-access-log-reads-and-review.md), whatever their random ids. Six rows give
// 720 orders, so a random tie-break passes by chance once in 720 runs.
describe('rows written in the same instant', () => {
  const NAMES = ['s1', 's2', 's3', 's4', 's5', 's6'];
  const sameInstant = new Date('2024-06-01T00:00:00Z');

  beforeAll(async () => {
    // forced equal timestamps …
    for (const name of NAMES) {
      await db.insert(accessLogs).values({
        actorId: randomUUID(),
        actorUsername: name,
        ip: '198.51.100.7',
        action: 'update',
        subjectType: 'order-test',
        createdAt: sameInstant,
      });
    }
    // … and one transaction, whose now() is one instant for every row
    await db.transaction(async (tx) => {
      for (const name of NAMES.map((n) => n.replace('s', 't'))) {
        await recordAccess(tx, {
          actor: actor(name),
          ip: '198.51.100.8',
          action: 'update',
          subjectType: 'order-test',
        });
      }
    });
  });

  const newestFirst = ['t6', 't5', 't4', 't3', 't2', 't1', 's6', 's5', 's4', 's3', 's2', 's1'];

  it('lists them newest first in the order they were written', async () => {
    const res = await get('/api/console/common/logs?subjectType=order-test&limit=20');
    const logs: { actorUsername: string; seq: number }[] = res.json().logs;
    expect(logs.map((l) => l.actorUsername)).toEqual(newestFirst);
    expect(logs.map((l) => l.seq)).toEqual([...logs.map((l) => l.seq)].sort((a, b) => b - a));
    const oldestFirst = await get('/api/console/common/logs?subjectType=order-test&limit=20&order=ASC');
    expect(oldestFirst.json().logs.map((l: { actorUsername: string }) => l.actorUsername)).toEqual(
      [...newestFirst].reverse(),
    );
  });

  it('exports them in the same order', async () => {
    const res = await get('/api/console/common/logs/export?subjectType=order-test');
    const sheet = await firstSheet(res.rawPayload);
    const names = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(3).value);
    expect(names).toEqual(newestFirst);
  });

  // keyset pages (docs/decisions/0038-keyset-paging-and-streamed-exports.md): rows of one instant are where
  // a cursor on the timestamp alone would skip or repeat rows
  const names = (res: { json: () => { logs: { actorUsername: string; _id: string }[] } }) =>
    res.json().logs.map((l) => l.actorUsername);
  const page = (query: string) => get(`/api/console/common/logs?subjectType=order-test&limit=5${query}`);

  it('pages on from the last row shown (after) and back from the first (before), as OFFSET would', async () => {
    for (const order of ['DESC', 'ASC']) {
      const all = order === 'DESC' ? newestFirst : [...newestFirst].reverse();
      const first = await page(`&order=${order}&page=1`);
      const second = await page(`&order=${order}&page=2&after=${first.json().logs.at(-1)._id}`);
      expect(names(second)).toEqual(all.slice(5, 10));
      expect(second.json().total).toBe(12);
      const third = await page(`&order=${order}&page=3&after=${second.json().logs.at(-1)._id}`);
      expect(names(third)).toEqual(all.slice(10));
      const back = await page(`&order=${order}&page=2&before=${third.json().logs[0]._id}`);
      expect(names(back)).toEqual(all.slice(5, 10));
      expect(names(await page(`&order=${order}&page=2`))).toEqual(all.slice(5, 10));
    }
  });

  it('pages on by cursor in another sort too (ties newest first)', async () => {
    const byOffset = [1, 2, 3].map((p) => page(`&sort=actorUsername&order=ASC&page=${p}`));
    const offsetNames = (await Promise.all(byOffset)).flatMap(names);
    expect(offsetNames).toEqual([...newestFirst].sort());
    let shown = await page('&sort=actorUsername&order=ASC&page=1');
    const cursorNames = names(shown);
    for (const p of [2, 3]) {
      shown = await page(`&sort=actorUsername&order=ASC&page=${p}&after=${shown.json().logs.at(-1)._id}`);
      cursorNames.push(...names(shown));
    }
    expect(cursorNames).toEqual(offsetNames);
  });

  it('exports page after page from the last row read, in the list order', async () => {
    const read = async (order: 'ASC' | 'DESC', sort?: 'actorUsername') => {
      const out: string[] = [];
      for await (const log of eachAccessLog(db, { subjectType: 'order-test' }, { order, sort }, 5))
        out.push(log.actorUsername);
      return out;
    };
    expect(await read('DESC')).toEqual(newestFirst);
    expect(await read('ASC')).toEqual([...newestFirst].reverse());
    expect(await read('DESC', 'actorUsername')).toEqual([...newestFirst].sort().reverse());
  });

  it('lists the outbox of one transaction newest first in the order it was written', async () => {
    await db.transaction(async (tx) => {
      for (const subject of NAMES) {
        await tx
          .insert(outbox)
          .values({ channel: 'email', to: 'order-test@example.com', subject, body: 'order' });
      }
    });
    const { messages } = await listOutbox(db, { q: 'order-test@', limit: 20, offset: 0 });
    expect(messages.map((m) => m.subject)).toEqual([...NAMES].reverse());
  });
});

describe('a page reached by a jump', () => {
  it('is read from the nearer end: the same rows as OFFSET from the start, in order', async () => {
    const filter = sql`${accessLogs.subjectType} = 'order-test'`;
    const terms = seqTerms(accessLogs.createdAt, 'DESC', accessLogs.seq, accessLogs.createdAt);
    const read = (limit: number, offset: number, nearEndFrom: number) =>
      keysetPage({
        page: { limit, offset },
        nearEndFrom,
        count: async () => ({
          total: (await db.select().from(accessLogs).where(filter)).length,
          estimated: false,
        }),
        select: (_beyond, reverse, l, o) =>
          db
            .select()
            .from(accessLogs)
            .where(filter)
            .orderBy(...orderOf(terms, reverse))
            .limit(l)
            .offset(o),
      });
    for (const [limit, offset] of [
      [5, 0],
      [5, 5],
      [5, 10],
      [4, 8],
      [3, 9],
      [5, 15],
    ] as const) {
      const fromStart = await read(limit, offset, Infinity);
      const fromEnd = await read(limit, offset, 0);
      expect(fromEnd.total).toBe(12);
      expect(fromEnd.rows.map((r) => r.actorUsername)).toEqual(fromStart.rows.map((r) => r.actorUsername));
    }
    expect((await read(5, 10, 0)).rows).toHaveLength(2);
    expect((await read(5, 15, 0)).rows).toHaveLength(0);
  });

  it('past an estimated total’s middle, is counted from the far end by the estimate: the last page holds the last rows', async () => {
    const filter = sql`${accessLogs.subjectType} = 'order-test'`;
    const terms = seqTerms(accessLogs.createdAt, 'DESC', accessLogs.seq, accessLogs.createdAt);
    const all = (
      await db
        .select()
        .from(accessLogs)
        .where(filter)
        .orderBy(...orderOf(terms))
    ).map((r) => r.actorUsername);
    expect(all).toHaveLength(12);
    const read = async (estimate: number, limit: number, offset: number) =>
      (
        await keysetPage({
          page: { limit, offset },
          nearEndFrom: 0,
          count: async () => ({ total: estimate, estimated: true }),
          select: (_beyond, reverse, l, o) =>
            db
              .select()
              .from(accessLogs)
              .where(filter)
              .orderBy(...orderOf(terms, reverse))
              .limit(l)
              .offset(o),
        })
      ).rows.map((r) => r.actorUsername);
    // the last page by an estimate too high (16) or too low (10) is the last rows all the same
    expect(await read(16, 4, 12)).toEqual(all.slice(-4));
    expect(await read(10, 5, 5)).toEqual(all.slice(-5));
    // the page before it is counted from the same end; before the middle, from the start: by an estimate 4
    // rows too high, the two halves share 4 rows at the middle
    expect(await read(16, 4, 8)).toEqual(all.slice(-8, -4));
    expect(await read(16, 4, 4)).toEqual(all.slice(4, 8));
  });
});
