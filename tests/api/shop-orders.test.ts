import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  outbox,
  shopOptions,
  shopOrders,
  shopPayments,
  shopSimulatorTransactions,
  shopStockHolds,
  users,
} from '#server/db/schema/index.ts';
import { message } from '#domain/messages/index.ts';
import { UNPAID_ORDERS_MAX } from '#domain/shop/orderStatus.ts';
import { orderWriterOf, type Checkout } from '#server/services/shop/checkoutWriter.ts';
import { expireOrders } from '#server/services/shop/expiry.ts';
import { saleableOptions } from '#server/services/shop/saleable.ts';
import {
  claimHoldsQuery,
  HOLD_MS,
  holdStock,
  releaseExpiredHolds,
  retakeUnclaimed,
} from '#server/services/shop/stock.ts';
import type { Db } from '#server/db/index.ts';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { callAs, createManager, login } from '../helpers/auth.ts';
import { cardDelivery, simulatorApproves } from '../helpers/shopOrder.ts';

// Cart, checkout, payment and cancel (docs/decisions/0029-shop-orders-and-payment.md): the server's prices and totals, stock
// reserved at checkout under concurrency, released on expiry, an approval that pays once.

let t: AdminTestApp;
let buyer: string;
let other: string;
let categoryId: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  await createManager(t.app, { username: 'shop-buyer', password: 'Buyer!2345', type: 'PERSON' });
  await createManager(t.app, { username: 'shop-other', password: 'Other!2345', type: 'PERSON' });
  await t.db.update(users).set({ email: 'buyer@example.com' }).where(eq(users.username, 'shop-buyer'));
  buyer = (await login(t.app, 'shop-buyer', 'Buyer!2345')).accessToken;
  other = (await login(t.app, 'shop-other', 'Other!2345')).accessToken;
  const res = await call(t.admin, 'POST', '/api/console/shop/categories', { name: 'orders-test' });
  categoryId = res.json().category._id;
  // two member logins (password hashing) on top of the app's start: slow on a loaded machine
}, 180_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: object, lang = 'ko') =>
  callAs(t.app, token, method, url, payload, lang);

/** A product with one option of `stock` units at 10,000 won (8,000 on sale), shipping 3,000 under 50,000. */
async function newProduct(stock: number, extra: object = {}) {
  const res = await call(t.admin, 'POST', '/api/console/shop/products', {
    categoryId,
    name: 'orders-test product',
    maker: '테스트',
    price: 10_000,
    salePrice: 8_000,
    shippingFee: 3_000,
    freeShippingOver: 50_000,
    options: [{ name: '기본', stock }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const product = res.json().product;
  return { productId: product._id as string, optionId: product.options[0]._id as string };
}

const delivery = {
  ...cardDelivery('김구매'),
  address2: '1층',
  memo: '문 앞에 놓아주세요',
};
const checkout = (token: string, optionId: string, quantity: number, extra: object = {}, lang = 'ko') =>
  call(token, 'POST', '/api/v1/me/orders', { ...delivery, lines: [{ optionId, quantity }], ...extra }, lang);
const stockOf = async (optionId: string) =>
  (await t.db.select({ stock: shopOptions.stock }).from(shopOptions).where(eq(shopOptions.id, optionId)))[0]
    ?.stock;
const windowPay = async (order: { number: string; total: number }, amount = order.total) =>
  (await simulatorApproves(t.app, buyer, order.number, amount)).json().tid as string;
const gatewayLeft = async (tid: string) =>
  (
    await t.db
      .select({ remaining: shopSimulatorTransactions.remaining })
      .from(shopSimulatorTransactions)
      .where(eq(shopSimulatorTransactions.tid, tid))
  )[0]?.remaining;
const approvals = async (orderId: string) =>
  (await t.db.select().from(shopPayments).where(eq(shopPayments.orderId, orderId))).filter(
    (p) => p.kind === 'APPROVAL',
  );

/** The claim createOrder makes inside its one statement, then the retake, as two statements. */
async function claimHolds(
  tx: Db,
  holds: readonly string[],
  lines: readonly { optionId: string; quantity: number }[],
) {
  const claimed = await claimHoldsQuery(tx, holds);
  return retakeUnclaimed(
    tx,
    claimed.map((c) => c.optionId),
    holds.length,
    lines,
  );
}

describe('the cart', () => {
  it('is for members only', async () => {
    expect((await call(null, 'GET', '/api/v1/me/carts')).statusCode).toBe(401);
    expect((await call(t.admin, 'GET', '/api/v1/me/carts')).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/v1/me/orders', {})).statusCode).toBe(401);
  });

  it('re-prices every line and says when the price changed or it sold out', async () => {
    const { productId, optionId } = await newProduct(3);
    const added = await call(buyer, 'POST', '/api/v1/me/carts', { optionId, quantity: 2, price: 1 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().carts.find((l: { optionId: string }) => l.optionId === optionId)).toMatchObject({
      unitPrice: 8_000,
      state: 'OK',
    });
    await call(t.admin, 'PUT', `/api/console/shop/products/${productId}`, {
      categoryId,
      name: 'orders-test product',
      maker: '테스트',
      price: 10_000,
      salePrice: 9_000,
      options: [{ _id: optionId, name: '기본', stock: 1 }],
    });
    const line = (await call(buyer, 'GET', '/api/v1/me/carts'))
      .json()
      .carts.find((l: { optionId: string }) => l.optionId === optionId);
    expect(line).toMatchObject({ unitPrice: 9_000, seenPrice: 8_000, state: 'SOLD_OUT', stock: 1 });
    const fixed = await call(buyer, 'PUT', `/api/v1/me/carts/${line._id}`, { quantity: 1 });
    expect(fixed.json().carts.find((l: { _id: string }) => l._id === line._id).state).toBe('OK');
    expect((await call(other, 'DELETE', `/api/v1/me/carts/${line._id}`)).statusCode).toBe(404);
    expect((await call(buyer, 'DELETE', `/api/v1/me/carts/${line._id}`)).statusCode).toBe(200);
  });
});

describe('checkout', () => {
  it('computes and freezes the totals itself, whatever prices the client sends', async () => {
    const { optionId } = await newProduct(10);
    const res = await checkout(buyer, optionId, 2, { total: 1, itemsTotal: 1, shippingFee: 0, unitPrice: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({
      status: 'PENDING',
      itemsTotal: 16_000,
      shippingFee: 3_000,
      total: 19_000,
      lines: [{ unitPrice: 8_000, quantity: 2, amount: 16_000 }],
    });
    // the answer is made from the rows the checkout's statement wrote: the order read back is the same
    const created = res.json().order as { _id: string };
    const read = await call(buyer, 'GET', `/api/v1/me/orders/${created._id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().order).toEqual(created);
    // free shipping from 50,000 won of items
    expect((await checkout(buyer, optionId, 7)).json().order).toMatchObject({
      itemsTotal: 56_000,
      shippingFee: 0,
    });
    expect(await stockOf(optionId)).toBe(1);
  });

  it('refuses bad input in the buyer’s language and reserves nothing', async () => {
    const { optionId } = await newProduct(5);
    const bad = await checkout(buyer, optionId, 0, { agreeTerms: false, phone: '12' }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'lines.0.quantity': 'Please enter a quantity from 1 to 99.',
      agreeTerms: 'Please accept the purchase terms.',
      phone: 'Please enter the recipient’s phone number (9 to 11 digits).',
    });
    const unknown = await checkout(buyer, '00000000-0000-4000-8000-000000000000', 1);
    expect(unknown.statusCode).toBe(400);
    expect(await stockOf(optionId)).toBe(5);
  });

  it('reads the options of checkouts that ask together in one group, each answered with its own', async () => {
    const cheap = await newProduct(50);
    const dear = await newProduct(50, { price: 40_000, salePrice: null });
    const gone = await newProduct(0);
    // the first two go at once (two groups under way at most); the four asked meanwhile are read together
    const asks = [[cheap], [dear], [gone, cheap], [dear], [cheap, dear], [randomUUID()]].map((ps) =>
      ps.map((p) => (typeof p === 'string' ? p : p.optionId)),
    );
    const answers = await Promise.all(asks.map((ids) => saleableOptions(t.db, ids)));
    answers.forEach((answer, i) => {
      const known = asks[i]!.filter((id) => id !== asks[5]![0]);
      expect([...answer.keys()]).toEqual(known);
    });
    expect(answers[0]!.get(cheap.optionId)).toMatchObject({ unitPrice: 8_000, stock: 50 });
    expect(answers[1]!.get(dear.optionId)).toMatchObject({ unitPrice: 40_000, stock: 50 });
    expect(answers[2]!.get(gone.optionId)).toMatchObject({ unitPrice: 8_000, stock: 0 });
  });

  it('reserves exactly the stock among 200 concurrent checkouts, and the expiry gives it back', async () => {
    const { optionId } = await newProduct(5);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => checkout(i % 2 ? buyer : other, optionId, 1, {}, 'en')),
    );
    const created = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(195);
    expect(refused[0]!.json().message).toBe('Sold out: not enough left in stock.');
    expect(await stockOf(optionId)).toBe(0);

    // nothing expires before its time
    expect(await expireOrders(t.db)).toBe(0);
    const ids = created.map((r) => r.json().order._id as string);
    const later = new Date(Date.now() + 16 * 60_000);
    const expired = await expireOrders(t.db, later);
    expect(expired).toBeGreaterThanOrEqual(5);
    expect(await stockOf(optionId)).toBe(5);
    const [one] = ids;
    const order = (await call(one && ids.length ? buyer : other, 'GET', '/api/v1/me/orders')).json().orders;
    expect(order.length).toBeGreaterThan(0);
    const statuses = await t.db
      .select({ status: shopOrders.status })
      .from(shopOrders)
      .where(sql`${shopOrders.id} in ${ids}`);
    expect(statuses.every((s) => s.status === 'EXPIRED')).toBe(true);
  });
});

describe('stock holds (docs/decisions/0054-stock-holds-and-prepared-hot-reads.md)', () => {
  const holdsOn = async (optionId: string) =>
    (await t.db.select().from(shopStockHolds).where(eq(shopStockHolds.optionId, optionId))).length;
  const afterHold = () => new Date(Date.now() + HOLD_MS + 1_000);

  it('gives the units of a checkout refused inside its transaction back at once', async () => {
    const { optionId } = await newProduct(5);
    // points the buyer does not have: refused by the loyalty rules, after the units were held
    const refused = await checkout(buyer, optionId, 2, { points: 5_000 }, 'en');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors.points).toBeTruthy();
    expect(await stockOf(optionId)).toBe(5);
    expect(await holdsOn(optionId)).toBe(0);
    expect((await checkout(buyer, optionId, 2)).statusCode).toBe(201);
    expect(await holdsOn(optionId)).toBe(0);
  });

  it('takes the holds asked together in the order they came, each when the units left cover it', async () => {
    const other = await newProduct(10);
    const { optionId } = await newProduct(3);
    const two = await newProduct(4);
    const asks = [
      [{ optionId: other.optionId, quantity: 1 }], // these two go at once, alone
      [{ optionId: other.optionId, quantity: 1 }],
      [{ optionId, quantity: 2 }], // the rest in one statement: 2 of 3 taken
      [{ optionId, quantity: 2 }], // 1 left: short
      [{ optionId, quantity: 1 }], // the last one
      [
        { optionId: two.optionId, quantity: 4 },
        { optionId, quantity: 1 }, // none left: short, and its first line's units go back
      ],
    ];
    const answers = await Promise.all(asks.map((lines) => holdStock(t.db, lines)));
    expect(answers.map((a) => a.short)).toEqual([-1, -1, -1, 0, -1, 1]);
    expect(answers.map((a) => a.holds.length)).toEqual([1, 1, 1, 0, 1, 0]);
    expect(await stockOf(optionId)).toBe(0);
    expect(await stockOf(two.optionId)).toBe(4);
    expect(await stockOf(other.optionId)).toBe(8);
    expect(await holdsOn(optionId)).toBe(2);
    expect(await holdsOn(two.optionId)).toBe(0);
  });

  it('puts back the hold of a checkout that died with its process, once the hold expired', async () => {
    const { optionId } = await newProduct(5);
    expect((await holdStock(t.db, [{ optionId, quantity: 2 }])).short).toBe(-1);
    expect(await stockOf(optionId)).toBe(3);
    expect(await releaseExpiredHolds(t.db)).toBe(0);
    expect(await stockOf(optionId)).toBe(3);
    expect(await releaseExpiredHolds(t.db, afterHold())).toBeGreaterThanOrEqual(1);
    expect(await stockOf(optionId)).toBe(5);
    expect(await holdsOn(optionId)).toBe(0);
  });

  it('takes the units again for a checkout that outlived its hold, or finds them sold', async () => {
    const { optionId } = await newProduct(1);
    const lines = [{ optionId, quantity: 1 }];
    const first = await holdStock(t.db, lines);
    expect(await holdStock(t.db, lines)).toEqual({ holds: [], short: 0 });
    await releaseExpiredHolds(t.db, afterHold());
    expect(await stockOf(optionId)).toBe(1);
    expect(await t.db.transaction((tx) => claimHolds(tx, first.holds, lines))).toBe(-1);
    expect(await stockOf(optionId)).toBe(0);

    const { optionId: next } = await newProduct(1);
    const late = await holdStock(t.db, [{ optionId: next, quantity: 1 }]);
    await releaseExpiredHolds(t.db, afterHold());
    expect((await checkout(other, next, 1)).statusCode).toBe(201);
    expect(
      await t.db.transaction((tx) => claimHolds(tx, late.holds, [{ optionId: next, quantity: 1 }])),
    ).toBe(0);
    expect(await stockOf(next)).toBe(0);
  });
});

describe('unpaid orders of one member (docs/decisions/0054-stock-holds-and-prepared-hot-reads.md)', () => {
  it('refuses a member more than UNPAID_ORDERS_MAX unpaid orders, concurrent ones included, holding nothing', async () => {
    await createManager(t.app, { username: 'shop-hoarder', password: 'Hoard!2345', type: 'PERSON' });
    const hoarder = (await login(t.app, 'shop-hoarder', 'Hoard!2345')).accessToken;
    const { optionId } = await newProduct(100);
    for (let i = 0; i < UNPAID_ORDERS_MAX - 2; i++) {
      expect((await checkout(hoarder, optionId, 1)).statusCode).toBe(201);
    }
    // five at once for the last two places: exactly two are taken
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => checkout(hoarder, optionId, 1, {}, 'en')),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const refused = burst.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(message('shopTooManyUnpaid', 'en'));
    expect(await stockOf(optionId)).toBe(100 - UNPAID_ORDERS_MAX);
    const cn = await checkout(hoarder, optionId, 1, {}, 'cn');
    expect(cn.json().message).toBe(message('shopTooManyUnpaid', 'cn'));
    expect(await stockOf(optionId)).toBe(100 - UNPAID_ORDERS_MAX);
    // another member is not counted with them, and one paid order frees a place
    expect((await checkout(other, optionId, 1)).statusCode).toBe(201);
    const mine = (await call(hoarder, 'GET', '/api/v1/me/orders')).json().orders as { _id: string }[];
    const [first] = mine;
    expect(
      (await call(hoarder, 'POST', `/api/v1/me/orders/${first!._id}/cancel`, { reason: '단순 변심입니다' }))
        .statusCode,
    ).toBe(200);
    expect((await checkout(hoarder, optionId, 1)).statusCode).toBe(201);
  });
});

describe('orders written together (docs/decisions/0064-orders-written-in-groups.md)', () => {
  const userOf = async (username: string) => {
    await createManager(t.app, { username, password: 'Group!2345', type: 'PERSON' });
    return (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  };
  /** A checkout as createOrder hands it to the writer: priced from the server's read, its unit held. */
  async function checkoutOf(userId: string, optionId: string, quantity: number): Promise<Checkout> {
    const lines = [{ optionId, quantity }];
    const option = (await saleableOptions(t.db, [optionId])).get(optionId)!;
    const held = await holdStock(t.db, lines);
    expect(held.short).toBe(-1);
    return {
      userId,
      input: { ...delivery, payMethod: 'CARD', agreeTerms: true, points: 0, coupons: [], lines },
      priced: [{ optionId, quantity, option, unitPrice: option.unitPrice, product: option.product }],
      byOption: lines,
      holds: held.holds,
      termUpdatedAt: null,
      level: { level: null, net: 0 },
      now: new Date(),
    };
  }

  it('writes the checkouts that arrive meanwhile in one transaction, each answered with its own order', async () => {
    const [a, b, c] = [await userOf('group-a'), await userOf('group-b'), await userOf('group-c')];
    const one = await newProduct(10);
    const two = await newProduct(10, { price: 40_000, salePrice: null });
    const asks = [
      [a, one.optionId, 1],
      [b, two.optionId, 1], // the six are written in one turn, so in one group
      [c, one.optionId, 2],
      [a, two.optionId, 3],
      [b, one.optionId, 1],
      [c, two.optionId, 2],
    ] as const;
    const checkouts = await Promise.all(asks.map(([u, o, q]) => checkoutOf(u, o, q)));
    const written = await Promise.all(checkouts.map((c) => orderWriterOf(t.db)(c)));
    written.forEach((w, i) => {
      const [userId, optionId, quantity] = asks[i]!;
      expect(w.order.userId).toBe(userId);
      expect(w.lines.map((l) => [l.orderId, l.optionId, l.quantity])).toEqual([
        [w.order.id, optionId, quantity],
      ]);
      expect(w.events.map((e) => [e.orderId, e.status])).toEqual([[w.order.id, 'PENDING']]);
      expect(w.order.itemsTotal).toBe((optionId === one.optionId ? 8_000 : 40_000) * quantity);
    });
    // one transaction: its orders share its start time
    expect(new Set(written.map((w) => w.order.createdAt.getTime())).size).toBe(1);
    const holds = await t.db.select().from(shopStockHolds);
    expect(holds.filter((h) => checkouts.some((c) => c.holds.includes(h.id)))).toEqual([]);
    expect(await stockOf(one.optionId)).toBe(6);
    expect(await stockOf(two.optionId)).toBe(4);
  });

  it('counts a member’s orders of one group with the member’s unpaid ones: no more than UNPAID_ORDERS_MAX', async () => {
    const member = await userOf('group-many');
    const { optionId } = await newProduct(20);
    const checkouts = await Promise.all(
      Array.from({ length: UNPAID_ORDERS_MAX + 3 }, () => checkoutOf(member, optionId, 1)),
    );
    const outcomes = await Promise.allSettled(checkouts.map((c) => orderWriterOf(t.db)(c)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(UNPAID_ORDERS_MAX);
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as { code?: string }] : []));
    expect(refused.map((r) => r.code)).toEqual(Array(3).fill('shopTooManyUnpaid'));
    const stored = await t.db.select().from(shopOrders).where(eq(shopOrders.userId, member));
    expect(stored).toHaveLength(UNPAID_ORDERS_MAX);
  });

  it('refuses a member who already has the most unpaid orders and still writes the others as one group', async () => {
    const [hoarder, a, b, c] = [
      await userOf('group-hoarder'),
      await userOf('group-d'),
      await userOf('group-e'),
      await userOf('group-f'),
    ];
    const { optionId } = await newProduct(30);
    for (let i = 0; i < UNPAID_ORDERS_MAX; i++)
      await orderWriterOf(t.db)(await checkoutOf(hoarder, optionId, 1));
    const asks = [a, hoarder, b, hoarder, c];
    const checkouts = await Promise.all(asks.map((u) => checkoutOf(u, optionId, 1)));
    const outcomes = await Promise.allSettled(checkouts.map((c) => orderWriterOf(t.db)(c)));
    expect(
      outcomes.map((o) =>
        o.status === 'fulfilled' ? o.value.order.userId : (o.reason as { code?: string }).code,
      ),
    ).toEqual([a, 'shopTooManyUnpaid', b, 'shopTooManyUnpaid', c]);
    // the three were written again together, not one by one: one transaction, one start time
    const written = outcomes.flatMap((o) =>
      o.status === 'fulfilled' ? [o.value.order.createdAt.getTime()] : [],
    );
    expect(new Set(written).size).toBe(1);
    expect(await t.db.select().from(shopOrders).where(eq(shopOrders.userId, hoarder))).toHaveLength(
      UNPAID_ORDERS_MAX,
    );
  });
});

describe('an order past the 32-bit money columns', () => {
  it('takes an order of exactly ₩2,000,000,000 and refuses one won more, at the quote and at checkout, reserving nothing', async () => {
    // ₩100,000,000 (the highest price) × 20, free shipping: the boundary itself
    const exact = await newProduct(40, { price: 100_000_000, salePrice: null, freeShippingOver: 0 });
    const quoted = await call(buyer, 'POST', '/api/v1/me/orders/quote', {
      lines: [{ optionId: exact.optionId, quantity: 20 }],
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ quote: { total: 2_000_000_000 } });
    const taken = await checkout(buyer, exact.optionId, 20);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().order).toMatchObject({ itemsTotal: 2_000_000_000, total: 2_000_000_000 });
    expect(await stockOf(exact.optionId)).toBe(20);

    // one won more (shipping 1) and a line whose amount alone passes ₩2,147,483,647 (22 × ₩100,000,000)
    const over = await newProduct(40, {
      price: 100_000_000,
      salePrice: null,
      shippingFee: 1,
      freeShippingOver: null,
    });
    for (const quantity of [20, 22]) {
      for (const lang of ['ko', 'en', 'cn']) {
        const refused = await checkout(buyer, over.optionId, quantity, {}, lang);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          code: 'shopOrderTooLarge',
          message: message('shopOrderTooLarge', lang as 'ko' | 'en' | 'cn'),
        });
      }
      const quote = await call(
        buyer,
        'POST',
        '/api/v1/me/orders/quote',
        {
          lines: [{ optionId: over.optionId, quantity }],
        },
        'en',
      );
      expect(quote.json()).toMatchObject({
        code: 'shopOrderTooLarge',
        errors: { lines: message('shopOrderTooLarge', 'en') },
      });
    }
    expect(await stockOf(over.optionId)).toBe(40);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shopOrders)
      .where(eq(shopOrders.total, 2_000_000_001))) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe('payment', () => {
  it('refuses an approval for another amount and cancels it at the gateway', async () => {
    const { optionId } = await newProduct(3);
    const order = (await checkout(buyer, optionId, 1)).json().order;
    const tid = await windowPay(order, 100);
    const res = await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/pay`, { tid }, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The amount paid differs from the order total; the payment was cancelled.',
    );
    expect(await gatewayLeft(tid)).toBe(0);
    expect((await call(buyer, 'GET', `/api/v1/me/orders/${order._id}`)).json().order.status).toBe('PENDING');
  });

  it('pays once for a repeated or concurrent approval, cancelling a second one at the gateway', async () => {
    const { optionId } = await newProduct(3);
    const order = (await checkout(buyer, optionId, 1)).json().order;
    const first = await windowPay(order);
    const second = await windowPay(order);
    const answers = await Promise.all([
      call(buyer, 'POST', `/api/v1/me/orders/${order._id}/pay`, { tid: first }),
      call(buyer, 'POST', `/api/v1/me/orders/${order._id}/pay`, { tid: first }),
      call(buyer, 'POST', `/api/v1/me/orders/${order._id}/pay`, { tid: second }),
      call(buyer, 'POST', `/api/v1/me/orders/${order._id}/pay`, { tid: second }),
    ]);
    // the other approval is refused: 409 while it stood, 400 once the gateway has cancelled it
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses.slice(2).every((s) => s === 400 || s === 409)).toBe(true);
    const paid = await approvals(order._id);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.amount).toBe(order.total);
    const loser = paid[0]!.tid === first ? second : first;
    expect(await gatewayLeft(loser)).toBe(0);
    expect(await gatewayLeft(paid[0]!.tid)).toBe(order.total);
    const again = await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/pay`, { tid: paid[0]!.tid });
    expect(again.statusCode).toBe(200);
    expect(again.json().order.status).toBe('PAID');
    expect(await approvals(order._id)).toHaveLength(1);
  });

  it('cancels an approval that comes after the reservation expired, and tells the buyer', async () => {
    const { optionId } = await newProduct(2);
    const order = (await checkout(buyer, optionId, 2)).json().order;
    await t.db
      .update(shopOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shopOrders.id, order._id));
    const tid = await windowPay(order);
    const res = await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/pay`, { tid });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('결제 시간이 지나 주문이 취소되었습니다. 결제는 승인 취소되었습니다');
    expect(await gatewayLeft(tid)).toBe(0);
    expect(await stockOf(optionId)).toBe(2);
    expect(await approvals(order._id)).toHaveLength(0);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'buyer@example.com'));
    expect(mails.some((m) => m.body.includes(order.number) && m.subject?.includes('결제 시간'))).toBe(true);
  });

  it('keeps payments append-only', async () => {
    await expect(t.db.execute(sql`update shop_payments set amount = 1`)).rejects.toThrow();
  });
});

describe('cancel before shipping', () => {
  it('refunds a paid order in full once, gives the stock back, and refuses another member', async () => {
    const { optionId } = await newProduct(4);
    const order = (await checkout(buyer, optionId, 3)).json().order;
    const tid = await windowPay(order);
    expect((await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/pay`, { tid })).statusCode).toBe(200);
    expect(
      (await call(other, 'POST', `/api/v1/me/orders/${order._id}/cancel`, { reason: '남의 주문' }))
        .statusCode,
    ).toBe(404);
    expect((await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/cancel`, {})).statusCode).toBe(400);
    const [a, b] = await Promise.all([
      call(buyer, 'POST', `/api/v1/me/orders/${order._id}/cancel`, { reason: '단순 변심' }),
      call(buyer, 'POST', `/api/v1/me/orders/${order._id}/cancel`, { reason: '단순 변심' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refunds = (
      await t.db.select().from(shopPayments).where(eq(shopPayments.orderId, order._id))
    ).filter((p) => p.kind === 'REFUND');
    // one refund row per line and one for the shipping fee (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md)
    expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(order.total);
    expect(refunds.filter((r) => r.lineId === null).map((r) => r.amount)).toEqual([order.shippingFee]);
    expect(await gatewayLeft(tid)).toBe(0);
    expect(await stockOf(optionId)).toBe(4);
    const cancelled = (await call(buyer, 'GET', `/api/v1/me/orders/${order._id}`)).json().order;
    expect(cancelled.timeline.map((e: { status: string }) => e.status)).toEqual([
      'PENDING',
      'PAID',
      'CANCELLED',
    ]);
  });
});
