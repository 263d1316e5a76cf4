import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, outbox } from '#server/db/schema/index.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';
import { closedPort, decodeMessage, smtpConfig, startSmtpServer } from '../helpers/smtp.ts';
import { firstSheet } from '../helpers/xlsx.ts';

async function managerOf(t: TestApp, username: string, scope: ('manager' | 'messages' | 'forms')[]) {
  await createManager(t.app, { username, password: 'Msgs!2345', scope, subPassword: 'Second!234' });
  return (await login(t.app, username, 'Msgs!2345')).accessToken;
}

const post = (t: TestApp, token: string, url: string, payload: object, lang = 'ko') =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });

describe('without SMTP: messages stay in the outbox', () => {
  let t: TestApp;
  let token: string;
  let noScope: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await managerOf(t, 'sender', ['manager', 'messages']);
    noScope = await managerOf(t, 'formsonly', ['manager', 'forms']);
  });
  afterAll(() => t.close());

  it('answers 403 without the messages scope on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      '/api/console/messages',
      '/api/console/messages/export',
      `/api/console/messages/${id}`,
    ]) {
      expect((await t.app.inject({ url, headers: bearer(noScope) })).statusCode, url).toBe(403);
    }
    const test = { channel: 'email', to: 'a@example.com', subject: '테스트', message: '본문' };
    expect((await post(t, noScope, '/api/console/messages/test', test)).statusCode).toBe(403);
    expect(
      (await post(t, noScope, '/api/console/email', { to: 'a@example.com', subject: 's', html: '<p>b</p>' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(t, noScope, '/api/console/message', { to: '01012345678', subject: 's', message: 'b' }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/console/messages' })).statusCode).toBe(401);
  });

  it('queues a test e-mail and a test SMS as pending, lists them masked, filters and shows one', async () => {
    const mail = await post(t, token, '/api/console/messages/test', {
      channel: 'email',
      to: 'tester@example.com',
      subject: '발송 테스트',
      message: '테스트 메일입니다.',
    });
    expect(mail.statusCode, mail.body).toBe(201);
    expect(mail.json().message).toMatchObject({
      channel: 'email',
      to: 'te****@example.com',
      subject: '발송 테스트',
      body: '테스트 메일입니다.',
      status: 'pending',
      sentAt: null,
    });
    const sms = await post(t, token, '/api/console/messages/test', {
      channel: 'sms',
      to: '01098765432',
      subject: '문자 테스트',
      message: '테스트 문자입니다.',
    });
    expect(sms.json().message).toMatchObject({ channel: 'sms', to: '010-****-5432', status: 'pending' });

    const list = await t.app.inject({
      url: '/api/console/messages?channel=email&status=pending',
      headers: bearer(token),
    });
    expect(list.json().messages.map((m: { _id: string }) => m._id)).toContain(mail.json().message._id);
    expect(list.json().messages.every((m: { channel: string }) => m.channel === 'email')).toBe(true);
    expect(list.json().messages.some((m: { to: string }) => m.to === 'tester@example.com')).toBe(false);
    const smsOnly = await t.app.inject({ url: '/api/console/messages?channel=sms', headers: bearer(token) });
    expect(smsOnly.json().messages.map((m: { _id: string }) => m._id)).toEqual([sms.json().message._id]);
    const none = await t.app.inject({ url: '/api/console/messages?status=sent', headers: bearer(token) });
    expect(none.json()).toEqual({ messages: [], total: 0, totalEstimated: false });

    const one = await t.app.inject({
      url: `/api/console/messages/${mail.json().message._id}`,
      headers: bearer(token),
    });
    expect(one.json().message.to).toBe('te****@example.com');
    const proof = (await post(t, token, '/api/console/me/verify', { subPassword: 'Second!234' })).json()
      .verification.token as string;
    const revealed = await t.app.inject({
      url: `/api/console/messages/${mail.json().message._id}?reveal=1&reason=${encodeURIComponent('수신 확인')}`,
      headers: { ...bearer(token), 'x-sub-password-token': proof },
    });
    expect(revealed.json().message.to).toBe('tester@example.com');
    const logs = await t.db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.subjectId, mail.json().message._id), eq(accessLogs.action, 'reveal')));
    expect(logs).toMatchObject([{ action: 'reveal', subjectType: 'messages', reason: '수신 확인' }]);
  });

  it('validates the recipient for the channel, in the request language', async () => {
    const bad = await post(
      t,
      token,
      '/api/console/messages/test',
      { channel: 'sms', to: 'tester@example.com', subject: '제목', message: '본문' },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.to).toBe("Please enter the recipient's mobile number as 10 or 11 digits.");
    const channel = await post(t, token, '/api/console/messages/test', {
      channel: 'fax',
      to: 'a',
      subject: 'b',
      message: 'c',
    });
    expect(channel.json().errors.channel).toBe('보낼 방법(이메일 또는 문자)을 선택해주세요');
    const empty = await post(t, token, '/api/console/email', {
      to: 'a@example.com',
      subject: '제목',
      html: '<p></p>',
    });
    expect(empty.json().errors.html).toBe('보낼 내용을 입력해주세요');
    const before = (await t.db.select().from(outbox)).length;
    expect(
      (await post(t, token, '/api/console/message', { to: '0101', subject: 's', message: 'm' })).statusCode,
    ).toBe(400);
    expect((await t.db.select().from(outbox)).length).toBe(before);
  });

  it('sends POST /api/console/message as an SMS to the outbox', async () => {
    const res = await post(t, token, '/api/console/message', {
      to: '01011112222',
      subject: '안내',
      message: '방문 예약이 확정되었습니다.',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, res.json().message._id));
    expect(row).toMatchObject({
      channel: 'sms',
      to: '01011112222',
      subject: '안내',
      body: '방문 예약이 확정되었습니다.',
      status: 'pending',
    });
  });

  it('exports the filtered outbox as .xlsx with Korean headers, with the proof (recipients in clear)', async () => {
    const proof = (await post(t, token, '/api/console/me/verify', { subPassword: 'Second!234' })).json()
      .verification.token as string;
    const res = await t.app.inject({
      url: `/api/console/messages/export?channel=sms&reason=${encodeURIComponent('발송 점검')}`,
      headers: { ...bearer(token), 'x-sub-password-token': proof },
    });
    expect(res.statusCode).toBe(200);
    const sheet = await firstSheet(res.rawPayload);
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([
      '번호',
      '종류',
      '받는 사람',
      '제목',
      '내용',
      '상태',
      '오류',
      '등록일시',
      '발송일시',
    ]);
    const rows = [];
    for (let i = 2; i <= sheet.rowCount; i++) rows.push((sheet.getRow(i).values as string[]).slice(1, 7));
    expect(rows).toEqual([
      [1, '문자', '01011112222', '안내', '방문 예약이 확정되었습니다.', '발송 대기'],
      [2, '문자', '01098765432', '문자 테스트', '테스트 문자입니다.', '발송 대기'],
    ]);
  });
});

describe('with SMTP: the test e-mail really goes out', () => {
  let t: TestApp;
  let token: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtp: smtpConfig(smtp.port) });
    token = await managerOf(t, 'sender', ['manager', 'messages']);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the test and the HTML e-mail over SMTP and answers them sent', async () => {
    const res = await post(t, token, '/api/console/messages/test', {
      channel: 'email',
      to: 'tester@example.com',
      subject: 'SMTP 테스트',
      message: '메일 서버 연결 확인',
    });
    expect(res.json().message).toMatchObject({ status: 'sent', error: null });
    expect(res.json().message.sentAt).toMatch(/Z$/);
    const mail = smtp.received.find((m) => m.to.some((to) => to.includes('tester@example.com')))!;
    expect(decodeMessage(mail.data)).toMatchObject({ subject: 'SMTP 테스트' });
    expect(decodeMessage(mail.data).text).toContain('메일 서버 연결 확인');

    const html = await post(t, token, '/api/console/email', {
      to: 'resident@example.com',
      subject: '입주 안내',
      html: '<p>안녕하세요.</p><p><strong>입주일</strong>을 안내드립니다.<script>alert(1)</script></p>',
    });
    expect(html.statusCode, html.body).toBe(201);
    expect(html.json().message).toMatchObject({
      status: 'sent',
      html: '<p>안녕하세요.</p><p><strong>입주일</strong>을 안내드립니다.</p>',
      body: '안녕하세요.\n입주일을 안내드립니다.',
    });
    const sent = smtp.received.find((m) => m.to.some((to) => to.includes('resident@example.com')))!;
    expect(sent.data).toContain('text/html');
  });
});

describe('with an SMTP server that is down', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ smtp: smtpConfig(await closedPort()) });
    token = await managerOf(t, 'sender', ['manager', 'messages']);
  });
  afterAll(() => t.close());

  it('answers the test as failed with the reason, and the list shows it failed', async () => {
    const res = await post(t, token, '/api/console/messages/test', {
      channel: 'email',
      to: 'tester@example.com',
      subject: '실패 테스트',
      message: '본문',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message.status).toBe('failed');
    expect(res.json().message.error).toBeTruthy();
    const failed = await t.app.inject({ url: '/api/console/messages?status=failed', headers: bearer(token) });
    expect(failed.json().total).toBe(1);
  });
});
