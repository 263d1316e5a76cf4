import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_MONEY_MAX } from '#domain/schemas/auction.ts';
import { placeBid, type LotBidState } from '#domain/auction/proxy.ts';
import {
  auctionBids,
  auctionInvoices,
  auctionPrograms,
  auctionRegistrations,
  auctionWorks,
  outbox,
  users,
} from '#server/db/schema/index.ts';
import { settleWork } from '#server/services/auction/closing.ts';
import { readIncrements } from '#server/services/auction/increments.ts';
import { createAdminTestApp, listen, type AdminTestApp } from '../helpers/app.ts';
import { referenceResult } from '../helpers/auctionReference.ts';
import { createManager, login } from '../helpers/auth.ts';
import { caller, verifyIdentity } from './auction-helpers.ts';

// Bidding (docs/decisions/0033-timed-auction.md): registration with identity verification, proxy bids under
// the lot's lock and the server's clock, soft close, the privacy of maxima, idempotent closing — and 200
// concurrent bids on one lot checked against an independent reference.

let t: AdminTestApp;
let call: ReturnType<typeof caller>;
let programId: string;
let works: { _id: string; lotNumber: number; startPrice: number }[];
const tokens: string[] = [];
const BIDDERS = 8;

async function member(name: string, type: 'PERSON' | 'COMPANY' = 'PERSON') {
  await createManager(t.app, { username: name, password: 'Bidder!2345', type });
  await t.db
    .update(users)
    .set({ email: `${name}@example.com` })
    .where(eq(users.username, name));
  return (await login(t.app, name, 'Bidder!2345')).accessToken;
}

async function register(token: string, program = programId, phone?: string) {
  const certId = await verifyIdentity(t.app, '경매응찰', phone);
  return call(token, 'POST', `/api/v1/auction/programs/${program}/registrations`, {
    certId,
    agreeTerms: true,
  });
}

const bid = (token: string | null, workId: string, max: number, lang = 'ko') =>
  call(token, 'POST', `/api/v1/auction/works/${workId}/bids`, { max }, lang);

const work = async (id: string) =>
  (await t.db.select().from(auctionWorks).where(eq(auctionWorks.id, id)))[0]!;

beforeAll(async () => {
  t = await createAdminTestApp();
  call = caller(t.app);
  const programs = await call(null, 'GET', '/api/v1/auction/programs');
  expect(programs.statusCode, programs.body).toBe(200);
  programId = programs.json().programs[0]._id;
  const list = await call(null, 'GET', `/api/v1/auction/works?program=${programId}`);
  works = list.json().works;
  expect(works).toHaveLength(12);
  for (let i = 0; i < BIDDERS; i++) {
    const token = await member(`auction-bidder-${i}`, i === BIDDERS - 1 ? 'COMPANY' : 'PERSON');
    tokens.push(token);
    expect((await register(token)).statusCode).toBe(201);
  }
}, 240_000);
afterAll(() => t.close());

describe('registration', () => {
  it('numbers paddles from 101 and refuses a second registration, a used or missing verification', async () => {
    const rows = await t.db
      .select({ paddle: auctionRegistrations.paddle, status: auctionRegistrations.status })
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.programId, programId))
      .orderBy(asc(auctionRegistrations.paddle));
    expect(rows.map((r) => r.paddle)).toEqual(Array.from({ length: BIDDERS }, (_, i) => 101 + i));
    expect(rows.every((r) => r.status === 'APPROVED')).toBe(true);

    const again = await register(tokens[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('auctionAlreadyRegistered');

    const newcomer = await member('auction-newcomer');
    const noCert = await call(newcomer, 'POST', `/api/v1/auction/programs/${programId}/registrations`, {
      agreeTerms: true,
    });
    expect(noCert.statusCode).toBe(400);
    const certId = await verifyIdentity(t.app);
    const noTerms = await call(newcomer, 'POST', `/api/v1/auction/programs/${programId}/registrations`, {
      certId,
      agreeTerms: false,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().errors.agreeTerms).toBe('경매 약관에 동의해주세요');
    const ok = await call(newcomer, 'POST', `/api/v1/auction/programs/${programId}/registrations`, {
      certId,
      agreeTerms: true,
    });
    expect(ok.statusCode).toBe(201);
    const reuse = await call(tokens[0]!, 'POST', `/api/v1/auction/programs/${programId}/registrations`, {
      certId,
      agreeTerms: true,
    });
    expect(reuse.statusCode).toBe(409);
  });

  it('gives one verified person one paddle, whatever the number of accounts', async () => {
    const first = await member('auction-twin-1');
    const second = await member('auction-twin-2');
    expect((await register(first, programId, '01077776666')).statusCode).toBe(201);
    const twin = await register(second, programId, '01077776666');
    expect(twin.statusCode).toBe(409);
    expect(twin.json().code).toBe('auctionPersonAlreadyRegistered');
  });
});

describe('who may bid', () => {
  it('refuses anonymous, managers, unregistered and pending members, and changes nothing', async () => {
    const lot = works[0]!;
    expect((await bid(null, lot._id, 5_000_000)).statusCode).toBe(401);
    expect((await bid(t.admin, lot._id, 5_000_000)).statusCode).toBe(403);
    const stranger = await member('auction-stranger');
    const refused = await bid(stranger, lot._id, 5_000_000, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'auctionRegistrationRequired',
      message: 'Please register for this sale before bidding.',
    });

    await t.db
      .update(auctionPrograms)
      .set({ requiresApproval: true })
      .where(eq(auctionPrograms.id, programId));
    const waiting = await member('auction-waiting');
    const registered = await register(waiting);
    expect(registered.json().registration.status).toBe('PENDING');
    expect((await bid(waiting, lot._id, 5_000_000)).json().code).toBe('auctionRegistrationPending');
    await t.db
      .update(auctionPrograms)
      .set({ requiresApproval: false })
      .where(eq(auctionPrograms.id, programId));
    expect((await work(lot._id)).bidCount).toBe(0);
  });

  it('refuses a bid below the next minimum with the minimum, in the bidder’s language', async () => {
    const lot = works[1]!;
    const low = await bid(tokens[0]!, lot._id, lot.startPrice - 1, 'en');
    expect(low.statusCode).toBe(400);
    expect(low.json().code).toBe('auctionBidBelowMinimum');
    expect(low.json().message).toContain(`₩${lot.startPrice.toLocaleString('en-US')}`);
    // above the most an auction amount may be (docs/decisions/0047-owed-cancels-of-invoices-and-big-won.md)
    for (const max of [0, -5, 1.5, AUCTION_MONEY_MAX + 1_000_000]) {
      expect((await bid(tokens[0]!, lot._id, max)).statusCode).toBe(400);
    }
    expect((await work(lot._id)).bidCount).toBe(0);
  });
});

describe('proxy bidding on one lot', () => {
  it('bids for the leader up to their maximum, hides every maximum from everyone else', async () => {
    const lot = works[2]!; // start 2,000,000, reserve 3,000,000
    const a = await bid(tokens[0]!, lot._id, 7_777_000);
    expect(a.statusCode, a.body).toBe(201);
    // the leader's maximum reaches the reserve: the price goes to the reserve, not beyond
    expect(a.json()).toMatchObject({
      bid: { seq: 1, max: 7_777_000, leading: true },
      lot: { price: 3_000_000 },
    });
    const b = await bid(tokens[1]!, lot._id, 4_100_000);
    expect(b.json()).toMatchObject({
      bid: { seq: 2, leading: false },
      lot: { price: 4_300_000, leaderPaddle: 101 },
    });
    expect(b.json().lot.reserve).toBe('MET');

    const seen = [
      await call(null, 'GET', `/api/v1/auction/works/${lot._id}`),
      await call(null, 'GET', `/api/v1/auction/works/${lot._id}/live`),
      await call(null, 'GET', `/api/v1/auction/works/${lot._id}/bids`),
      await call(null, 'GET', `/api/v1/auction/works?program=${programId}`),
      await call(tokens[1]!, 'GET', '/api/v1/me/bids'),
    ];
    for (const res of seen) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('7777000');
      expect(res.body).not.toMatch(/"(max|leaderMax|runnerUpMax|reserve)":\s*\d/);
    }
    const history = seen[2]!.json().bids;
    expect(history.map((h: { paddle: number }) => h.paddle)).toEqual([102, 101]);
    // the bidder alone reads their own maximum
    const mine = (await call(tokens[0]!, 'GET', '/api/v1/me/bids')).json().bids;
    expect(mine.find((m: { work: { _id: string } }) => m.work._id === lot._id)).toMatchObject({
      myMax: 7_777_000,
      leading: true,
    });
    const theirs = seen[4]!.json().bids.find((m: { work: { _id: string } }) => m.work._id === lot._id);
    expect(theirs).toMatchObject({ myMax: 4_100_000, leading: false });

    // outbidding the leader queues their e-mail
    const c = await bid(tokens[2]!, lot._id, 9_000_000);
    expect(c.json().bid.leading).toBe(true);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'auction-bidder-0@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).not.toContain('9000000');
  });

  it('200 concurrent bids: one leader, the reference price, answers that match the history', async () => {
    const lot = works[3]!;
    let seed = 33;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const sent = Array.from({ length: 200 }, (_, i) => ({
      bidder: i % BIDDERS,
      max: lot.startPrice + Math.floor(random() * 60) * 25_000,
    }));
    const answers = await Promise.all(sent.map((s) => bid(tokens[s.bidder]!, lot._id, s.max)));
    for (const res of answers) {
      expect([201, 400], res.body).toContain(res.statusCode);
      if (res.statusCode === 400)
        expect(['auctionBidBelowMinimum', 'auctionBidNotAboveOwnMax']).toContain(res.json().code);
    }
    const accepted = answers.filter((res) => res.statusCode === 201).map((res) => res.json().bid);
    const history = await t.db
      .select()
      .from(auctionBids)
      .where(eq(auctionBids.workId, lot._id))
      .orderBy(asc(auctionBids.seq));
    // no two bids share a place; every accepted answer is its row of the history
    expect(history.map((h) => h.seq)).toEqual(Array.from({ length: accepted.length }, (_, i) => i + 1));
    for (const answer of accepted) {
      const row = history[answer.seq - 1]!;
      expect({ max: row.max, price: row.price, leading: row.leading }).toEqual({
        max: answer.max,
        price: answer.price,
        leading: answer.leading,
      });
    }
    // the final state is the reference result of all accepted maxima
    const row = await work(lot._id);
    const increments = await readIncrements(t.db);
    const pricing = { startPrice: row.startPrice, reserve: row.reserve, increments };
    const expected = referenceResult(
      pricing,
      history.map((h) => ({ bidderId: h.registrationId, max: h.max, seq: h.seq })),
    );
    expect({ leader: row.leaderRegistrationId, price: row.price }).toEqual(expected);
    expect(row.bidCount).toBe(accepted.length);
    // replaying the history in its order gives each bid the price and standing it was answered with
    let state: LotBidState = { leader: null, runnerUp: null, price: null };
    for (const h of history) {
      const outcome = placeBid(pricing, state, { bidderId: h.registrationId, max: h.max });
      expect(outcome.accepted).toBe(true);
      if (!outcome.accepted) break;
      expect({ price: outcome.state.price, leading: outcome.leading }).toEqual({
        price: h.price,
        leading: h.leading,
      });
      state = outcome.state;
    }
    // the refused ones were rightly refused: each was under the minimum or the leader's own maximum then
    expect(accepted.length).toBeGreaterThan(1);
    expect(accepted.length).toBeLessThan(200);
  }, 120_000);
});

describe('the server’s clock and soft close', () => {
  it('extends the close by the extension once per accepted bid inside the window', async () => {
    const lot = works[4]!;
    await t.db
      .update(auctionPrograms)
      .set({ softCloseWindowSeconds: 3_600, softCloseExtensionSeconds: 60 })
      .where(eq(auctionPrograms.id, programId));
    const closesAt = new Date(Date.now() + 600_000);
    await t.db.update(auctionWorks).set({ closesAt }).where(eq(auctionWorks.id, lot._id));
    let max = lot.startPrice;
    for (let k = 1; k <= 5; k++) {
      const res = await bid(tokens[k % 2]!, lot._id, (max += 500_000));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().lot.closesAt).toBe(new Date(closesAt.getTime() + k * 60_000).toISOString());
    }
    // a refused bid extends nothing
    expect((await bid(tokens[3]!, lot._id, lot.startPrice)).statusCode).toBe(400);
    expect((await work(lot._id)).closesAt).toEqual(new Date(closesAt.getTime() + 5 * 60_000));
    await t.db
      .update(auctionPrograms)
      .set({ softCloseWindowSeconds: 120, softCloseExtensionSeconds: 120 })
      .where(eq(auctionPrograms.id, programId));
  });

  it('refuses a bid after the (extended) close and before the opening, by the server’s clock', async () => {
    const lot = works[5]!;
    await t.db
      .update(auctionWorks)
      .set({ closesAt: new Date(Date.now() - 1_000) })
      .where(eq(auctionWorks.id, lot._id));
    const late = await bid(tokens[0]!, lot._id, 9_000_000, 'en');
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('Bidding on this lot has closed.');
    const live = (await call(null, 'GET', `/api/v1/auction/works/${lot._id}/live`)).json().lot;
    expect(live.state).toBe('UNSOLD');
    expect(Date.parse(live.serverNow)).toBeGreaterThan(Date.parse(live.closesAt));

    await t.db
      .update(auctionPrograms)
      .set({ opensAt: new Date(Date.now() + 3_600_000) })
      .where(eq(auctionPrograms.id, programId));
    const early = await bid(tokens[0]!, works[6]!._id, 9_000_000);
    expect(early.json().code).toBe('auctionLotNotOpen');
    await t.db
      .update(auctionPrograms)
      .set({ opensAt: new Date(Date.now() - 3_600_000) })
      .where(eq(auctionPrograms.id, programId));
  });
});

describe('closing', () => {
  it('settles once: sold at the price with one invoice (hammer + premium + VAT), however often it runs', async () => {
    const lot = works[7]!; // start 1,500,000, no reserve
    expect((await bid(tokens[0]!, lot._id, 2_000_000)).statusCode).toBe(201);
    expect((await bid(tokens[1]!, lot._id, 1_800_000)).statusCode).toBe(201);
    await expect(settleWork(t.db, lot._id)).rejects.toMatchObject({ code: 'auctionNotClosedYet' });
    await t.db
      .update(auctionWorks)
      .set({ closesAt: new Date(Date.now() - 1_000) })
      .where(eq(auctionWorks.id, lot._id));
    const results = await Promise.all([
      settleWork(t.db, lot._id),
      settleWork(t.db, lot._id),
      settleWork(t.db, lot._id),
    ]);
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(results.every((r) => r.result === 'SOLD' && r.hammer === 1_900_000)).toBe(true);
    const invoices = await t.db
      .select()
      .from(auctionInvoices)
      .where(inArray(auctionInvoices.workId, [lot._id]));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ hammer: 1_900_000, premium: 342_000, vat: 34_200, total: 2_276_200 });
    const mine = (await call(tokens[0]!, 'GET', '/api/v1/me/bids')).json().bids;
    expect(mine.find((m: { work: { _id: string } }) => m.work._id === lot._id)).toMatchObject({
      won: true,
      invoice: { total: 2_276_200 },
      lot: { state: 'SOLD' },
    });
  });

  it('passes a lot whose reserve was not met, saying so without the amount', async () => {
    const lot = works[9]!; // start 250,000, reserve 300,000
    expect((await bid(tokens[0]!, lot._id, 260_000)).statusCode).toBe(201);
    const live = (await call(null, 'GET', `/api/v1/auction/works/${lot._id}/live`)).json().lot;
    expect(live.reserve).toBe('NOT_MET');
    await t.db
      .update(auctionWorks)
      .set({ closesAt: new Date(Date.now() - 1_000) })
      .where(eq(auctionWorks.id, lot._id));
    expect(await settleWork(t.db, lot._id)).toMatchObject({ result: 'UNSOLD', hammer: null });
    expect(await t.db.select().from(auctionInvoices).where(eq(auctionInvoices.workId, lot._id))).toHaveLength(
      0,
    );
  });
});

describe('live events', () => {
  it('streams the lot at once and again after a bid, without any maximum', async () => {
    const base = await listen(t.app);
    const lot = works[10]!;
    const controller = new AbortController();
    const res = await fetch(`${base}/api/v1/auction/works/${lot._id}/events`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    async function nextLot(): Promise<{ bidCount: number; price: number | null }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const chunk = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(chunk)?.[1];
          if (chunk.startsWith('event: lot') && data) return JSON.parse(data);
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
        expect(buffer).not.toContain('6543210');
      }
    }
    expect(await nextLot()).toMatchObject({ bidCount: 0, price: null });
    expect((await bid(tokens[4]!, lot._id, 6_543_210)).statusCode).toBe(201);
    expect(await nextLot()).toMatchObject({ bidCount: 1, price: 2_200_000 });
    controller.abort();
  });
});
