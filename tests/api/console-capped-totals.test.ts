import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/index.ts';
import { accessLogs, outbox, questions } from '#server/db/schema/index.ts';
import { createTestApp, loginAdmin } from '../helpers/app.ts';
import { bearer } from '../helpers/auth.ts';

/** The cap lowered from 10,000 (docs/decisions/0048-capped-list-totals.md) so a few rows pass it. */
const CAP = 5;
const MANY = 20;

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let admin: string;

const logRow = (subjectType: string, i: number) => ({
  actorId: randomUUID(),
  actorUsername: `cap${i}`,
  subjectLabel: `capped log ${i}`,
  ip: '198.51.100.7',
  action: 'export' as const,
  subjectType,
});

beforeAll(async () => {
  ({ app, db, close } = await createTestApp({ listCountCap: CAP }));
  admin = await loginAdmin(app);
  await db.insert(accessLogs).values(Array.from({ length: MANY }, (_, i) => logRow('cap-many', i)));
  await db.insert(accessLogs).values(Array.from({ length: 3 }, (_, i) => logRow('cap-few', i)));
  await db.insert(outbox).values(
    Array.from({ length: MANY }, (_, i) => ({
      channel: 'email' as const,
      to: 'x@example.com',
      subject: `cap ${i}`,
      body: 'cap',
    })),
  );
  await db.insert(questions).values(
    Array.from({ length: MANY }, (_, i) => ({
      title: `capped ${i}`,
      content: 'capped',
      authorName: `asker${i}`,
      passwordHash: 'x',
    })),
  );
  // the statistics autovacuum keeps in production: reltuples and the planner's estimates
  await db.execute(sql`analyze access_logs`);
  await db.execute(sql`analyze outbox`);
  await db.execute(sql`analyze questions`);
});

afterAll(async () => {
  await close();
});

const list = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return res.json<{
    total: number;
    totalEstimated?: boolean;
    logs?: unknown[];
    messages?: unknown[];
    questions?: unknown[];
  }>();
};

describe('a console list past the cap', () => {
  it('answers an estimate of the whole table, said to be one, never below the rows seen', async () => {
    const exact = (await db.select().from(accessLogs)).length;
    expect(exact).toBeGreaterThan(CAP);
    const answer = await list('/api/console/common/logs?limit=3');
    expect(answer.totalEstimated).toBe(true);
    expect(answer.total).toBeGreaterThanOrEqual(CAP + 1);
    expect(answer.total).toBeLessThanOrEqual(exact * 2);
    expect(answer.logs).toHaveLength(3);
  });

  it('answers the planner’s estimate of a filter matching more rows than the cap', async () => {
    const answer = await list('/api/console/common/logs?subjectType=cap-many&limit=3');
    expect(answer.totalEstimated).toBe(true);
    expect(answer.total).toBeGreaterThanOrEqual(CAP + 1);
    expect(answer.total).toBeLessThanOrEqual(MANY * 10);
  });

  it('answers an exact total, not estimated, for a filter within the cap', async () => {
    const answer = await list('/api/console/common/logs?subjectType=cap-few');
    expect(answer).toMatchObject({ total: 3, totalEstimated: false });
    expect(answer.logs).toHaveLength(3);
  });

  it('reads a page past the cap by OFFSET from the start, whatever the estimate', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const answer = await list(
        `/api/console/common/logs?subjectType=cap-many&limit=6&page=${page}&sort=actorUsername&order=ASC`,
      );
      pages.push(...(answer.logs as { actorUsername: string }[]).map((l) => l.actorUsername));
    }
    expect(pages).toEqual(Array.from({ length: MANY }, (_, i) => `cap${i}`).sort());
  });

  it('reads a search past the cap in the list’s order, as one within it (by the sort’s index, or sorted after)', async () => {
    const many = await list('/api/console/common/logs?q=cap&sort=actorUsername&order=ASC&limit=30');
    expect(many.totalEstimated).toBe(true);
    const names = (many.logs as { actorUsername: string }[]).map((l) => l.actorUsername);
    expect(names).toEqual([...names].sort());
    expect(names.length).toBeGreaterThan(CAP);
    const few = await list(`/api/console/common/logs?q=${encodeURIComponent('log 2')}`);
    expect(few).toMatchObject({ total: 2, totalEstimated: false });
    const seqs = (few.logs as { seq: number }[]).map((l) => l.seq);
    expect(seqs[0]).toBeGreaterThan(seqs[1] ?? Infinity);
  });

  it('answers the messages’ total capped too', async () => {
    expect(await list('/api/console/messages?q=cap')).toMatchObject({ totalEstimated: true });
    const few = await list('/api/console/messages?q=nothing-like-this');
    expect(few).toMatchObject({ total: 0, totalEstimated: false });
  });

  it('answers the inquiries’ total capped too, a page of them read all the same', async () => {
    const many = await list('/api/console/center/questions?q=capped&limit=3');
    expect(many.totalEstimated).toBe(true);
    expect(many.total).toBeGreaterThanOrEqual(CAP + 1);
    expect(many.questions).toHaveLength(3);
    const one = await list(`/api/console/center/questions?q=${encodeURIComponent('capped 7')}`);
    expect(one).toMatchObject({ total: 1, totalEstimated: false });
  });
});
