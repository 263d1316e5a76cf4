import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '#server/db/schema/index.ts';
import { minimalPdf } from '../helpers/auth.ts';
import {
  applicationBody,
  countApplications,
  createApplicationTestApp,
  createRound,
  documentForm,
  MESSAGES,
  person,
  registrationBody,
  submit,
  uploadDocument,
  withToken,
} from './application-helpers.ts';
import type { ApplicationTestApp } from './application-helpers.ts';

let t: ApplicationTestApp;
beforeAll(async () => {
  t = await createApplicationTestApp();
});
afterAll(() => t.close());

// 10:00:00 to 18:00:00 Seoul time; a person aged 30 on the reference date
const OPEN = '2030-03-02T10:00:00+09:00';
const DEAD = '2030-03-09T18:00:00+09:00';
const at = (iso: string, deltaMs = 0) => new Date(Date.parse(iso) + deltaMs);

describe('the application window, to the second in Asia/Seoul', () => {
  it('refuses an application before openAt with the schedule message, and takes it from openAt', async () => {
    const round = await createRound(t.db, { openAt: OPEN, deadAt: DEAD });
    const who = person({ birth: '20000101' });

    t.clock.now = at(OPEN, -1000);
    const early = await submit(t.app, applicationBody(round.id, who));
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      message: MESSAGES.beforeOpen,
      code: 'applicationBeforeOpen',
      state: 'beforeOpen',
    });
    const en = await submit(t.app, applicationBody(round.id, who), { lang: 'en' });
    expect(en.json().message).toBe('Applications for this round are not open yet.');
    const cn = await submit(t.app, applicationBody(round.id, who), { lang: 'cn' });
    expect(cn.json().message).toBe('本期尚未开始受理申请。');

    t.clock.now = at(OPEN, -1);
    expect((await submit(t.app, applicationBody(round.id, who))).statusCode).toBe(403);
    expect(await countApplications(t.db, round.id)).toBe(0);

    t.clock.now = at(OPEN);
    expect((await submit(t.app, applicationBody(round.id, who))).statusCode).toBe(201);
  });

  it('takes an application at deadAt and refuses it a second later with the dead message', async () => {
    const round = await createRound(t.db, { openAt: OPEN, deadAt: DEAD });
    t.clock.now = at(DEAD);
    expect((await submit(t.app, applicationBody(round.id, person({ birth: '20000101' })))).statusCode).toBe(
      201,
    );

    t.clock.now = at(DEAD, 1000);
    const late = await submit(t.app, applicationBody(round.id, person({ birth: '20000101' })));
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: MESSAGES.dead, code: 'applicationClosed', state: 'closed' });
    t.clock.now = at(DEAD, 1);
    expect((await submit(t.app, applicationBody(round.id, person({ birth: '20000101' })))).statusCode).toBe(
      403,
    );
  });

  it('refuses every write of a stopped round, whatever the time', async () => {
    const round = await createRound(t.db, { openAt: OPEN, deadAt: DEAD, stops: true });
    t.clock.now = at(OPEN, 3_600_000);
    const res = await submit(t.app, applicationBody(round.id, person({ birth: '20000101' })));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MESSAGES.stop, code: 'applicationStopped' });
    expect((await submit(t.app, registrationBody(round.id, person()))).statusCode).toBe(403);
  });

  it('falls back to the catalog text when the schedule has no message', async () => {
    const round = await createRound(t.db, { openAt: OPEN, deadAt: DEAD });
    await t.db
      .update(schedules)
      .set({ message: { beforeOpen: '', dead: '', dead2: '', stop: '' } })
      .where(eq(schedules.id, round.id));
    t.clock.now = at(DEAD, 60_000);
    const res = await submit(t.app, applicationBody(round.id, person({ birth: '20000101' })));
    expect(res.json()).toMatchObject({ message: '청약 접수가 마감되었습니다', code: 'applicationClosed' });
  });

  it('refuses a hidden round like an unknown one', async () => {
    const round = await createRound(t.db, { openAt: OPEN, deadAt: DEAD, shows: false });
    t.clock.now = at(OPEN, 1000);
    const res = await submit(t.app, applicationBody(round.id, person({ birth: '20000101' })));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.scheduleId).toBe('청약 회차를 찾을 수 없습니다');
  });

  it('replays an acknowledged submit after the window closed', async () => {
    const round = await createRound(t.db, { openAt: OPEN, deadAt: DEAD });
    const key = randomUUID();
    const body = applicationBody(round.id, person({ birth: '20000101' }));
    t.clock.now = at(DEAD, -500);
    const first = await submit(t.app, body, { key });
    expect(first.statusCode).toBe(201);
    t.clock.now = at(DEAD, 5000);
    const retry = await submit(t.app, body, { key });
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
  });
});

describe('interest registration window (docs/decisions/0006-registration-window.md)', () => {
  it('is open before openAt and while open, closed after deadAt', async () => {
    const round = await createRound(t.db, { openAt: OPEN, deadAt: DEAD });
    t.clock.now = at(OPEN, -7 * 86_400_000);
    expect((await submit(t.app, registrationBody(round.id, person()))).statusCode).toBe(201);
    t.clock.now = at(OPEN, 60_000);
    expect((await submit(t.app, registrationBody(round.id, person()))).statusCode).toBe(201);
    t.clock.now = at(DEAD, 1000);
    const late = await submit(t.app, registrationBody(round.id, person()));
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('applicationClosed');
  });
});

describe('every write is checked, not only the submit', () => {
  it('refuses a correction, an upload and a delete after deadAt', async () => {
    const round = await createRound(t.db, { openAt: OPEN, deadAt: DEAD });
    const body = applicationBody(round.id, person({ birth: '20000101' }));
    t.clock.now = at(DEAD, -60_000);
    const created = await submit(t.app, body);
    expect(created.statusCode).toBe(201);
    const { application, applicantToken } = created.json();
    const url = `/api/v1/application/${application._id}`;
    const upload = () =>
      uploadDocument(
        t.app,
        application._id,
        applicantToken,
        documentForm('residentRegistration', { filename: '등본.pdf', content: minimalPdf() }),
      );
    expect((await upload()).statusCode).toBe(201);

    t.clock.now = at(DEAD, 1000);
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: withToken(applicantToken),
      payload: { ...body, email: 'late@example.com' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(MESSAGES.dead);
    expect((await upload()).statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${url}/upload?name=residentRegistration`,
      headers: withToken(applicantToken),
    });
    expect(del.statusCode).toBe(403);
    // reading stays possible after the deadline
    const read = await t.app.inject({ url, headers: withToken(applicantToken) });
    expect(read.statusCode).toBe(200);
    expect(read.json().application.email).toBe('youth@example.com');
    expect(Object.keys(read.json().application.files)).toEqual(['residentRegistration']);
  });
});

describe('eligibility reference date: the round openAt date in Seoul', () => {
  // 00:30 on 1 January in Seoul is still 31 December in UTC
  const SEOUL_NEW_YEAR = '2030-01-01T00:30:00+09:00';
  const DEAD_LATER = '2030-01-31T18:00:00+09:00';

  it('counts age on the Seoul date: 19 on the 19th birthday, 40 on the 40th', async () => {
    const round = await createRound(t.db, { openAt: SEOUL_NEW_YEAR, deadAt: DEAD_LATER });
    t.clock.now = at(SEOUL_NEW_YEAR, 1000);
    const turns19 = await submit(t.app, applicationBody(round.id, person({ birth: '20110101' })));
    expect(turns19.statusCode).toBe(201);
    const turns19Tomorrow = await submit(t.app, applicationBody(round.id, person({ birth: '20110102' })));
    expect(turns19Tomorrow.json().code).toBe('eligibilityTooYoung');
    const turns40 = await submit(t.app, applicationBody(round.id, person({ birth: '19900101' })));
    expect(turns40.json().code).toBe('eligibilityTooOld');
    const still39 = await submit(t.app, applicationBody(round.id, person({ birth: '19900102' })));
    expect(still39.statusCode).toBe(201);
  });
});
