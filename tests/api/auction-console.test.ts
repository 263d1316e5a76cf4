import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBid, type LotBidState } from '#domain/auction/proxy.ts';
import { PERSONAL_DATA_PROOF_HEADER } from '#domain/schemas/personalData.ts';
import {
  accessLogs,
  auctionBids,
  auctionInvoices,
  auctionWorks,
  memberProfiles,
  outbox,
  users,
} from '#server/db/schema/index.ts';
import { readIncrements } from '#server/services/auction/increments.ts';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { bearer, createManager, login, multipart, tinyPng } from '../helpers/auth.ts';
import { firstSheet } from '../helpers/xlsx.ts';
import { caller, verifyIdentity } from './auction-helpers.ts';

// The auction's console (docs/decisions/0034-auction-console.md): resources under the `auction` scope, bidders
// masked and revealed with a reason into the access log, approval, the live monitor, bid cancellation
// replayed through the proxy engine with mails in each bidder's language, settling once, exports — and no
// bidder's maximum in any console answer or sheet.

let t: AdminTestApp;
let call: ReturnType<typeof caller>;
let manager: string;
let shopManager: string;
const C = '/api/console/auction';
const MAXIMA = [6_125_000, 7_345_000, 9_815_000];

async function member(name: string, country?: string) {
  const user = await createManager(t.app, { username: name, password: 'Bidder!2345', type: 'PERSON' });
  await t.db
    .update(users)
    .set({ email: `${name}@example.com` })
    .where(eq(users.id, user.id));
  if (country) {
    await t.db
      .insert(memberProfiles)
      .values({ userId: user.id, companyName: name, country, status: 'APPROVED' });
  }
  return (await login(t.app, name, 'Bidder!2345')).accessToken;
}

async function proof(): Promise<Record<string, string>> {
  const res = await call(manager, 'POST', '/api/console/me/verify', { subPassword: 'Sub!23456' });
  expect(res.statusCode, res.body).toBe(200);
  return { [PERSONAL_DATA_PROOF_HEADER]: res.json().verification.token };
}

async function upload(): Promise<string> {
  const body = multipart([{ field: 'upload', filename: 'work.png', content: tinyPng() }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/files',
    headers: { ...bearer(manager), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file._id;
}

const iso = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
let hallId: string;
let programId: string;
let authorId: string;
let workId: string;
const bidders: { token: string; registrationId: string }[] = [];

beforeAll(async () => {
  t = await createAdminTestApp();
  call = caller(t.app);
  await createManager(t.app, {
    username: 'auction-manager',
    password: 'Manager!2345',
    scope: ['auction'],
    subPassword: 'Sub!23456',
  });
  manager = (await login(t.app, 'auction-manager', 'Manager!2345')).accessToken;
  await createManager(t.app, { username: 'shop-only', password: 'Manager!2345', scope: ['shop'] });
  shopManager = (await login(t.app, 'shop-only', 'Manager!2345')).accessToken;
}, 120_000);
afterAll(() => t.close());

describe('halls, programs, authors and lots', () => {
  it('creates them with an uploaded image, refuses bad input in the manager’s language and changes nothing', async () => {
    const hall = await call(manager, 'POST', `${C}/halls`, { name: '콘솔 경매관', cover: await upload() });
    expect(hall.statusCode, hall.body).toBe(201);
    hallId = hall.json().hall._id;
    expect(hall.json().hall.cover).toMatch(/^\/api\/v1\/files\//);

    const bad = await call(
      manager,
      'POST',
      `${C}/programs`,
      { hallId, title: '순서가 틀린 경매', previewFrom: iso(0), opensAt: iso(10), firstCloseAt: iso(5) },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.firstCloseAt).toMatch(/[A-Za-z]/);

    const program = await call(manager, 'POST', `${C}/programs`, {
      hallId,
      title: '콘솔 승인 경매',
      previewFrom: iso(-10),
      opensAt: iso(-5),
      firstCloseAt: iso(60),
      requiresApproval: true,
    });
    expect(program.statusCode, program.body).toBe(201);
    programId = program.json().program._id;

    const author = await call(manager, 'POST', `${C}/authors`, { name: '콘솔 작가' });
    expect(author.statusCode, author.body).toBe(201);
    authorId = author.json().author._id;

    const lot = {
      programId,
      authorId,
      lotNumber: 1,
      title: '콘솔 작품',
      images: [await upload()],
      estimateLow: 5_000_000,
      estimateHigh: 8_000_000,
      startPrice: 3_000_000,
      reserve: 4_000_000,
    };
    const work = await call(manager, 'POST', `${C}/works`, lot);
    expect(work.statusCode, work.body).toBe(201);
    workId = work.json().work._id;
    expect(work.json().work.live.closesAt).toBe(new Date(program.json().program.firstCloseAt).toISOString());
    expect(work.json().work.images[0]).toMatch(/^\/api\/v1\/files\//);

    const twin = await call(manager, 'POST', `${C}/works`, { ...lot, images: [] });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().code).toBe('auctionLotNumberTaken');
    const hostile = await call(manager, 'POST', `${C}/works`, {
      ...lot,
      lotNumber: 2,
      images: ['//evil.example/x.png'],
    });
    expect(hostile.statusCode).toBe(400);
    expect((await call(manager, 'GET', `${C}/works?programId=${programId}`)).json().total).toBe(1);

    expect((await call(manager, 'DELETE', `${C}/halls/${hallId}`)).statusCode).toBe(409);
    expect((await call(manager, 'DELETE', `${C}/authors/${authorId}`)).statusCode).toBe(409);
  });

  it('edits the increment table as a whole and refuses one whose steps shrink', async () => {
    const table = (await call(manager, 'GET', `${C}/increments`)).json().rows;
    const shrinking = await call(manager, 'PUT', `${C}/increments`, {
      rows: [
        { upTo: 1_000_000, step: 100_000 },
        { upTo: null, step: 50_000 },
      ],
    });
    expect(shrinking.statusCode).toBe(400);
    expect((await call(manager, 'GET', `${C}/increments`)).json().rows).toEqual(table);
    const same = await call(manager, 'PUT', `${C}/increments`, { rows: table });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses a manager without the auction scope, members and visitors', async () => {
    for (const url of [
      `${C}/halls`,
      `${C}/registrations`,
      `${C}/bids`,
      `${C}/programs/${programId}/monitor`,
    ]) {
      expect((await call(shopManager, 'GET', url)).statusCode, url).toBe(403);
      expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
    }
    const person = await member('auction-console-person');
    expect((await call(person, 'GET', `${C}/bids`)).statusCode).toBe(403);
    expect((await call(shopManager, 'POST', `${C}/programs/${programId}/settle`)).statusCode).toBe(403);
  });
});

describe('registrations', () => {
  it('keeps a bidder pending until approved, masked until revealed with a reason, every read logged', async () => {
    for (const [i, country] of ['KR', 'US', undefined].entries()) {
      const token = await member(`auction-console-bidder-${i}`, country);
      const certId = await verifyIdentity(t.app, `경매응찰${'가나다'[i]}자`);
      const res = await call(token, 'POST', `/api/v1/auction/programs/${programId}/registrations`, {
        certId,
        agreeTerms: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().registration.status).toBe('PENDING');
      bidders.push({ token, registrationId: res.json().registration._id });
    }
    const pending = await call(bidders[0]!.token, 'POST', `/api/v1/auction/works/${workId}/bids`, {
      max: 3_000_000,
    });
    expect(pending.statusCode).toBe(403);

    const list = await call(manager, 'GET', `${C}/registrations?programId=${programId}`);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().registrations;
    expect(rows).toHaveLength(3);
    expect(list.body).not.toContain('경매응찰가자');
    expect(rows[0].name).toMatch(/\*/);
    expect(rows[0].phone).toMatch(/\*/);

    const noProof = await call(
      manager,
      'GET',
      `${C}/registrations/${bidders[0]!.registrationId}?reveal=1&reason=확인`,
    );
    expect(noProof.statusCode).toBe(403);
    const revealed = await t.app.inject({
      method: 'GET',
      url: `${C}/registrations/${bidders[0]!.registrationId}?reveal=1&reason=${encodeURIComponent('본인 확인')}`,
      headers: { ...bearer(manager), ...(await proof()) },
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().registration.name).toBe('경매응찰가자');
    const [log] = await t.db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.subjectId, bidders[0]!.registrationId), eq(accessLogs.action, 'reveal')));
    expect(log).toMatchObject({ subjectType: 'auction/registrations', reason: '본인 확인' });

    const noExportProof = await call(manager, 'GET', `${C}/registrations/export?programId=${programId}`);
    expect(noExportProof.statusCode).toBe(403);

    for (const b of bidders) {
      const ok = await call(manager, 'POST', `${C}/registrations/${b.registrationId}/decision`, {
        status: 'APPROVED',
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().registration.status).toBe('APPROVED');
    }
    const wrong = await call(manager, 'POST', `${C}/registrations/${bidders[0]!.registrationId}/decision`, {
      status: 'MAYBE',
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('bids in the console', () => {
  it('shows the monitor and the log without any maximum, cancels with a replay, mails each bidder in their language', async () => {
    for (const [i, max] of MAXIMA.entries()) {
      const res = await call(bidders[i]!.token, 'POST', `/api/v1/auction/works/${workId}/bids`, { max });
      expect(res.statusCode, res.body).toBe(201);
    }
    // bidder 0 (Korea) was outbid by 1, the US bidder 1 by 2: each mail in its reader’s language
    const [usMail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'auction-console-bidder-1@example.com'))
      .orderBy(desc(outbox.createdAt));
    expect(usMail?.subject).toBe('[Online auction] You have been outbid');
    const [koMail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'auction-console-bidder-0@example.com'));
    expect(koMail?.subject).toBe('[온라인 경매] 더 높은 응찰이 있습니다');

    const monitor = await call(manager, 'GET', `${C}/programs/${programId}/monitor`);
    const log = await call(manager, 'GET', `${C}/bids?workId=${workId}`);
    const work = await call(manager, 'GET', `${C}/works/${workId}`);
    for (const res of [monitor, log, work]) {
      expect(res.statusCode, res.body).toBe(200);
      for (const max of MAXIMA) expect(res.body).not.toContain(String(max));
      expect(res.body).not.toMatch(/"(max|leaderMax|runnerUpMax|myMax)"/);
    }
    expect(monitor.json().lots[0].live.leaderPaddle).toBeGreaterThan(100);
    expect(log.json().total).toBe(3);

    for (const url of [`${C}/bids/export?workId=${workId}`, `${C}/works/export?programId=${programId}`]) {
      const sheet = await call(manager, 'GET', url);
      expect(sheet.statusCode, url).toBe(200);
      const cells = JSON.stringify((await firstSheet(sheet.rawPayload)).getSheetValues());
      for (const max of MAXIMA) expect(cells, url).not.toContain(String(max));
    }

    // cancel the leader's bid (bidder 2): the lot is what the other maxima alone make it
    const leaderBid = log
      .json()
      .bids.find((b: { registrationId: string }) => b.registrationId === bidders[2]!.registrationId);
    const short = await call(manager, 'POST', `${C}/bids/${leaderBid._id}/cancel`, { reason: '' }, 'en');
    expect(short.statusCode).toBe(400);
    await t.db.delete(outbox);
    const cancelled = await call(manager, 'POST', `${C}/bids/${leaderBid._id}/cancel`, {
      reason: '본인 요청에 의한 취소',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().bid.cancelReason).toBe('본인 요청에 의한 취소');
    expect(cancelled.body).not.toContain(String(MAXIMA[2]));

    const increments = await readIncrements(t.db);
    const pricing = { startPrice: 3_000_000, reserve: 4_000_000, increments };
    let expected: LotBidState = { leader: null, runnerUp: null, price: null };
    for (const [i, max] of MAXIMA.slice(0, 2).entries()) {
      const outcome = placeBid(pricing, expected, { bidderId: bidders[i]!.registrationId, max });
      if (outcome.accepted) expected = outcome.state;
    }
    const [lot] = await t.db.select().from(auctionWorks).where(eq(auctionWorks.id, workId));
    expect(lot).toMatchObject({
      price: expected.price,
      leaderRegistrationId: expected.leader!.bidderId,
      leaderMax: expected.leader!.max,
      runnerUpMax: expected.runnerUp,
      bidCount: 2,
    });
    const live = (await call(null, 'GET', `/api/v1/auction/works/${workId}/live`)).json().lot;
    expect(live.price).toBe(expected.price);
    const history = (await call(null, 'GET', `/api/v1/auction/works/${workId}/bids`)).json().bids;
    expect(history).toHaveLength(2);

    const mails = await t.db.select().from(outbox);
    expect(mails.map((m) => m.to).sort()).toEqual(
      [0, 1, 2].map((i) => `auction-console-bidder-${i}@example.com`),
    );
    const toUs = mails.find((m) => m.to === 'auction-console-bidder-1@example.com')!;
    expect(toUs.subject).toBe('[Online auction] A bid was cancelled and the lot has changed');
    const toCancelled = mails.find((m) => m.to === 'auction-console-bidder-2@example.com')!;
    expect(toCancelled.body).toContain('본인 요청에 의한 취소');
    for (const mail of mails) for (const max of MAXIMA) expect(mail.body).not.toContain(String(max));

    const again = await call(manager, 'POST', `${C}/bids/${leaderBid._id}/cancel`, {
      reason: '두 번째 취소',
    });
    expect(again.statusCode).toBe(409);
    const remaining = await t.db
      .select()
      .from(auctionBids)
      .where(and(eq(auctionBids.workId, workId), isNull(auctionBids.cancelledAt)));
    expect(remaining).toHaveLength(2);

    const rejectBidder = await call(
      manager,
      'POST',
      `${C}/registrations/${bidders[0]!.registrationId}/decision`,
      {
        status: 'REJECTED',
      },
    );
    expect(rejectBidder.statusCode).toBe(409);
  });

  it('settles a lot once its close has passed, once, with one invoice; a settled lot keeps its bids', async () => {
    const early = await call(manager, 'POST', `${C}/works/${workId}/settle`);
    expect(early.statusCode).toBe(409);
    await t.db
      .update(auctionWorks)
      .set({ closesAt: new Date(Date.now() - 1_000) })
      .where(eq(auctionWorks.id, workId));
    const [first, second] = await Promise.all([
      call(manager, 'POST', `${C}/programs/${programId}/settle`),
      call(manager, 'POST', `${C}/works/${workId}/settle`),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const again = await call(manager, 'POST', `${C}/works/${workId}/settle`);
    expect(again.json().settled[0]).toMatchObject({ result: 'SOLD', changed: false });
    expect(await t.db.select().from(auctionInvoices).where(eq(auctionInvoices.workId, workId))).toHaveLength(
      1,
    );
    const bid = (await call(manager, 'GET', `${C}/bids?workId=${workId}&cancelled=false`)).json().bids[0];
    const late = await call(manager, 'POST', `${C}/bids/${bid._id}/cancel`, { reason: '낙찰 후 취소 시도' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('auctionLotSettled');
  });
});
