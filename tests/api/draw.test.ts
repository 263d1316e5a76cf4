import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAW_CELLS } from '#domain/draw.ts';
import { accessLogs, applications, drawPlacements, outbox, schedules } from '#server/db/schema/index.ts';
import { TEST_SCHEDULER } from '../helpers/app.ts';
import { bearer, login } from '../helpers/auth.ts';
import {
  applicationBody,
  createConsoleTestApp,
  createOpenRound,
  person,
  submit,
  withToken,
  type ConsoleTestApp,
} from './application-helpers.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');

let t: ConsoleTestApp;
let scheduler: string;
let scheduleId: string;
let base: string;
let dir: string;
const proven = person({ name: '이당첨', birth: '19980101' });
let provenId: string;

const A = { unitType: '25A', supplyType: 'SPECIAL_TYPE', category: 'YOUTH' } as const;
const B = { unitType: '25A', supplyType: 'SPECIAL_TYPE', category: 'MARRIED' } as const;
const settings = (announceAt: string | null) => ({
  cells: DRAW_CELLS.map((c) => ({
    ...c,
    units: c.unitType === '25A' && c.supplyType === 'SPECIAL_TYPE' ? (c.category === 'YOUTH' ? 5 : 3) : 0,
  })),
  reservePercent: 100,
  emptyCellRule: 'OTHER_CATEGORY',
  rankBy: 'earningRank',
  announceAt,
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** An eligible application straight into the table: the review that makes it ELIGIBLE is not under test. */
async function eligible(n: number, cell: typeof A | typeof B, earningRank: string) {
  const rows = Array.from({ length: n }, (_, i) => ({
    scheduleId,
    kind: 'APPLICATION' as const,
    receiptNo: `T-${earningRank}-${cell.category}-${i}-${randomUUID().slice(0, 8)}`,
    identityKey: randomUUID(),
    name: `신청자${i}`,
    phone: `0109${String(i).padStart(7, '0')}`,
    birth: '19990101',
    email: null,
    supplyType: cell.supplyType,
    supplyCategory: cell.category,
    earningRank,
    preferences: { unitType: cell.unitType },
    status: 'ELIGIBLE' as const,
  }));
  await t.db.insert(applications).values(rows);
}

beforeAll(async () => {
  t = await createConsoleTestApp();
  scheduler = (await login(t.app, TEST_SCHEDULER.username, TEST_SCHEDULER.password)).accessToken;
  dir = await mkdtemp(join(tmpdir(), 'draw-'));
  scheduleId = (await createOpenRound(t.db)).id;
  base = `/api/console/application/schedules/${scheduleId}/draw`;
  const submitted = await submit(t.app, applicationBody(scheduleId, proven));
  expect(submitted.statusCode).toBe(201);
  provenId = submitted.json().application._id;
  await t.db
    .update(applications)
    .set({
      status: 'ELIGIBLE',
      preferences: { unitType: '25A' },
      supplyType: A.supplyType,
      supplyCategory: A.category,
      earningRank: 'SECOND',
    })
    .where(eq(applications.id, provenId));
  await eligible(3, A, 'FIRST');
  await eligible(20, A, 'SECOND');
  await eligible(1, B, 'THIRD');
  // the window closes: a draw needs the deadline behind it
  await t.db
    .update(schedules)
    .set({ deadAt: new Date(Date.now() - 60_000) })
    .where(eq(schedules.id, scheduleId));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

describe('the verifiable draw', () => {
  it('is the schedules manager’s alone', async () => {
    expect((await call('GET', base)).statusCode).toBe(401);
    expect((await call('POST', `${base}/seed`, t.admin)).statusCode).toBe(403);
    expect((await call('POST', `${base}/run`, t.admin)).statusCode).toBe(403);
    const state = await call('GET', base, scheduler);
    expect(state.statusCode).toBe(200);
    // a round without settings shows the plausible split of the 480 units
    expect(state.json().draw.cells.reduce((s: number, c: { units: number }) => s + c.units, 0)).toBe(480);
  });

  it('refuses bad supply with a message in the manager’s language and changes nothing', async () => {
    const tooMany = settings(null);
    tooMany.cells[0]!.units = 481;
    const res = await t.app.inject({
      method: 'PUT',
      url: base,
      headers: { ...bearer(scheduler), 'accept-language': 'en' },
      payload: tooMany,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/480/);
    const early = await call(
      'PUT',
      base,
      scheduler,
      settings(new Date(Date.now() - 3_600_000).toISOString()),
    );
    expect(early.json().errors.announceAt).toBeDefined();
  });

  it('commits the seed once, before the draw, and then fixes the supply', async () => {
    const announceAt = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call('PUT', base, scheduler, settings(announceAt))).statusCode).toBe(200);
    expect((await call('POST', `${base}/run`, scheduler)).json().code).toBe('drawSeedMissing');
    const committed = await call('POST', `${base}/seed`, scheduler);
    expect(committed.statusCode).toBe(200);
    const { seedHash } = committed.json().draw;
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await call('POST', `${base}/seed`, scheduler)).json().code).toBe('drawSeedAlreadyCommitted');
    const published = (await call('GET', `/api/v1/application/schedules/${scheduleId}/draw`)).json().draw;
    expect(published).toMatchObject({ seedHash, seed: null, list: null });
    const changed = settings(announceAt);
    changed.reservePercent = 10;
    expect((await call('PUT', base, scheduler, changed)).json().code).toBe('drawSettingsLocked');
  });

  it('runs once however many press the button at once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', `${base}/run`, scheduler)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual([
      'drawAlreadyRun',
      'drawAlreadyRun',
    ]);
    expect((await call('POST', `${base}/run`, scheduler)).json().code).toBe('drawAlreadyRun');
    const logged = await t.db
      .select()
      .from(accessLogs)
      .where(
        and(eq(accessLogs.subjectId, scheduleId), eq(accessLogs.actorUsername, TEST_SCHEDULER.username)),
      );
    const seedHash = (await call('GET', base, scheduler)).json().draw.seedHash;
    expect(
      logged.filter((l) => l.detail?.startsWith('draw run') && l.detail.includes(seedHash)),
    ).toHaveLength(1);
  });

  it('respects quotas and ranks, and moves an empty cell’s units to the other category', async () => {
    const placed = await t.db
      .select({ p: drawPlacements, rank: applications.earningRank, status: applications.status })
      .from(drawPlacements)
      .innerJoin(applications, eq(applications.id, drawPlacements.applicationId))
      .where(eq(drawPlacements.scheduleId, scheduleId));
    expect(placed).toHaveLength(25);
    const inA = placed.filter((r) => r.p.category === 'YOUTH');
    const won = inA.filter((r) => r.p.outcome === 'WON');
    // 5 units + the 2 the married cell (1 eligible for 3 units) could not fill
    expect(won).toHaveLength(7);
    expect(won.filter((r) => r.rank === 'FIRST')).toHaveLength(3);
    const reserves = inA.filter((r) => r.p.outcome === 'RESERVE').map((r) => r.p.reserveNo);
    expect(reserves.sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5]);
    expect(inA.filter((r) => r.p.outcome === 'LOST')).toHaveLength(24 - 7 - 5);
    expect(placed.filter((r) => r.p.category === 'MARRIED').map((r) => r.status)).toEqual(['WON']);
    for (const r of placed) expect(r.status).toBe(r.p.outcome);
  });

  it('publishes the seed and list, and the repository’s script reproduces the result exactly', async () => {
    const answer = (await call('GET', `/api/v1/application/schedules/${scheduleId}/draw`)).json();
    const { seed, seedHash, list } = answer.draw;
    expect(createHash('sha256').update(seed).digest('hex')).toBe(seedHash);
    expect(JSON.stringify(list)).not.toContain(proven.name);
    expect(JSON.stringify(list)).not.toContain(proven.phone);
    const file = join(dir, 'draw.json');
    await writeFile(file, JSON.stringify(answer));
    const node = join(ROOT, 'node_modules', '.bin', 'node');
    const { stdout } = await run(node, ['server/tools/verify-draw.ts', '--draw', file, '--json'], {
      cwd: ROOT,
    });
    const verified = JSON.parse(stdout) as {
      placements: { receiptNo: string; outcome: string; reserveNo: number | null }[];
    };
    const stored = await t.db
      .select({
        receiptNo: applications.receiptNo,
        outcome: drawPlacements.outcome,
        reserveNo: drawPlacements.reserveNo,
      })
      .from(drawPlacements)
      .innerJoin(applications, eq(applications.id, drawPlacements.applicationId))
      .where(eq(drawPlacements.scheduleId, scheduleId));
    const key = (p: { receiptNo: string; outcome: string; reserveNo: number | null }) =>
      `${p.receiptNo} ${p.outcome} ${p.reserveNo ?? ''}`;
    expect(verified.placements.map(key).sort()).toEqual(stored.map(key).sort());
    // another seed gives another result: the comparison above can fail
    const other = join(dir, 'list.json');
    await writeFile(other, JSON.stringify(list));
    const { stdout: forged } = await run(
      node,
      ['server/tools/verify-draw.ts', '--seed', 'x', '--list', other, '--json'],
      {
        cwd: ROOT,
      },
    );
    expect(JSON.parse(forged).placements.map(key).sort()).not.toEqual(stored.map(key).sort());
  });

  it('shows a result only from the announcement time, and only to the proven applicant', async () => {
    const lookup = await t.app.inject({ method: 'POST', url: '/api/v1/application/lookup', payload: proven });
    expect(lookup.statusCode).toBe(200);
    const token = lookup.json().applicantToken as string;
    const url = `/api/v1/application/${provenId}/result`;
    const early = await t.app.inject({ method: 'GET', url, headers: withToken(token, 'en') });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      code: 'resultNotAnnounced',
      message: expect.stringMatching(/not announced/),
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect((await call('POST', `${base}/notify`, scheduler)).json().code).toBe('resultNotAnnounced');

    // the announcement time moves to a minute ago (allowed after the commitment: it is not a draw input)
    expect(
      (await call('PUT', base, scheduler, settings(new Date(Date.now() - 30_000).toISOString()))).statusCode,
    ).toBe(200);
    const seen = await t.app.inject({ method: 'GET', url, headers: withToken(token) });
    expect(seen.statusCode).toBe(200);
    const [row] = await t.db.select().from(drawPlacements).where(eq(drawPlacements.applicationId, provenId));
    expect(seen.json().result).toMatchObject({
      outcome: row!.outcome,
      unitType: '25A',
      reserveNo: row!.reserveNo,
    });

    const stranger = person();
    const theirs = await submit(t.app, applicationBody((await createOpenRound(t.db)).id, stranger));
    const strangerToken = theirs.json().applicantToken as string;
    expect((await t.app.inject({ method: 'GET', url, headers: withToken(strangerToken) })).statusCode).toBe(
      404,
    );
  });

  it('tells winners and reserves once, through the outbox', async () => {
    const before = (await t.db.select().from(outbox)).length;
    expect((await call('POST', `${base}/notify`, scheduler)).statusCode).toBe(200);
    const queued = (await t.db.select().from(outbox)).length - before;
    // 8 winners and 5 reserves: an SMS each, and an e-mail if the one with an address is among them
    const [mine] = await t.db.select().from(applications).where(eq(applications.id, provenId));
    expect(queued).toBe(13 + (mine!.status === 'LOST' ? 0 : 1));
    expect((await call('POST', `${base}/notify`, scheduler)).json().code).toBe('resultsAlreadyNotified');
  });

  it('promotes the cell’s next reserve when a winner gives up, and tells them', async () => {
    const [winner] = await t.db
      .select({ id: drawPlacements.applicationId })
      .from(drawPlacements)
      .innerJoin(applications, eq(applications.id, drawPlacements.applicationId))
      .where(
        and(
          eq(drawPlacements.scheduleId, scheduleId),
          eq(applications.status, 'WON'),
          eq(drawPlacements.category, 'YOUTH'),
        ),
      );
    const [first] = await t.db
      .select({ id: drawPlacements.applicationId, phone: applications.phone })
      .from(drawPlacements)
      .innerJoin(applications, eq(applications.id, drawPlacements.applicationId))
      .where(and(eq(drawPlacements.scheduleId, scheduleId), eq(drawPlacements.reserveNo, 1)));
    const gaveUp = await call('PUT', `/api/console/application/${winner!.id}`, t.admin, {
      status: 'GAVE_UP',
      note: '계약 포기',
    });
    expect(gaveUp.statusCode).toBe(200);
    const [promoted] = await t.db.select().from(applications).where(eq(applications.id, first!.id));
    expect(promoted!.status).toBe('WON');
    const told = await t.db.select().from(outbox).where(eq(outbox.to, first!.phone));
    expect(told.some((m) => m.body.includes('승격'))).toBe(true);
    const [second] = await t.db
      .select({ status: applications.status })
      .from(drawPlacements)
      .innerJoin(applications, eq(applications.id, drawPlacements.applicationId))
      .where(and(eq(drawPlacements.scheduleId, scheduleId), eq(drawPlacements.reserveNo, 2)));
    expect(second!.status).toBe('RESERVE');
  });

  it('promotes the next reserve when a winner gives up in a bulk change too', async () => {
    // a winner of a cell that still has a waiting reserve, and that reserve (the lowest number)
    const waiting = await t.db
      .select({
        id: applications.id,
        unitType: drawPlacements.unitType,
        supplyType: drawPlacements.supplyType,
        category: drawPlacements.category,
      })
      .from(drawPlacements)
      .innerJoin(applications, eq(applications.id, drawPlacements.applicationId))
      .where(and(eq(drawPlacements.scheduleId, scheduleId), eq(applications.status, 'RESERVE')))
      .orderBy(drawPlacements.reserveNo);
    const cellOf = (c: { unitType: string; supplyType: string; category: string }) =>
      and(
        eq(drawPlacements.scheduleId, scheduleId),
        eq(drawPlacements.unitType, c.unitType),
        eq(drawPlacements.supplyType, c.supplyType),
        eq(drawPlacements.category, c.category),
      );
    let pair: { winner: string; next: string } | undefined;
    for (const reserve of waiting) {
      const [winner] = await t.db
        .select({ id: applications.id })
        .from(drawPlacements)
        .innerJoin(applications, eq(applications.id, drawPlacements.applicationId))
        .where(and(cellOf(reserve), eq(applications.status, 'WON')));
      if (winner) {
        pair = { winner: winner.id, next: reserve.id };
        break;
      }
    }
    expect(pair).toBeDefined();
    const res = await call('POST', '/api/console/application/bulk?kind=APPLICATION', t.admin, {
      status: 'GAVE_UP',
      reason: '계약 포기',
      ids: [pair!.winner],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ matched: 1, changed: 1 });
    const [promoted] = await t.db.select().from(applications).where(eq(applications.id, pair!.next));
    expect(promoted!.status).toBe('WON');
  });

  it('exports the result as .xlsx, logged', async () => {
    const res = await call('GET', `${base}/export`, scheduler);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
