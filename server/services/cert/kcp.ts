import { createPrivateKey, createSign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { formatDateTime, isCalendarDate } from '#domain/format.ts';
import type { KcpConfig } from './config.ts';
import type { CertIdentity, CertOutcome, CertProvider, CertStartPage } from './provider.ts';

/**
 * NHN KCP mobile identity verification, "certpass" API (docs/reference/korea.md § 1A): three signed JSON
 * calls to the certpass URL — HAS before the window opens (up_hash), CHK to check the returned
 * dn_hash, DEC to decrypt enc_cert_data2 — and the browser window cert_view.jsp in between.
 * Every call carries kcp_cert_info (the certificate PEM without line breaks) and
 * kcp_sign_data = base64(SHA256withRSA(private key, the call's string)).
 */

export const KCP_ENDPOINTS = {
  test: {
    api: 'https://stg-spl.kcp.co.kr/std/certpass',
    window: 'https://testcert.kcp.co.kr/kcp_cert/cert_view.jsp',
  },
  production: {
    api: 'https://spl.kcp.co.kr/std/certpass',
    window: 'https://cert.kcp.co.kr/kcp_cert/cert_view.jsp',
  },
} as const;

export interface KcpOptions extends KcpConfig {
  /** Other URLs than KCP_ENDPOINTS[env] (a fake KCP in tests). */
  endpoints?: { api: string; window: string };
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** `kcp_cert_info`: the certificate's PEM text with its line breaks removed (KCP's samples). */
export function kcpCertInfo(pem: string): string {
  return pem.replace(/\r/g, '').replace(/\n/g, '').trim();
}

/** `make_req_dt`: yyMMddHHmmss of the merchant's clock, in Korea's time. */
export function makeReqDt(now: Date): string {
  return formatDateTime(now).replace(/\D/g, '').slice(2);
}

/** base64(SHA256withRSA(key, text)): `kcp_sign_data`. */
export function kcpSign(text: string, key: KeyObject): string {
  return createSign('sha256').update(text, 'utf8').sign(key, 'base64');
}

/** The strings KCP has signed for each call. */
export const kcpSignedText = {
  has: (siteCd: string, makeReqDt: string) => `${siteCd}^HAS^${makeReqDt}`,
  chk: (siteCd: string, certNo: string, dnHash: string) => `${siteCd}^CHK^${certNo}^${dnHash}`,
  dec: (siteCd: string, certNo: string) => `${siteCd}^DEC^${certNo}`,
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/**
 * The DEC answer's identity: user_name, phone_no, birth_day (YYYYMMDD), sex_code (01 M, 02 F),
 * local_code (01 내국인, 02 외국인) and di (or DI). CI is read by no one. A `0000` answer without
 * name, phone or DI is not an identity (g7's advice): null.
 */
export function mapKcpIdentity(dec: Record<string, unknown>): CertIdentity | null {
  const name = text(dec.user_name).normalize('NFC').trim();
  const phone = text(dec.phone_no).replace(/\D/g, '');
  const birth = text(dec.birth_day).trim();
  const sex = text(dec.sex_code);
  const local = text(dec.local_code);
  const di = text(dec.di ?? dec.DI).trim();
  if (!name || !/^\d{10,11}$/.test(phone) || !di) return null;
  return {
    name,
    phone,
    birth: isCalendarDate(birth) ? birth : null,
    gender: sex === '01' ? 'MALE' : sex === '02' ? 'FEMALE' : null,
    foreigner: local === '02' ? true : local === '01' ? false : null,
    di,
  };
}

export class KcpError extends Error {
  override name = 'KcpError';
}

export function createKcpProvider(options: KcpOptions): CertProvider {
  const endpoints = options.endpoints ?? KCP_ENDPOINTS[options.env];
  const key = createPrivateKey({
    key: options.privateKey,
    format: 'pem',
    ...(options.passphrase ? { passphrase: options.passphrase } : {}),
  });
  const certInfo = kcpCertInfo(options.certInfo);
  const siteCd = options.siteCd;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(body: Record<string, string>): Promise<Record<string, unknown>> {
    const res = await doFetch(endpoints.api, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new KcpError(`KCP ${body.ct_type}: HTTP ${res.status}`);
    const parsed: unknown = JSON.parse(await res.text());
    if (!parsed || typeof parsed !== 'object') throw new KcpError(`KCP ${body.ct_type}: not an object`);
    return parsed as Record<string, unknown>;
  }

  return {
    name: 'kcp',

    async start({ orderId, returnUrl, pageMode, now }): Promise<CertStartPage> {
      const reqDt = makeReqDt(now);
      const webSiteId = options.webSiteId ?? '';
      const has = await call({
        site_cd: siteCd,
        kcp_cert_info: certInfo,
        ordr_idxx: orderId,
        ct_type: 'HAS',
        web_siteid: webSiteId,
        make_req_dt: reqDt,
        kcp_sign_data: kcpSign(kcpSignedText.has(siteCd, reqDt), key),
      });
      if (text(has.res_cd) !== '0000' || !text(has.up_hash)) {
        throw new KcpError(`KCP HAS refused: ${text(has.res_cd)}`);
      }
      const upHash = text(has.up_hash);
      return {
        kind: 'form',
        action: endpoints.window,
        state: upHash,
        fields: {
          site_cd: siteCd,
          ordr_idxx: orderId,
          req_tx: 'cert',
          cert_method: '01',
          up_hash: upHash,
          // Y: real-name check plus possession of the phone (OTP)
          cert_otp_use: 'Y',
          web_siteid_hashYN: webSiteId ? 'Y' : '',
          web_siteid: webSiteId,
          param_opt_1: '',
          param_opt_2: '',
          param_opt_3: '',
          Ret_URL: returnUrl,
          cert_enc_use_ext: 'Y',
          kcp_merchant_time: text(has.kcp_merchant_time),
          kcp_cert_lib_ver: text(has.kcp_cert_lib_ver),
          kcp_page_submit_yn: pageMode ? 'Y' : '',
          res_cd: '',
          res_msg: '',
        },
      };
    },

    async complete(post, order): Promise<CertOutcome> {
      const resCd = post.res_cd ?? '';
      if (resCd !== '0000') return { ok: false, reason: resCd === '9999' ? 'cancelled' : 'failed' };
      const certNo = post.cert_no ?? '';
      const dnHash = post.dn_hash ?? '';
      const encCertData = post.enc_cert_data2 ?? '';
      if (!certNo || !dnHash || !encCertData || post.ordr_idxx !== order.orderId) {
        return { ok: false, reason: 'failed' };
      }
      // the up_hash KCP echoes must be the one HAS gave this order
      if (order.state && post.up_hash && post.up_hash !== order.state) return { ok: false, reason: 'failed' };

      const chk = await call({
        kcp_cert_info: certInfo,
        site_cd: siteCd,
        ordr_idxx: order.orderId,
        cert_no: certNo,
        dn_hash: dnHash,
        ct_type: 'CHK',
        kcp_sign_data: kcpSign(kcpSignedText.chk(siteCd, certNo, dnHash), key),
      });
      // anything but 0000: the dn_hash was tampered with
      if (text(chk.res_cd) !== '0000') return { ok: false, reason: 'failed' };

      const dec = await call({
        kcp_cert_info: certInfo,
        site_cd: siteCd,
        ordr_idxx: order.orderId,
        cert_no: certNo,
        ct_type: 'DEC',
        // capital D: KCP's field name for the enc_cert_data2 value
        enc_cert_Data: encCertData,
        kcp_sign_data: kcpSign(kcpSignedText.dec(siteCd, certNo), key),
      });
      if (text(dec.res_cd) !== '0000') return { ok: false, reason: 'failed' };
      const identity = mapKcpIdentity(dec);
      return identity ? { ok: true, identity } : { ok: false, reason: 'failed' };
    },
  };
}
