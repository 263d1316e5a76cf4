import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberCoupons,
  pointWallets,
  shopGatewayCancels,
  shopOptions,
  shopOrderLines,
  shopPayments,
  shopProducts,
} from '#server/db/schema/index.ts';
import { paymentProviderFromEnv } from '#server/services/shop/payment/index.ts';
import { usePaymentProvider } from '#server/services/shop/payment/provider.ts';
import { simulatorProvider } from '#server/services/shop/payment/simulator.ts';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { callAs, createManager, login } from '../helpers/auth.ts';
import { cardDelivery, simulatorApproves } from '../helpers/shopOrder.ts';
import { CERT_PEM, merchantKeys, PASSPHRASE } from '../unit/kcp-fake.ts';

// docs/decisions/0043-shop-kcp-window-zero-total-line-shares.md: the site is told which payment window to
// open and the CSP lets in KCP's script only with PAYMENT_PROVIDER=kcp; an order paid in full by points and
// coupons is paid at checkout without a gateway and its cancel gives everything back; a line's refund is at
// most what was paid for it once its share of the discounts and points is taken off.

let t: AdminTestApp;
let buyer: string;
let buyerId: string;
let categoryId: string;

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string | null, method: Method, url: string, payload?: object, lang = 'en') =>
  callAs(t.app, token, method, url, payload, lang);
const consoleCall = (method: Method, url: string, payload?: object) =>
  call(t.admin, method, `/api/console/shop/orders${url}`, payload);

beforeAll(async () => {
  t = await createAdminTestApp();
  const user = await createManager(t.app, { username: 'ps-buyer', password: 'Share!2345', type: 'PERSON' });
  buyerId = user.id;
  buyer = (await login(t.app, 'ps-buyer', 'Share!2345')).accessToken;
  categoryId = (await call(t.admin, 'POST', '/api/console/shop/categories', { name: 'shares' })).json()
    .category._id;
}, 300_000);
afterAll(async () => {
  usePaymentProvider(simulatorProvider);
  await t.close();
});

async function newProduct(price: number, shippingFee = 3_000) {
  const res = await call(t.admin, 'POST', '/api/console/shop/products', {
    categoryId,
    name: `shares ${price}`,
    maker: 'test',
    price,
    shippingFee,
    options: [{ name: '기본', stock: 10 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const product = res.json().product;
  return { productId: product._id as string, optionId: product.options[0]._id as string };
}

async function orderCoupon(value: number) {
  const res = await call(t.admin, 'POST', '/api/console/shop/coupons', {
    name: '주문 쿠폰',
    kind: 'FIXED',
    value,
    scope: 'ORDER',
    issue: 'DOWNLOAD',
    validFrom: '2026-01-01T00:00:00+09:00',
    validDays: 30,
  });
  expect(res.statusCode, res.body).toBe(201);
  const held = await call(buyer, 'POST', '/api/v1/me/coupons/download', { couponId: res.json().coupon._id });
  expect(held.statusCode, held.body).toBe(201);
  return held.json().coupon._id as string;
}

const grant = async (amount: number) =>
  expect(
    (
      await call(t.admin, 'POST', `/api/console/shop/points/${buyerId}/adjust`, {
        amount,
        reason: '테스트 적립',
      })
    ).statusCode,
  ).toBe(200);
const balance = async () =>
  (await t.db.select().from(pointWallets).where(eq(pointWallets.userId, buyerId)))[0]?.balance ?? 0;

const delivery = cardDelivery('김몫');
const checkout = (lines: { optionId: string; quantity: number }[], extra: object) =>
  call(buyer, 'POST', '/api/v1/me/orders', { ...delivery, lines, ...extra });

async function pay(order: { _id: string; number: string; total: number }) {
  const tid = (await simulatorApproves(t.app, buyer, order.number, order.total)).json().tid;
  const paid = await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/pay`, { tid });
  expect(paid.statusCode, paid.body).toBe(200);
}

describe('the payment window the site opens', () => {
  const page = () => t.app.inject({ method: 'GET', url: '/robots.txt', headers: { accept: 'text/html' } });
  const provider = async () => (await call(null, 'GET', '/api/v1/setting')).json().setting.paymentProvider;
  const kcpEnv = (env: 'test' | 'production') => ({
    PAYMENT_PROVIDER: 'kcp',
    KCP_PAY_SITE_CD: 'T0000',
    KCP_PAY_CERT_INFO: CERT_PEM,
    KCP_PAY_PRIVATE_KEY: merchantKeys().privateKey,
    KCP_PAY_PRIVATE_KEY_PASSPHRASE: PASSPHRASE,
    KCP_ENV: env,
  });

  it('is the simulator by default, and no foreign script or frame is allowed', async () => {
    expect(await provider()).toBe('simulator');
    const csp = (await page()).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('kcp.co.kr');
    expect(csp).not.toContain('frame-src');
  });

  it('is KCP’s with PAYMENT_PROVIDER=kcp: the CSP lets in exactly KCP’s origin for KCP_ENV', async () => {
    try {
      usePaymentProvider(paymentProviderFromEnv(kcpEnv('test')));
      expect(await provider()).toBe('kcp');
      const csp = (await page()).headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self' https://testpay.kcp.co.kr;");
      expect(csp).toContain("frame-src 'self' https://testpay.kcp.co.kr;");
      expect(csp).toContain("form-action 'self' https://testpay.kcp.co.kr");
      expect(csp).not.toContain('https://pay.kcp.co.kr');
      // the window's form comes from the server for the buyer's order (the script it loads is the same origin)
      const { optionId } = await newProduct(12_000);
      const order = (await checkout([{ optionId, quantity: 1 }], {})).json().order;
      const window = await call(buyer, 'GET', `/api/v1/me/orders/${order._id}/kcp`);
      expect(window.statusCode, window.body).toBe(200);
      expect(new URL(window.json().script).origin).toBe('https://testpay.kcp.co.kr');
      expect(window.json().fields).toMatchObject({ site_cd: 'T0000', good_mny: String(order.total) });

      usePaymentProvider(paymentProviderFromEnv(kcpEnv('production')));
      const production = (await page()).headers['content-security-policy'] as string;
      expect(production).toContain("script-src 'self' https://pay.kcp.co.kr;");
      expect(production).not.toContain('testpay');
    } finally {
      usePaymentProvider(simulatorProvider);
    }
    expect(await provider()).toBe('simulator');
    expect((await page()).headers['content-security-policy']).not.toContain('kcp.co.kr');
  });
});

describe('an order paid in full by points and coupons', () => {
  it('is paid at checkout without a gateway; its cancel gives back stock, points and coupon', async () => {
    const { productId, optionId } = await newProduct(10_000);
    const coupon = await orderCoupon(4_000);
    await grant(9_000);
    const before = await balance();
    // 10,000 + 3,000 shipping − 4,000 coupon = 9,000 in points
    const placed = await checkout([{ optionId, quantity: 1 }], { coupons: [coupon], points: 9_000 });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    expect(order).toMatchObject({ status: 'PAID', total: 0, discount: 4_000, points: 9_000, paid: 0 });
    expect(order.paidAt).toEqual(expect.any(String));
    expect(order.timeline.map((e: { status: string }) => e.status)).toEqual(['PAID']);
    expect(await balance()).toBe(before - 9_000);
    const payments = await t.db.select().from(shopPayments).where(eq(shopPayments.orderId, order._id));
    expect(payments).toMatchObject([{ kind: 'APPROVAL', provider: 'points', method: 'POINTS', amount: 0 }]);
    const [sold] = await t.db.select().from(shopProducts).where(eq(shopProducts.id, productId));
    expect(sold?.sold).toBe(1);
    // no window: neither the simulator's pay nor KCP's has anything left to do
    const again = await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/pay`, { tid: 'x' });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);

    const cancelled = await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/cancel`, { reason: '변심' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order).toMatchObject({ status: 'CANCELLED', refunded: 0 });
    expect(await balance()).toBe(before);
    const [held] = await t.db.select().from(memberCoupons).where(eq(memberCoupons.id, coupon));
    expect(held).toMatchObject({ usedAt: null, orderId: null });
    const [option] = await t.db.select().from(shopOptions).where(eq(shopOptions.id, optionId));
    expect(option?.stock).toBe(10);
    const [unsold] = await t.db.select().from(shopProducts).where(eq(shopProducts.id, productId));
    expect(unsold?.sold).toBe(0);
    // nothing was taken at a gateway, so nothing is owed there
    const owed = await t.db
      .select()
      .from(shopGatewayCancels)
      .where(eq(shopGatewayCancels.orderId, order._id));
    expect(owed).toEqual([]);
    const rows = await t.db.select().from(shopPayments).where(eq(shopPayments.orderId, order._id));
    expect(rows).toHaveLength(1);
  });

  it('is returned after delivery and refunded with no money: stock, points and coupon back, no gateway', async () => {
    const { optionId } = await newProduct(10_000);
    const coupon = await orderCoupon(4_000);
    await grant(9_000);
    const before = await balance();
    const order = (await checkout([{ optionId, quantity: 1 }], { coupons: [coupon], points: 9_000 })).json()
      .order;
    expect(order).toMatchObject({ status: 'PAID', total: 0 });
    for (const step of ['prepare', 'ship', 'deliver']) {
      const body = step === 'ship' ? { carrier: 'CJ', trackingNumber: '123456789012' } : undefined;
      const res = await consoleCall('POST', `/${order._id}/${step}`, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const asked = await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/return`, { reason: '변심' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await consoleCall('POST', `/${order._id}/returned`)).statusCode).toBe(200);
    // a part of nothing paid is still too much
    const part = await consoleCall('POST', `/${order._id}/refund`, { reason: 'part', shipping: 1 });
    expect(part.statusCode).toBe(400);

    const refunded = await consoleCall('POST', `/${order._id}/refund`, { reason: '반품 완료' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().order).toMatchObject({ status: 'REFUNDED', refunded: 0 });
    expect(await balance()).toBe(before);
    const [held] = await t.db.select().from(memberCoupons).where(eq(memberCoupons.id, coupon));
    expect(held).toMatchObject({ usedAt: null, orderId: null });
    const [option] = await t.db.select().from(shopOptions).where(eq(shopOptions.id, optionId));
    expect(option?.stock).toBe(10);
    expect(
      await t.db.select().from(shopGatewayCancels).where(eq(shopGatewayCancels.orderId, order._id)),
    ).toEqual([]);
    expect(await t.db.select().from(shopPayments).where(eq(shopPayments.orderId, order._id))).toHaveLength(1);
    // refunded once: a second refund finds the order refunded
    expect((await consoleCall('POST', `/${order._id}/refund`, { reason: 'again' })).statusCode).toBe(409);
  });

  it('a payment row of 0 is only a points approval (the table’s CHECK)', async () => {
    const [row] = await t.db.select().from(shopPayments).where(eq(shopPayments.provider, 'points')).limit(1);
    await expect(
      t.db.execute(
        sql`INSERT INTO shop_payments (order_id, kind, provider, tid, method, amount)
            VALUES (${row!.orderId}, 'REFUND', 'points', 'x', 'POINTS', 0)`,
      ),
    ).rejects.toThrow();
  });
});

describe('a per-line refund', () => {
  it('gives back at most what was paid for the line, its share of coupons and points taken off', async () => {
    const a = await newProduct(30_000);
    const b = await newProduct(10_000);
    const coupon = await orderCoupon(4_000);
    await grant(2_000);
    // items 40,000 + shipping 3,000 − coupon 4,000 − points 2,000 = 37,000
    const placed = await checkout(
      [
        { optionId: a.optionId, quantity: 1 },
        { optionId: b.optionId, quantity: 1 },
      ],
      { coupons: [coupon], points: 2_000 },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    expect(order.total).toBe(37_000);
    await pay(order);
    const lines = await t.db.select().from(shopOrderLines).where(eq(shopOrderLines.orderId, order._id));
    const lineA = lines.find((l) => l.optionId === a.optionId)!;
    const lineB = lines.find((l) => l.optionId === b.optionId)!;
    const shipping = 3_000 - (6_000 - lineA.discount - lineB.discount);
    // the shares add up to the total paid: lines first, the fee's share the rest
    expect(lineA.amount - lineA.discount + (lineB.amount - lineB.discount) + shipping).toBe(37_000);
    // the order answers them (the console's refund dialog caps each field there)
    expect(order.shippingPaid).toBe(shipping);
    expect(order.lines.map((l: { optionId: string; paid: number }) => [l.optionId, l.paid]).sort()).toEqual(
      [
        [a.optionId, lineA.amount - lineA.discount],
        [b.optionId, lineB.amount - lineB.discount],
      ].sort(),
    );
    // the coupon on the items by their amounts (3,000 / 1,000), the points on everything unpaid
    expect(lineA.discount).toBeGreaterThan(3_000);
    expect(lineB.discount).toBeGreaterThan(1_000);

    const tooMuch = await consoleCall('POST', `/${order._id}/refund`, {
      reason: 'the whole line',
      lines: [{ lineId: lineA.id, amount: lineA.amount }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors['lines.0.amount']).toBe('A refund cannot exceed what was paid.');
    const onePast = await consoleCall('POST', `/${order._id}/refund`, {
      reason: 'one won past',
      lines: [{ lineId: lineA.id, amount: lineA.amount - lineA.discount + 1 }],
    });
    expect(onePast.statusCode).toBe(400);
    const paidA = await consoleCall('POST', `/${order._id}/refund`, {
      reason: 'what was paid for A',
      lines: [{ lineId: lineA.id, amount: lineA.amount - lineA.discount }],
    });
    expect(paidA.statusCode, paidA.body).toBe(200);
    expect(paidA.json().order).toMatchObject({ status: 'PAID', refunded: lineA.amount - lineA.discount });
    const more = await consoleCall('POST', `/${order._id}/refund`, {
      reason: 'A again',
      lines: [{ lineId: lineA.id, amount: 1 }],
    });
    expect(more.statusCode).toBe(400);
    // the rest: B's share and the fee's, exactly what was paid in all, and the order is cancelled
    const rest = await consoleCall('POST', `/${order._id}/refund`, { reason: 'the rest' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().order).toMatchObject({ status: 'CANCELLED', paid: 37_000, refunded: 37_000 });
    const refunds = (
      await t.db.select().from(shopPayments).where(eq(shopPayments.orderId, order._id))
    ).filter((p) => p.kind === 'REFUND');
    const of = (lineId: string | null) =>
      refunds.filter((r) => r.lineId === lineId).reduce((s, r) => s + r.amount, 0);
    expect(of(lineA.id)).toBe(lineA.amount - lineA.discount);
    expect(of(lineB.id)).toBe(lineB.amount - lineB.discount);
    expect(of(null)).toBe(shipping);
  });
});
