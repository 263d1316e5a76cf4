import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SmsMessage, SmsProvider } from '../../server/services/notify/sms.ts';
import {
  applicationBody,
  createApplicationTestApp,
  createOpenRound,
  outboxFor,
  person,
  registrationBody,
  submit,
  withToken,
} from './application-helpers.ts';
import type { ApplicationTestApp } from './application-helpers.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** The smallest SMTP server nodemailer talks to: EHLO, MAIL, RCPT, DATA, QUIT (RFC 5321), no TLS. */
async function startSmtpServer(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-test.local\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (command === 'HELO') reply('250 test.local');
        else if (command === 'MAIL') {
          current.from = line.slice(10).trim();
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          current.to.push(line.slice(8).trim());
          reply('250 2.1.5 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with .');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The subject and text of a simple (single-part) message as nodemailer writes it. */
function decodeMessage(data: string): { subject: string; text: string } {
  const split = data.indexOf('\n\n');
  const headers = data.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = data.slice(split + 2);
  const words = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
  const subject = words.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_m, b64: string) =>
    Buffer.from(b64, 'base64').toString('utf8'),
  );
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { subject: subject.trim(), text };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const smtpConfig = (port: number) => ({
  host: '127.0.0.1',
  port,
  secure: false,
  user: undefined,
  pass: undefined,
  from: '청년안심주택 <no-reply@youthhome.test>',
});

describe('without SMTP and SMS provider: the outbox', () => {
  let t: ApplicationTestApp;
  let scheduleId: string;
  beforeAll(async () => {
    t = await createApplicationTestApp();
    scheduleId = (await createOpenRound(t.db)).id;
  });
  afterAll(() => t.close());

  it('records the e-mail and the SMS with the receipt number in the same commit as the submit', async () => {
    const who = person({ name: '윤아름' });
    const res = await submit(t.app, applicationBody(scheduleId, who, { email: 'areum@example.com' }));
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
    const reg = await submit(t.app, registrationBody(scheduleId, who, { email: null }));
    expect(reg.statusCode).toBe(201);
    const rows = await outboxFor(t.db, [who.phone]);
    expect(rows.map((r) => r.channel)).toEqual(['sms']);
    expect(rows[0]?.body).toContain('관심고객 등록이 완료되었습니다');

    const applicant = person();
    const created = (await submit(t.app, applicationBody(scheduleId, applicant))).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/application/${created.application._id}`,
      headers: withToken(created.applicantToken),
      payload: applicationBody(scheduleId, applicant, { regionRank: 'THIRD' }),
    });
    expect(put.statusCode).toBe(200);
    const sms = (await outboxFor(t.db, [applicant.phone])).map((r) => r.body);
    expect(sms).toHaveLength(2);
    expect(sms.some((body) => body.includes('청약 신청 내용이 수정되었습니다'))).toBe(true);
  });

  it('writes nothing for a replayed submit', async () => {
    const who = person();
    const key = crypto.randomUUID();
    await submit(t.app, applicationBody(scheduleId, who), { key });
    await submit(t.app, applicationBody(scheduleId, who), { key });
    expect(await outboxFor(t.db, [who.phone])).toHaveLength(1);
  });
});

describe('with an SMTP server and an SMS provider', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: ApplicationTestApp;
  let scheduleId: string;
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
    t = await createApplicationTestApp({ smtp: smtpConfig(smtp.port) }, (app) => {
      app.decorate('smsProvider', provider);
    });
    scheduleId = (await createOpenRound(t.db)).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the e-mail over SMTP and the SMS through the provider, then marks them sent', async () => {
    const who = person({ name: '강바람' });
    const res = await submit(t.app, applicationBody(scheduleId, who, { email: 'baram@example.com' }));
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
    const res = await submit(t.app, applicationBody(scheduleId, who, { email: 'fail-sms@example.com' }));
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
  let t: ApplicationTestApp;
  let scheduleId: string;
  beforeAll(async () => {
    t = await createApplicationTestApp({ smtp: smtpConfig(await closedPort()) });
    scheduleId = (await createOpenRound(t.db)).id;
  });
  afterAll(() => t.close());

  it('answers the submit 201 and records the e-mail as failed', async () => {
    const who = person();
    const started = Date.now();
    const res = await submit(t.app, applicationBody(scheduleId, who, { email: 'down@example.com' }));
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
