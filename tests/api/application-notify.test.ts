import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SmsMessage, SmsProvider } from '#server/services/notify/sms.ts';
import {
  applicationBody,
  createOpenRoundTestApp,
  outboxFor,
  person,
  registrationBody,
  submit,
  withToken,
} from './application-helpers.ts';
import type { OpenRoundTestApp } from './application-helpers.ts';
import { closedPort, decodeMessage, smtpConfig, startSmtpServer } from '../helpers/smtp.ts';

describe('without SMTP and SMS provider: the outbox', () => {
  let t: OpenRoundTestApp;
  beforeAll(async () => {
    t = await createOpenRoundTestApp();
  });
  afterAll(() => t.close());

  it('records the e-mail and the SMS with the receipt number in the same commit as the submit', async () => {
    const who = person({ name: '윤아름' });
    const res = await submit(t.app, applicationBody(t.scheduleId, who, { email: 'areum@example.com' }));
    expect(res.statusCode).toBe(201);
    const { receiptNo, round } = res.json().application;
    const rows = await outboxFor(t.db, ['areum@example.com', who.phone]);
    expect(rows).toHaveLength(2);
    const mail = rows.find((r) => r.channel === 'email');
    const sms = rows.find((r) => r.channel === 'sms');
    expect(mail).toMatchObject({ status: 'pending', to: 'areum@example.com' });
    expect(mail?.subject).toBe(`[청년안심주택] 청약 신청이 접수되었습니다 (접수번호 ${receiptNo})`);
    expect(mail?.body).toContain('윤아름님');
    expect(mail?.body).toContain(`${round}차 청약 신청이 접수되었습니다`);
    expect(mail?.body).toContain(`접수번호: ${receiptNo}`);
    expect(sms).toMatchObject({ status: 'pending', to: who.phone });
    expect(sms?.body).toBe(
      `[청년안심주택] 윤아름님 ${round}차 청약 신청이 접수되었습니다. 접수번호 ${receiptNo}`,
    );
  });

  it('notifies a registration without e-mail by SMS only, and a correction again', async () => {
    const who = person();
    const reg = await submit(t.app, registrationBody(t.scheduleId, who, { email: null }));
    expect(reg.statusCode).toBe(201);
    const rows = await outboxFor(t.db, [who.phone]);
    expect(rows.map((r) => r.channel)).toEqual(['sms']);
    expect(rows[0]?.body).toContain('관심고객 등록이 완료되었습니다');

    const applicant = person();
    const created = (await submit(t.app, applicationBody(t.scheduleId, applicant))).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/application/${created.application._id}`,
      headers: withToken(created.applicantToken),
      payload: applicationBody(t.scheduleId, applicant, { regionRank: 'THIRD' }),
    });
    expect(put.statusCode).toBe(200);
    const sms = (await outboxFor(t.db, [applicant.phone])).map((r) => r.body);
    expect(sms).toHaveLength(2);
    expect(sms.some((body) => body.includes('청약 신청 내용이 수정되었습니다'))).toBe(true);
  });

  it('writes nothing for a replayed submit', async () => {
    const who = person();
    const key = crypto.randomUUID();
    await submit(t.app, applicationBody(t.scheduleId, who), { key });
    await submit(t.app, applicationBody(t.scheduleId, who), { key });
    expect(await outboxFor(t.db, [who.phone])).toHaveLength(1);
  });
});

describe('with an SMTP server and an SMS provider', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: OpenRoundTestApp;
  const sent: SmsMessage[] = [];
  const provider: SmsProvider = {
    name: 'test',
    sends: true,
    async send(message) {
      if (message.to.endsWith('0000')) throw new Error('carrier refused the number');
      sent.push(message);
    },
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createOpenRoundTestApp({ smtp: smtpConfig(smtp.port) }, (app) => {
      app.decorate('smsProvider', provider);
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the e-mail over SMTP and the SMS through the provider, then marks them sent', async () => {
    const who = person({ name: '강바람' });
    const res = await submit(t.app, applicationBody(t.scheduleId, who, { email: 'baram@example.com' }));
    expect(res.statusCode).toBe(201);
    const { receiptNo } = res.json().application;
    await vi.waitFor(
      async () => {
        const rows = await outboxFor(t.db, ['baram@example.com', who.phone]);
        expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
        expect(rows.every((r) => r.sentAt instanceof Date)).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
    const mail = smtp.received.find((m) => m.to.some((to) => to.includes('baram@example.com')));
    expect(mail).toBeDefined();
    expect(mail?.from).toContain('no-reply@youthhome.test');
    const { subject, text } = decodeMessage(mail?.data ?? '');
    expect(subject).toBe(`[청년안심주택] 청약 신청이 접수되었습니다 (접수번호 ${receiptNo})`);
    expect(text).toContain(`접수번호: ${receiptNo}`);
    expect(text).toContain('강바람님');
    expect(sent.find((m) => m.to === who.phone)?.text).toContain(receiptNo);
  });

  it('records a refused SMS as failed and still answers 201', async () => {
    const who = person({ phone: '01012340000' });
    const res = await submit(t.app, applicationBody(t.scheduleId, who, { email: 'fail-sms@example.com' }));
    expect(res.statusCode).toBe(201);
    await vi.waitFor(
      async () => {
        const [sms] = (await outboxFor(t.db, [who.phone])).filter((r) => r.channel === 'sms');
        expect(sms).toMatchObject({ status: 'failed', error: 'carrier refused the number' });
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});

describe('with an SMTP server that is down', () => {
  let t: OpenRoundTestApp;
  beforeAll(async () => {
    t = await createOpenRoundTestApp({ smtp: smtpConfig(await closedPort()) });
  });
  afterAll(() => t.close());

  it('answers the submit 201 and records the e-mail as failed', async () => {
    const who = person();
    const started = Date.now();
    const res = await submit(t.app, applicationBody(t.scheduleId, who, { email: 'down@example.com' }));
    expect(res.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(5_000);
    await vi.waitFor(
      async () => {
        const [mail] = await outboxFor(t.db, ['down@example.com']);
        expect(mail?.status).toBe('failed');
        expect(mail?.error).toBeTruthy();
      },
      { timeout: 15_000, interval: 100 },
    );
    // the SMS provider is the outbox: the SMS waits there for the console
    const [sms] = await outboxFor(t.db, [who.phone]);
    expect(sms?.status).toBe('pending');
  });
});
