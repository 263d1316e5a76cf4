import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/index.ts';
import { accessLogs, applications, applicationStatusChanges } from '#server/db/schema/index.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';
import { type ConsoleTestApp, createConsoleTestApp, createOpenRound } from './application-helpers.ts';

let t: ConsoleTestApp;
let app: FastifyInstance;
let db: Db;
let admin: string;
let round: { id: string; round: number };

/** `n` applications of the round, straight into the table (the review starts after intake). */
async function seed(n: number, status: 'RECEIVED' | 'REVIEWING' | 'ELIGIBLE', tag: string) {
  const rows = Array.from({ length: n }, (_, i) => ({
    scheduleId: round.id,
    kind: 'APPLICATION' as const,
    receiptNo: `${tag}-${round.round}-${String(i).padStart(5, '0')}`,
    identityKey: `${tag}-${round.round}-${i}`,
    name: `신청자${i}`,
    phone: `0103000${String(i).padStart(4, '0')}`,
    birth: '20000101',
    terms: [],
    supplyType: 'NORMAL_TYPE',
    supplyCategory: 'YOUTH',
    status,
  }));
  return (await db.insert(applications).values(rows).returning({ id: applications.id })).map((r) => r.id);
}

let received: string[];
let eligible: string[];

beforeAll(async () => {
  t = await createConsoleTestApp();
  ({ app, db, admin } = t);
  round = await createOpenRound(db);
  received = await seed(300, 'RECEIVED', 'BR');
  eligible = await seed(20, 'ELIGIBLE', 'BE');
}, 300_000);
afterAll(() => t.close());

const bulk = (query: string, payload: object, token = admin, lang = 'ko') =>
  app.inject({
    method: 'POST',
    url: `/api/console/application/bulk?${query}`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload,
  });

describe('POST /api/console/application/bulk', () => {
  it('changes everything the filter finds when the count is the one confirmed, one history and log row each', async () => {
    const query = `round=${round.round}&kind=APPLICATION&status=RECEIVED`;
    const stale = await bulk(query, { status: 'REVIEWING', reason: '서류 검토 시작', expected: 299 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('bulkCountChanged');

    const res = await bulk(query, { status: 'REVIEWING', reason: '서류 검토 시작', expected: 300 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ matched: 300, changed: 300, skipped: [] });
    const history = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(applicationStatusChanges)
      .where(inArray(applicationStatusChanges.applicationId, received));
    expect(history[0]!.n).toBe(300);
    const logs = await db
      .select({ subjectId: accessLogs.subjectId, detail: accessLogs.detail })
      .from(accessLogs)
      .where(and(eq(accessLogs.action, 'update'), inArray(accessLogs.subjectId, received)));
    expect(new Set(logs.map((l) => l.subjectId)).size).toBe(300);
    expect(logs[0]!.detail).toBe('bulk status RECEIVED → REVIEWING: 서류 검토 시작');
  });

  it('checks each selected record against the life order and says why it skipped the others', async () => {
    const ids = [...received.slice(0, 5), ...eligible.slice(0, 3)];
    const res = await bulk(`kind=APPLICATION`, { status: 'WON', reason: '수기 당첨', ids }, admin, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().changed).toBe(0);
    expect(res.json().skipped).toEqual(
      expect.arrayContaining([
        {
          from: 'REVIEWING',
          reason: 'The application cannot move from its current status to that one.',
          count: 5,
        },
        { from: 'ELIGIBLE', reason: 'Won, reserve and not selected are set by the draw only.', count: 3 },
      ]),
    );
    const mixed = await bulk('', { status: 'ELIGIBLE', reason: '적격', ids });
    expect(mixed.json()).toMatchObject({ matched: 8, changed: 5 });
    expect(mixed.json().skipped).toEqual([{ from: 'ELIGIBLE', reason: '현재와 같은 상태입니다', count: 3 }]);
  });

  it('asks for one reason and exactly one target, in the manager language', async () => {
    const noReason = await bulk('', { status: 'REVIEWING', reason: ' ', ids: [received[0]] }, admin, 'en');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Please enter the reason for the change.');
    const both = await bulk('', { status: 'REVIEWING', reason: 'x', ids: [received[0]], expected: 1 });
    expect(both.statusCode).toBe(400);
    const neither = await bulk('', { status: 'REVIEWING', reason: 'x' });
    expect(neither.statusCode).toBe(400);
    const tooMany = await bulk('', {
      status: 'REVIEWING',
      reason: 'x',
      ids: Array.from({ length: 1_001 }, () => received[0]),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('refuses anonymous callers and managers without the scope, and never reaches another kind', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/console/application/bulk',
      payload: { status: 'REVIEWING', reason: 'x', ids: [received[0]] },
    });
    expect(anonymous.statusCode).toBe(401);
    await createManager(app, { username: 'bulk-noscope', password: 'Bulk!2345', scope: ['manager'] });
    const noScope = (await login(app, 'bulk-noscope', 'Bulk!2345')).accessToken;
    const refused = await bulk('', { status: 'REVIEWING', reason: 'x', ids: [received[0]] }, noScope);
    expect(refused.statusCode).toBe(403);

    // a registrations manager selecting applications' ids: nothing matches, nothing changes
    await createManager(app, { username: 'bulk-reg', password: 'Bulk!2345', scope: ['registration'] });
    const reg = (await login(app, 'bulk-reg', 'Bulk!2345')).accessToken;
    const before = await db.select().from(applications).where(eq(applications.id, eligible[5]!));
    const other = await bulk('', { status: 'REVIEWING', reason: 'x', ids: [eligible[5]] }, reg);
    expect(other.json()).toEqual({ matched: 0, changed: 0, skipped: [] });
    expect(
      (await bulk('kind=APPLICATION', { status: 'REVIEWING', reason: 'x', ids: [eligible[5]] }, reg))
        .statusCode,
    ).toBe(403);
    const after = await db.select().from(applications).where(eq(applications.id, eligible[5]!));
    expect(after[0]!.status).toBe(before[0]!.status);
  });

  it('lets two concurrent bulk changes change each record once', async () => {
    const ids = eligible.slice(10, 20);
    const [a, b] = await Promise.all([
      bulk('', { status: 'INELIGIBLE', reason: '중복 1', ids }),
      bulk('', { status: 'INELIGIBLE', reason: '중복 2', ids }),
    ]);
    expect(a.json().changed + b.json().changed).toBe(10);
    const history = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(applicationStatusChanges)
      .where(inArray(applicationStatusChanges.applicationId, ids));
    expect(history[0]!.n).toBe(10);
  });
});
