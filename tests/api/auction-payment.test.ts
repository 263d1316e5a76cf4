import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceOf } from '#domain/auction/invoice.ts';
import {
  accessLogs,
  auctionInvoices,
  auctionPrograms,
  auctionWorks,
  outbox,
  shopGatewayCancels,
  shopSimulatorTransactions,
  users,
} from '#server/db/schema/index.ts';
import { settleWork } from '#server/services/auction/closing.ts';
import { readIncrements } from '#server/services/auction/increments.ts';
import { sweepCancels } from '#server/services/shop/gatewayCancels.ts';
import { usePaymentProvider, type PaymentProvider } from '#server/services/shop/payment/provider.ts';
import { simulatorProvider } from '#server/services/shop/payment/simulator.ts';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { referenceResult } from '../helpers/auctionReference.ts';
import { createManager, login } from '../helpers/auth.ts';
import { simulatorApproves } from '../helpers/shopOrder.ts';
import { caller, verifyIdentity } from './auction-helpers.ts';

// Paying a won lot (docs/decisions/0036-auction-invoice-payment.md): the invoice goes through the shop's
// payment provider (the simulator's window, then the approval's tid to the server) — an approval twice pays
// once, a wrong amount or a late approval is cancelled at the gateway — and a lot left unpaid past its due
// date is offered by a manager to the underbidder at the price the remaining bids give.

let t: AdminTestApp;
let call: ReturnType<typeof caller>;
let manager: string;
let programId: string;
let premium: number;
let lots: string[];
const bidders: { token: string; registrationId: string; paddle: number }[] = [];
// odd maxima: none of them can equal a price, so finding one in an answer means it leaked
const MAXIMA = [3_010_000, 2_530_000, 2_020_000];

async function member(name: string) {
  await createManager(t.app, { username: name, password: 'Bidder!2345', type: 'PERSON' });
  await t.db
    .update(users)
    .set({ email: `${name}@example.com` })
    .where(eq(users.username, name));
  return (await login(t.app, name, 'Bidder!2345')).accessToken;
}

/** The lowest maximum first, so each next one must (and does) beat the price. */
async function bidAll(workId: string, who: number[]) {
  for (const i of [...who].reverse()) {
    const res = await call(bidders[i]!.token, 'POST', `/api/v1/auction/works/${workId}/bids`, {
      max: MAXIMA[i],
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

async function close(workId: string) {
  await t.db
    .update(auctionWorks)
    .set({ closesAt: new Date(Date.now() - 1_000) })
    .where(eq(auctionWorks.id, workId));
  await settleWork(t.db, workId);
}

async function myBid(token: string, workId: string) {
  const res = await call(token, 'GET', '/api/v1/me/bids');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().bids.find((b: { work: { _id: string } }) => b.work._id === workId);
}

/** The simulator's window approving `amount` for the invoice's number: the tid its approval gives. */
async function windowApproves(token: string, number: string, amount: number): Promise<string> {
  const res = await simulatorApproves(t.app, token, number, amount);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tid;
}

const pay = (token: string, invoiceId: string, tid: string, lang = 'ko') =>
  call(token, 'POST', `/api/v1/me/bids/invoices/${invoiceId}/pay`, { tid }, lang);

const gateway = async (tid: string) =>
  (await t.db.select().from(shopSimulatorTransactions).where(eq(shopSimulatorTransactions.tid, tid)))[0]!;

async function expectedPrice(workId: string, who: number[]) {
  const [work] = await t.db.select().from(auctionWorks).where(eq(auctionWorks.id, workId));
  return referenceResult(
    { startPrice: work!.startPrice, reserve: work!.reserve, increments: await readIncrements(t.db) },
    who.map((i) => ({ bidderId: bidders[i]!.registrationId, max: MAXIMA[i]!, seq: MAXIMA.length - i })),
  );
}

beforeAll(async () => {
  t = await createAdminTestApp();
  call = caller(t.app);
  await createManager(t.app, { username: 'pay-manager', password: 'Manager!2345', scope: ['auction'] });
  manager = (await login(t.app, 'pay-manager', 'Manager!2345')).accessToken;
  programId = (await call(null, 'GET', '/api/v1/auction/programs')).json().programs[0]._id;
  const [program] = await t.db.select().from(auctionPrograms).where(eq(auctionPrograms.id, programId));
  premium = program!.premiumBasisPoints;
  const works = (await call(null, 'GET', `/api/v1/auction/works?program=${programId}`)).json().works;
  lots = works.slice(0, 7).map((w: { _id: string }) => w._id);
  await t.db
    .update(auctionWorks)
    .set({ startPrice: 1_000_000, reserve: null })
    .where(inArray(auctionWorks.id, lots));
  for (let i = 0; i < MAXIMA.length; i++) {
    const token = await member(`auction-payer-${i}`);
    const res = await call(token, 'POST', `/api/v1/auction/programs/${programId}/registrations`, {
      certId: await verifyIdentity(t.app),
      agreeTerms: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { _id, paddle } = res.json().registration;
    bidders.push({ token, registrationId: _id, paddle });
  }
}, 240_000);
afterAll(() => t.close());

describe('paying the invoice through the shop’s payment provider', () => {
  it('refuses a wrong amount and cancels it at the gateway; an approval twice pays once; a second is cancelled', async () => {
    const lot = lots[0]!;
    await bidAll(lot, [0, 1, 2]);
    await close(lot);
    const won = await myBid(bidders[0]!.token, lot);
    const { price } = await expectedPrice(lot, [0, 1, 2]);
    expect(won).toMatchObject({
      won: true,
      invoice: { status: 'DUE', offer: false, payable: true, ...invoiceOf(price!, premium) },
    });
    const invoice = won.invoice;

    const short = await windowApproves(bidders[0]!.token, invoice.number, invoice.total - 1);
    const mismatch = await pay(bidders[0]!.token, invoice._id, short, 'en');
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().code).toBe('shopAmountMismatch');
    expect(mismatch.json().message).toMatch(/differs/);
    expect((await gateway(short)).remaining).toBe(0);

    // another member cannot take an approval for it
    const tid = await windowApproves(bidders[0]!.token, invoice.number, invoice.total);
    expect((await pay(bidders[1]!.token, invoice._id, tid)).statusCode).toBe(404);

    const twice = await Promise.all([
      pay(bidders[0]!.token, invoice._id, tid),
      pay(bidders[0]!.token, invoice._id, tid),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(twice.map((r) => r.json().invoice.status)).toEqual(['PAID', 'PAID']);
    expect((await gateway(tid)).remaining).toBe(invoice.total);

    const again = await windowApproves(bidders[0]!.token, invoice.number, invoice.total);
    const second = await pay(bidders[0]!.token, invoice._id, again);
    expect(second.json().code).toBe('auctionInvoiceStateConflict');
    expect((await gateway(again)).remaining).toBe(0);

    const [row] = await t.db.select().from(auctionInvoices).where(eq(auctionInvoices.id, invoice._id));
    expect(row).toMatchObject({ status: 'PAID', payTid: tid, payProvider: 'simulator', payMethod: 'CARD' });
    expect(await myBid(bidders[0]!.token, lot)).toMatchObject({ won: true, invoice: { status: 'PAID' } });
    const sheet = await call(manager, 'GET', `/api/console/auction/works/${lot}`);
    expect(sheet.json().work.invoice).toMatchObject({
      status: 'PAID',
      paddle: bidders[0]!.paddle,
      offer: false,
    });
  });
});

describe('unpaid after the deadline', () => {
  it('refuses a late approval and cancels it; the manager offers the lot to the underbidder, who pays', async () => {
    const lot = lots[1]!;
    await bidAll(lot, [0, 1, 2]);
    await close(lot);
    const invoice = (await myBid(bidders[0]!.token, lot)).invoice;

    const early = await call(manager, 'POST', `/api/console/auction/works/${lot}/offer`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('auctionInvoiceNotOverdue');

    await t.db
      .update(auctionInvoices)
      .set({ dueAt: new Date(Date.now() - 1_000) })
      .where(eq(auctionInvoices.id, invoice._id));
    expect(await myBid(bidders[0]!.token, lot)).toMatchObject({ invoice: { status: 'DUE', payable: false } });
    const listed = await call(manager, 'GET', `/api/console/auction/works/${lot}`);
    expect(listed.json().work.invoice).toMatchObject({ paddle: bidders[0]!.paddle, overdue: true });
    const late = await windowApproves(bidders[0]!.token, invoice.number, invoice.total);
    const refused = await pay(bidders[0]!.token, invoice._id, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('auctionInvoiceOverdue');
    expect((await gateway(late)).remaining).toBe(0);

    const offered = await call(manager, 'POST', `/api/console/auction/works/${lot}/offer`);
    expect(offered.statusCode, offered.body).toBe(200);
    const { price } = await expectedPrice(lot, [1, 2]);
    expect(offered.json()).toMatchObject({
      paddle: bidders[1]!.paddle,
      invoice: { status: 'DUE', offer: true, ...invoiceOf(price!, premium) },
    });
    for (const max of MAXIMA) expect(offered.body).not.toContain(String(max));
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, 'auction-payer-1@example.com'));
    expect(mail.some((m) => m.subject?.includes('차순위') && m.body.includes('/mypage/bids'))).toBe(true);

    expect(await myBid(bidders[0]!.token, lot)).toMatchObject({ won: false, invoice: { status: 'LAPSED' } });
    const offer = await myBid(bidders[1]!.token, lot);
    expect(offer).toMatchObject({ won: true, invoice: { status: 'DUE', offer: true } });
    const tid = await windowApproves(bidders[1]!.token, offer.invoice.number, offer.invoice.total);
    expect((await pay(bidders[1]!.token, offer.invoice._id, tid)).json().invoice.status).toBe('PAID');

    const work = await call(manager, 'GET', `/api/console/auction/works/${lot}`);
    expect(work.json().work.invoice).toMatchObject({
      status: 'PAID',
      offer: true,
      paddle: bidders[1]!.paddle,
    });
    for (const max of MAXIMA) expect(work.body).not.toContain(String(max));
  });

  it('changes nothing when no other bidder is there', async () => {
    const lot = lots[2]!;
    await bidAll(lot, [0]);
    await close(lot);
    const invoice = (await myBid(bidders[0]!.token, lot)).invoice;
    await t.db
      .update(auctionInvoices)
      .set({ dueAt: new Date(Date.now() - 1_000) })
      .where(eq(auctionInvoices.id, invoice._id));
    const res = await call(manager, 'POST', `/api/console/auction/works/${lot}/offer`, undefined, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('auctionNoUnderbidder');
    const rows = await t.db.select().from(auctionInvoices).where(eq(auctionInvoices.workId, lot));
    expect(rows.map((r) => r.status)).toEqual(['DUE']);
  });
});

describe('an approval given back is owed until the gateway answers (docs/decisions/0047-owed-cancels-of-invoices-and-big-won.md)', () => {
  /** The simulator behind a network that fails: before the gateway gets the cancel, or after (answer lost). */
  const failing = (when: 'before' | 'after'): PaymentProvider => ({
    ...simulatorProvider,
    async cancel(db, cancel) {
      if (when === 'after') await simulatorProvider.cancel(db, cancel);
      throw new Error('gateway cancel: timed out');
    },
  });
  const owed = (invoiceId: string) =>
    t.db
      .select()
      .from(shopGatewayCancels)
      .where(eq(shopGatewayCancels.invoiceId, invoiceId))
      .orderBy(desc(shopGatewayCancels.createdAt));
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('gives a second payment back later when the gateway failed, once however many sweeps run', async () => {
    const lot = lots[3]!;
    await bidAll(lot, [0]);
    await close(lot);
    const invoice = (await myBid(bidders[0]!.token, lot)).invoice;
    const tid = await windowApproves(bidders[0]!.token, invoice.number, invoice.total);
    expect((await pay(bidders[0]!.token, invoice._id, tid)).statusCode).toBe(200);

    const again = await windowApproves(bidders[0]!.token, invoice.number, invoice.total);
    usePaymentProvider(failing('before'));
    try {
      // the same second approval handed in twice at once: refused twice, owed once
      const refused = await Promise.all([
        pay(bidders[0]!.token, invoice._id, again),
        pay(bidders[0]!.token, invoice._id, again),
      ]);
      expect(refused.map((r) => r.json().code)).toEqual([
        'auctionInvoiceStateConflict',
        'auctionInvoiceStateConflict',
      ]);
    } finally {
      usePaymentProvider(simulatorProvider);
    }
    expect((await gateway(again)).remaining).toBe(invoice.total);
    const rows = await owed(invoice._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      orderId: null,
      tid: again,
      amount: invoice.total,
      doneAt: null,
      lastError: 'gateway cancel: timed out',
    });

    // the console shows the money not yet back on the lot
    const lotSheet = async () =>
      (await call(manager, 'GET', `/api/console/auction/works/${lot}`)).json().work;
    expect((await lotSheet()).gatewayCancels).toMatchObject([
      {
        tid: again,
        amount: invoice.total,
        state: 'OWED',
        attempts: 1,
        lastError: 'gateway cancel: timed out',
      },
    ]);

    // backing off: nothing yet; then concurrent sweeps (as on several instances) give it back once
    expect(await sweepCancels(t.db, new Date())).toEqual([]);
    const swept = (await Promise.all([1, 2, 3].map(() => sweepCancels(t.db, later(5))))).flat();
    expect(swept).toEqual(['DONE']);
    expect(await sweepCancels(t.db, later(120))).toEqual([]);
    expect((await gateway(again)).remaining).toBe(0);
    expect((await gateway(tid)).remaining).toBe(invoice.total);
    expect((await owed(invoice._id)).map((r) => r.outcome)).toEqual(['DONE']);
    expect((await lotSheet()).gatewayCancels).toEqual([]);
  });

  it('retries a late approval’s give-back whose answer was lost without giving back twice', async () => {
    const lot = lots[4]!;
    await bidAll(lot, [1]);
    await close(lot);
    const invoice = (await myBid(bidders[1]!.token, lot)).invoice;
    await t.db
      .update(auctionInvoices)
      .set({ dueAt: new Date(Date.now() - 1_000) })
      .where(eq(auctionInvoices.id, invoice._id));
    const late = await windowApproves(bidders[1]!.token, invoice.number, invoice.total);
    usePaymentProvider(failing('after'));
    try {
      expect((await pay(bidders[1]!.token, invoice._id, late)).json().code).toBe('auctionInvoiceOverdue');
    } finally {
      usePaymentProvider(simulatorProvider);
    }
    expect((await gateway(late)).remaining).toBe(0);
    expect((await owed(invoice._id)).map((r) => r.doneAt)).toEqual([null]);
    expect(await sweepCancels(t.db, later(5))).toEqual(['DONE']);
    expect((await gateway(late)).remaining).toBe(0);
    expect(await sweepCancels(t.db, later(120))).toEqual([]);
  });
});

describe('a give-back the gateway refused, settled by an auction manager (docs/decisions/0050-refused-gateway-cancels-settled-by-managers.md)', () => {
  const refusing: PaymentProvider = {
    ...simulatorProvider,
    async cancel() {
      return { outcome: 'REFUSED', detail: 'gateway: cancel refused' };
    },
  };
  const act = (token: string | null, workId: string, cancelId: string, what: string, note = 'x') =>
    call(
      token,
      'POST',
      `/api/console/auction/works/${workId}/gatewayCancels/${cancelId}/${what}`,
      { note },
      'en',
    );
  const lotSheet = async (workId: string) =>
    (await call(manager, 'GET', `/api/console/auction/works/${workId}`)).json().work;

  it('refuses other callers and lots; retried it gives back once, returned by hand it is settled once, logged', async () => {
    const lot = lots[6]!;
    await bidAll(lot, [0]);
    await close(lot);
    const invoice = (await myBid(bidders[0]!.token, lot)).invoice;
    const tid = await windowApproves(bidders[0]!.token, invoice.number, invoice.total);
    expect((await pay(bidders[0]!.token, invoice._id, tid)).statusCode).toBe(200);
    // two more approvals for the paid invoice, each given back, each refused by the gateway
    const extra = [
      await windowApproves(bidders[0]!.token, invoice.number, invoice.total),
      await windowApproves(bidders[0]!.token, invoice.number, invoice.total),
    ];
    usePaymentProvider(refusing);
    try {
      for (const again of extra) {
        expect((await pay(bidders[0]!.token, invoice._id, again)).json().code).toBe(
          'auctionInvoiceStateConflict',
        );
      }
    } finally {
      usePaymentProvider(simulatorProvider);
    }
    const refused = (await lotSheet(lot)).gatewayCancels as { _id: string; tid: string; state: string }[];
    expect(refused.map((c) => [c.tid, c.state])).toEqual(extra.map((x) => [x, 'REFUSED']));
    const [toRetry, toReturn] = refused.map((c) => c._id) as [string, string];

    await createManager(t.app, { username: 'pay-shop-only', password: 'Manager!2345', scope: ['shop'] });
    const shopOnly = (await login(t.app, 'pay-shop-only', 'Manager!2345')).accessToken;
    for (const what of ['retry', 'returned']) {
      expect((await act(null, lot, toRetry, what)).statusCode).toBe(401);
      expect((await act(bidders[0]!.token, lot, toRetry, what)).statusCode).toBe(403);
      expect((await act(shopOnly, lot, toRetry, what)).statusCode).toBe(403);
      expect((await act(manager, lots[0]!, toRetry, what)).statusCode).toBe(404);
      expect((await act(manager, lot, toRetry, what, ' ')).statusCode).toBe(400);
    }
    expect((await gateway(extra[0]!)).remaining).toBe(invoice.total);

    const retried = await Promise.all([1, 2].map(() => act(manager, lot, toRetry, 'retry', 'asked again')));
    expect(retried.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await gateway(extra[0]!)).remaining).toBe(0);

    const note = 'refunded by bank transfer on 2026-11-27';
    const returned = await Promise.all([1, 2].map(() => act(manager, lot, toReturn, 'returned', note)));
    expect(returned.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(returned.find((r) => r.statusCode === 200)!.json().work.gatewayCancels).toEqual([]);
    // not through the gateway: its balance stays
    expect((await gateway(extra[1]!)).remaining).toBe(invoice.total);
    expect((await gateway(tid)).remaining).toBe(invoice.total);
    const rows = await t.db
      .select()
      .from(shopGatewayCancels)
      .where(eq(shopGatewayCancels.invoiceId, invoice._id));
    expect(rows.map((r) => [r.tid, r.outcome, r.settledBy, r.settledNote]).sort()).toEqual(
      [
        [extra[0], 'DONE', null, null],
        [extra[1], 'BY_HAND', 'pay-manager', note],
      ].sort(),
    );
    const [paid] = await t.db.select().from(auctionInvoices).where(eq(auctionInvoices.id, invoice._id));
    expect(paid).toMatchObject({ status: 'PAID', payTid: tid });
    const logs = await t.db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.subjectId, lot), eq(accessLogs.action, 'update')));
    expect(logs.map((l) => [l.subjectType, l.actorUsername, l.subjectLabel, l.reason]).sort()).toEqual(
      [
        ['auction/works', 'pay-manager', invoice.number, 'asked again'],
        ['auction/works', 'pay-manager', invoice.number, note],
      ].sort(),
    );
  });
});

describe('amounts above the integer’s ₩2,147,483,647', () => {
  it('sells a ₩2.5B lot, writes its invoice with the premium and VAT, and takes its payment', async () => {
    const lot = lots[5]!;
    const hammer = 2_500_000_000;
    await t.db.update(auctionWorks).set({ startPrice: hammer }).where(eq(auctionWorks.id, lot));
    const bid = await call(bidders[2]!.token, 'POST', `/api/v1/auction/works/${lot}/bids`, { max: hammer });
    expect(bid.statusCode, bid.body).toBe(201);
    await close(lot);
    const won = await myBid(bidders[2]!.token, lot);
    const expected = invoiceOf(hammer, premium);
    expect(expected.total).toBeGreaterThan(2_147_483_647);
    expect(won).toMatchObject({ won: true, invoice: { status: 'DUE', ...expected } });
    const tid = await windowApproves(bidders[2]!.token, won.invoice.number, expected.total);
    const paid = await pay(bidders[2]!.token, won.invoice._id, tid);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().invoice).toMatchObject({ status: 'PAID', total: expected.total });
    const sheet = await call(manager, 'GET', `/api/console/auction/works/${lot}`);
    expect(sheet.json().work).toMatchObject({ hammer, invoice: { status: 'PAID', total: expected.total } });
  });
});
