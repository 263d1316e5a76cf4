import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coupons,
  loyaltyJobs,
  memberCoupons,
  memberLevelOf,
  pointEntries,
  pointWallets,
  shopOrders,
  users,
} from '#server/db/schema/index.ts';
import { runOnce } from '#server/services/loyalty/jobs.ts';
import { recalculateLevels } from '#server/services/loyalty/levels.ts';
import { expirePoints } from '#server/services/loyalty/points.ts';
import { expireOrders } from '#server/services/shop/expiry.ts';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { callAs, createManager, login } from '../helpers/auth.ts';
import { cardDelivery, simulatorApproves } from '../helpers/shopOrder.ts';

// Points, coupons and member levels (docs/decisions/0041-loyalty-points-coupons-levels.md): the ledger and
// its balance under concurrent checkouts, expiry first-earned-first-spent, restores on cancel, coupons used
// once and refused with a reason, levels recalculated once a month.

let t: AdminTestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let categoryId: string;
let otherCategoryId: string;
const MEMBERS = ['lp-buyer', 'lp-fifty', 'lp-expiry', 'lp-c1', 'lp-c2', 'lp-c3', 'lp-level'] as const;
type Member = (typeof MEMBERS)[number];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: object, lang = 'ko') =>
  callAs(t.app, token, method, url, payload, lang);
const as = (member: Member) => tokens[member]!;

beforeAll(async () => {
  t = await createAdminTestApp();
  for (const username of MEMBERS) {
    const user = await createManager(t.app, { username, password: 'Loyal!2345', type: 'PERSON' });
    ids[username] = user.id;
    await t.db.update(users).set({ name: '김적립' }).where(eq(users.id, user.id));
    tokens[username] = (await login(t.app, username, 'Loyal!2345')).accessToken;
  }
  categoryId = (await call(t.admin, 'POST', '/api/console/shop/categories', { name: 'loyalty' })).json()
    .category._id;
  otherCategoryId = (
    await call(t.admin, 'POST', '/api/console/shop/categories', { name: 'loyalty 2' })
  ).json().category._id;
  // this month's run of the app's own job is taken now, while no level exists, so it cannot run mid-test
  await recalculateLevels(t.db, new Date());
}, 300_000);
afterAll(() => t.close());

/** A product at 8,000 won a unit (shipping 3,000), `stock` units of one option. */
async function newProduct(stock = 50, category = categoryId) {
  const res = await call(t.admin, 'POST', '/api/console/shop/products', {
    categoryId: category,
    name: 'loyalty product',
    maker: 'test',
    price: 8_000,
    shippingFee: 3_000,
    options: [{ name: '기본', stock }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const product = res.json().product;
  return { productId: product._id as string, optionId: product.options[0]._id as string };
}

const delivery = cardDelivery('김적립');
const checkout = (member: Member, optionId: string, quantity: number, extra: object = {}, lang = 'ko') =>
  call(
    as(member),
    'POST',
    '/api/v1/me/orders',
    { ...delivery, lines: [{ optionId, quantity }], ...extra },
    lang,
  );

async function pay(member: Member, order: { _id: string; number: string; total: number }) {
  const tid = (await simulatorApproves(t.app, as(member), order.number, order.total)).json().tid;
  const paid = await call(as(member), 'POST', `/api/v1/me/orders/${order._id}/pay`, { tid });
  expect(paid.statusCode, paid.body).toBe(200);
}

async function confirmOrder(member: Member, orderId: string) {
  const at = `/api/console/shop/orders/${orderId}`;
  await call(t.admin, 'POST', `${at}/ship`, { carrier: 'CJ', trackingNumber: '123456789012' });
  expect((await call(t.admin, 'POST', `${at}/deliver`)).statusCode).toBe(200);
  const confirmed = await call(as(member), 'POST', `/api/v1/me/orders/${orderId}/confirm`);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

const adjust = (member: Member, amount: number, reason = '이벤트 당첨', lang = 'ko') =>
  call(t.admin, 'POST', `/api/console/shop/points/${ids[member]}/adjust`, { amount, reason }, lang);
const myPoints = async (member: Member) =>
  (await call(as(member), 'GET', '/api/v1/me/points?limit=100')).json();
/** The ledger's sum and the wallet's balance, read straight from the tables. */
async function sums(member: Member) {
  const [ledger] = await t.db
    .select({ n: sql<number>`coalesce(sum(${pointEntries.amount}), 0)::int` })
    .from(pointEntries)
    .where(eq(pointEntries.userId, ids[member]!));
  const [wallet] = await t.db.select().from(pointWallets).where(eq(pointWallets.userId, ids[member]!));
  return { ledger: ledger!.n, wallet: wallet?.balance ?? 0 };
}

describe('points', () => {
  it('are granted and deducted by a manager with a reason, never below zero', async () => {
    const noReason = await adjust('lp-buyer', 5_000, '', 'en');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Please enter the reason for granting or deducting points.');
    expect((await adjust('lp-buyer', 5_000)).statusCode).toBe(200);
    const tooMuch = await adjust('lp-buyer', -6_000, '오지급 회수', 'en');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('You are using more points than you have or than the amount to pay.');
    const deducted = await adjust('lp-buyer', -1_000, '오지급 회수');
    expect(deducted.json().member).toMatchObject({ balance: 4_000, name: '김*립' });
    expect(deducted.json().member.entries.map((e: { kind: string; actor: string }) => e.kind)).toEqual([
      'DEDUCT',
      'GRANT',
    ]);
    const mine = await myPoints('lp-buyer');
    expect(mine).toMatchObject({ balance: 4_000, minBalance: 1_000, unit: 100 });
    expect(mine.upcoming).toEqual([{ amount: 4_000, expiresAt: expect.any(String) }]);
    expect(await sums('lp-buyer')).toEqual({ ledger: 4_000, wallet: 4_000 });
  });

  it('are spent at checkout in the console’s unit from its minimum balance, refused in the user’s language', async () => {
    const { optionId } = await newProduct();
    const unit = await checkout('lp-buyer', optionId, 1, { points: 550 }, 'en');
    expect(unit.statusCode).toBe(400);
    expect(unit.json().message).toBe('Points can only be used in the set unit.');
    const over = await checkout('lp-buyer', optionId, 1, { points: 4_100 }, 'ko');
    expect(over.json().message).toBe('사용하려는 적립금이 보유 적립금 또는 결제 금액보다 많습니다');
    // the console raises the minimum above the balance
    const settings = await call(t.admin, 'PUT', '/api/console/shop/pointSettings', {
      minBalance: 5_000,
      unit: 100,
      baseRate: 1,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const below = await checkout('lp-buyer', optionId, 1, { points: 1_000 }, 'cn');
    expect(below.json().message).toBe('积分余额达到最低可用额后才能使用。');
    await call(t.admin, 'PUT', '/api/console/shop/pointSettings', {
      minBalance: 1_000,
      unit: 100,
      baseRate: 1,
    });
    const quote = await call(as('lp-buyer'), 'POST', '/api/v1/me/orders/quote', {
      lines: [{ optionId, quantity: 2 }],
      points: 1_000,
    });
    expect(quote.json().quote).toMatchObject({
      items: 16_000,
      shipping: 3_000,
      points: 1_000,
      total: 18_000,
    });
    const spent = await checkout('lp-buyer', optionId, 2, { points: 1_000, total: 1 });
    expect(spent.statusCode, spent.body).toBe(201);
    expect(spent.json().order).toMatchObject({ points: 1_000, total: 18_000 });
    expect(await sums('lp-buyer')).toEqual({ ledger: 3_000, wallet: 3_000 });
  });

  it('50 concurrent checkouts spending one balance never make it negative', async () => {
    expect((await adjust('lp-fifty', 5_000)).statusCode).toBe(200);
    const { optionId } = await newProduct(100);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => checkout('lp-fifty', optionId, 1, { points: 1_000 })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c !== 201).every((c) => c === 400 || c === 409)).toBe(true);
    expect(await sums('lp-fifty')).toEqual({ ledger: 0, wallet: 0 });
    expect((await myPoints('lp-fifty')).balance).toBe(0);
  });

  it('a cancel, an expiry or a full refund gives back exactly what the order spent, to the credits it came from', async () => {
    const member = 'lp-fifty';
    expect((await adjust(member, 1_000)).statusCode).toBe(200);
    expect((await adjust(member, 1_000)).statusCode).toBe(200);
    const credits = await t.db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.userId, ids[member]!), eq(pointEntries.kind, 'GRANT')))
      .orderBy(pointEntries.createdAt);
    const [older, newer] = credits.slice(-2);
    await t.db
      .update(pointEntries)
      .set({ expiresAt: new Date('2027-03-01T00:00:00Z') })
      .where(eq(pointEntries.id, older!.id));
    await t.db
      .update(pointEntries)
      .set({ expiresAt: new Date('2027-09-01T00:00:00Z') })
      .where(eq(pointEntries.id, newer!.id));
    const { optionId } = await newProduct();
    const placed = (await checkout(member, optionId, 1, { points: 1_200 })).json().order;
    expect(await sums(member)).toEqual({ ledger: 800, wallet: 800 });
    await pay(member, placed);
    const cancelled = await call(as(member), 'POST', `/api/v1/me/orders/${placed._id}/cancel`, {
      reason: '단순 변심',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await sums(member)).toEqual({ ledger: 2_000, wallet: 2_000 });
    const restored = await t.db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.orderId, placed._id), eq(pointEntries.kind, 'RESTORE')));
    expect(restored.map((r) => [r.amount, r.expiresAt!.toISOString()]).sort()).toEqual([
      [1_000, '2027-03-01T00:00:00.000Z'],
      [200, '2027-09-01T00:00:00.000Z'],
    ]);
    // a second cancel is refused and restores nothing
    await call(as(member), 'POST', `/api/v1/me/orders/${placed._id}/cancel`, { reason: '다시' });
    expect(await sums(member)).toEqual({ ledger: 2_000, wallet: 2_000 });

    // an unpaid order that expires gives its points back too
    const unpaid = (await checkout(member, optionId, 1, { points: 1_000 })).json().order;
    expect(await sums(member)).toEqual({ ledger: 1_000, wallet: 1_000 });
    await expireOrders(t.db, new Date(Date.now() + 60 * 60_000), unpaid._id);
    expect(await sums(member)).toEqual({ ledger: 2_000, wallet: 2_000 });

    // a manager's refund of everything after shipping
    const shipped = (await checkout(member, optionId, 1, { points: 1_000 })).json().order;
    await pay(member, shipped);
    await call(t.admin, 'POST', `/api/console/shop/orders/${shipped._id}/ship`, {
      carrier: 'CJ',
      trackingNumber: '123456789012',
    });
    const refund = await call(t.admin, 'POST', `/api/console/shop/orders/${shipped._id}/refund`, {
      reason: '파손',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await sums(member)).toEqual({ ledger: 2_000, wallet: 2_000 });
  });

  it('are earned on the purchase’s confirmation, not on payment, at the base rate without a level', async () => {
    const { optionId } = await newProduct();
    const order = (await checkout('lp-buyer', optionId, 2, { points: 1_000 })).json().order;
    await pay('lp-buyer', order);
    const earned = () =>
      t.db
        .select()
        .from(pointEntries)
        .where(and(eq(pointEntries.orderId, order._id), eq(pointEntries.kind, 'EARN')));
    expect(await earned()).toEqual([]);
    await confirmOrder('lp-buyer', order._id);
    // 1% of the items less the points spent: (16,000 − 1,000) × 1%
    expect((await earned()).map((e) => e.amount)).toEqual([150]);
    const { ledger, wallet } = await sums('lp-buyer');
    expect(ledger).toBe(wallet);
    expect((await myPoints('lp-buyer')).balance).toBe(ledger);
  });

  it('expire first-earned first-spent: only the unspent part of each earning, once', async () => {
    const member = 'lp-expiry';
    await adjust(member, 1_000);
    await adjust(member, 1_000);
    const [a, b] = await t.db
      .select()
      .from(pointEntries)
      .where(eq(pointEntries.userId, ids[member]!))
      .orderBy(pointEntries.createdAt);
    await t.db
      .update(pointEntries)
      .set({ expiresAt: new Date('2027-01-01T00:00:00Z') })
      .where(eq(pointEntries.id, a!.id));
    await t.db
      .update(pointEntries)
      .set({ expiresAt: new Date('2027-06-01T00:00:00Z') })
      .where(eq(pointEntries.id, b!.id));
    // 1,500 spent: all of the first earning, 500 of the second
    expect((await adjust(member, -1_500, '회수')).statusCode).toBe(200);
    expect(await expirePoints(t.db, new Date('2027-01-02T00:00:00Z'))).toBe(0);
    expect(await sums(member)).toEqual({ ledger: 500, wallet: 500 });
    expect((await myPoints(member)).upcoming).toEqual([
      { amount: 500, expiresAt: '2027-06-01T00:00:00.000Z' },
    ]);
    const later = new Date('2027-06-02T00:00:00Z');
    await expirePoints(t.db, later);
    expect(await sums(member)).toEqual({ ledger: 0, wallet: 0 });
    expect(await expirePoints(t.db, later)).toBe(0);
    const expired = (await myPoints(member)).entries.filter((e: { kind: string }) => e.kind === 'EXPIRE');
    expect(expired.map((e: { amount: number }) => e.amount)).toEqual([-500]);
  });

  it('a job of a period runs once however many instances start it', async () => {
    let runs = 0;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        runOnce(t.db, 'test', '2027-01', new Date(), async () => {
          runs += 1;
          return 7;
        }),
      ),
    );
    expect(runs).toBe(1);
    expect(results.filter((r) => r === 7)).toHaveLength(1);
    expect(await runOnce(t.db, 'test', '2027-01', new Date(), async () => 8)).toBeNull();
    const [row] = await t.db.select().from(loyaltyJobs).where(eq(loyaltyJobs.kind, 'test'));
    expect(row).toMatchObject({ result: 7, doneAt: expect.any(Date) });
  });
});

/** A coupon created in the console; answers its id. */
async function newCoupon(input: object) {
  const res = await call(t.admin, 'POST', '/api/console/shop/coupons', {
    name: '테스트 쿠폰',
    translations: { en: { name: 'Test coupon' }, cn: { name: '测试优惠券' } },
    kind: 'FIXED',
    value: 3_000,
    scope: 'ORDER',
    issue: 'DOWNLOAD',
    validFrom: '2026-01-01T00:00:00+09:00',
    validDays: 30,
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().coupon._id as string;
}
const download = (member: Member, couponId: string, lang = 'ko') =>
  call(as(member), 'POST', '/api/v1/me/coupons/download', { couponId }, lang);

describe('coupons', () => {
  it('are downloaded within the total and per-member limits', async () => {
    const couponId = await newCoupon({ totalLimit: 2, perMemberLimit: 1 });
    expect((await download('lp-c1', couponId)).statusCode).toBe(201);
    const again = await download('lp-c1', couponId, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You cannot receive this coupon again.');
    expect((await download('lp-c2', couponId)).statusCode).toBe(201);
    const gone = await download('lp-c3', couponId, 'en');
    expect(gone.json().message).toBe('All of this coupon have been issued.');
    const usage = await call(t.admin, 'GET', `/api/console/shop/coupons/${couponId}/usage`);
    expect(usage.json()).toEqual({ issued: 2, used: 0, expired: 0, discount: 0 });
  });

  it('a single-use coupon in two concurrent checkouts is used once, and a cancel gives it back', async () => {
    const couponId = await newCoupon({ minOrder: 10_000 });
    const held = (await download('lp-c3', couponId)).json().coupon._id as string;
    const { optionId } = await newProduct();
    const [one, two] = await Promise.all([
      checkout('lp-c3', optionId, 2, { coupons: [held] }),
      checkout('lp-c3', optionId, 2, { coupons: [held] }),
    ]);
    const codes = [one!.statusCode, two!.statusCode].sort();
    expect(codes[0]).toBe(201);
    expect([400, 409]).toContain(codes[1]);
    const won = [one!, two!].find((r) => r.statusCode === 201)!.json().order;
    expect(won).toMatchObject({ itemsTotal: 16_000, discount: 3_000, total: 16_000 });
    const [row] = await t.db.select().from(memberCoupons).where(eq(memberCoupons.id, held));
    expect(row).toMatchObject({ orderId: won._id, discount: 3_000 });
    const used = (await call(as('lp-c3'), 'GET', '/api/v1/me/coupons?state=used', undefined, 'en')).json();
    expect(used.coupons.map((c: { _id: string; name: string }) => [c._id, c.name])).toEqual([
      [held, 'Test coupon'],
    ]);
    await call(as('lp-c3'), 'POST', `/api/v1/me/orders/${won._id}/cancel`, { reason: '변심' });
    const usable = (await call(as('lp-c3'), 'GET', '/api/v1/me/coupons?state=usable')).json();
    expect(usable.coupons.map((c: { _id: string }) => c._id)).toContain(held);
  });

  it('a product page offers the download coupons that apply to it, in the visitor’s language', async () => {
    const { productId } = await newProduct(5, otherCategoryId);
    const here = await newCoupon({ name: '이 분류', scope: 'PRODUCT', categoryIds: [otherCategoryId] });
    const there = await newCoupon({ name: '다른 분류', scope: 'PRODUCT', categoryIds: [categoryId] });
    const offered = (
      await call(null, 'GET', `/api/v1/coupons?productId=${productId}`, undefined, 'en')
    ).json();
    const offeredIds = offered.coupons.map((c: { _id: string }) => c._id);
    expect(offeredIds).toContain(here);
    expect(offeredIds).not.toContain(there);
    expect(offered.coupons.find((c: { _id: string }) => c._id === here).name).toBe('Test coupon');
    expect((await call(null, 'POST', '/api/v1/me/coupons/download', { couponId: here })).statusCode).toBe(
      401,
    );
  });

  it('past its validity, below its minimum or outside its scope is refused with a reason in the user’s language', async () => {
    const { optionId } = await newProduct();
    const elsewhere = await newProduct(10, otherCategoryId);
    const order = await newCoupon({ minOrder: 20_000 });
    const product = await newCoupon({
      kind: 'PERCENT',
      value: 10,
      maxDiscount: 5_000,
      scope: 'PRODUCT',
      categoryIds: [otherCategoryId],
    });
    const old = await newCoupon({});
    const held = async (couponId: string) => (await download('lp-c1', couponId)).json().coupon._id as string;
    const [minimum, scope, expired] = [await held(order), await held(product), await held(old)];
    await t.db
      .update(memberCoupons)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(memberCoupons.id, expired));
    const refused = async (coupon: string, lang: string) =>
      (await checkout('lp-c1', optionId, 2, { coupons: [coupon] }, lang)).json();
    expect(await refused(minimum, 'en')).toMatchObject({
      message: 'The order is below this coupon’s minimum amount.',
      errors: { 'coupons.0': expect.any(String) },
    });
    expect((await refused(scope, 'ko')).message).toBe('이 주문에는 적용할 수 없는 쿠폰입니다');
    expect((await refused(expired, 'cn')).message).toBe('此优惠券不在有效期内。');
    // in scope on its own category's product: 10% of 16,000
    const fits = await checkout('lp-c1', elsewhere.optionId, 2, { coupons: [scope] });
    expect(fits.json().order).toMatchObject({ discount: 1_600 });
  });

  it('the quote offers the best combination and shows each discount line', async () => {
    const { optionId, productId } = await newProduct();
    const made = [
      await newCoupon({ name: '정액 3천5백', value: 3_500 }),
      await newCoupon({ name: '10%', kind: 'PERCENT', value: 10, maxDiscount: 1_000 }),
      await newCoupon({
        name: '상품 20%',
        kind: 'PERCENT',
        value: 20,
        scope: 'PRODUCT',
        productIds: [productId],
      }),
      await newCoupon({ name: '무료배송', scope: 'SHIPPING', value: 3_000 }),
    ];
    const held = [];
    for (const id of made) held.push((await download('lp-c2', id)).json().coupon._id as string);
    const quote = (
      await call(as('lp-c2'), 'POST', '/api/v1/me/orders/quote', { lines: [{ optionId, quantity: 2 }] })
    ).json().quote;
    // product 20% of 16,000 = 3,200; then 3,500 beats 10% capped at 1,000 (and the 3,000 held before); shipping 3,000
    expect(new Set(quote.loyalty.bestCoupons)).toEqual(new Set([held[0], held[2], held[3]]));
    expect(quote.loyalty.discounts.map((d: { name: string; amount: number }) => [d.name, d.amount])).toEqual([
      ['상품 20%', 3_200],
      ['정액 3천5백', 3_500],
      ['무료배송', 3_000],
    ]);
    expect(quote).toMatchObject({ items: 16_000, shipping: 3_000, discount: 9_700, total: 9_300 });
    // two order coupons do not combine
    const both = await checkout('lp-c2', optionId, 2, { coupons: [held[0], held[1]] }, 'en');
    expect(both.json().message).toBe('This coupon does not apply to this order.');
    const best = await checkout('lp-c2', optionId, 2, { coupons: quote.loyalty.bestCoupons });
    expect(best.json().order).toMatchObject({ discount: 9_700, total: 9_300 });
  });

  it('are given by code, on sign-up, and by a manager to a level', async () => {
    await newCoupon({ issue: 'CODE', code: 'welcome10' });
    const wrong = await call(as('lp-c3'), 'POST', '/api/v1/me/coupons/code', { code: 'nope' }, 'en');
    expect(wrong.json().message).toBe('This coupon code is not valid.');
    const right = await call(as('lp-c3'), 'POST', '/api/v1/me/coupons/code', { code: ' Welcome10 ' });
    expect(right.statusCode, right.body).toBe(201);
    const taken = await call(t.admin, 'POST', '/api/console/shop/coupons', {
      name: '중복',
      kind: 'FIXED',
      value: 1_000,
      scope: 'ORDER',
      issue: 'CODE',
      code: 'WELCOME10',
      validFrom: '2026-01-01T00:00:00+09:00',
      validDays: 10,
    });
    expect(taken.statusCode).toBe(409);
    const signup = await newCoupon({ issue: 'SIGNUP', name: '가입 축하' });
    const joined = await t.db.transaction(async (tx) => {
      const { issueSignupCoupons } = await import('#server/services/loyalty/coupons.ts');
      await issueSignupCoupons(tx, ids['lp-c1']!);
      return tx.select().from(memberCoupons).where(eq(memberCoupons.couponId, signup));
    });
    expect(joined.map((r) => r.source)).toEqual(['signup']);
  });
});

describe('member levels', () => {
  it('are recalculated once a month from the last 12 months’ net purchases, with the level’s coupons', async () => {
    const gift = await newCoupon({ issue: 'MANUAL', name: '실버 달성' });
    // the seed's levels are 브론즈 (from 0), 실버 (300,000) and 골드 (1,000,000); one more between
    const silver = await call(t.admin, 'POST', '/api/console/levels', {
      name: '실버 테스트',
      translations: { en: { name: 'Silver test' }, cn: { name: '白银测试' } },
      threshold: 10_000,
      pointRate: 3,
      discountRate: 5,
      couponIds: [gift],
    });
    expect(silver.statusCode, silver.body).toBe(201);
    const silverId = silver.json().level._id as string;
    const dup = await call(t.admin, 'POST', '/api/console/levels', {
      name: '중복',
      threshold: 10_000,
      pointRate: 1,
      discountRate: 0,
    });
    expect(dup.statusCode).toBe(409);
    const { optionId } = await newProduct();
    const order = (await checkout('lp-level', optionId, 2)).json().order;
    await pay('lp-level', order);
    await confirmOrder('lp-level', order._id);
    const before = (await call(as('lp-level'), 'GET', '/api/v1/me/level', undefined, 'en')).json();
    expect(before).toMatchObject({
      level: { name: 'Bronze' },
      next: { name: 'Silver test' },
      toNext: 10_000,
    });

    // next month: 16,000 won of items confirmed in the last 12 months
    const next = new Date(Date.now() + 32 * 86_400_000);
    const runs = await Promise.all([1, 2, 3].map(() => recalculateLevels(t.db, next)));
    expect(runs.filter((r) => r !== null)).toHaveLength(1);
    const [held] = await t.db.select().from(memberLevelOf).where(eq(memberLevelOf.userId, ids['lp-level']!));
    expect(held).toMatchObject({ levelId: silverId, netPurchases: 16_000 });
    const after = (await call(as('lp-level'), 'GET', '/api/v1/me/level', undefined, 'cn')).json();
    expect(after).toMatchObject({
      level: { name: '白银测试', pointRate: 3, discountRate: 5 },
      netPurchases: 16_000,
      next: { name: '白银', threshold: 300_000 },
      toNext: 284_000,
    });
    const gifts = () => t.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, gift));
    // lp-buyer's confirmed 15,000 reached silver too; each gets the level's coupon once
    const silvers = (await t.db.select().from(memberLevelOf).where(eq(memberLevelOf.levelId, silverId))).map(
      (r) => r.userId,
    );
    expect(silvers.sort()).toEqual([ids['lp-buyer'], ids['lp-level']].sort());
    expect((await gifts()).map((g) => g.userId).sort()).toEqual(silvers.sort());

    // a second run in the month changes nothing, even after a manager moved the member by hand
    await t.db
      .update(memberLevelOf)
      .set({ netPurchases: 1 })
      .where(eq(memberLevelOf.userId, ids['lp-level']!));
    expect(await recalculateLevels(t.db, next)).toBeNull();
    expect(
      (await t.db.select().from(memberLevelOf).where(eq(memberLevelOf.userId, ids['lp-level']!)))[0],
    ).toMatchObject({
      netPurchases: 1,
    });
    expect(await gifts()).toHaveLength(2);

    // the level's discount at checkout
    const quote = (
      await call(
        as('lp-level'),
        'POST',
        '/api/v1/me/orders/quote',
        { lines: [{ optionId, quantity: 2 }] },
        'en',
      )
    ).json().quote;
    expect(quote.loyalty.discounts).toContainEqual(
      expect.objectContaining({ kind: 'LEVEL', name: 'Silver test', amount: 800 }),
    );

    // a manager issues a coupon to the level's members
    const levelCoupon = await newCoupon({ issue: 'MANUAL', name: '실버 전용' });
    const issued = await call(t.admin, 'POST', `/api/console/shop/coupons/${levelCoupon}/issue`, {
      levelId: silverId,
    });
    expect(issued.json()).toEqual({ issued: 2, skipped: 0 });
    const again = await call(t.admin, 'POST', `/api/console/shop/coupons/${levelCoupon}/issue`, {
      levelId: silverId,
    });
    expect(again.json()).toEqual({ issued: 0, skipped: 2 });
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.id, levelCoupon));
    expect(coupon!.issued).toBe(2);
    expect((await call(t.admin, 'DELETE', `/api/console/levels/${silverId}`)).statusCode).toBe(409);
  });

  it('counts a member’s net purchases past ₩2,147,483,647 (two orders of ₩1.5B) and keeps them', async () => {
    const { optionId } = await newProduct();
    const big: string[] = [];
    for (const _ of [1, 2]) {
      const order = (await checkout('lp-level', optionId, 1)).json().order;
      await pay('lp-level', order);
      await confirmOrder('lp-level', order._id);
      big.push(order._id);
    }
    // each order at ₩1.5B of items net of its discounts and points (an order alone stays below the integer)
    await t.db
      .update(shopOrders)
      .set({
        itemsTotal: sql`1500000000 + ${shopOrders.discount} + ${shopOrders.points}`,
        total: sql`1500000000 + ${shopOrders.shippingFee}`,
      })
      .where(inArray(shopOrders.id, big));
    const later = new Date(Date.now() + 64 * 86_400_000);
    expect(await recalculateLevels(t.db, later)).not.toBeNull();
    const [held] = await t.db.select().from(memberLevelOf).where(eq(memberLevelOf.userId, ids['lp-level']!));
    expect(held!.netPurchases).toBeGreaterThanOrEqual(3_000_000_000);
    expect(held!.netPurchases).toBeLessThan(3_000_100_000);
  });
});

describe('the console', () => {
  it('lists the members’ points with names masked and exports them', async () => {
    const list = await call(t.admin, 'GET', '/api/console/shop/points?q=lp-buyer');
    expect(list.json().points).toEqual([expect.objectContaining({ username: 'lp-buyer', name: '김*립' })]);
    const ledger = await call(t.admin, 'GET', `/api/console/shop/points/${ids['lp-buyer']}`);
    expect(ledger.json().member.balance).toBe(list.json().points[0].balance);
    const xlsx = await call(t.admin, 'GET', '/api/console/shop/points/export');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    for (const path of ['shop/coupons', 'levels']) {
      expect((await call(t.admin, 'GET', `/api/console/${path}/export`)).statusCode).toBe(200);
    }
    const orders = await t.db.select({ n: sql<number>`count(*)::int` }).from(shopOrders);
    expect(orders[0]!.n).toBeGreaterThan(0);
  });
});
