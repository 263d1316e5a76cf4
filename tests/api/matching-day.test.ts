import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStart } from '#domain/matching/slots.ts';
import { matchingReminders, matchings, outbox } from '#server/db/schema/index.ts';
import { dispatchReminders, REMINDERS } from '#server/services/matching/reminders.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';
import { useTestApp } from '../helpers/useTestApp.ts';
import {
  createFair,
  joinBuyer,
  joinSeller,
  matchingStage,
  offer,
  seoulDate,
  step,
  type Member,
} from './matching-helpers.ts';

/**
 * The fair day and its follow-up (docs/decisions/0040-the-fair-day.md): tables assigned automatically and by
 * hand, interpreters, QR check-in, attendance, ratings, the follow-up mail and the organiser's figures.
 */
const t = useTestApp();

async function buyerWithSchedule(username: string, fairId: string, slots: string[], note = '') {
  const buyer = await joinBuyer(t.app, username);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/me/schedules/${fairId}`,
    headers: bearer(buyer.token),
    payload: { slots, mode: 'OFFLINE', note },
  });
  expect(res.statusCode).toBe(200);
  return buyer;
}

/** An offline meeting of `buyer` and `seller` confirmed at `slot`; answers the matching's id. */
async function meeting(fairId: string, buyer: Member, seller: Member, slot: string) {
  const res = await offer(t.app, buyer, fairId, seller.id, [slot], 'OFFLINE');
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().matching._id as string;
  expect((await step(t.app, seller, id, { action: 'accept', slots: [slot] })).statusCode).toBe(200);
  expect((await step(t.app, buyer, id, { action: 'confirm', slot })).statusCode).toBe(200);
  return id;
}

const console_ = (admin: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/console/fairs/${url}`,
    headers: bearer(admin),
    ...(payload ? { payload } : {}),
  });

/** Two sellers and two buyers meeting crosswise in the first two slots: four offline meetings. */
async function dayStage(prefix: string) {
  const stage = await matchingStage(t.app, prefix, 2);
  const { fair, slots, sellers } = stage;
  const [s0, s1] = slots as [string, string];
  const a = await buyerWithSchedule(`${prefix}ba`, fair._id, slots, 'French interpreter please');
  const b = await buyerWithSchedule(`${prefix}bb`, fair._id, slots);
  const ids = {
    a0: await meeting(fair._id, a, sellers[0]!, s0),
    b1: await meeting(fair._id, b, sellers[0]!, s1),
    b0: await meeting(fair._id, b, sellers[1]!, s0),
    a1: await meeting(fair._id, a, sellers[1]!, s1),
  };
  return { ...stage, a, b, ids };
}

describe('tables', () => {
  it('are assigned so that no table holds two meetings in a slot and each seller keeps one table', async () => {
    const { admin, fair, sellers, ids } = await dayStage('dta');
    const tables = await console_(admin, 'PUT', `${fair._id}/day/tables`, { labels: ['T1', 'T2', 'T3'] });
    expect(tables.statusCode, tables.body).toBe(200);
    const res = await console_(admin, 'POST', `${fair._id}/day/assign`);
    expect(res.statusCode, res.body).toBe(200);
    const { day, assigned, unplaced } = res.json();
    expect([assigned, unplaced]).toEqual([4, 0]);
    const bySeller = new Map<string, Set<string>>();
    const bySlot = new Map<string, string[]>();
    for (const m of day.meetings) {
      bySeller.set(m.seller._id, new Set([...(bySeller.get(m.seller._id) ?? []), m.tableLabel]));
      bySlot.set(m.slot, [...(bySlot.get(m.slot) ?? []), m.tableLabel]);
    }
    for (const seller of sellers) expect(bySeller.get(seller.id)!.size).toBe(1);
    for (const labels of bySlot.values()) expect(new Set(labels).size).toBe(labels.length);

    // a manual change onto the other seller's table in the same slot is refused, naming that meeting
    const tableOf = (id: string) => day.meetings.find((m: { _id: string }) => m._id === id).table;
    const clash = await console_(admin, 'PUT', `${fair._id}/day/meetings/${ids.b0}`, {
      table: tableOf(ids.a0),
      interpreter: null,
      interpreterLanguage: null,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('dtasel0 주식회사 × dtaba Trading SAS');
    // to the free third table it goes, and the next run keeps it there
    const t3 = day.tables.find((x: { label: string }) => x.label === 'T3')._id;
    const moved = await console_(admin, 'PUT', `${fair._id}/day/meetings/${ids.b0}`, {
      table: t3,
      interpreter: null,
      interpreterLanguage: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = (await console_(admin, 'POST', `${fair._id}/day/assign`)).json();
    expect(again.assigned).toBe(0);
    expect(again.day.meetings.find((m: { _id: string }) => m._id === ids.b0).tableLabel).toBe('T3');

    // a table with meetings cannot be removed; the refusal names them
    const remove = await console_(admin, 'PUT', `${fair._id}/day/tables`, { labels: ['T1', 'T2'] });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toContain('dtasel1 주식회사 × dtabb Trading SAS');
  });

  it('leaves meetings unplaced when a slot has more meetings than tables, and exports the day', async () => {
    const { admin, fair } = await dayStage('dtb');
    await console_(admin, 'PUT', `${fair._id}/day/tables`, { labels: ['A'] });
    const { assigned, unplaced } = (await console_(admin, 'POST', `${fair._id}/day/assign`)).json();
    expect([assigned, unplaced]).toEqual([2, 2]);
    const xlsx = await console_(admin, 'GET', `${fair._id}/day/export`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('interpreters', () => {
  it('take the language from the buyer note and cannot be booked twice in a slot', async () => {
    const { admin, fair, ids } = await dayStage('dti');
    const day = (await console_(admin, 'GET', `${fair._id}/day`)).json().day;
    const languageOf = (id: string) =>
      day.meetings.find((m: { _id: string }) => m._id === id).interpreterLanguage;
    expect(languageOf(ids.a0)).toBe('fr');
    expect(languageOf(ids.b0)).toBeNull();
    const added = await console_(admin, 'POST', `${fair._id}/day/interpreters`, {
      name: '통역 김',
      languages: ['fr', 'en'],
    });
    expect(added.statusCode, added.body).toBe(201);
    const interpreter = added.json().interpreter._id;
    const give = (id: string, language: string | null) =>
      console_(admin, 'PUT', `${fair._id}/day/meetings/${id}`, {
        table: null,
        interpreter,
        interpreterLanguage: language,
      });
    expect((await give(ids.a0, 'fr')).statusCode).toBe(200);
    const twice = await give(ids.b0, 'en');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('fairDayInterpreterTaken');
    expect(twice.json().message).toContain('dtisel0 주식회사 × dtiba Trading SAS');
    expect((await give(ids.a1, 'es')).json().code).toBe('fairDayInterpreterLanguage');
    expect((await give(ids.a1, 'fr')).statusCode).toBe(200);
  });
});

describe('check-in', () => {
  it('takes the signed code once; a replay says already checked in; others are refused', async () => {
    const { admin, fair, a, b, ids } = await dayStage('dtc');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/me/matchings/${ids.a0}/day`,
      headers: bearer(a.token),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const { checkIn } = mine.json().day;
    expect(checkIn.url).toContain(`/console/fairs/${fair._id}/checkin?code=`);
    expect(checkIn.qrSvg).toContain('<svg');
    // the other party of another meeting cannot read this one
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/me/matchings/${ids.a0}/day`,
      headers: bearer(b.token),
    });
    expect(other.statusCode).toBe(404);

    const post = (headers: Record<string, string>, fairId: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/console/fairs/${fairId}/checkins`,
        headers,
        payload: { code },
      });
    expect((await post({}, fair._id, checkIn.code)).statusCode).toBe(401);
    expect((await post(bearer(a.token), fair._id, checkIn.code)).statusCode).toBe(403);
    const forged = `${ids.a0}.${'A'.repeat(43)}`;
    expect((await post(bearer(admin), fair._id, forged)).json().code).toBe('checkInCodeInvalid');
    // another meeting's id with this one's signature is not a code either
    expect((await post(bearer(admin), fair._id, `${ids.b0}.${checkIn.code.split('.')[1]}`)).statusCode).toBe(
      400,
    );
    const otherFair = await createFair(t.app, admin, { title: '다른 상담회' });
    const wrong = await post(bearer(admin), otherFair._id, checkIn.code);
    expect([wrong.statusCode, wrong.json().code]).toEqual([409, 'checkInWrongFair']);

    const first = await post(bearer(admin), fair._id, checkIn.url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ alreadyCheckedIn: false, meeting: { _id: ids.a0 } });
    const replay = await post(bearer(admin), fair._id, checkIn.code);
    expect(replay.json()).toMatchObject({ alreadyCheckedIn: true, checkedInAt: first.json().checkedInAt });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/me/matchings/${ids.a0}/day`,
      headers: bearer(a.token),
    });
    expect(after.json().day.checkedInAt).toBe(first.json().checkedInAt);
  });
});

/** Moves a confirmed meeting to a slot `days` from now (negative: past), as time passing would. */
const moveTo = (id: string, days: number, time = '10:00') =>
  t.db
    .update(matchings)
    .set({ confirmedSlot: `${seoulDate(days)}T${time}` })
    .where(eq(matchings.id, id));

describe('attendance', () => {
  it('is recorded by either party after the start, staff winning; a party cannot declare itself absent', async () => {
    const { admin, fair, a, b, sellers, ids } = await dayStage('dtt');
    const put = (member: Member, id: string, result: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/me/matchings/${id}/day/attendance`,
        headers: bearer(member.token),
        payload: { result },
      });
    expect((await put(a, ids.a0, 'MET')).json().code).toBe('attendanceTooEarly');
    await moveTo(ids.a0, -1);
    expect((await put(a, ids.a0, 'BUYER_ABSENT')).statusCode).toBe(400);
    expect((await put(b, ids.a0, 'MET')).statusCode).toBe(404);
    const said = await put(a, ids.a0, 'SELLER_ABSENT');
    expect(said.statusCode, said.body).toBe(200);
    expect(said.json().day.attendance).toMatchObject({
      mine: 'SELLER_ABSENT',
      meeting: 'SELLER_ABSENT',
      open: true,
    });
    expect((await put(sellers[0]!, ids.a0, 'MET')).json().day.attendance.meeting).toBe('SELLER_ABSENT');
    const staff = await console_(admin, 'PUT', `${fair._id}/day/meetings/${ids.a0}/attendance`, {
      result: 'MET',
    });
    expect(staff.statusCode, staff.body).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/me/matchings/${ids.a0}/day`,
      headers: bearer(a.token),
    });
    expect(mine.json().day.attendance.meeting).toBe('MET');
  });
});

describe('ratings', () => {
  it('are given by the parties only, once per round, after the meeting and 3 months on', async () => {
    const { a, b, sellers, ids } = await dayStage('dtr');
    const rate = (member: Member, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/me/matchings/${ids.a0}/day/ratings`,
        headers: bearer(member.token),
        payload: body,
      });
    const meetingRating = { stage: 'MEETING', score: 4, outcome: 'COOPERATION_POSSIBLE', comment: 'good' };
    expect((await rate(a, meetingRating)).json().code).toBe('ratingTooEarly');
    await moveTo(ids.a0, -1);
    expect((await rate(b, meetingRating)).statusCode).toBe(404);
    expect((await rate(a, { ...meetingRating, outcome: 'AGREEMENT_REACHED' })).statusCode).toBe(400);
    expect((await rate(a, { ...meetingRating, score: 6 })).statusCode).toBe(400);
    const first = await rate(a, meetingRating);
    expect(first.statusCode, first.body).toBe(201);
    expect((await rate(a, { ...meetingRating, score: 1 })).json().code).toBe('ratingDone');
    expect(
      (await rate(sellers[0]!, { ...meetingRating, score: 3, outcome: 'INSUFFICIENT_INTEREST' })).statusCode,
    ).toBe(201);
    const followUp = { stage: 'FOLLOW_UP', score: 5, outcome: 'NEGOTIATION_STARTED' };
    expect((await rate(a, followUp)).json().code).toBe('ratingTooEarly');
    await moveTo(ids.a0, -91);
    expect((await rate(a, followUp)).statusCode).toBe(201);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/me/matchings/${ids.a0}/day`,
      headers: bearer(a.token),
    });
    expect(mine.json().day.ratings.map((r: { stage: string; score: number }) => [r.stage, r.score])).toEqual([
      ['MEETING', 4],
      ['FOLLOW_UP', 5],
    ]);
  });
});

describe('the follow-up mail', () => {
  it('goes to both parties three months after the meeting, once with two dispatchers', async () => {
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'dtf');
    const id = await meeting(fair._id, buyer, seller, slots[0]!);
    const start = slotStart(slots[0]!).getTime();
    const [row] = await t.db
      .select()
      .from(matchingReminders)
      .where(and(eq(matchingReminders.matchingId, id), eq(matchingReminders.kind, 'FOLLOW_UP')));
    expect(row!.dueAt.getTime()).toBe(start - REMINDERS.followUpBeforeMs);
    const at = new Date(row!.dueAt.getTime() + 1000);
    const tick = () => dispatchReminders(t.db, t.app.config.publicUrl, t.app.matchingNotifier, at);
    await Promise.all([tick(), tick()]);
    await tick();
    const mails = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.to, [`${seller.username}@example.com`, `${buyer.username}@example.com`]))
      .orderBy(asc(outbox.seq));
    const followUps = mails.filter((m) => /3개월 전 상담|three months ago/.test(m.subject ?? ''));
    expect(followUps.map((m) => m.to).sort()).toEqual(
      [`${buyer.username}@example.com`, `${seller.username}@example.com`].sort(),
    );
  });
});

describe('the dashboard', () => {
  it('counts offers, rates, meetings per seller, no-shows and outcomes, adding up', async () => {
    const { admin, fair, a, sellers, slots, ids } = await dayStage('dtd');
    // one more offer, declined, and one left open
    const c = await buyerWithSchedule('dtdbc', fair._id, slots);
    const declined = (await offer(t.app, c, fair._id, sellers[0]!.id, [slots[2]!], 'OFFLINE')).json().matching
      ._id;
    await step(t.app, sellers[0]!, declined, { action: 'decline', reason: '일정이 맞지 않습니다' });
    await offer(t.app, c, fair._id, sellers[1]!.id, [slots[3]!], 'OFFLINE');
    await moveTo(ids.a0, -2);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/me/matchings/${ids.a0}/day/attendance`,
      headers: bearer(a.token),
      payload: { result: 'SELLER_ABSENT' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/me/matchings/${ids.a0}/day/ratings`,
      headers: bearer(a.token),
      payload: { stage: 'MEETING', score: 2, outcome: 'DID_NOT_TAKE_PLACE' },
    });
    const res = await console_(admin, 'GET', `${fair._id}/dashboard`);
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json().figures;
    expect(f).toMatchObject({
      offers: 6,
      answered: 5,
      accepted: 4,
      responseRate: 0.833,
      acceptanceRate: 0.667,
      meetings: 4,
      noShows: 1,
      averageScore: { MEETING: 2, FOLLOW_UP: null },
    });
    expect(f.byStatus).toMatchObject({ CONFIRMED: 4, DECLINED: 1, OFFERED: 1 });
    const sum = (o: Record<string, number>) => Object.values(o).reduce((x, y) => x + y, 0);
    expect(sum(f.byStatus)).toBe(f.offers);
    expect(f.meetingsPerSeller.map((s: { meetings: number }) => s.meetings)).toEqual([2, 2]);
    expect(sum(f.attendance)).toBe(f.meetings);
    expect(f.attendance).toMatchObject({ SELLER_ABSENT: 1, UNKNOWN: 3 });
    expect(f.outcomes.MEETING).toMatchObject({ DID_NOT_TAKE_PLACE: 1 });
    const xlsx = await console_(admin, 'GET', `${fair._id}/dashboard/export`);
    expect(xlsx.statusCode).toBe(200);
    // a member cannot read it
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/console/fairs/${fair._id}/dashboard`,
          headers: bearer(a.token),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('a meeting held on the floor', () => {
  it('is recorded by the organiser in a slot that has begun, then rated by both parties', async () => {
    const { admin, fair: future, seller, buyer } = await matchingStage(t.app, 'dfl');
    const held = await createFair(t.app, admin, {
      dates: [seoulDate(-1)],
      eventFrom: `${seoulDate(-1)}T09:00:00+09:00`,
      eventTo: `${seoulDate(-1)}T18:00:00+09:00`,
    });
    const slot = held.slots[0]!.key;
    const record = (token: string, fairId: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/console/fairs/${fairId}/meetings`,
        headers: bearer(token),
        payload: body,
      });
    const body = { buyer: buyer.id, seller: seller.id, slot, note: 'met at the booth' };

    // a member is no organiser; a slot not yet begun is booked by the parties; the grid's slots only
    expect((await record(buyer.token, held._id, body)).statusCode).toBe(403);
    const early = await record(admin, future._id, { ...body, slot: future.slots[0]!.key });
    expect(early.json().code).toBe('floorMeetingNotHeld');
    expect(early.json().message).toContain(future.slots[0]!.key.replace('T', ' '));
    expect((await record(admin, held._id, { ...body, slot: `${seoulDate(-1)}T23:00` })).statusCode).toBe(400);
    expect((await record(admin, held._id, { ...body, seller: buyer.id })).json().code).toBe(
      'floorMeetingNoSeller',
    );
    expect((await record(admin, held._id, { ...body, buyer: seller.id })).json().code).toBe(
      'floorMeetingNoBuyer',
    );
    const before = await t.db
      .select({ id: matchings.id })
      .from(matchings)
      .where(eq(matchings.fairId, held._id));
    expect(before).toEqual([]);

    const res = await record(admin, held._id, body);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().matching._id as string;
    // the same slot again is taken, named
    const twice = await record(admin, held._id, body);
    expect(twice.statusCode).toBe(409);

    // both parties see a confirmed offline meeting whose rating is open, and rate it
    for (const member of [buyer, seller]) {
      const day = await t.app.inject({
        method: 'GET',
        url: `/api/v1/me/matchings/${id}/day`,
        headers: bearer(member.token),
      });
      expect(day.statusCode, day.body).toBe(200);
      expect(day.json().day.ratingOpen).toEqual({ MEETING: true, FOLLOW_UP: false });
      const rated = await t.app.inject({
        method: 'POST',
        url: `/api/v1/me/matchings/${id}/day/ratings`,
        headers: bearer(member.token),
        payload: { stage: 'MEETING', score: 4, outcome: 'COOPERATION_POSSIBLE' },
      });
      expect(rated.statusCode, rated.body).toBe(201);
    }
    // the follow-up mail is due 3 months after the meeting; no reminder of a meeting already past
    const reminders = await t.db
      .select({ kind: matchingReminders.kind })
      .from(matchingReminders)
      .where(eq(matchingReminders.matchingId, id));
    expect(reminders.map((r) => r.kind)).toEqual(['FOLLOW_UP']);
  });
});

describe('the parties a floor meeting may name', () => {
  it('are found for an organiser of the fairs scope alone, by username or company, with no personal data', async () => {
    const { fair, seller, buyer } = await matchingStage(t.app, 'dfp');
    const unapproved = await joinSeller(t.app, 'dfpnew');
    await createManager(t.app, { username: 'dfp-fairs', password: 'Fairs!2345', scope: ['fairs'] });
    await createManager(t.app, { username: 'dfp-users', password: 'Users!2345', scope: ['users'] });
    const fairsOnly = (await login(t.app, 'dfp-fairs', 'Fairs!2345')).accessToken;
    const usersOnly = (await login(t.app, 'dfp-users', 'Users!2345')).accessToken;
    const parties = (token: string, query: string) =>
      t.app.inject({
        url: `/api/console/fairs/${fair._id}/meetings/parties?${query}`,
        headers: bearer(token),
      });

    const sellers = await parties(fairsOnly, 'type=COMPANY&q=dfp');
    expect(sellers.statusCode, sellers.body).toBe(200);
    // approved sellers only: the one still waiting is no party yet
    expect(sellers.json().parties.map((p: { _id: string }) => p._id)).toEqual([seller.id]);
    expect(unapproved.id).not.toBe(seller.id);
    const buyers = await parties(fairsOnly, 'type=PERSON&q=dfpbuy');
    expect(buyers.json().parties).toEqual([
      { _id: buyer.id, username: buyer.username, companyName: expect.any(String) },
    ]);
    // no name, phone or e-mail travels (the exact object above), and none is searched: the buyers' phone
    // number (tests/api/matching-helpers.ts) finds nobody
    expect((await parties(fairsOnly, 'type=PERSON&q=01098765432')).json().parties).toEqual([]);
    // the members list stays closed to the organiser; the organiser's lookup to a members manager
    expect((await t.app.inject({ url: '/api/console/users', headers: bearer(fairsOnly) })).statusCode).toBe(
      403,
    );
    expect((await parties(usersOnly, 'type=PERSON')).statusCode).toBe(403);
    expect((await parties(buyer.token, 'type=PERSON')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/console/fairs/${fair._id}/meetings/parties?type=PERSON` })).statusCode,
    ).toBe(401);
    expect((await parties(fairsOnly, 'type=MANAGER')).statusCode).toBe(400);
    // the lookup belongs to a fair: an unknown one is 404
    const unknown = await t.app.inject({
      url: '/api/console/fairs/00000000-0000-4000-8000-000000000000/meetings/parties?type=PERSON',
      headers: bearer(fairsOnly),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a meeting that has ended', () => {
  it('is no longer cancelled or moved by its parties; the organiser may still cancel it', async () => {
    const { admin, seller, buyer } = await matchingStage(t.app, 'den');
    // yesterday's slots are over, tomorrow's are free to move to
    const fair = await createFair(t.app, admin, {
      dates: [seoulDate(-1), seoulDate(1)],
      eventFrom: `${seoulDate(-1)}T09:00:00+09:00`,
      eventTo: `${seoulDate(1)}T18:00:00+09:00`,
    });
    const recorded = await console_(admin, 'POST', `${fair._id}/meetings`, {
      buyer: buyer.id,
      seller: seller.id,
      slot: `${seoulDate(-1)}T10:00`,
      note: '',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const id = recorded.json().matching._id as string;

    for (const member of [buyer, seller]) {
      const mine = await t.app.inject({ url: '/api/v1/me/matchings', headers: bearer(member.token) });
      const shown = mine.json().matchings.find((m: { _id: string }) => m._id === id);
      expect(shown.status).toBe('CONFIRMED');
      expect(shown.allowed).toEqual([]);
      const cancel = await step(t.app, member, id, { action: 'cancel', reason: '사정이 생겼습니다' }, 'en');
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json()).toMatchObject({
        code: 'matchingMeetingEnded',
        message: 'A meeting that has ended cannot be cancelled or moved. Please rate it instead.',
      });
      const move = await t.app.inject({
        method: 'POST',
        url: `/api/v1/me/matchings/${id}/reschedule`,
        headers: { ...bearer(member.token), 'accept-language': 'cn' },
        payload: { slot: `${seoulDate(1)}T10:00` },
      });
      expect(move.statusCode).toBe(409);
      expect(move.json()).toMatchObject({
        code: 'matchingMeetingEnded',
        message: '已结束的洽谈不能取消或改期。请对其进行评价。',
      });
    }
    const [row] = await t.db.select().from(matchings).where(eq(matchings.id, id));
    expect(row!.status).toBe('CONFIRMED');

    // the organiser corrects a record made by mistake
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/console/matchings/${id}/schedules`,
      headers: bearer(admin),
      payload: { action: 'cancel', reason: '잘못 기록함' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().matching.status).toBe('CANCELLED');
  });
});
