import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCertifications, outbox } from '#server/db/schema/index.ts';
import type { SmsMessage } from '#server/services/notify/sms.ts';
import { secretMessage } from '#server/services/notify/secret.ts';
import { queueOutbox } from '#server/services/outbox.ts';
import { type AdminTestApp, createAdminTestApp, TEST_ADMIN, type TestApp } from '../helpers/app.ts';
import { bearer } from '../helpers/auth.ts';
import { decodeMessage, smtpConfig, startSmtpServer } from '../helpers/smtp.ts';
import { buyerFields, joinBuyer } from './matching-helpers.ts';
import { firstSheet } from '../helpers/xlsx.ts';

/**
 * docs/security.md § Verification codes and the outbox: a verification code goes to its recipient (SMTP, the
 * SMS provider, or without them the outbox's secret column), never to a manager — not in the console's list,
 * export or detail, whatever the manager's scopes — and it opens one thing once, then nothing.
 */

const REASON = encodeURIComponent('발송 확인');

async function proofOf(app: FastifyInstance, token: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/me/verify',
    headers: bearer(token),
    payload: { subPassword: TEST_ADMIN.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().verification.token as string;
}

/** Everything the console can show of the outbox — list, export and every detail, masked and revealed. */
async function consoleText(app: FastifyInstance, token: string): Promise<string> {
  const proof = await proofOf(app, token);
  const headers = { ...bearer(token), 'x-sub-password-token': proof };
  const parts: string[] = [];
  for (const url of [
    '/api/console/messages?limit=100',
    `/api/console/messages?limit=100&reveal=1&reason=${REASON}`,
  ]) {
    const list = await app.inject({ url, headers });
    expect(list.statusCode, list.body).toBe(200);
    parts.push(list.body);
  }
  const ids = (await app.inject({ url: '/api/console/messages?limit=100', headers }))
    .json()
    .messages.map((m: { _id: string }) => m._id) as string[];
  for (const id of ids) {
    for (const query of ['', `?reveal=1&reason=${REASON}`]) {
      const one = await app.inject({ url: `/api/console/messages/${id}${query}`, headers });
      expect(one.statusCode, one.body).toBe(200);
      parts.push(one.body);
    }
  }
  const exported = await app.inject({ url: `/api/console/messages/export?reason=${REASON}`, headers });
  expect(exported.statusCode, exported.body).toBe(200);
  (await firstSheet(exported.rawPayload)).eachRow((row) => parts.push(JSON.stringify(row.values)));
  return parts.join('\n');
}

const certify = (app: FastifyInstance, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/users/certify', payload });

async function storedRow(t: TestApp, email: string) {
  const [row] = await t.db.select().from(outbox).where(eq(outbox.to, email));
  return row!;
}

describe('with SMTP: the code reaches the mail server and nobody else', () => {
  let t: AdminTestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createAdminTestApp({ smtp: smtpConfig(smtp.port) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function mailedCode(email: string): Promise<string> {
    await t.app.matchingNotifier.flush();
    const mail = smtp.received.findLast((m) => m.to.some((to) => to.includes(email)))!;
    return /인증번호: (\d{6})/.exec(decodeMessage(mail.data).text)![1]!;
  }

  it('a sign-up code: hidden from every console view, works once, then never again', async () => {
    const sent = await certify(t.app, { email: 'joiner@example.com' });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().certification._id as string;
    const code = await mailedCode('joiner@example.com');

    const shown = await consoleText(t.app, t.admin);
    expect(shown).toContain('인증번호: ●●●●●●');
    expect(shown).not.toContain(code);
    const row = await storedRow(t, 'joiner@example.com');
    expect(row.body).not.toContain(code);
    expect(row.subject ?? '').not.toContain(code);
    // delivered: the clear code is not kept
    expect(row).toMatchObject({ status: 'sent', secret: null });

    expect((await certify(t.app, { _id: id, code })).statusCode).toBe(200);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: { ...buyerFields('joiner'), certification: id },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: { ...buyerFields('joiner2'), certification: id },
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect((await certify(t.app, { _id: id, code })).statusCode).toBe(400);
  });

  it('a find-password code: hidden from every console view, resets once, then never again', async () => {
    await joinBuyer(t.app, 'forgetful');
    const sent = await certify(t.app, { email: 'forgetful@example.com' });
    const id = sent.json().certification._id as string;
    const code = await mailedCode('forgetful@example.com');
    expect(await consoleText(t.app, t.admin)).not.toContain(code);

    expect((await certify(t.app, { _id: id, code })).statusCode).toBe(200);
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/recovery',
        payload: { certification: id, username: 'forgetful', password },
      });
    expect((await reset('Newpass!99')).statusCode).toBe(200);
    expect((await reset('Another!99')).statusCode).toBe(400);
    expect((await certify(t.app, { _id: id, code })).statusCode).toBe(400);
  });

  it('an expired code opens nothing', async () => {
    const sent = await certify(t.app, { email: 'late@example.com' });
    const id = sent.json().certification._id as string;
    const code = await mailedCode('late@example.com');
    await t.db
      .update(emailCertifications)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(emailCertifications.id, id));
    expect((await certify(t.app, { _id: id, code })).statusCode).toBe(400);
  });
});

describe('without a transport: the outbox keeps the code apart, and only until it is used or expires', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(() => t.close());

  it('the code waits in the secret column, out of every console view, and is wiped once used', async () => {
    const sent = await certify(t.app, { email: 'demo@example.com' });
    const id = sent.json().certification._id as string;
    const row = await storedRow(t, 'demo@example.com');
    expect(row.status).toBe('pending');
    const code = row.secret!;
    expect(code).toMatch(/^\d{6}$/);
    expect(row.body).toContain('인증번호: ●●●●●●');
    expect(row.body).not.toContain(code);
    expect(await consoleText(t.app, t.admin)).not.toContain(code);

    expect((await certify(t.app, { _id: id, code })).statusCode).toBe(200);
    expect((await storedRow(t, 'demo@example.com')).secret).toBeNull();
  });

  it('an expired code is wiped and opens nothing', async () => {
    const sent = await certify(t.app, { email: 'expired@example.com' });
    const id = sent.json().certification._id as string;
    const code = (await storedRow(t, 'expired@example.com')).secret!;
    const past = new Date(Date.now() - 1_000);
    await t.db.update(emailCertifications).set({ expiresAt: past }).where(eq(emailCertifications.id, id));
    await t.db.update(outbox).set({ secretExpiresAt: past }).where(eq(outbox.to, 'expired@example.com'));
    expect((await certify(t.app, { _id: id, code })).statusCode).toBe(400);
    expect((await storedRow(t, 'expired@example.com')).secret).toBeNull();
  });

  it('five wrong tries end the code and wipe it', async () => {
    const sent = await certify(t.app, { email: 'guesser@example.com' });
    const id = sent.json().certification._id as string;
    const code = (await storedRow(t, 'guesser@example.com')).secret!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await certify(t.app, { _id: id, code: wrong })).statusCode).toBe(400);
    expect((await storedRow(t, 'guesser@example.com')).secret).toBeNull();
    expect((await certify(t.app, { _id: id, code })).statusCode).toBe(400);
  });
});

describe('an SMS carrying a code (a phone code)', () => {
  let t: AdminTestApp;
  const texts: SmsMessage[] = [];
  beforeAll(async () => {
    t = await createAdminTestApp(
      {},
      {
        beforeReady: (app) => {
          app.decorate('smsProvider', {
            name: 'test',
            sends: true,
            send: async (message: SmsMessage) => void texts.push(message),
          });
        },
      },
    );
  });
  afterAll(() => t.close());

  it('reaches the phone in clear, is stored redacted, and its clear copy is gone once sent', async () => {
    const code = '482913';
    const id = await queueOutbox(
      t.db,
      secretMessage({
        channel: 'sms',
        to: '01055556666',
        secret: code,
        expiresAt: new Date(Date.now() + 600_000),
        compose: (shown) => ({ subject: null, body: `[청년안심주택] 인증번호 ${shown}` }),
      }),
    );
    await t.app.matchingNotifier.deliver([id]);
    expect(texts).toEqual([{ to: '01055556666', text: `[청년안심주택] 인증번호 ${code}` }]);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', secret: null, body: '[청년안심주택] 인증번호 ●●●●●●' });
    expect(await consoleText(t.app, t.admin)).not.toContain(code);
  });

  it('is not sent once its code expired before delivery', async () => {
    const id = await queueOutbox(
      t.db,
      secretMessage({
        channel: 'sms',
        to: '01077778888',
        secret: '551234',
        expiresAt: new Date(Date.now() + 600_000),
        compose: (shown) => ({ subject: null, body: `인증번호 ${shown}` }),
      }),
    );
    await t.db
      .update(outbox)
      .set({ secretExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(outbox.id, id));
    await t.app.matchingNotifier.deliver([id]);
    expect(texts.some((m) => m.to === '01077778888')).toBe(false);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'failed', secret: null });
  });
});
