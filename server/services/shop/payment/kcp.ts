import { createPrivateKey, type KeyObject } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PayMethod } from '#domain/schemas/shopOrder.ts';
import type { Db } from '#server/db/index.ts';
import { shopKcpTransactions } from '#server/db/schema/index.ts';
import { kcpCertInfo, kcpSign } from '#server/services/cert/kcp.ts';
import type { KcpPayConfig } from './config.ts';
import type { GatewayCancelResult, PaymentProvider } from './provider.ts';

/**
 * NHN KCP standard payment (docs/decisions/0037-shop-restock-and-refund-retry.md): the buyer's browser opens KCP's
 * window with the fields `kcpWindowRequest` builds (KCP_Pay_Execute); KCP hands the encrypted result
 * (`enc_data`, `enc_info`, `tran_cd`) back to the page, which gives it to the shop; the shop approves it
 * server to server with the frozen total as `ordr_mony`, which KCP checks (`kcpApprove`), and records what
 * KCP answered. Cancels (STSC in full, STPC in part with the balance before as `rem_mny`) are signed with
 * the merchant's key; a virtual account's deposit arrives as KCP's common notification (TX00).
 */

export const KCP_PAY_ENDPOINTS = {
  test: {
    script: 'https://testpay.kcp.co.kr/plugin/payplus_web.jsp',
    approve: 'https://stg-spl.kcp.co.kr/gw/enc/v1/payment',
    cancel: 'https://stg-spl.kcp.co.kr/gw/mod/v1/cancel',
  },
  production: {
    script: 'https://pay.kcp.co.kr/plugin/payplus_web.jsp',
    approve: 'https://spl.kcp.co.kr/gw/enc/v1/payment',
    cancel: 'https://spl.kcp.co.kr/gw/mod/v1/cancel',
  },
} as const;

/** The window's `pay_method`: twelve flags, card / account transfer / virtual account / … (KCP's samples). */
export const KCP_WINDOW_METHOD: Record<PayMethod, string> = {
  CARD: '100000000000',
  BANK: '001000000000',
  // easy pay (KakaoPay, NaverPay …) is offered inside KCP's card window
  EASY: '100000000000',
};

/** The approval's `pay_method` as the shop names it; others are kept as KCP names them. */
const APPROVED_METHOD: Record<string, string> = {
  PACA: 'CARD',
  PAVC: 'BANK',
  PABK: 'TRANSFER',
  PAMC: 'PHONE',
};

export interface KcpOptions extends KcpPayConfig {
  /** Other URLs than KCP_PAY_ENDPOINTS[env] (a fake KCP in tests). */
  endpoints?: { script: string; approve: string; cancel: string };
  timeoutMs?: number;
}

/** What the shop's page needs to open KCP's window for an order. */
export interface KcpWindowRequest {
  script: string;
  fields: Record<string, string>;
}

/** The window's form for an order: what KCP shows the buyer and hands back encrypted. */
export function kcpWindowRequest(
  options: Pick<KcpOptions, 'siteCd' | 'siteName' | 'env' | 'endpoints'>,
  order: {
    number: string;
    total: number;
    payMethod: PayMethod;
    goodName: string;
    buyerName: string;
    buyerPhone: string;
    buyerEmail: string;
  },
): KcpWindowRequest {
  return {
    script: (options.endpoints ?? KCP_PAY_ENDPOINTS[options.env]).script,
    fields: {
      site_cd: options.siteCd,
      site_name: options.siteName,
      ordr_idxx: order.number,
      // KCP shows at most 100 bytes of the goods' name
      good_name: truncateBytes(order.goodName, 100),
      good_mny: String(order.total),
      pay_method: KCP_WINDOW_METHOD[order.payMethod],
      currency: 'WON',
      buyr_name: order.buyerName,
      buyr_tel2: order.buyerPhone,
      buyr_mail: order.buyerEmail,
      quotaopt: '12',
      // filled by KCP's window, read back by the shop
      res_cd: '',
      res_msg: '',
      enc_info: '',
      enc_data: '',
      ret_pay_method: '',
      tran_cd: '',
      use_pay_method: '',
    },
  };
}

function truncateBytes(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    if (Buffer.byteLength(out + ch) > max) break;
    out += ch;
  }
  return out;
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** KCP's approval answer as the shop records it, or null when KCP did not approve. */
export function parseKcpApproval(
  answer: Record<string, unknown>,
): { tid: string; amount: number; method: string; account: string | null } | null {
  if (str(answer.res_cd) !== '0000') return null;
  const tid = str(answer.tno).trim();
  const amount = Number(str(answer.amount));
  if (!/^\d{6,20}$/.test(tid) || !Number.isSafeInteger(amount) || amount <= 0) return null;
  const kcpMethod = str(answer.pay_method);
  const method = APPROVED_METHOD[kcpMethod] ?? kcpMethod;
  const account = method === 'BANK' ? `${str(answer.bankname)} ${str(answer.account)}`.trim() || null : null;
  return { tid, amount, method, account };
}

/** KCP's cancel answer: 0000 is done, anything else a refusal with KCP's code and message. */
export function parseKcpCancel(answer: Record<string, unknown>): GatewayCancelResult {
  const code = str(answer.res_cd);
  if (code === '0000') return { outcome: 'DONE' };
  return { outcome: 'REFUSED', detail: `KCP ${code || '?'}: ${str(answer.res_msg)}`.slice(0, 300) };
}

/** The common notification's fields, as KCP posts them (a form). */
export interface KcpNotice {
  site_cd?: string;
  tno?: string;
  order_no?: string;
  tx_cd?: string;
  tx_tm?: string;
  ipgm_mnyx?: string;
  [field: string]: string | undefined;
}

/**
 * A virtual account's deposit (TX00) from KCP itself: from one of KCP's addresses and for our site code.
 * Answers the deposit, or why it is not one (another notice type is answered 0000 and left alone).
 */
export function readKcpDeposit(
  options: Pick<KcpOptions, 'siteCd' | 'noticeSources'>,
  sourceIp: string,
  notice: KcpNotice,
): { tid: string; orderNumber: string; amount: number } | 'FOREIGN' | 'OTHER' | 'INVALID' {
  const ip = sourceIp.replace(/^::ffff:/, '');
  if (!options.noticeSources.includes(ip) || notice.site_cd !== options.siteCd) return 'FOREIGN';
  if (notice.tx_cd !== 'TX00') return 'OTHER';
  const amount = Number(notice.ipgm_mnyx ?? '');
  if (!notice.tno || !notice.order_no || !Number.isSafeInteger(amount) || amount <= 0) return 'INVALID';
  return { tid: notice.tno, orderNumber: notice.order_no, amount };
}

/** What the shop answers KCP's notice with: KCP resends until it reads 0000 (KCP's common_return sample). */
export function kcpNoticeReply(ok: boolean): string {
  return `<html><body><form><input type="hidden" name="result" value="${ok ? '0000' : '9999'}"></form></body></html>`;
}

export class KcpPaymentError extends Error {
  override name = 'KcpPaymentError';
}

/** The KCP provider, with the calls the shop makes of KCP beside the interface's. */
export interface KcpPaymentProvider extends PaymentProvider {
  /** What the deposit notice is checked against. */
  notices: Pick<KcpPayConfig, 'siteCd' | 'noticeSources'>;
  window(order: Parameters<typeof kcpWindowRequest>[1]): KcpWindowRequest;
  /** Approves the window's encrypted result for the order's frozen total and records KCP's answer. */
  approve(
    db: Db,
    window: { enc_data: string; enc_info: string; tran_cd: string },
    order: { number: string; total: number },
  ): Promise<{ tid: string; account: string | null } | null>;
}

export function createKcpPaymentProvider(options: KcpOptions): KcpPaymentProvider {
  const endpoints = options.endpoints ?? KCP_PAY_ENDPOINTS[options.env];
  const key: KeyObject = createPrivateKey({
    key: options.privateKey,
    format: 'pem',
    ...(options.passphrase ? { passphrase: options.passphrase } : {}),
  });
  const certInfo = kcpCertInfo(options.certInfo);
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** One JSON call; a transport failure or a non-JSON answer throws (a cancel is then tried again). */
  async function call(url: string, body: Record<string, string>): Promise<Record<string, unknown>> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new KcpPaymentError(`KCP ${new URL(url).pathname}: HTTP ${res.status}`);
    const parsed: unknown = JSON.parse(await res.text());
    if (!parsed || typeof parsed !== 'object') throw new KcpPaymentError('KCP: not an object');
    return parsed as Record<string, unknown>;
  }

  const find = async (db: Db, tid: string, orderNumber: string) =>
    (
      await db
        .select()
        .from(shopKcpTransactions)
        .where(and(eq(shopKcpTransactions.tid, tid), eq(shopKcpTransactions.orderNumber, orderNumber)))
    )[0];

  return {
    name: 'kcp',
    windowOrigin: new URL(endpoints.script).origin,
    notices: { siteCd: options.siteCd, noticeSources: options.noticeSources },
    window: (order) => kcpWindowRequest(options, order),

    async approve(db, window, order) {
      const answer = await call(endpoints.approve, {
        tran_cd: window.tran_cd,
        site_cd: options.siteCd,
        kcp_cert_info: certInfo,
        enc_data: window.enc_data,
        enc_info: window.enc_info,
        // KCP refuses an approval for another amount than the order's frozen total
        ordr_mony: String(order.total),
      });
      const approved = parseKcpApproval(answer);
      if (!approved) return null;
      await db
        .insert(shopKcpTransactions)
        .values({
          tid: approved.tid,
          orderNumber: order.number,
          amount: approved.amount,
          method: approved.method,
          account: approved.account,
          deposited: approved.account === null,
        })
        .onConflictDoNothing();
      return { tid: approved.tid, account: approved.account };
    },

    async approved(db, tid, orderNumber) {
      const tx = await find(db, tid, orderNumber);
      return tx?.deposited ? { amount: tx.amount, method: tx.method } : null;
    },
    async issued(db, tid, orderNumber) {
      const tx = await find(db, tid, orderNumber);
      return tx && !tx.deposited && tx.account ? { amount: tx.amount, account: tx.account } : null;
    },
    async confirmDeposit(db, tid) {
      const rows = await db
        .update(shopKcpTransactions)
        .set({ deposited: true })
        .where(eq(shopKcpTransactions.tid, tid))
        .returning({ tid: shopKcpTransactions.tid });
      return rows.length > 0;
    },

    async cancel(db, { tid, amount, balanceBefore, reason }) {
      // in full (STSC) only an approval nothing was cancelled of; else in part, with the balance KCP checks
      const [tx] = await db.select().from(shopKcpTransactions).where(eq(shopKcpTransactions.tid, tid));
      const modType = tx && amount === balanceBefore && balanceBefore === tx.amount ? 'STSC' : 'STPC';
      const answer = await call(endpoints.cancel, {
        site_cd: options.siteCd,
        tno: tid,
        kcp_cert_info: certInfo,
        kcp_sign_data: kcpSign(`${options.siteCd}^${tid}^${modType}`, key),
        mod_type: modType,
        mod_desc: reason.slice(0, 100) || 'cancel',
        ...(modType === 'STPC' ? { mod_mny: String(amount), rem_mny: String(balanceBefore) } : {}),
      });
      return parseKcpCancel(answer);
    },
  };
}
