import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/index.ts';
import { accessLogs, applicationStatusChanges, outbox, type schedules } from '#server/db/schema/index.ts';
import { bearer, createManager, login, minimalPdf } from '../helpers/auth.ts';
import {
  applicationBody,
  type ConsoleTestApp,
  createConsoleTestApp,
  createOpenRound,
  documentForm,
  person,
  submit,
  uploadDocument,
} from './application-helpers.ts';

let t: ConsoleTestApp;
let app: FastifyInstance;
let db: Db;
let admin: string;
let round: typeof schedules.$inferSelect;

const HOUR = 3_600_000;

async function apply(name: string) {
  const who = person({ name });
  const res = await submit(
    app,
    applicationBody(round.id, who, { supplyType: 'NORMAL_TYPE', supplyCategory: 'YOUTH' }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const { application, applicantToken } = res.json();
  return { id: application._id as string, token: applicantToken as string, phone: who.phone };
}

const upload = (a: { id: string; token: string }, name: string) =>
  uploadDocument(app, a.id, a.token, documentForm(name, { filename: `${name}.pdf`, content: minimalPdf() }));

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, token = admin) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const aids = async (id: string, query = '') =>
  (await call('GET', `/api/console/application/${id}/review?${query}`)).json();
const setStatus = (id: string, status: string) => call('PUT', `/api/console/application/${id}`, { status });

beforeAll(async () => {
  t = await createConsoleTestApp();
  ({ app, db, admin } = t);
  round = await createOpenRound(db);
}, 300_000);
afterAll(() => t.close());
// the application clock stands still unless moved: each test starts from the present
afterEach(() => {
  t.clock.now = new Date();
});
/** Moves the application clock on, so that an upload comes after the request it answers. */
const tick = () => {
  t.clock.now = new Date(t.clock.now.getTime() + 1_000);
};

describe('document checklist, 보완요청 and re-review', () => {
  it('lists the required documents with their state; a rejection needs a reason', async () => {
    const a = await apply('서류심사');
    expect((await upload(a, 'residentRegistration')).statusCode).toBe(201);
    const { checklist } = await aids(a.id);
    expect(checklist).toMatchObject([
      { name: 'residentRegistration', required: true, state: 'RECEIVED' },
      { name: 'familyRelation', required: true, state: 'MISSING', fileId: null },
    ]);
    const doc = '/api/console/application/' + a.id + '/review/documents/';
    const noReason = await call('PUT', doc + 'residentRegistration', { verdict: 'REJECTED' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('반려 사유를 입력해주세요');
    expect((await call('PUT', doc + 'familyRelation', { verdict: 'ACCEPTED' })).statusCode).toBe(404);
    expect(
      (await call('PUT', doc + 'residentRegistration', { verdict: 'REJECTED', reason: '흐린 스캔' }))
        .statusCode,
    ).toBe(204);
    expect((await aids(a.id)).checklist[0]).toMatchObject({
      state: 'REJECTED',
      reason: '흐린 스캔',
      by: 'admin',
    });
  });

  it('asks for documents, tells the applicant in their language, and returns to review when they upload', async () => {
    const a = await apply('보완대상');
    await upload(a, 'residentRegistration');
    const url = `/api/console/application/${a.id}/review/supplement`;
    const deadline = new Date(t.clock.now.getTime() + 72 * HOUR).toISOString();
    const body = {
      documents: ['residentRegistration', 'familyRelation'],
      deadline,
      note: 'scan again',
      locale: 'en',
    };
    // RECEIVED → SUPPLEMENT is not a step of the life order
    expect((await call('POST', url, body)).json().errors.status).toBe(
      '현재 상태에서 그 상태로는 바꿀 수 없습니다',
    );
    expect((await setStatus(a.id, 'REVIEWING')).statusCode).toBe(200);
    const past = await call('POST', url, {
      ...body,
      deadline: new Date(t.clock.now.getTime() - HOUR).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect((await call('POST', url, body)).statusCode).toBe(204);
    const [sms] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.to, a.phone))
      .orderBy(desc(outbox.createdAt));
    expect(sms!.body).toContain('please upload Resident registration, Family relation certificate by');

    // the window closes; the open request still lets the applicant upload until its deadline
    t.clock.now = new Date(round.deadAt.getTime() + HOUR);
    expect((await upload(a, 'familyRelation')).statusCode).toBe(201);
    tick();
    expect((await aids(a.id)).supplements[0].answeredAt).toBeNull();
    expect((await upload(a, 'residentRegistration')).statusCode).toBe(201);
    const after = await aids(a.id);
    expect(after.supplements[0].answeredAt).not.toBeNull();
    const [last] = await db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, a.id))
      .orderBy(desc(applicationStatusChanges.createdAt));
    expect(last).toMatchObject({
      fromStatus: 'SUPPLEMENT',
      toStatus: 'REVIEWING',
      actorUsername: 'applicant',
    });
    // no open request: the closed window refuses uploads again
    expect((await upload(a, 'other')).statusCode).toBe(403);
  });

  it('shows the applicant what is asked, why and until when; their upload returns the record to review as the applicant', async () => {
    const a = await apply('보완조회');
    const stranger = await apply('남의신청');
    await upload(a, 'residentRegistration');
    expect((await setStatus(a.id, 'REVIEWING')).statusCode).toBe(200);
    const doc = `/api/console/application/${a.id}/review/documents/residentRegistration`;
    expect((await call('PUT', doc, { verdict: 'REJECTED', reason: '주소 뒷자리가 가려짐' })).statusCode).toBe(
      204,
    );
    const deadline = new Date(t.clock.now.getTime() + 48 * HOUR).toISOString();
    const asked = await call('POST', `/api/console/application/${a.id}/review/supplement`, {
      documents: ['residentRegistration', 'income'],
      deadline,
      note: '최근 3개월 내 발급본으로 올려주세요',
    });
    expect(asked.statusCode, asked.body).toBe(204);
    tick();

    const mine = async (token: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/application',
          headers: { 'x-applicant-token': token },
        })
      ).json().applications as { _id: string; supplement: unknown }[];
    expect((await mine(a.token)).find((x) => x._id === a.id)?.supplement).toEqual({
      documents: [
        { name: 'residentRegistration', reason: '주소 뒷자리가 가려짐', uploaded: false },
        { name: 'income', reason: null, uploaded: false },
      ],
      note: '최근 3개월 내 발급본으로 올려주세요',
      deadline,
      open: true,
    });
    // another applicant's lookup carries only their own, with nothing asked
    expect((await mine(stranger.token)).map((x) => [x._id, x.supplement])).toEqual([[stranger.id, null]]);

    const first = await upload(a, 'residentRegistration');
    expect(first.json().supplementAnswered).toBe(false);
    expect((await mine(a.token)).find((x) => x._id === a.id)?.supplement).toMatchObject({
      documents: [{ uploaded: true }, { uploaded: false }],
    });
    tick();
    const last = await upload(a, 'income');
    expect(last.json().supplementAnswered).toBe(true);
    expect((await mine(a.token)).find((x) => x._id === a.id)?.supplement).toBeNull();

    const record = (await call('GET', `/api/console/application/${a.id}`)).json().application;
    expect(record.status).toBe('REVIEWING');
    const [change] = await db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, a.id))
      .orderBy(desc(applicationStatusChanges.createdAt));
    expect(change).toMatchObject({
      fromStatus: 'SUPPLEMENT',
      toStatus: 'REVIEWING',
      actorUsername: 'applicant',
    });
    const logged = await db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.subjectId, a.id), eq(accessLogs.actorUsername, 'applicant')));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ action: 'update', actorId: a.id, subjectType: 'application' });
    expect(logged[0]?.detail).toContain('SUPPLEMENT → REVIEWING');
  });

  it('lets the reviewer judge INELIGIBLE once the deadline passed; the applicant can no longer upload', async () => {
    const a = await apply('기한경과');
    await setStatus(a.id, 'REVIEWING');
    const deadline = new Date(round.deadAt.getTime() + 2 * HOUR).toISOString();
    const res = await call('POST', `/api/console/application/${a.id}/review/supplement`, {
      documents: ['income'],
      deadline,
    });
    expect(res.statusCode, res.body).toBe(204);
    t.clock.now = new Date(round.deadAt.getTime() + 3 * HOUR);
    expect((await upload(a, 'income')).statusCode).toBe(403);
    expect((await setStatus(a.id, 'INELIGIBLE')).statusCode).toBe(200);
  });
});

describe('assignment, my queue, previous/next', () => {
  it('assigns to a reviewer with the scope only, and filters my queue', async () => {
    const a = await apply('배정1');
    tick();
    const b = await apply('배정2');
    tick();
    const c = await apply('배정3');
    const reviewer = await createManager(app, {
      username: 'rev-app',
      password: 'Review!234',
      scope: ['application'],
    });
    const other = await createManager(app, {
      username: 'rev-reg',
      password: 'Review!234',
      scope: ['registration'],
    });
    const assign = (managerId: string | null, token = admin) =>
      call('POST', '/api/console/application/assign', { ids: [a.id, b.id], managerId }, token);
    const wrong = await assign(other.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.managerId).toBe('이 신청을 볼 권한이 있는 관리자에게만 배정할 수 있습니다');
    expect((await assign(reviewer.id)).json()).toEqual({ assigned: 2 });
    const regToken = (await login(app, 'rev-reg', 'Review!234')).accessToken;
    // a registrations manager reaches none of these records
    expect((await assign(null, regToken)).json()).toEqual({ assigned: 0 });
    const revToken = (await login(app, 'rev-app', 'Review!234')).accessToken;
    const mine = await call(
      'GET',
      `/api/console/application?round=${round.round}&mine=true`,
      undefined,
      revToken,
    );
    expect(
      mine
        .json()
        .applications.map((x: { _id: string }) => x._id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await aids(a.id)).assignee).toEqual({ _id: reviewer.id, username: 'rev-app' });
    const names = (await call('GET', '/api/console/application/assign/reviewers?kind=APPLICATION')).json()
      .reviewers;
    expect(names.map((r: { username: string }) => r.username)).toContain('rev-app');
    expect(names.map((r: { username: string }) => r.username)).not.toContain('rev-reg');

    // previous/next within the filter, newest first: c, b, a
    const filter = `round=${round.round}&kind=APPLICATION&q=${encodeURIComponent('배정')}`;
    expect(await aids(b.id, filter)).toMatchObject({ previous: c.id, next: a.id });
    // "mine" is the caller's queue: the reviewer's, not the admin's
    const mineAids = await call(
      'GET',
      `/api/console/application/${b.id}/review?${filter}&mine=true`,
      undefined,
      revToken,
    );
    expect(mineAids.json()).toMatchObject({ previous: null, next: a.id });
  });

  it('refuses anonymous callers and managers of the other kind on every review route', async () => {
    const a = await apply('공격');
    const anonymous = await app.inject({ method: 'GET', url: `/api/console/application/${a.id}/review` });
    expect(anonymous.statusCode).toBe(401);
    await createManager(app, { username: 'rev-reg2', password: 'Review!234', scope: ['registration'] });
    const reg = (await login(app, 'rev-reg2', 'Review!234')).accessToken;
    expect((await call('GET', `/api/console/application/${a.id}/review`, undefined, reg)).statusCode).toBe(
      404,
    );
    const deadline = new Date(Date.now() + 72 * HOUR).toISOString();
    const sup = await call(
      'POST',
      `/api/console/application/${a.id}/review/supplement`,
      { documents: ['income'], deadline },
      reg,
    );
    expect(sup.statusCode).toBe(404);
    const verdict = await call(
      'PUT',
      `/api/console/application/${a.id}/review/documents/income`,
      { verdict: 'ACCEPTED' },
      reg,
    );
    expect(verdict.statusCode).toBe(404);
    const hostile = await call(
      'PUT',
      `/api/console/application/${a.id}/review/documents/${encodeURIComponent('../x')}`,
      { verdict: 'ACCEPTED' },
    );
    expect(hostile.statusCode).toBe(400);
  });
});
