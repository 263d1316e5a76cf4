import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, files, outbox } from '#server/db/schema/index.ts';
import { bearer, createManager, login, minimalPdf, multipart, tinyPng } from '../helpers/auth.ts';
import type { UploadPart } from '../helpers/auth.ts';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';
import { decodeMessage, smtpConfig, startSmtpServer } from '../helpers/smtp.ts';
import { firstSheet } from '../helpers/xlsx.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let manager: string;
let noScope: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtp: smtpConfig(smtp.port) });
  await createManager(t.app, {
    username: 'forms',
    password: 'Forms!234',
    scope: ['manager', 'forms'],
    subPassword: 'Second!234',
  });
  manager = (await login(t.app, 'forms', 'Forms!234')).accessToken;
  await createManager(t.app, { username: 'other', password: 'Other!234', scope: ['manager', 'messages'] });
  noScope = (await login(t.app, 'other', 'Other!234')).accessToken;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let ipCounter = 0;
const freshIp = () => `10.9.0.${++ipCounter}`;
const fields = {
  code: 'default-form',
  name: '김양식',
  email: 'sender@example.com',
  phone: '01012345678',
  subject: '입주 상담 요청',
  message: '서류를 첨부합니다.\n검토 부탁드립니다.',
};

/** A multipart body of text fields and files, as the site's form sends it. */
function formBody(values: Record<string, string>, attached: UploadPart[] = []) {
  const boundary = `----form${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(values)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  const filePart = multipart(attached).payload;
  const fileBoundary = /^--(.+?)\r\n/.exec(filePart.toString('latin1'))?.[1];
  const fileBody = fileBoundary
    ? Buffer.from(filePart.toString('latin1').replaceAll(fileBoundary, boundary), 'latin1')
    : Buffer.from(`--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([...chunks, attached.length ? fileBody : Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const send = (body: { payload: Buffer; headers: Record<string, string> }, ip = freshIp(), lang = 'ko') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/forms',
    remoteAddress: ip,
    headers: { ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });

const as = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('the notification address', () => {
  it('needs the forms scope, validates the address and keeps it', async () => {
    expect((await as(noScope, 'GET', '/api/console/forms')).statusCode).toBe(403);
    expect((await as(noScope, 'PUT', '/api/console/forms/email', { email: 'a@b.co' })).statusCode).toBe(403);
    expect((await as(manager, 'GET', '/api/console/forms/email')).json()).toEqual({ email: '' });
    const bad = await as(manager, 'PUT', '/api/console/forms/email', { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe('알림 받을 이메일 주소를 확인해주세요');
    const set = await as(manager, 'PUT', '/api/console/forms/email', { email: 'office@youthhome.test' });
    expect(set.json()).toEqual({ email: 'office@youthhome.test' });
    expect((await as(manager, 'GET', '/api/console/forms/email')).json()).toEqual({
      email: 'office@youthhome.test',
    });
  });
});

describe('POST /api/v1/forms', () => {
  it('stores a form with its files privately and mails the configured address over SMTP', async () => {
    await as(manager, 'PUT', '/api/console/forms/email', { email: 'office@youthhome.test' });
    const res = await send(
      formBody(fields, [
        { field: 'files', filename: '신분증 사본.pdf', content: minimalPdf() },
        { field: 'files', filename: '사진.png', content: tinyPng() },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { _id } = res.json().form;

    // the notification leaves after the response: wait for the SMTP server to have it
    for (let i = 0; i < 50 && !smtp.received.some((m) => m.to.some((to) => to.includes('office@'))); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mail = smtp.received.find((m) => m.to.some((to) => to.includes('office@youthhome.test')))!;
    expect(mail).toBeDefined();
    const { subject, text } = decodeMessage(mail.data);
    expect(subject).toBe('[홈페이지 양식] 입주 상담 요청');
    expect(text).toContain('보낸 사람: 김양식');
    expect(text).toContain('첨부파일: 2개');
    const [queued] = await t.db.select().from(outbox).where(eq(outbox.to, 'office@youthhome.test'));
    expect(queued).toMatchObject({ channel: 'email', status: 'sent' });

    const one = await as(manager, 'GET', `/api/console/forms/${_id}`);
    expect(one.statusCode).toBe(200);
    const form = one.json().form;
    expect(form).toMatchObject({
      code: 'default-form',
      name: '김*식',
      email: 'se****@example.com',
      phone: '010-****-5678',
      subject: '입주 상담 요청',
      message: '서류를 첨부합니다.\n검토 부탁드립니다.',
    });
    expect(form.files.map((f: { name: string }) => f.name)).toEqual(['신분증 사본.pdf', '사진.png']);
    const pdf = form.files[0];
    expect(pdf.url).toBe(`/api/console/forms/${_id}/files/${pdf._id}`);

    // private: the public file route never serves it; the console does, and logs the download
    expect((await t.app.inject({ url: `/api/v1/files/${pdf._id}` })).statusCode).toBe(404);
    expect((await as(noScope, 'GET', pdf.url)).statusCode).toBe(403);
    const download = await as(manager, 'GET', pdf.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(minimalPdf())).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(download.headers['cache-control']).toBe('private, no-store');
    const other = await as(
      manager,
      'GET',
      `/api/console/forms/${_id}/files/00000000-0000-4000-8000-000000000000`,
    );
    expect(other.statusCode).toBe(404);
    // reads are `view` rows (docs/decisions/0011-access-log-reads-and-review.md,
    // tests/api/console-read-log.test.ts); this test is about the rest
    const notViews = and(eq(accessLogs.subjectId, _id), ne(accessLogs.action, 'view'));
    const logs = await t.db.select().from(accessLogs).where(notViews);
    expect(logs).toMatchObject([
      { action: 'download', subjectType: 'forms', actorUsername: 'forms', detail: '신분증 사본.pdf' },
    ]);

    // reveal with the proof and a reason
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/console/me/verify',
      headers: bearer(manager),
      payload: { subPassword: 'Second!234' },
    });
    const revealed = await t.app.inject({
      url: `/api/console/forms/${_id}?reveal=1&reason=${encodeURIComponent('회신 연락')}`,
      headers: { ...bearer(manager), 'x-sub-password-token': verify.json().verification.token },
    });
    expect(revealed.json().form).toMatchObject({
      name: '김양식',
      email: 'sender@example.com',
      phone: '01012345678',
    });

    // delete: the form, its file rows and bytes go, and the access log says who did it
    expect((await as(manager, 'DELETE', `/api/console/forms/${_id}`)).statusCode).toBe(204);
    expect((await as(manager, 'GET', `/api/console/forms/${_id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(files).where(eq(files.id, pdf._id))).toHaveLength(0);
    const deleted = await t.db.select().from(accessLogs).where(notViews);
    expect(deleted.map((row) => row.action).sort()).toEqual(['delete', 'download', 'reveal']);
  });

  it('takes JSON without files too, and refuses bad input in the request language, keeping no file', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/forms',
      remoteAddress: freshIp(),
      payload: { ...fields, subject: 'JSON 양식' },
    });
    expect(json.statusCode, json.body).toBe(201);

    const before = (await t.db.select().from(files)).length;
    const bad = await send(
      formBody({ ...fields, email: 'nope', message: '' }, [
        { field: 'files', filename: 'a.pdf', content: minimalPdf() },
      ]),
      freshIp(),
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBe('Please enter the e-mail address for our reply.');
    expect(bad.json().errors.message).toBeDefined();
    expect((await t.db.select().from(files)).length).toBe(before);

    const unknown = await send(formBody({ ...fields, code: 'secret-form' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.code).toBe('알 수 없는 양식입니다');

    const exe = await send(
      formBody(fields, [{ field: 'files', filename: 'run.exe', content: minimalPdf() }]),
    );
    expect(exe.statusCode).toBe(415);
    const fake = await send(
      formBody(fields, [{ field: 'files', filename: 'fake.pdf', content: Buffer.from('MZ'.repeat(100)) }]),
    );
    expect(fake.statusCode).toBe(415);
    const six = await send(
      formBody(
        fields,
        Array.from({ length: 6 }, (_, i) => ({
          field: 'files',
          filename: `${i}.pdf`,
          content: minimalPdf(),
        })),
      ),
    );
    expect(six.statusCode).toBe(413);
    expect((await t.db.select().from(files)).length).toBe(before);
  });

  it('lists masked senders, filters, and exports .xlsx', async () => {
    for (const subject of ['목록 확인 하나', '목록 확인 둘']) {
      const res = await send(formBody({ ...fields, subject, name: '박목록', email: 'list@example.com' }));
      expect(res.statusCode).toBe(201);
    }
    const list = await as(
      manager,
      'GET',
      `/api/console/forms?q=${encodeURIComponent('목록 확인')}&sort=createdAt&order=ASC`,
    );
    expect(list.json().total).toBe(2);
    expect(list.json().forms.map((f: { subject: string }) => f.subject)).toEqual([
      '목록 확인 하나',
      '목록 확인 둘',
    ]);
    expect(list.json().forms[0]).toMatchObject({
      name: '박*록',
      email: 'li**@example.com',
      phone: '010-****-5678',
    });
    expect((await as(manager, 'GET', '/api/console/forms?to=2020-01-01')).json()).toEqual({
      forms: [],
      total: 0,
    });

    const res = await as(manager, 'GET', `/api/console/forms/export?q=${encodeURIComponent('목록 확인')}`);
    expect(res.statusCode).toBe(200);
    const sheet = await firstSheet(res.rawPayload);
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([
      '번호',
      '양식',
      '이름',
      '이메일',
      '연락처',
      '제목',
      '내용',
      '첨부파일',
      '접수일시',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(2).values as string[]).slice(1, 7)).toEqual([
      1,
      'default-form',
      '박*록',
      'li**@example.com',
      '010-****-5678',
      '목록 확인 둘',
    ]);
  });
});
