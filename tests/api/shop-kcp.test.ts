import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopGatewayCancels, shopOrders, users } from '#server/db/schema/index.ts';
import { sweepCancels } from '#server/services/shop/gatewayCancels.ts';
import { loadPaymentConfig, PaymentConfigError } from '#server/services/shop/payment/config.ts';
import { createKcpPaymentProvider, kcpWindowRequest } from '#server/services/shop/payment/kcp.ts';
import { paymentProvider, usePaymentProvider } from '#server/services/shop/payment/provider.ts';
import { simulatorProvider } from '#server/services/shop/payment/simulator.ts';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { callAs, createManager, login } from '../helpers/auth.ts';
import { CERT_PEM, merchantKeys, PASSPHRASE } from '../unit/kcp-fake.ts';
import { ACCOUNT_APPROVAL, CARD_APPROVAL, startFakeKcpPay, type FakeKcpPay } from './kcp-payment-fake.ts';

// The NHN KCP payment adapter (PAYMENT_PROVIDER=kcp) against a fake KCP on 127.0.0.1 that answers as KCP's
// samples do: the window's request, the server-to-server approval for the frozen total, cancels in full and
// in part (signed, rem_mny checked), and the virtual account's deposit notice heard only from KCP.

const SITE_CD = 'T0000';
const KCP_IP = '210.122.73.58';
const keys = merchantKeys();
let kcp: FakeKcpPay;
let t: AdminTestApp;
let buyer: string;
let manager: string;
let categoryId: string;

beforeAll(async () => {
  kcp = await startFakeKcpPay(keys.publicKey);
  t = await createAdminTestApp();
  usePaymentProvider(
    createKcpPaymentProvider({
      siteCd: SITE_CD,
      siteName: 'Seoul Awards Shop',
      certInfo: CERT_PEM,
      privateKey: keys.privateKey,
      passphrase: PASSPHRASE,
      env: 'test',
      noticeSources: [KCP_IP],
      endpoints: {
        script: 'https://testpay.kcp.co.kr/plugin/payplus_web.jsp',
        approve: `${kcp.url}/gw/enc/v1/payment`,
        cancel: `${kcp.url}/gw/mod/v1/cancel`,
      },
      timeoutMs: 2_000,
    }),
  );
  await createManager(t.app, { username: 'kcp-buyer', password: 'Buyer!2345', type: 'PERSON' });
  await createManager(t.app, { username: 'kcp-shop', password: 'Shopm!2345', scope: ['shop'] });
  await t.db.update(users).set({ email: 'kcp-buyer@example.com' }).where(eq(users.username, 'kcp-buyer'));
  buyer = (await login(t.app, 'kcp-buyer', 'Buyer!2345')).accessToken;
  manager = (await login(t.app, 'kcp-shop', 'Shopm!2345')).accessToken;
  categoryId = (await callAs(t.app, t.admin, 'POST', '/api/console/shop/categories', { name: 'kcp' })).json()
    .category._id;
}, 180_000);
afterAll(async () => {
  usePaymentProvider(simulatorProvider);
  await t.close();
  await kcp.close();
});

type Method = 'GET' | 'POST';
const call = (token: string, method: Method, url: string, payload?: object) =>
  callAs(t.app, token, method, url, payload, 'en');

async function placeOrder(payMethod: 'CARD' | 'BANK' = 'CARD') {
  const product = await call(t.admin, 'POST', '/api/console/shop/products', {
    categoryId,
    name: '서울어워드 백자 머그컵 세트와 받침 접시 — 아주 긴 이름이 KCP의 100바이트 한도를 넘도록 길게 씁니다',
    maker: 'test',
    price: 15_000,
    shippingFee: 3_000,
    options: [{ name: 'A', stock: 10 }],
  });
  const optionId = product.json().product.options[0]._id as string;
  const res = await call(buyer, 'POST', '/api/v1/me/orders', {
    recipient: '김받음',
    phone: '010-2345-6789',
    postcode: '04524',
    address1: '서울특별시 중구 세종대로 110',
    payMethod,
    agreeTerms: true,
    lines: [{ optionId, quantity: 2 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as {
    _id: string;
    number: string;
    total: number;
    lines: { _id: string; amount: number }[];
  };
}

const windowResult = {
  enc_data: 'ENCDATA-FROM-KCP-WINDOW',
  enc_info: 'ENCINFO-FROM-KCP',
  tran_cd: '00100000',
};
const lastCall = () => kcp.calls.at(-1)!;

describe('the payment window and the approval', () => {
  it('builds KCP’s window request for the order’s frozen total', async () => {
    const order = await placeOrder();
    const res = await call(buyer, 'GET', `/api/v1/me/orders/${order._id}/kcp`);
    expect(res.statusCode, res.body).toBe(200);
    const { script, fields } = res.json();
    expect(script).toBe('https://testpay.kcp.co.kr/plugin/payplus_web.jsp');
    expect(fields).toMatchObject({
      site_cd: SITE_CD,
      ordr_idxx: order.number,
      good_mny: String(order.total),
      pay_method: '100000000000',
      currency: 'WON',
      buyr_name: '김받음',
      buyr_tel2: '01023456789',
      buyr_mail: 'kcp-buyer@example.com',
      enc_data: '',
      tran_cd: '',
    });
    expect(Buffer.byteLength(fields.good_name)).toBeLessThanOrEqual(100);
    expect(fields.good_name.startsWith('서울어워드 백자')).toBe(true);
    expect(
      kcpWindowRequest(
        { siteCd: SITE_CD, siteName: 's', env: 'production' },
        {
          number: 'N1',
          total: 1,
          payMethod: 'BANK',
          goodName: 'g',
          buyerName: 'b',
          buyerPhone: '0',
          buyerEmail: '',
        },
      ),
    ).toMatchObject({
      script: 'https://pay.kcp.co.kr/plugin/payplus_web.jsp',
      fields: { pay_method: '001000000000' },
    });
  });

  it('approves server to server with ordr_mony = the frozen total, and pays the order once', async () => {
    const order = await placeOrder();
    kcp.approval = { ...CARD_APPROVAL, tno: '24112600000001', amount: String(order.total) };
    const paid = await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/kcp`, windowResult);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'PAID', paid: order.total });
    expect(lastCall()).toMatchObject({
      path: '/gw/enc/v1/payment',
      body: {
        site_cd: SITE_CD,
        tran_cd: '00100000',
        enc_data: 'ENCDATA-FROM-KCP-WINDOW',
        enc_info: 'ENCINFO-FROM-KCP',
        ordr_mony: String(order.total),
        kcp_cert_info: CERT_PEM.replace(/\r|\n/g, ''),
      },
    });
    // the same approval handed over again pays nothing more
    const again = await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/kcp`, windowResult);
    expect(again.json().order).toMatchObject({ status: 'PAID', paid: order.total });
  });

  it('cancels in full (STSC, signed) an approval for another amount, and refuses KCP’s refusal', async () => {
    const order = await placeOrder();
    kcp.approval = { ...CARD_APPROVAL, tno: '24112600000002', amount: String(order.total - 1_000) };
    const res = await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/kcp`, windowResult);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('shopAmountMismatch');
    expect(lastCall()).toMatchObject({
      path: '/gw/mod/v1/cancel',
      signatureValid: true,
      body: { site_cd: SITE_CD, tno: '24112600000002', mod_type: 'STSC' },
    });
    expect(kcp.balances.get('24112600000002')).toBe(0);
    kcp.approval = { res_cd: '3001', res_msg: '사용자 취소' };
    const refused = await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/kcp`, windowResult);
    expect(refused.json().code).toBe('shopPaymentFailed');
  });
});

describe('refunds at KCP', () => {
  it('cancels in part with the balance before (STPC, rem_mny) and retries a cancel KCP did not answer, once', async () => {
    const order = await placeOrder();
    const tno = '24112600000003';
    kcp.approval = { ...CARD_APPROVAL, tno, amount: String(order.total) };
    await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/kcp`, windowResult);
    const line = order.lines[0]!;
    const refund = (amount: number) =>
      call(manager, 'POST', `/api/console/shop/orders/${order._id}/refund`, {
        reason: '부분 환불',
        lines: [{ lineId: line._id, amount }],
      });
    expect((await refund(5_000)).statusCode).toBe(200);
    expect(lastCall()).toMatchObject({
      signatureValid: true,
      body: { tno, mod_type: 'STPC', mod_mny: '5000', rem_mny: String(order.total), mod_desc: '부분 환불' },
    });
    // KCP does not answer: the refund stands, the cancel is owed and made by the sweep, once
    kcp.down = 1;
    expect((await refund(4_000)).statusCode).toBe(200);
    expect(kcp.balances.get(tno)).toBe(order.total - 5_000);
    const owed = () =>
      t.db.select().from(shopGatewayCancels).where(eq(shopGatewayCancels.orderId, order._id));
    expect((await owed()).filter((c) => c.doneAt === null)).toHaveLength(1);
    expect(await sweepCancels(t.db, new Date(Date.now() + 5 * 60_000))).toEqual(['DONE']);
    expect(kcp.balances.get(tno)).toBe(order.total - 9_000);
    expect(lastCall().body).toMatchObject({ mod_mny: '4000', rem_mny: String(order.total - 5_000) });
    // the same cancel sent again is refused by KCP's balance check: nothing goes back twice
    const replay = await paymentProvider().cancel(t.db, {
      tid: tno,
      amount: 4_000,
      balanceBefore: order.total - 5_000,
      reason: 'replay',
    });
    expect(replay).toMatchObject({ outcome: 'REFUSED' });
    expect(kcp.balances.get(tno)).toBe(order.total - 9_000);
  });
});

describe('virtual accounts and KCP’s deposit notice', () => {
  it('waits for the deposit, hears it only from KCP for our site, and pays once', async () => {
    const order = await placeOrder('BANK');
    const tno = '24112600000004';
    kcp.approval = { ...ACCOUNT_APPROVAL, tno, amount: String(order.total) };
    const waiting = await call(buyer, 'POST', `/api/v1/me/orders/${order._id}/kcp`, windowResult);
    expect(waiting.json().order).toMatchObject({
      status: 'PENDING',
      depositAccount: '국민은행 12345678901234',
    });
    const notice = (remoteAddress: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/common/kcp/payment/notice',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const deposit = {
      site_cd: SITE_CD,
      tno,
      order_no: order.number,
      tx_cd: 'TX00',
      tx_tm: '20261126223000',
      ipgm_name: '김받음',
      remitter: '김받음',
      ipgm_mnyx: String(order.total),
      bank_code: 'BK04',
      account: '12345678901234',
      op_cd: '13',
      noti_id: '1',
    };
    const status = async () =>
      (await t.db.select().from(shopOrders).where(eq(shopOrders.id, order._id)))[0]!.status;
    // not from KCP's address, or for another site: refused, nothing paid
    expect((await notice('203.0.113.9', deposit)).statusCode).toBe(403);
    expect((await notice(KCP_IP, { ...deposit, site_cd: 'OTHER1' })).statusCode).toBe(403);
    // another amount than the order's: not taken, KCP is told to resend (9999)
    expect((await notice(KCP_IP, { ...deposit, ipgm_mnyx: '1000' })).body).toContain('value="9999"');
    expect(await status()).toBe('PENDING');
    const first = await notice(KCP_IP, deposit);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('name="result" value="0000"');
    expect(await status()).toBe('PAID');
    const again = await notice(KCP_IP, deposit);
    expect(again.body).toContain('value="0000"');
    const paid = await call(buyer, 'GET', `/api/v1/me/orders/${order._id}`);
    expect(paid.json().order).toMatchObject({ status: 'PAID', paid: order.total });
  });

  it('answers 404 on the KCP routes when the provider is the simulator', async () => {
    const kcpProvider = paymentProvider();
    usePaymentProvider(simulatorProvider);
    try {
      const order = await placeOrder();
      expect((await call(buyer, 'GET', `/api/v1/me/orders/${order._id}/kcp`)).statusCode).toBe(404);
    } finally {
      usePaymentProvider(kcpProvider);
    }
  });
});

describe('configuration', () => {
  it('needs the site code, certificate and key with PAYMENT_PROVIDER=kcp, and checks the site code', () => {
    expect(loadPaymentConfig({}).provider).toBe('simulator');
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'kcp' })).toThrow(PaymentConfigError);
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'kcp' })).toThrow(
      /KCP_PAY_SITE_CD: is required[\s\S]*KCP_PAY_CERT_INFO: is required[\s\S]*KCP_PAY_PRIVATE_KEY: is required/,
    );
    expect(() =>
      loadPaymentConfig({
        PAYMENT_PROVIDER: 'kcp',
        KCP_PAY_SITE_CD: 'bad code!',
        KCP_PAY_CERT_INFO: CERT_PEM,
      }),
    ).toThrow(/KCP_PAY_SITE_CD: must be the payment site code/);
    const config = loadPaymentConfig({
      PAYMENT_PROVIDER: 'kcp',
      KCP_PAY_SITE_CD: SITE_CD,
      KCP_PAY_CERT_INFO: CERT_PEM,
      KCP_PAY_PRIVATE_KEY: keys.privateKey.replace(/\n/g, '\\n'),
      KCP_ENV: 'production',
    });
    expect(config.kcp).toMatchObject({
      siteCd: SITE_CD,
      env: 'production',
      noticeSources: ['203.238.36.173', '203.238.36.178', '103.215.144.173', '103.215.144.174'],
    });
    expect(config.kcp?.privateKey).toBe(keys.privateKey);
  });
});
