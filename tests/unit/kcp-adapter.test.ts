import { createPrivateKey, verify } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CertConfigError, loadCertConfig } from '#server/services/cert/config.ts';
import {
  createKcpProvider,
  kcpCertInfo,
  kcpSign,
  kcpSignedText,
  makeReqDt,
  mapKcpIdentity,
} from '#server/services/cert/kcp.ts';
import type { CertProvider } from '#server/services/cert/provider.ts';
import {
  CERT_PEM,
  DEFAULT_DEC,
  KCP_WINDOW,
  merchantKeys,
  PASSPHRASE,
  SITE_CD,
  startFakeKcp,
  testKcpProvider,
} from './kcp-fake.ts';
import type { FakeKcp } from './kcp-fake.ts';

const keys = merchantKeys();
let kcp: FakeKcp;
let provider: CertProvider;
const ORDER = 'C0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  kcp = await startFakeKcp(keys.publicKey);
  provider = testKcpProvider(keys, kcp.url);
});
afterAll(() => kcp.close());
beforeEach(() => {
  kcp.calls.length = 0;
});

const returned = (extra: Record<string, string> = {}) => ({
  site_cd: SITE_CD,
  ordr_idxx: ORDER,
  req_tx: 'otp_auth',
  cert_no: 'CERTNO0001',
  enc_cert_data2: 'ENCRYPTED-IDENTITY',
  dn_hash: 'DNHASH0001',
  up_hash: 'UPHASH123',
  res_cd: '0000',
  res_msg: '',
  ...extra,
});

describe('KCP crypto and formats', () => {
  it('makes make_req_dt as yyMMddHHmmss in Korea time', () => {
    expect(makeReqDt(new Date('2025-03-01T15:04:05Z'))).toBe('250302000405');
    expect(makeReqDt(new Date('2025-12-31T14:59:59Z'))).toBe('251231235959');
  });

  it('sends the certificate as kcp_cert_info without line breaks', () => {
    expect(kcpCertInfo(CERT_PEM)).toBe(
      '-----BEGIN CERTIFICATE-----MIIDfakeKCPcertificateLine1MIIDfakeKCPcertificateLine2-----END CERTIFICATE-----',
    );
  });

  it('signs with SHA256withRSA, base64, verifiable with the public key', () => {
    const key = createPrivateKey({ key: keys.privateKey, format: 'pem', passphrase: PASSPHRASE });
    const text = kcpSignedText.has(SITE_CD, '250302000405');
    expect(text).toBe('AO0QE^HAS^250302000405');
    const signature = kcpSign(text, key);
    expect(signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(verify('sha256', Buffer.from(text), keys.publicKey, Buffer.from(signature, 'base64'))).toBe(true);
    expect(kcpSignedText.chk(SITE_CD, 'N1', 'H1')).toBe('AO0QE^CHK^N1^H1');
    expect(kcpSignedText.dec(SITE_CD, 'N1')).toBe('AO0QE^DEC^N1');
  });

  it('refuses an encrypted key with the wrong passphrase at start-up', () => {
    expect(() =>
      createKcpProvider({
        siteCd: SITE_CD,
        certInfo: CERT_PEM,
        privateKey: keys.privateKey,
        passphrase: 'wrong',
        env: 'test',
        webSiteId: undefined,
      }),
    ).toThrow();
  });
});

describe('HAS: before the window opens', () => {
  it('asks for up_hash with a signed request and builds the cert_view.jsp form', async () => {
    const now = new Date('2025-03-01T03:00:00Z');
    const page = await provider.start({
      orderId: ORDER,
      returnUrl: 'https://youthhome.test/common/kcp/cert/response',
      pageMode: false,
      now,
    });
    expect(kcp.calls).toHaveLength(1);
    const [has] = kcp.calls;
    expect(has?.signatureValid).toBe(true);
    expect(Object.keys(has!.body).sort()).toEqual(
      [
        'ct_type',
        'kcp_cert_info',
        'kcp_sign_data',
        'make_req_dt',
        'ordr_idxx',
        'site_cd',
        'web_siteid',
      ].sort(),
    );
    expect(has?.body).toMatchObject({
      site_cd: SITE_CD,
      ct_type: 'HAS',
      ordr_idxx: ORDER,
      make_req_dt: '250301120000',
      web_siteid: '',
      kcp_cert_info: kcpCertInfo(CERT_PEM),
    });
    expect(page).toEqual({
      kind: 'form',
      action: KCP_WINDOW,
      state: 'UPHASH123',
      fields: {
        site_cd: SITE_CD,
        ordr_idxx: ORDER,
        req_tx: 'cert',
        cert_method: '01',
        up_hash: 'UPHASH123',
        cert_otp_use: 'Y',
        web_siteid_hashYN: '',
        web_siteid: '',
        param_opt_1: '',
        param_opt_2: '',
        param_opt_3: '',
        Ret_URL: 'https://youthhome.test/common/kcp/cert/response',
        cert_enc_use_ext: 'Y',
        kcp_merchant_time: '20250301120000',
        kcp_cert_lib_ver: 'v1.0',
        kcp_page_submit_yn: '',
        res_cd: '',
        res_msg: '',
      },
    });
    const paged = await provider.start({ orderId: ORDER, returnUrl: 'x', pageMode: true, now });
    expect(paged.kind === 'form' && paged.fields.kcp_page_submit_yn).toBe('Y');
  });

  it('fails to start when KCP refuses', async () => {
    kcp.answers.HAS = { ...kcp.answers.HAS, res_cd: '1234', up_hash: '' };
    await expect(
      provider.start({ orderId: ORDER, returnUrl: 'x', pageMode: false, now: new Date() }),
    ).rejects.toThrow(/HAS refused/);
    kcp.answers.HAS = { ...kcp.answers.HAS, res_cd: '0000', up_hash: 'UPHASH123' };
  });
});

describe('CHK and DEC: on return', () => {
  const order = { orderId: ORDER, state: 'UPHASH123' };

  it('checks dn_hash, then decrypts, with signed calls, and maps the identity', async () => {
    const outcome = await provider.complete(returned(), order);
    expect(kcp.calls.map((c) => c.body.ct_type)).toEqual(['CHK', 'DEC']);
    expect(kcp.calls.every((c) => c.signatureValid)).toBe(true);
    const [chk, dec] = kcp.calls;
    expect(chk?.body).toEqual({
      kcp_cert_info: kcpCertInfo(CERT_PEM),
      site_cd: SITE_CD,
      ordr_idxx: ORDER,
      cert_no: 'CERTNO0001',
      dn_hash: 'DNHASH0001',
      ct_type: 'CHK',
      kcp_sign_data: expect.any(String),
    });
    expect(dec?.body).toEqual({
      kcp_cert_info: kcpCertInfo(CERT_PEM),
      site_cd: SITE_CD,
      ordr_idxx: ORDER,
      cert_no: 'CERTNO0001',
      ct_type: 'DEC',
      enc_cert_Data: 'ENCRYPTED-IDENTITY',
      kcp_sign_data: expect.any(String),
    });
    expect(outcome).toEqual({
      ok: true,
      identity: {
        name: '김영희',
        phone: '01087654321',
        birth: '19960415',
        gender: 'FEMALE',
        foreigner: false,
        di: 'DI-PER-SITE-VALUE-64',
      },
    });
    // CI is read by no one
    expect(JSON.stringify(outcome)).not.toContain('CI-SECRET');
  });

  it('stops at a tampered dn_hash: CHK refused, no DEC', async () => {
    kcp.answers.CHK = { res_cd: '9999', res_msg: 'dn_hash mismatch' };
    expect(await provider.complete(returned(), order)).toEqual({ ok: false, reason: 'failed' });
    expect(kcp.calls.map((c) => c.body.ct_type)).toEqual(['CHK']);
    kcp.answers.CHK = { res_cd: '0000', res_msg: '정상처리' };
  });

  it('treats a 0000 answer without name, phone or DI as a failure', async () => {
    kcp.answers.DEC = { ...DEFAULT_DEC, di: '' };
    expect(await provider.complete(returned(), order)).toEqual({ ok: false, reason: 'failed' });
    kcp.answers.DEC = { ...DEFAULT_DEC, res_cd: '3001' };
    expect(await provider.complete(returned(), order)).toEqual({ ok: false, reason: 'failed' });
    kcp.answers.DEC = { ...DEFAULT_DEC };
  });

  it('refuses a return for another order or another up_hash without calling KCP', async () => {
    expect(await provider.complete(returned({ ordr_idxx: 'Cother' }), order)).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(await provider.complete(returned({ up_hash: 'FORGED' }), order)).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(await provider.complete(returned({ dn_hash: '' }), order)).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(kcp.calls).toHaveLength(0);
  });

  it('reports a cancelled or failed window by its res_cd', async () => {
    expect(await provider.complete(returned({ res_cd: '9999' }), order)).toEqual({
      ok: false,
      reason: 'cancelled',
    });
    expect(await provider.complete(returned({ res_cd: '2001' }), order)).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(kcp.calls).toHaveLength(0);
  });
});

describe('mapKcpIdentity (field mapping)', () => {
  it('maps sex_code 01/02, local_code 01/02, birth_day and an upper-case DI', () => {
    expect(
      mapKcpIdentity({
        user_name: ' 박민수 ',
        phone_no: '010-1234-5678',
        birth_day: '19900101',
        sex_code: '01',
        local_code: '02',
        DI: 'X',
      }),
    ).toEqual({
      name: '박민수',
      phone: '01012345678',
      birth: '19900101',
      gender: 'MALE',
      foreigner: true,
      di: 'X',
    });
  });

  it('keeps an empty birth (KCP test server) as null and unknown codes as null', () => {
    expect(
      mapKcpIdentity({ user_name: '이름', phone_no: '01012345678', birth_day: '', sex_code: '', di: 'D' }),
    ).toEqual({
      name: '이름',
      phone: '01012345678',
      birth: null,
      gender: null,
      foreigner: null,
      di: 'D',
    });
  });

  it('normalizes a decomposed Korean name', () => {
    expect(
      mapKcpIdentity({ user_name: '김영희'.normalize('NFD'), phone_no: '01012345678', di: 'D' })?.name,
    ).toBe('김영희');
  });
});

describe('loadCertConfig (CERT_PROVIDER, KCP_*)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kcp-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('defaults to the simulator', () => {
    expect(loadCertConfig({})).toEqual({ provider: 'simulator', kcp: null });
  });

  it('names every missing KCP setting', () => {
    expect(() => loadCertConfig({ CERT_PROVIDER: 'kcp' })).toThrow(CertConfigError);
    expect(() => loadCertConfig({ CERT_PROVIDER: 'kcp' })).toThrow(
      /KCP_SITE_CD[\s\S]*KCP_CERT_INFO[\s\S]*KCP_PRIVATE_KEY/,
    );
    expect(() => loadCertConfig({ CERT_PROVIDER: 'nice' })).toThrow(/CERT_PROVIDER/);
  });

  it('reads PEM inline (with \\n escapes) or from a file', async () => {
    const keyFile = join(dir, 'key.pem');
    await writeFile(keyFile, keys.privateKey);
    const config = loadCertConfig({
      CERT_PROVIDER: 'kcp',
      KCP_SITE_CD: SITE_CD,
      KCP_CERT_INFO: CERT_PEM.replace(/\r\n/g, '\\n'),
      KCP_PRIVATE_KEY: keyFile,
      KCP_PRIVATE_KEY_PASSPHRASE: PASSPHRASE,
      KCP_ENV: 'production',
    });
    expect(config.provider).toBe('kcp');
    expect(config.kcp).toMatchObject({ siteCd: SITE_CD, env: 'production', passphrase: PASSPHRASE });
    expect(config.kcp?.certInfo.startsWith('-----BEGIN CERTIFICATE-----\n')).toBe(true);
    expect(config.kcp?.privateKey).toBe(keys.privateKey);
    expect(() =>
      loadCertConfig({
        CERT_PROVIDER: 'kcp',
        KCP_SITE_CD: SITE_CD,
        KCP_CERT_INFO: '/no/such.pem',
        KCP_PRIVATE_KEY: keyFile,
      }),
    ).toThrow(/KCP_CERT_INFO/);
  });
});
