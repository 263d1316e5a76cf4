import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessLogs,
  outbox,
  shopOptions,
  shopOrders,
  shopGatewayCancels,
  shopPayments,
  shopSimulatorTransactions,
  terms,
  users,
} from '#server/db/schema/index.ts';
import { message } from '#domain/messages/index.ts';
import { sweepCancels } from '#server/services/shop/gatewayCancels.ts';
import { autoConfirm } from '#server/services/shop/moves.ts';
import { usePaymentProvider, type PaymentProvider } from '#server/services/shop/payment/provider.ts';
import { simulatorProvider } from '#server/services/shop/payment/simulator.ts';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { bearer, createManager, login, multipart } from '../helpers/auth.ts';
import { simulatorApproves } from '../helpers/shopOrder.ts';

// Fulfilment, returns, refunds per line, virtual accounts, the console's orders and the sales statistics
// (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md): every move only from the states before it,
// refunds never past what was paid, buyers masked and every look logged, sums that add up.

let t: AdminTestApp;
let buyer: string;
let other: string;
let noShop: string;
let shopManager: string;
let categoryId: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  await createManager(t.app, { username: 'ful-buyer', password: 'Buyer!2345', type: 'PERSON' });
  await createManager(t.app, { username: 'ful-other', password: 'Other!2345', type: 'PERSON' });
  await createManager(t.app, { username: 'ful-noshop', password: 'Nosho!2345', scope: ['manager'] });
  await createManager(t.app, {
    username: 'ful-shop',
    password: 'Shopm!2345',
    scope: ['shop'],
    subPassword: 'Second!234',
  });
  await t.db
    .update(users)
    .set({ email: 'ful-buyer@example.com', name: '김구매' })
    .where(eq(users.username, 'ful-buyer'));
  buyer = (await login(t.app, 'ful-buyer', 'Buyer!2345')).accessToken;
  other = (await login(t.app, 'ful-other', 'Other!2345')).accessToken;
  noShop = (await login(t.app, 'ful-noshop', 'Nosho!2345')).accessToken;
  shopManager = (await login(t.app, 'ful-shop', 'Shopm!2345')).accessToken;
  categoryId = (await call(t.admin, 'POST', '/api/console/shop/categories', { name: 'fulfilment' })).json()
    .category._id;
}, 240_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(token: string | null, method: Method, url: string, payload?: object, headers = {}) {
  return t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': 'en', ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** Two options: A at 10,000 and B at 12,000 won; shipping 3,000. */
async function newProduct(stock = 20) {
  const res = await call(t.admin, 'POST', '/api/console/shop/products', {
    categoryId,
    name: 'fulfilment product',
    maker: 'test',
    price: 10_000,
    shippingFee: 3_000,
    options: [
      { name: 'A', stock },
      { name: 'B', stock, extraPrice: 2_000 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const p = res.json().product;
  return { a: p.options[0]._id as string, b: p.options[1]._id as string };
}

const delivery = {
  recipient: '김받음',
  phone: '010-2345-6789',
  postcode: '04524',
  address1: '서울특별시 중구 세종대로 110',
  address2: '3층',
  payMethod: 'CARD',
  agreeTerms: true,
};

interface OrderAnswer {
  _id: string;
  number: string;
  total: number;
  status: string;
  lines: { _id: string; optionId: string; amount: number; refunded: number }[];
}

/** The order's line of an option. */
const lineOf = (order: OrderAnswer, optionId: string) => order.lines.find((l) => l.optionId === optionId)!;

async function placeOrder(token = buyer, payMethod = 'CARD') {
  const { a, b } = await newProduct();
  const res = await call(token, 'POST', '/api/v1/me/orders', {
    ...delivery,
    payMethod,
    lines: [
      { optionId: a, quantity: 1 },
      { optionId: b, quantity: 2 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return { order: res.json().order as OrderAnswer, a, b };
}

async function windowTid(order: { number: string; total: number }, method = 'CARD', token = buyer) {
  const res = await simulatorApproves(t.app, token, order.number, order.total, method);
  return res.json() as { tid: string; account: string | null };
}

async function paidOrder() {
  const placed = await placeOrder();
  const { tid } = await windowTid(placed.order);
  const paid = await call(buyer, 'POST', `/api/v1/me/orders/${placed.order._id}/pay`, { tid });
  expect(paid.statusCode, paid.body).toBe(200);
  return { ...placed, tid, order: paid.json().order as OrderAnswer };
}

const consoleCall = (method: Method, path: string, payload?: object) =>
  call(shopManager, method, `/api/console/shop/orders${path}`, payload);
const stockOf = async (optionId: string) =>
  (await t.db.select({ stock: shopOptions.stock }).from(shopOptions).where(eq(shopOptions.id, optionId)))[0]!
    .stock;
const mailsAbout = async (number: string) =>
  (
    await t.db
      .select()
      .from(outbox)
      .where(like(outbox.body, `%${number}%`))
  ).map((m) => m.subject);
const gatewayLeft = async (tid: string) =>
  (
    await t.db
      .select({ remaining: shopSimulatorTransactions.remaining })
      .from(shopSimulatorTransactions)
      .where(eq(shopSimulatorTransactions.tid, tid))
  )[0]!.remaining;

describe('the order life', () => {
  it('moves paid → preparing → shipped → delivered → confirmed, each only from the states before it, with a mail each', async () => {
    const { order } = await paidOrder();
    const id = order._id;
    // not before its time: deliver, confirm and return a paid order
    for (const path of ['deliver', 'returned']) {
      const refused = await consoleCall('POST', `/${id}/${path}`);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json().code).toBe('shopOrderStateConflict');
    }
    expect((await call(buyer, 'POST', `/api/v1/me/orders/${id}/confirm`)).statusCode).toBe(409);
    expect(
      (await call(buyer, 'POST', `/api/v1/me/orders/${id}/return`, { reason: 'changed my mind' })).statusCode,
    ).toBe(409);

    expect((await consoleCall('POST', `/${id}/prepare`)).json().order.status).toBe('PREPARING');
    expect((await consoleCall('POST', `/${id}/prepare`)).statusCode).toBe(409);
    const badShip = await consoleCall('POST', `/${id}/ship`, { carrier: 'UPS', trackingNumber: 'abc' });
    expect(badShip.statusCode).toBe(400);
    expect(Object.keys(badShip.json().errors).sort()).toEqual(['carrier', 'trackingNumber']);
    const shipped = await consoleCall('POST', `/${id}/ship`, {
      carrier: 'CJ',
      trackingNumber: '6012-3456-7890',
    });
    expect(shipped.json().order).toMatchObject({
      status: 'SHIPPED',
      carrier: 'CJ',
      trackingNumber: '6012-3456-7890',
    });
    // shipped: no cancel any more
    const late = await call(buyer, 'POST', `/api/v1/me/orders/${id}/cancel`, { reason: 'too late' });
    expect(late.statusCode).toBe(409);
    expect((await consoleCall('POST', `/${id}/deliver`)).json().order.status).toBe('DELIVERED');
    const confirmed = await call(buyer, 'POST', `/api/v1/me/orders/${id}/confirm`);
    expect(confirmed.json().order).toMatchObject({ status: 'CONFIRMED' });
    expect(confirmed.json().order.timeline.map((e: { status: string }) => e.status)).toEqual([
      'PENDING',
      'PAID',
      'PREPARING',
      'SHIPPED',
      'DELIVERED',
      'CONFIRMED',
    ]);
    // confirmed: no return, no second confirmation
    expect(
      (await call(buyer, 'POST', `/api/v1/me/orders/${id}/return`, { reason: 'broken' })).statusCode,
    ).toBe(409);
    expect((await call(buyer, 'POST', `/api/v1/me/orders/${id}/confirm`)).statusCode).toBe(409);
    const subjects = await mailsAbout(order.number);
    for (const word of ['Payment received', 'being prepared', 'shipped', 'Delivered', 'Purchase confirmed']) {
      expect(
        subjects.some((s) => s?.includes(word)),
        word,
      ).toBe(true);
    }
  });

  it('takes a return only within 7 days of delivery, and confirms by itself 7 days after it', async () => {
    const late = await paidOrder();
    await consoleCall('POST', `/${late.order._id}/ship`, {
      carrier: 'POST',
      trackingNumber: '1234567890123',
    });
    await consoleCall('POST', `/${late.order._id}/deliver`);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await t.db.update(shopOrders).set({ deliveredAt: eightDaysAgo }).where(eq(shopOrders.id, late.order._id));
    const refused = await call(buyer, 'POST', `/api/v1/me/orders/${late.order._id}/return`, {
      reason: 'broken',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A return can be requested only within 7 days of delivery.');

    const mails = await autoConfirm(t.db);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(shopOrders).where(eq(shopOrders.id, late.order._id));
    expect(row).toMatchObject({ status: 'CONFIRMED' });
    expect(await autoConfirm(t.db)).toEqual([]);
  });

  it('returns and refunds per line, never past a line or what was paid, even concurrently', async () => {
    const { order, tid } = await paidOrder();
    const id = order._id;
    await consoleCall('POST', `/${id}/ship`, { carrier: 'HANJIN', trackingNumber: '987654321012' });
    await consoleCall('POST', `/${id}/deliver`);
    const asked = await call(buyer, 'POST', `/api/v1/me/orders/${id}/return`, { reason: '색상이 달라요' });
    expect(asked.json().order.status).toBe('RETURN_REQUESTED');
    expect((await consoleCall('POST', `/${id}/returned`)).json().order.status).toBe('RETURNED');

    const [lineA, lineB] = order.lines as [OrderAnswer['lines'][0], OrderAnswer['lines'][0]];
    // more than the line: refused, nothing written
    const tooMuch = await consoleCall('POST', `/${id}/refund`, {
      reason: 'return',
      lines: [{ lineId: lineA._id, amount: lineA.amount + 1 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors['lines.0.amount']).toBe('A refund cannot exceed what was paid.');
    // another order's line: refused
    const { order: otherOrder } = await paidOrder();
    const foreign = await consoleCall('POST', `/${id}/refund`, {
      reason: 'return',
      lines: [{ lineId: otherOrder.lines[0]!._id, amount: 1_000 }],
    });
    expect(foreign.statusCode).toBe(400);

    // five concurrent refunds of 60 % of line B: one passes
    const part = Math.floor(lineB.amount * 0.6);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        consoleCall('POST', `/${id}/refund`, {
          reason: 'partial',
          lines: [{ lineId: lineB._id, amount: part }],
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(4);

    // the rest, everything left: REFUNDED, the gateway holds nothing more
    const rest = await consoleCall('POST', `/${id}/refund`, { reason: 'the rest' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().order).toMatchObject({ status: 'REFUNDED', paid: order.total, refunded: order.total });
    expect(
      rest.json().order.lines.map((l: { refunded: number; amount: number }) => l.refunded === l.amount),
    ).toEqual([true, true]);
    expect(await gatewayLeft(tid)).toBe(0);
    const nothingLeft = await consoleCall('POST', `/${id}/refund`, { reason: 'again' });
    expect(nothingLeft.statusCode).toBe(409);
    const refunds = (await t.db.select().from(shopPayments).where(eq(shopPayments.orderId, id))).filter(
      (p) => p.kind === 'REFUND',
    );
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(order.total);
    expect(await mailsAbout(order.number)).toEqual(
      expect.arrayContaining([expect.stringContaining('Refunded')]),
    );
  });

  it('refunds a line before shipping without moving, and cancels when the whole is refunded', async () => {
    const { order, a, b } = await paidOrder();
    const before = { a: await stockOf(a), b: await stockOf(b) };
    const lineA = lineOf(order, a);
    const first = await consoleCall('POST', `/${order._id}/refund`, {
      reason: '품절 1건',
      lines: [{ lineId: lineA._id, amount: lineA.amount }],
    });
    expect(first.json().order).toMatchObject({ status: 'PAID', refunded: lineA.amount });
    // the line refunded in full before shipping: its unit is back, once (the cancel below adds only B's)
    expect(await stockOf(a)).toBe(before.a + 1);
    const all = await consoleCall('POST', `/${order._id}/refund`, { reason: '전체 취소' });
    expect(all.json().order).toMatchObject({ status: 'CANCELLED', refunded: order.total });
    expect(await stockOf(a)).toBe(before.a + 1);
    expect(await stockOf(b)).toBe(before.b + 2);
  });

  it('puts a refunded line’s units back when the goods are in our hands, not while the buyer has them', async () => {
    const first = await paidOrder();
    const [a1, b1] = [lineOf(first.order, first.a), lineOf(first.order, first.b)];
    const stock1 = { a: await stockOf(first.a), b: await stockOf(first.b) };
    // before shipping: a line refunded in full comes back; a line refunded in part does not
    await consoleCall('POST', `/${first.order._id}/refund`, {
      reason: 'out of stock',
      lines: [
        { lineId: a1._id, amount: a1.amount },
        { lineId: b1._id, amount: 1_000 },
      ],
    });
    expect([await stockOf(first.a), await stockOf(first.b)]).toEqual([stock1.a + 1, stock1.b]);
    // shipped: the buyer has line B, so refunding the rest of it gives no units back
    await consoleCall('POST', `/${first.order._id}/ship`, { carrier: 'CJ', trackingNumber: '123456789012' });
    const kept = await consoleCall('POST', `/${first.order._id}/refund`, {
      reason: 'damaged, kept',
      lines: [{ lineId: b1._id, amount: b1.amount - 1_000 }],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await stockOf(first.b)).toBe(stock1.b);

    // a return received: each line refunded in full comes back, and the whole refund brings the rest
    const second = await paidOrder();
    const [a2, b2] = [lineOf(second.order, second.a), lineOf(second.order, second.b)];
    const id = second.order._id;
    await consoleCall('POST', `/${id}/ship`, { carrier: 'CJ', trackingNumber: '123456789013' });
    await consoleCall('POST', `/${id}/deliver`);
    await call(buyer, 'POST', `/api/v1/me/orders/${id}/return`, { reason: 'too small' });
    const stock2 = { a: await stockOf(second.a), b: await stockOf(second.b) };
    // asked for but not received: money may go back, the units not yet
    await consoleCall('POST', `/${id}/refund`, { reason: 'early', lines: [{ lineId: a2._id, amount: 500 }] });
    expect(await stockOf(second.a)).toBe(stock2.a);
    await consoleCall('POST', `/${id}/returned`);
    await consoleCall('POST', `/${id}/refund`, {
      reason: 'returned',
      lines: [{ lineId: b2._id, amount: b2.amount }],
    });
    expect([await stockOf(second.a), await stockOf(second.b)]).toEqual([stock2.a, stock2.b + 2]);
    const rest = await consoleCall('POST', `/${id}/refund`, { reason: 'the rest' });
    expect(rest.json().order.status).toBe('REFUNDED');
    expect([await stockOf(second.a), await stockOf(second.b)]).toEqual([stock2.a + 1, stock2.b + 2]);
  });

  it('waits for a virtual account’s deposit, which a manager confirms once', async () => {
    const { order } = await placeOrder(buyer, 'BANK');
    const { tid, account } = await windowTid(order, 'BANK');
    expect(account).toMatch(/^시뮬레이션은행 \d{14}$/);
    // not paid by the window alone
    expect((await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/pay`, { tid })).statusCode).toBe(400);
    const waiting = await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/deposit`, { tid });
    expect(waiting.json().order).toMatchObject({ status: 'PENDING', depositAccount: account });
    expect(Date.parse(waiting.json().order.expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await mailsAbout(order.number)).some((s) => s?.includes('virtual account'))).toBe(true);
    const paid = await consoleCall('POST', `/${order._id}/deposit`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'PAID', paid: order.total, depositAccount: null });
    expect((await consoleCall('POST', `/${order._id}/deposit`)).statusCode).toBe(409);
    // a card order has no deposit to confirm
    const card = await paidOrder();
    expect((await consoleCall('POST', `/${card.order._id}/deposit`)).json().code).toBe(
      'shopDepositNotIssued',
    );
  });
});

describe('the gateway’s cancels', () => {
  /** The simulator behind a network that fails: before the gateway gets the cancel, or after (answer lost). */
  const failing = (when: 'before' | 'after'): PaymentProvider => ({
    ...simulatorProvider,
    async cancel(db, cancel) {
      if (when === 'after') await simulatorProvider.cancel(db, cancel);
      throw new Error('KCP cancel: timed out');
    },
  });
  const owed = async (orderId: string) =>
    t.db
      .select()
      .from(shopGatewayCancels)
      .where(eq(shopGatewayCancels.orderId, orderId))
      .orderBy(desc(shopGatewayCancels.balanceBefore));
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('keeps a refund the gateway failed on, makes it later in order, and never twice', async () => {
    const { order, tid, a, b } = await paidOrder();
    usePaymentProvider(failing('before'));
    try {
      for (const optionId of [a, b]) {
        const line = lineOf(order, optionId);
        const res = await consoleCall('POST', `/${order._id}/refund`, {
          reason: 'partial',
          lines: [{ lineId: line._id, amount: line.amount }],
        });
        // the refund is the shop's record: it stands, the gateway's part is owed
        expect(res.statusCode, res.body).toBe(200);
      }
    } finally {
      usePaymentProvider(simulatorProvider);
    }
    expect(await gatewayLeft(tid)).toBe(order.total);
    const rows = await owed(order._id);
    expect(rows.map((r) => [r.doneAt, r.lastError])).toEqual([
      [null, 'KCP cancel: timed out'],
      [null, ''],
    ]);
    // the console shows the money not yet back on the order, and finds the order by it
    const shown = (await consoleCall('GET', `/${order._id}`)).json().order.gatewayCancels;
    expect(shown).toMatchObject([
      { tid, state: 'OWED', attempts: 1, lastError: 'KCP cancel: timed out' },
      { tid, state: 'PENDING', attempts: 0, lastError: '' },
    ]);
    const owedIds = async (owedBack: boolean) =>
      (await consoleCall('GET', `?owed=${owedBack}&limit=100`))
        .json()
        .orders.map((o: { _id: string }) => o._id);
    expect(await owedIds(true)).toContain(order._id);
    expect(await owedIds(false)).not.toContain(order._id);
    // not due yet (backing off): nothing happens
    expect(await sweepCancels(t.db, new Date())).toEqual([]);
    // due: the earlier cancel (higher balance) first, then the next; concurrent sweeps take each once
    const first = (await Promise.all([1, 2, 3].map(() => sweepCancels(t.db, later(5))))).flat();
    expect(first).toEqual(['DONE']);
    const second = (await Promise.all([1, 2, 3].map(() => sweepCancels(t.db, later(5))))).flat();
    expect(second).toEqual(['DONE']);
    expect(await sweepCancels(t.db, later(120))).toEqual([]);
    const lines = lineOf(order, a).amount + lineOf(order, b).amount;
    expect(await gatewayLeft(tid)).toBe(order.total - lines);
    expect((await owed(order._id)).map((r) => r.outcome)).toEqual(['DONE', 'DONE']);
    expect((await consoleCall('GET', `/${order._id}`)).json().order.gatewayCancels).toEqual([]);
    expect(await owedIds(true)).not.toContain(order._id);
    expect(await owedIds(false)).toContain(order._id);
  });

  it('retries a cancel the gateway made but whose answer was lost without refunding twice', async () => {
    const { order, tid, a } = await paidOrder();
    const line = lineOf(order, a);
    usePaymentProvider(failing('after'));
    try {
      await consoleCall('POST', `/${order._id}/refund`, {
        reason: 'partial',
        lines: [{ lineId: line._id, amount: line.amount }],
      });
    } finally {
      usePaymentProvider(simulatorProvider);
    }
    expect(await gatewayLeft(tid)).toBe(order.total - line.amount);
    expect(await sweepCancels(t.db, later(5))).toEqual(['DONE']);
    expect(await gatewayLeft(tid)).toBe(order.total - line.amount);
    // a later refund of the same payment still goes through at once
    const rest = await consoleCall('POST', `/${order._id}/refund`, { reason: 'the rest' });
    expect(rest.json().order.status).toBe('CANCELLED');
    expect(await gatewayLeft(tid)).toBe(0);
  });
});

describe('a cancel the gateway refused, settled by a shop manager (docs/decisions/0050-refused-gateway-cancels-settled-by-managers.md)', () => {
  /** The simulator saying no to every cancel, as a gateway whose own rules refuse it. */
  const refusing: PaymentProvider = {
    ...simulatorProvider,
    async cancel() {
      return { outcome: 'REFUSED', detail: 'KCP 8133: cancel period passed' };
    },
  };
  const act = (token: string | null, orderId: string, cancelId: string, what: string, note?: string) =>
    call(
      token,
      'POST',
      `/api/console/shop/orders/${orderId}/gatewayCancels/${cancelId}/${what}`,
      note === undefined ? {} : { note },
    );
  const shown = async (orderId: string) => (await consoleCall('GET', `/${orderId}`)).json().order;
  const ledger = async (orderId: string) =>
    (await t.db.select().from(shopGatewayCancels).where(eq(shopGatewayCancels.orderId, orderId)))[0]!;

  /** A paid order cancelled whole while the gateway refuses: its cancel, REFUSED. */
  async function refusedOrder() {
    const paid = await paidOrder();
    usePaymentProvider(refusing);
    try {
      const res = await consoleCall('POST', `/${paid.order._id}/cancel`, { reason: 'out of stock' });
      expect(res.json().order.status).toBe('CANCELLED');
    } finally {
      usePaymentProvider(simulatorProvider);
    }
    const [cancel] = (await shown(paid.order._id)).gatewayCancels;
    expect(cancel).toMatchObject({
      state: 'REFUSED',
      amount: paid.order.total,
      lastError: 'KCP 8133: cancel period passed',
    });
    return { ...paid, cancelId: cancel._id as string };
  }

  it('refuses anonymous callers, members, managers without the scope, a missing note and wrong ids, changing nothing', async () => {
    const first = await refusedOrder();
    const second = await refusedOrder();
    for (const what of ['retry', 'returned']) {
      expect((await act(null, first.order._id, first.cancelId, what, 'x')).statusCode).toBe(401);
      expect((await act(buyer, first.order._id, first.cancelId, what, 'x')).statusCode).toBe(403);
      expect((await act(noShop, first.order._id, first.cancelId, what, 'x')).statusCode).toBe(403);
      for (const note of [undefined, '   ']) {
        const bad = await act(shopManager, first.order._id, first.cancelId, what, note);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors.note).toBe(message('shopGatewayCancelNoteRequired', 'en'));
      }
      // another order's cancel, an unknown cancel, an unknown order, ids that are not ids
      expect((await act(shopManager, second.order._id, first.cancelId, what, 'x')).json().code).toBe(
        'notFound',
      );
      expect((await act(shopManager, first.order._id, randomUUID(), what, 'x')).statusCode).toBe(404);
      expect((await act(shopManager, randomUUID(), first.cancelId, what, 'x')).statusCode).toBe(404);
      expect((await act(shopManager, 'nope', first.cancelId, what, 'x')).statusCode).toBe(400);
    }
    expect(await ledger(first.order._id)).toMatchObject({ outcome: 'REFUSED', attempts: 1, settledBy: null });
    expect(await gatewayLeft(first.tid)).toBe(first.order.total);
  });

  it('tries it again now: refused again it stays refused; given back, the order owes nothing and a replay is 409', async () => {
    const { order, tid, cancelId } = await refusedOrder();
    usePaymentProvider(refusing);
    try {
      const again = await act(
        shopManager,
        order._id,
        cancelId,
        'retry',
        'the card company asked us to retry',
      );
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().order.gatewayCancels).toMatchObject([{ state: 'REFUSED', attempts: 2 }]);
    } finally {
      usePaymentProvider(simulatorProvider);
    }
    // three clicks at once: the gateway is asked once and gives the money back once
    const retried = await Promise.all(
      [1, 2, 3].map(() => act(shopManager, order._id, cancelId, 'retry', 'the issuer fixed the card')),
    );
    expect(retried.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(retried.find((r) => r.statusCode === 409)!.json().code).toBe('shopGatewayCancelNotRefused');
    expect(await gatewayLeft(tid)).toBe(0);
    expect(await ledger(order._id)).toMatchObject({ outcome: 'DONE', attempts: 3, lastError: '' });
    const after = await shown(order._id);
    expect(after).toMatchObject({ status: 'CANCELLED', refunded: order.total, gatewayCancels: [] });
    // a replay of either action finds nothing refused
    for (const what of ['retry', 'returned']) {
      const replay = await act(shopManager, order._id, cancelId, what, 'again');
      expect(replay.statusCode).toBe(409);
    }
    expect(await gatewayLeft(tid)).toBe(0);
    const logs = await t.db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.subjectId, order._id), eq(accessLogs.action, 'update')));
    expect(logs.filter((l) => l.detail?.startsWith('gateway cancel retried'))).toHaveLength(2);
    expect(logs.map((l) => l.reason)).toEqual(
      expect.arrayContaining(['the card company asked us to retry', 'the issuer fixed the card']),
    );
  });

  it('records the money returned by hand once, with who and why: the order then owes nothing, as after the gateway', async () => {
    const { order, tid, cancelId } = await refusedOrder();
    const note = 'bank transfer 2026-11-27, 국민 123-45-678 (the card was closed)';
    const settled = await Promise.all(
      [1, 2, 3].map(() => act(shopManager, order._id, cancelId, 'returned', note)),
    );
    expect(settled.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const answer = settled.find((r) => r.statusCode === 200)!.json().order;
    expect(answer).toMatchObject({ status: 'CANCELLED', refunded: order.total, gatewayCancels: [] });
    expect(answer.timeline.at(-1)).toMatchObject({ status: 'CANCELLED' });
    expect(answer.timeline.at(-1).note).toContain(note);
    // the gateway was not asked: the money went back outside it
    expect(await gatewayLeft(tid)).toBe(order.total);
    expect(await ledger(order._id)).toMatchObject({
      outcome: 'BY_HAND',
      settledBy: 'ful-shop',
      settledNote: note,
      attempts: 1,
    });
    const owedIds = async (owedBack: boolean) =>
      (await consoleCall('GET', `?owed=${owedBack}&limit=100`))
        .json()
        .orders.map((o: { _id: string }) => o._id);
    expect(await owedIds(true)).not.toContain(order._id);
    expect(await owedIds(false)).toContain(order._id);
    // no sweep takes it up again, and a replay is 409
    expect(await sweepCancels(t.db, new Date(Date.now() + 120 * 60_000))).toEqual([]);
    expect((await act(shopManager, order._id, cancelId, 'retry', 'x')).statusCode).toBe(409);
    expect(await gatewayLeft(tid)).toBe(order.total);
    const logs = await t.db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.subjectId, order._id), eq(accessLogs.action, 'update')));
    expect(logs.filter((l) => l.detail?.startsWith('gateway cancel returned by hand'))).toMatchObject([
      { actorUsername: 'ful-shop', subjectType: 'shop/orders', subjectLabel: order.number, reason: note },
    ]);
  });
});

describe('the buyer’s records', () => {
  it('lists what was bought with its refunds, and keeps the purchase terms’ version on the order', async () => {
    const { order } = await paidOrder();
    await consoleCall('POST', `/${order._id}/refund`, {
      reason: '부분 환불',
      lines: [{ lineId: order.lines[0]!._id, amount: 1_000 }],
    });
    const res = await call(buyer, 'GET', '/api/v1/me/purchases?limit=100');
    expect(res.statusCode).toBe(200);
    const mine = res.json().purchases.filter((p: { orderId: string }) => p.orderId === order._id);
    expect(mine).toHaveLength(2);
    expect(mine.find((p: { _id: string }) => p._id === order.lines[0]!._id)).toMatchObject({
      refunded: 1_000,
      orderNumber: order.number,
      status: 'PAID',
    });
    // nobody else's purchases, and an unpaid order is no purchase
    const { order: unpaid } = await placeOrder();
    const all = (await call(buyer, 'GET', '/api/v1/me/purchases?limit=100')).json().purchases;
    expect(all.some((p: { orderId: string }) => p.orderId === unpaid._id)).toBe(false);
    expect((await call(other, 'GET', '/api/v1/me/purchases')).json().purchases).toEqual([]);

    const [term] = await t.db.select().from(terms).where(eq(terms.code, 'purchase'));
    const [row] = await t.db.select().from(shopOrders).where(eq(shopOrders.id, order._id));
    expect(term).toBeDefined();
    expect(row!.termsVersion).toBe(term!.updatedAt.toISOString());
    // the housing forms do not offer it
    const listed = (await call(null, 'GET', '/api/v1/terms'))
      .json()
      .terms.map((x: { code: string }) => x.code);
    expect(listed).not.toContain('purchase');
    expect((await call(null, 'GET', '/api/v1/terms/purchase')).statusCode).toBe(200);
  });

  it('prices the checkout page’s totals as checkout does, and refuses an option no longer sold', async () => {
    const { a, b } = await newProduct();
    const quote = await call(buyer, 'POST', '/api/v1/me/orders/quote', {
      lines: [
        { optionId: a, quantity: 1, price: 1 },
        { optionId: b, quantity: 2 },
      ],
      total: 1,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().quote).toMatchObject({
      items: 34_000,
      shipping: 3_000,
      discount: 0,
      points: 0,
      total: 37_000,
    });
    const stock = await stockOf(a);
    expect(stock).toBe(20);
    const hidden = await call(t.admin, 'GET', `/api/console/shop/products?limit=100`);
    const product = hidden
      .json()
      .products.find((p: { options: { _id: string }[] }) => p.options[0]!._id === a);
    const hide = await call(t.admin, 'PUT', `/api/console/shop/products/${product._id}`, {
      ...product,
      status: 'HIDDEN',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const refused = await call(buyer, 'POST', '/api/v1/me/orders', {
      ...delivery,
      lines: [{ optionId: a, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['lines.0.optionId']).toBeDefined();
    expect(await stockOf(a)).toBe(20);
  });
});

describe('attacks', () => {
  it('answers another member’s order as missing, and refuses visitors and managers on the member routes', async () => {
    const { order } = await paidOrder();
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['POST', '/cancel', { reason: 'mine now' }],
      ['POST', '/confirm', undefined],
      ['POST', '/return', { reason: 'mine now' }],
      ['POST', '/pay', { tid: 'SIM1' }],
      ['POST', '/deposit', { tid: 'SIM1' }],
    ] as const) {
      const res = await call(other, method, `/api/v1/me/orders/${order._id}${path}`, body);
      expect(res.statusCode, path).toBe(404);
      expect((await call(null, method, `/api/v1/me/orders/${order._id}${path}`, body)).statusCode).toBe(401);
    }
    expect((await call(t.admin, 'GET', '/api/v1/me/orders')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/v1/me/purchases')).statusCode).toBe(401);
    const [row] = await t.db.select().from(shopOrders).where(eq(shopOrders.id, order._id));
    expect(row!.status).toBe('PAID');
  });

  it('refuses a replayed approval of another order', async () => {
    const first = await paidOrder();
    const { order: second } = await placeOrder();
    const replay = await call(buyer, 'POST', `/api/v1/me/orders/${second._id}/pay`, { tid: first.tid });
    expect(replay.statusCode).toBe(400);
    const [row] = await t.db.select().from(shopOrders).where(eq(shopOrders.id, second._id));
    expect(row!.status).toBe('PENDING');
  });

  it('keeps the console’s orders and sales from managers without the shop scope', async () => {
    const { order } = await paidOrder();
    for (const [method, url, body] of [
      ['GET', '/api/console/shop/orders', undefined],
      ['GET', `/api/console/shop/orders/${order._id}`, undefined],
      [
        'POST',
        `/api/console/shop/orders/${order._id}/ship`,
        { carrier: 'CJ', trackingNumber: '123456789012' },
      ],
      ['POST', `/api/console/shop/orders/${order._id}/refund`, { reason: 'x' }],
      ['GET', '/api/console/statistics/monthlySales', undefined],
      ['GET', '/api/console/statistics/productsSales', undefined],
      ['GET', '/api/console/shop/orders/summary', undefined],
    ] as const) {
      expect((await call(noShop, method, url, body)).statusCode, url).toBe(403);
      expect((await call(buyer, method, url, body)).statusCode, url).toBe(403);
      expect((await call(null, method, url, body)).statusCode, url).toBe(401);
    }
    // the round's statistics stay the application scope's
    expect((await call(shopManager, 'GET', '/api/console/statistics')).statusCode).toBe(403);
    const [row] = await t.db.select().from(shopOrders).where(eq(shopOrders.id, order._id));
    expect(row!.status).toBe('PAID');
  });
});

describe('the console’s orders', () => {
  it('masks buyers, reveals one with the proof and a reason, and logs every look', async () => {
    const { order } = await paidOrder();
    const list = await consoleCall('GET', `?q=${order.number}`);
    expect(list.json().total).toBe(1);
    const [row] = list.json().orders;
    expect(row).toMatchObject({ recipient: '김*음', phone: '010-****-6789', buyer: { name: '김*매' } });
    expect(row.address1).toBe('서울특별시 중구 **** ***');
    expect((await consoleCall('GET', `?q=2345-6789&status=PAID`)).json().orders.length).toBeGreaterThan(0);
    expect((await consoleCall('GET', `?q=${order.number}&status=SHIPPED`)).json().total).toBe(0);

    // no proof, no reveal
    expect((await consoleCall('GET', `/${order._id}?reveal=1&reason=배송확인`)).statusCode).toBe(403);
    const verify = await call(shopManager, 'POST', '/api/console/me/verify', { subPassword: 'Second!234' });
    const token = verify.json().verification.token as string;
    const revealed = await call(
      shopManager,
      'GET',
      `/api/console/shop/orders/${order._id}?reveal=1&reason=배송확인`,
      undefined,
      {
        'x-sub-password-token': token,
      },
    );
    expect(revealed.json().order).toMatchObject({
      recipient: '김받음',
      phone: '01023456789',
      address2: '3층',
    });
    const logs = await t.db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.subjectType, 'shop/orders'), eq(accessLogs.actorUsername, 'ful-shop')));
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['list', 'view', 'reveal']));
    expect(logs.find((l) => l.action === 'reveal')).toMatchObject({
      subjectId: order._id,
      reason: '배송확인',
    });

    // the export of order lines needs the proof too
    expect((await consoleCall('GET', `/export?q=${order.number}`)).statusCode).toBe(403);
    const exported = await call(
      shopManager,
      'GET',
      `/api/console/shop/orders/export?q=${order.number}&reason=출고`,
      undefined,
      {
        'x-sub-password-token': token,
      },
    );
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + order.lines.length);
    expect(sheet.getRow(2).getCell(1).value).toBe(order.number);
    expect(sheet.getRow(2).getCell(12).value).toBe('김받음');
  });

  it('ships from an uploaded .xlsx row by row', async () => {
    const ready = await paidOrder();
    const { order: unpaid } = await placeOrder();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('송장');
    sheet.addRow(['주문번호', '상품명', '택배사', '송장번호']);
    sheet.addRow([ready.order.number, 'x', 'CJ대한통운', '123456789012']);
    sheet.addRow([ready.order.number, 'x', 'CJ대한통운', '123456789012']);
    sheet.addRow(['20000101000000000', 'x', 'CJ', '123456789012']);
    sheet.addRow([unpaid.number, 'x', 'LOTTE', '123456789012']);
    sheet.addRow([(await paidOrder()).order.number, 'x', '없는택배', '12']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const body = multipart([{ field: 'upload', filename: 'tracking.xlsx', content: file }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/shop/orders/tracking',
      headers: { ...bearer(shopManager), ...body.headers, 'accept-language': 'en' },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { result: string }) => r.result)).toEqual([
      'SHIPPED',
      'NOT_FOUND',
      'STATE',
      'INVALID',
    ]);
    const [shipped] = await t.db.select().from(shopOrders).where(eq(shopOrders.id, ready.order._id));
    expect(shipped).toMatchObject({ status: 'SHIPPED', carrier: 'CJ', trackingNumber: '123456789012' });

    const junk = multipart([
      { field: 'upload', filename: 'tracking.xlsx', content: Buffer.from('not a workbook') },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/console/shop/orders/tracking',
      headers: { ...bearer(shopManager), ...junk.headers },
      payload: junk.payload,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('sales statistics', () => {
  it('adds up: the days to the month, the products to the net, refunds on their own day (Asia/Seoul)', async () => {
    // an order paid at 00:30 on 1 April 2025 in Seoul (still March in UTC), refunded in part on 2 April at 23:59
    const { order } = await placeOrder();
    await t.db.insert(shopPayments).values([
      {
        orderId: order._id,
        kind: 'APPROVAL',
        provider: 'simulator',
        tid: 'SIM-STATS',
        method: 'CARD',
        amount: order.total,
        createdAt: new Date('2025-03-31T15:30:00Z'),
      },
      {
        orderId: order._id,
        kind: 'REFUND',
        provider: 'simulator',
        tid: 'SIM-STATS',
        method: 'CARD',
        amount: 5_000,
        lineId: order.lines[0]!._id,
        reason: 'partial',
        createdAt: new Date('2025-04-02T14:59:00Z'),
      },
    ]);
    const get = async (path: string) => {
      const res = await call(shopManager, 'GET', `/api/console/statistics/${path}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().statistics as {
        rows: { key: string; gross: number; refunds: number; net: number }[];
        total: { gross: number; refunds: number; net: number };
      };
    };
    const year = await get('monthlySales?year=2025');
    expect(year.rows).toHaveLength(12);
    expect(year.rows.find((r) => r.key === '2025-03')).toMatchObject({ gross: 0, refunds: 0 });
    expect(year.rows.find((r) => r.key === '2025-04')).toMatchObject({
      gross: order.total,
      refunds: 5_000,
      net: order.total - 5_000,
    });
    const april = await get('dailySales?month=2025-04');
    expect(april.rows).toHaveLength(30);
    expect(april.rows[0]).toMatchObject({ key: '2025-04-01', gross: order.total, refunds: 0 });
    expect(april.rows[1]).toMatchObject({ key: '2025-04-02', gross: 0, refunds: 5_000 });
    expect(april.total).toEqual({ gross: order.total, refunds: 5_000, net: order.total - 5_000 });
    const week = await get('dayOfWeekSales?from=2025-04-01&to=2025-04-30');
    expect(week.rows.map((r) => r.key)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    // 1 April 2025 was a Tuesday, 2 April a Wednesday
    expect(week.rows[1]).toMatchObject({ gross: order.total });
    expect(week.rows[2]).toMatchObject({ refunds: 5_000 });
    const products = await get('productsSales?from=2025-04-01&to=2025-04-30');
    expect(products.rows.reduce((s, r) => s + r.net, 0)).toBe(april.total.net);
    expect(products.rows.find((r) => r.key === 'shipping')).toMatchObject({ gross: 3_000 });

    // this month: every route agrees with the others (a payment and a partial refund of today among them)
    const today = await paidOrder();
    await consoleCall('POST', `/${today.order._id}/refund`, {
      reason: 'partial',
      lines: [{ lineId: today.order.lines[1]!._id, amount: 7_000 }],
      shipping: 1_000,
    });
    const now = new Date();
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(now).slice(0, 7);
    const [thisYear, thisMonth, theseProducts] = await Promise.all([
      get(`monthlySales?year=${month.slice(0, 4)}`),
      get(`dailySales?month=${month}`),
      get(
        `productsSales?from=${month}-01&to=${month}-${String(new Date(Date.UTC(+month.slice(0, 4), +month.slice(5), 0)).getUTCDate())}`,
      ),
    ]);
    expect(thisYear.rows.find((r) => r.key === month)).toMatchObject(thisMonth.total);
    expect(theseProducts.total.net).toBe(thisMonth.total.net);
    expect(thisMonth.total.gross).toBeGreaterThan(0);

    const bad = await call(
      shopManager,
      'GET',
      '/api/console/statistics/productsSales?from=2024-01-01&to=2025-06-01',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.to).toBe('Please enter a valid period (at most one year).');
    const xlsx = await call(shopManager, 'GET', '/api/console/statistics/dailySales/export?month=2025-04');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
