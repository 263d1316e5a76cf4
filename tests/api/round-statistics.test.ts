import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, roundDraws } from '#server/db/schema/index.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';
import { firstSheet } from '../helpers/xlsx.ts';
import {
  applicationBody,
  type ConsoleTestApp,
  createConsoleTestApp,
  createRound,
  person,
  submit,
} from './application-helpers.ts';

/** Round statistics (docs/decisions/0030-group-notices-and-round-statistics.md). */

let t: ConsoleTestApp;
let round: number;
let scheduleId: string;

const get = (url: string, token = t.admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  t = await createConsoleTestApp();
  const r = await createRound(t.db, { openAt: '2026-01-01T00:00:00Z', deadAt: '2027-12-31T00:00:00Z' });
  round = r.round;
  scheduleId = r.id;
  // 23:59 and 00:30 in Seoul: two Seoul days, although both are 30 November in UTC
  const submits: [string, string, string, string][] = [
    ['2026-11-30T14:59:00Z', '52A', 'NORMAL_TYPE', 'FIRST'],
    ['2026-11-30T15:30:00Z', '52A', 'NORMAL_TYPE', 'FIRST'],
    ['2026-11-30T15:40:00Z', '52A', 'SPECIAL_TYPE', 'SECOND'],
    ['2026-12-01T03:00:00Z', '25A', 'NORMAL_TYPE', 'FIRST'],
    ['2026-12-02T03:00:00Z', '25B', 'SPECIAL_TYPE', 'THIRD'],
  ];
  for (const [at, unitType, supplyType, earningRank] of submits) {
    t.clock.now = new Date(at);
    const res = await submit(
      t.app,
      applicationBody(r.id, person(), { preferences: { unitType }, supplyType, earningRank }),
    );
    expect(res.statusCode).toBe(201);
  }
  // an interest registration is no application: not counted
  t.clock.now = new Date('2026-12-02T04:00:00Z');
  const reg = await submit(t.app, {
    kind: 'REGISTRATION',
    scheduleId: r.id,
    terms: ['collect', 'privacy'],
    ...person(),
    email: 'youth@example.com',
    preferences: { unitType: '25A' },
  });
  expect(reg.statusCode).toBe(201);
  await t.db
    .update(applications)
    .set({ status: 'ELIGIBLE' })
    .where(eq(applications.receiptNo, (await t.db.select().from(applications))[0]!.receiptNo));
}, 180_000);
afterAll(() => t.close());

describe('round statistics', () => {
  it('add up: every table sums to the total, days are Seoul days', async () => {
    const res = await get(`/api/console/statistics?round=${round}`);
    expect(res.statusCode).toBe(200);
    const s = res.json().statistics;
    expect(s.total).toBe(5);
    const sum = (rows: { count?: number; applications?: number }[]) =>
      rows.reduce((n, r) => n + (r.count ?? r.applications ?? 0), 0);
    expect(sum(s.cells)).toBe(5);
    expect(sum(s.competition)).toBe(5);
    expect(sum(s.days)).toBe(5);
    expect(sum(s.statuses)).toBe(5);
    expect(s.days).toEqual([
      { day: '2026-11-30', count: 1 },
      { day: '2026-12-01', count: 3 },
      { day: '2026-12-02', count: 1 },
    ]);
    expect(s.cells).toContainEqual({
      unitType: '52A',
      supplyType: 'NORMAL_TYPE',
      supplyCategory: 'YOUTH',
      rank: 'FIRST',
      count: 2,
    });
    expect(s.competition).toContainEqual({
      unitType: '52A',
      supplyType: 'NORMAL_TYPE',
      supplyCategory: 'YOUTH',
      applications: 2,
      units: null,
      rate: null,
    });
    expect(s.rounds).toContain(round);
  });

  it("divides by the draw's supply once the round's units are set", async () => {
    await t.db.insert(roundDraws).values({
      scheduleId,
      cells: [{ unitType: '52A', supplyType: 'NORMAL_TYPE', category: 'YOUTH', units: 4 }],
      reservePercent: 50,
      emptyCellRule: 'OTHER_CATEGORY',
      rankBy: 'earningRank',
    });
    const s = (await get(`/api/console/statistics?round=${round}`)).json().statistics;
    expect(s.competition).toContainEqual({
      unitType: '52A',
      supplyType: 'NORMAL_TYPE',
      supplyCategory: 'YOUTH',
      applications: 2,
      units: 4,
      rate: 0.5,
    });
    await t.db.delete(roundDraws).where(eq(roundDraws.scheduleId, scheduleId));
  });

  it('exports every table as .xlsx', async () => {
    for (const table of ['days', 'cells', 'competition', 'statuses']) {
      const res = await get(`/api/console/statistics/export?round=${round}&table=${table}`);
      expect(res.statusCode).toBe(200);
      const sheet = await firstSheet(res.rawPayload);
      expect(sheet.rowCount).toBeGreaterThan(1);
    }
    const days = await firstSheet(
      (await get(`/api/console/statistics/export?round=${round}&table=days`)).rawPayload,
    );
    expect(days.getRow(3).values).toEqual([undefined, '2026-12-01', 3]);
  });

  it('refuses anonymous callers, members, managers without the scope, and bad input', async () => {
    await createManager(t.app, {
      username: 'nostats',
      password: 'Nost!23456',
      scope: ['manager', 'messages'],
    });
    await createManager(t.app, { username: 'member2', password: 'Memb!23456', type: 'PERSON', scope: [] });
    const manager = (await login(t.app, 'nostats', 'Nost!23456')).accessToken;
    const member = (await login(t.app, 'member2', 'Memb!23456')).accessToken;
    for (const url of [
      '/api/console/statistics',
      `/api/console/statistics/export?round=${round}&table=days`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, member)).statusCode).toBe(403);
      expect((await get(url, manager)).statusCode).toBe(403);
    }
    expect((await get('/api/console/statistics?round=abc')).statusCode).toBe(400);
    expect((await get('/api/console/statistics?round=99999')).statusCode).toBe(404);
    expect((await get(`/api/console/statistics/export?round=${round}&table=people`)).statusCode).toBe(400);
  });
});
