import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certResults } from '#server/db/schema/index.ts';
import {
  applicationBody,
  createApplicationTestApp,
  createOpenRound,
  useOpenRoundTestApp,
  freshPhone,
  submit,
  withToken,
} from './application-helpers.ts';
import type { ApplicationTestApp } from './application-helpers.ts';
import { KCP_WINDOW, merchantKeys, SITE_CD, startFakeKcp, testKcpProvider } from '../unit/kcp-fake.ts';
import type { FakeKcp } from '../unit/kcp-fake.ts';

const t = useOpenRoundTestApp();

/** The provider's answer of a successful verification of 가나다 for `orderId`. */
const success = (orderId: string) =>
  encode({
    ordr_idxx: orderId,
    res_cd: '0000',
    user_name: '가나다',
    phone_no: '01011112222',
    birth_day: '19990101',
  });

/** GET /common/kcp/cert/request → the simulator page and its ordr_idxx. */
async function startVerification(query = 'purpose=application'): Promise<{ html: string; orderId: string }> {
  const res = await t.app.inject({ url: `/common/kcp/cert/request?${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  const orderId = /name="ordr_idxx" value="([^"]+)"/.exec(res.body)?.[1];
  expect(orderId).toMatch(/^C[0-9a-f]{32}$/);
  return { html: res.body, orderId: orderId! };
}

function encode(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

/** POST /common/kcp/cert/response as the simulator's form posts it. */
function respond(body: string, lang?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/common/kcp/cert/response',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(lang ? { 'accept-language': lang } : {}),
    },
    payload: body,
  });
}

const handoff = (html: string) => ({
  status: /data-status="([^"]*)"/.exec(html)?.[1],
  certId: /data-cert-id="([^"]*)"/.exec(html)?.[1],
  mode: /data-mode="([^"]*)"/.exec(html)?.[1],
  returnTo: /data-return="([^"]*)"/.exec(html)?.[1],
});

interface Verified {
  certId: string;
  name: string;
  phone: string;
  birth: string;
}

async function verify(identity: Partial<Verified> = {}): Promise<Verified> {
  const who = { name: '송하늘', phone: freshPhone(), birth: '19980707', ...identity };
  const { orderId } = await startVerification();
  const res = await respond(
    encode({
      ordr_idxx: orderId,
      res_cd: '0000',
      user_name: who.name,
      phone_no: who.phone,
      birth_day: who.birth,
      sex_code: '02',
      local_code: '01',
    }),
  );
  expect(res.statusCode).toBe(200);
  const page = handoff(res.body);
  expect(page.status).toBe('ok');
  return { ...who, certId: page.certId! };
}

describe('identity verification with the built-in simulator', () => {
  it('renders the provider page under the strict CSP: no inline script, KCP field names, prefilled', async () => {
    const { html } = await startVerification(
      'purpose=application&name=%EA%B9%80%EB%B0%94%EB%8B%A4&birth=19990101',
    );
    const res = await t.app.inject({ url: '/common/kcp/cert/request' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    for (const field of ['user_name', 'phone_no', 'birth_day', 'sex_code', 'local_code', 'res_cd']) {
      expect(html).toContain(`name="${field}"`);
    }
    expect(html).toContain('value="김바다"');
    expect(html).toContain('value="19990101"');
    expect(html).toContain('action="/common/kcp/cert/response"');
  });

  it('hands a one-time certId to the opener page, whose id reads the identity once', async () => {
    const { orderId } = await startVerification('purpose=registration');
    const res = await respond(
      encode({
        ordr_idxx: orderId,
        res_cd: '0000',
        user_name: '송하늘',
        phone_no: '01055554444',
        birth_day: '19980707',
        sex_code: '02',
        local_code: '01',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<script src="/common/kcp/cert/handoff.js"></script>');
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const page = handoff(res.body);
    expect(page).toMatchObject({ status: 'ok', mode: 'popup', returnTo: '/form/registration' });
    expect(page.certId).toMatch(/^[0-9a-f-]{36}$/);

    const cert = await t.app.inject({ url: `/api/v1/cert/${page.certId}` });
    expect(cert.statusCode).toBe(200);
    expect(cert.headers['cache-control']).toBe('no-store');
    expect(cert.json()).toEqual({
      cert: { name: '송하늘', phone: '01055554444', birth: '19980707', gender: 'FEMALE' },
    });
    const again = await t.app.inject({
      url: `/api/v1/cert/${page.certId}`,
      headers: { 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      code: 'certNotFound',
      message: 'The identity verification has expired or was already used. Please verify again.',
    });
    // CI/DI never leave the server: only an HMAC of the DI is kept
    const [row] = await t.db.select().from(certResults).where(eq(certResults.id, page.certId!));
    expect(row?.diKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(cert.json())).not.toMatch(/di|ci/i);
  });

  it('accepts a provider response once: a replayed POST finds the order used', async () => {
    const { orderId } = await startVerification();
    const body = success(orderId);
    expect(handoff((await respond(body)).body).status).toBe('ok');
    expect(handoff((await respond(body)).body).status).toBe('expired');
    expect(
      handoff((await respond(encode({ ordr_idxx: 'C' + '0'.repeat(32), res_cd: '0000' }))).body).status,
    ).toBe('expired');
  });

  it('reports a cancelled or invalid verification without a certId', async () => {
    const cancelled = await startVerification();
    const res = await respond(encode({ ordr_idxx: cancelled.orderId, res_cd: '9999' }), 'en');
    expect(handoff(res.body)).toMatchObject({ status: 'cancelled', certId: '' });
    expect(res.body).toContain('Identity verification was cancelled.');
    const invalid = await startVerification();
    const bad = await respond(
      encode({
        ordr_idxx: invalid.orderId,
        res_cd: '0000',
        user_name: '홍길동',
        phone_no: '12',
        birth_day: 'x',
      }),
    );
    expect(handoff(bad.body).status).toBe('failed');
  });

  it('expires a started verification after 15 minutes and a certId after 10 minutes', async () => {
    const { orderId } = await startVerification();
    t.clock.now = new Date(Date.now() + 16 * 60_000);
    const late = await respond(success(orderId));
    expect(handoff(late.body).status).toBe('expired');

    t.clock.now = new Date();
    const { certId } = await verify();
    t.clock.now = new Date(Date.now() + 11 * 60_000);
    expect((await t.app.inject({ url: `/api/v1/cert/${certId}` })).statusCode).toBe(404);
    t.clock.now = new Date();
  });

  it('decodes a provider form posted in EUC-KR', async () => {
    const { orderId } = await startVerification();
    const body = `ordr_idxx=${orderId}&res_cd=0000&user_name=%C8%AB%B1%E6%B5%BF&phone_no=01033334444&birth_day=19970303&sex_code=01`;
    const page = handoff((await respond(body)).body);
    expect(page.status).toBe('ok');
    const cert = await t.app.inject({ url: `/api/v1/cert/${page.certId}` });
    expect(cert.json().cert).toMatchObject({ name: '홍길동', gender: 'MALE' });
  });

  it('serves the handoff and submit scripts as files', async () => {
    for (const name of ['handoff.js', 'submit.js']) {
      const res = await t.app.inject({ url: `/common/kcp/cert/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
    const js = (await t.app.inject({ url: '/common/kcp/cert/handoff.js' })).body;
    expect(js).toContain('postMessage(message, window.location.origin)');
  });

  it('uses page-switch mode with a return path of this site only', async () => {
    const { orderId } = await startVerification('mode=page&returnTo=/form/application-fix');
    const page = handoff((await respond(success(orderId))).body);
    expect(page).toMatchObject({ status: 'ok', mode: 'page', returnTo: '/form/application-fix' });
    const evil = await startVerification('mode=page&returnTo=//evil.example/steal');
    const evilPage = handoff((await respond(success(evil.orderId))).body);
    expect(evilPage.returnTo).toBe('/form/application');
  });
});

describe('a verification as the proof of identity', () => {
  it('locks name, phone and birth of an application and marks it verified', async () => {
    const who = await verify({ name: '오세훈' });
    const body = applicationBody(
      t.scheduleId,
      { name: who.name, phone: who.phone, birth: who.birth },
      { certId: who.certId },
    );
    const res = await submit(t.app, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().application).toMatchObject({ verified: true, gender: 'FEMALE', name: '오세훈' });

    // used once: another submit with the same certId is refused
    const reuse = await submit(
      t.app,
      applicationBody((await createOpenRound(t.db)).id, who, { certId: who.certId }),
    );
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('certNotFound');
  });

  it('refuses typed details that differ from the verified ones', async () => {
    const who = await verify();
    const res = await submit(
      t.app,
      applicationBody(
        t.scheduleId,
        { name: '다른이름', phone: who.phone, birth: '19980708' },
        { certId: who.certId },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'certMismatch',
      errors: { name: expect.any(String), birth: expect.any(String) },
    });
    expect(res.json().errors.phone).toBeUndefined();
    // a refused submit leaves the verification usable
    const ok = await submit(t.app, applicationBody(t.scheduleId, who, { certId: who.certId }));
    expect(ok.statusCode).toBe(201);
  });

  it('finds the applications of a verified person by lookup, once', async () => {
    const who = await verify({ name: '배수지' });
    expect((await submit(t.app, applicationBody(t.scheduleId, who))).statusCode).toBe(201);
    const proof = await verify({ name: who.name, phone: who.phone, birth: who.birth });
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/v1/application/lookup',
      payload: { certId: proof.certId },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().applications).toHaveLength(1);
    const list = await t.app.inject({
      url: '/api/v1/application',
      headers: withToken(found.json().applicantToken),
    });
    expect(list.json().applications[0].name).toBe('배수지');
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/application/lookup',
      payload: { certId: proof.certId },
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/application/lookup',
      payload: { certId: randomUUID() },
    });
    expect(unknown.json().code).toBe('certNotFound');
  });
});

describe('the same pages with the NHN KCP adapter (a fake KCP on 127.0.0.1)', () => {
  const keys = merchantKeys();
  let fake: FakeKcp;
  let k: ApplicationTestApp;

  beforeAll(async () => {
    fake = await startFakeKcp(keys.publicKey);
    const provider = testKcpProvider(keys, fake.url);
    k = await createApplicationTestApp({}, (app) => {
      app.decorate('certProvider', provider);
    });
  });
  afterAll(async () => {
    await k.close();
    await fake.close();
  });

  it("posts the signed form to cert_view.jsp and turns KCP's return into a certId", async () => {
    const start = await k.app.inject({
      url: '/common/kcp/cert/request?purpose=application',
      // a forged Host must not become KCP's return address: it comes from PUBLIC_URL
      headers: { host: 'evil.example' },
    });
    expect(start.statusCode).toBe(200);
    expect(start.headers['content-security-policy']).toContain(
      "form-action 'self' https://testcert.kcp.co.kr",
    );
    expect(start.body).toContain(`action="${KCP_WINDOW}"`);
    expect(start.body).toContain('<script src="/common/kcp/cert/submit.js"></script>');
    expect(start.body).toContain('name="Ret_URL" value="https://youthhome.test/common/kcp/cert/response"');
    expect(start.body).toContain('name="up_hash" value="UPHASH123"');
    const orderId = /name="ordr_idxx" value="([^"]+)"/.exec(start.body)?.[1] ?? '';
    expect(fake.calls.map((c) => [c.body.ct_type, c.signatureValid])).toEqual([['HAS', true]]);

    const back = await k.app.inject({
      method: 'POST',
      url: '/common/kcp/cert/response',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=EUC-KR' },
      payload: encode({
        site_cd: SITE_CD,
        ordr_idxx: orderId,
        req_tx: 'otp_auth',
        cert_no: 'CERT42',
        enc_cert_data2: 'ENC42',
        dn_hash: 'DN42',
        up_hash: 'UPHASH123',
        res_cd: '0000',
        res_msg: '',
      }),
    });
    const page = handoff(back.body);
    expect(page.status).toBe('ok');
    expect(fake.calls.map((c) => c.body.ct_type)).toEqual(['HAS', 'CHK', 'DEC']);
    const cert = await k.app.inject({ url: `/api/v1/cert/${page.certId}` });
    expect(cert.json()).toEqual({
      cert: { name: '김영희', phone: '01087654321', birth: '19960415', gender: 'FEMALE' },
    });
  });

  it('shows a retry page when KCP cannot be reached', async () => {
    const saved = fake.answers.HAS;
    fake.answers.HAS = { res_cd: '9999' };
    const res = await k.app.inject({ url: '/common/kcp/cert/request', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(handoff(res.body).status).toBe('unavailable');
    expect(res.body).toContain('The identity verification service is unavailable.');
    fake.answers.HAS = saved;
  });
});
