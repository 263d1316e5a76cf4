import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessLogs,
  consultations,
  files,
  lawyers,
  outbox,
  practices,
  users,
} from '#server/db/schema/index.ts';
import { SECRET_MASK } from '#server/services/notify/secret.ts';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import {
  bearer,
  callAs,
  createManager,
  login,
  minimalPdf,
  multipart,
  tinyPng,
  type UploadPart,
} from '../helpers/auth.ts';
import { firstSheet } from '../helpers/xlsx.ts';

// Consultations with the experts' advisers (docs/decisions/0025-expert-consultations.md): a member asks with
// files, a manager assigns, the adviser answers through a signed, expiring link that opens only its own
// consultation, the member reads the answer and asks one follow-up; mails go through the outbox.

const ME = '/api/v1/me/consultations';
const CONSOLE = '/api/console/experts/consultations';
const LINK = '/api/v1/experts/answer';

let t: AdminTestApp;
let seller: string;
let buyer: string;
let expertsManager: string;
let otherManager: string;
let practiceId: string;
let hiddenPracticeId: string;
let lawyerId: string;
let noMailLawyerId: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  await createManager(t.app, { username: 'cons-seller', password: 'Seller!234', type: 'COMPANY' });
  await createManager(t.app, { username: 'cons-buyer', password: 'Buyer!2345', type: 'PERSON' });
  await createManager(t.app, {
    username: 'cons-experts',
    password: 'Expert!234',
    scope: ['experts'],
    subPassword: 'Second!234',
  });
  await createManager(t.app, { username: 'cons-shop', password: 'Shopper!23', scope: ['shop', 'manager'] });
  await t.db
    .update(users)
    .set({ email: 'seller@example.com', name: '김셀러' })
    .where(eq(users.username, 'cons-seller'));
  await t.db.update(users).set({ email: 'experts@example.com' }).where(eq(users.username, 'cons-experts'));
  seller = (await login(t.app, 'cons-seller', 'Seller!234')).accessToken;
  buyer = (await login(t.app, 'cons-buyer', 'Buyer!2345')).accessToken;
  expertsManager = (await login(t.app, 'cons-experts', 'Expert!234')).accessToken;
  otherManager = (await login(t.app, 'cons-shop', 'Shopper!23')).accessToken;
  const shown = await t.db.select().from(practices).where(eq(practices.shows, true));
  practiceId = shown[0]!.id;
  const [hidden] = await t.db.insert(practices).values({ name: '숨긴 분야', shows: false }).returning();
  hiddenPracticeId = hidden!.id;
  const [adviser] = await t.db.select().from(lawyers).where(eq(lawyers.accepting, true)).limit(1);
  lawyerId = adviser!.id;
  const [noMail] = await t.db.insert(lawyers).values({ name: '메일없는 변호사', email: '' }).returning();
  noMailLawyerId = noMail!.id;
  // four logins (password hashing) on top of the app's start: slow on a loaded machine
}, 180_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: object, lang = 'ko') =>
  callAs(t.app, token, method, url, payload, lang);

/** A multipart body of text fields and files, as the site's request form sends it. */
function requestBody(values: Record<string, string>, attached: UploadPart[] = []) {
  const files = multipart(attached);
  const boundary = /boundary=(.+)$/.exec(files.headers['content-type']!)![1]!;
  const fields = Object.entries(values).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  return { payload: Buffer.concat([...fields, files.payload]), headers: files.headers };
}

function ask(token: string | null, values: Record<string, string>, attached: UploadPart[] = [], lang = 'ko') {
  const body = requestBody(values, attached);
  return t.app.inject({
    method: 'POST',
    url: ME,
    headers: { ...(token ? bearer(token) : {}), ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
}

const baseRequest = () => ({
  practiceId,
  country: 'US',
  question: '미국 바이어와의 독점 공급 계약서 검토를 부탁드립니다.',
});
const pdf = (name = '계약서 초안.pdf'): UploadPart => ({
  field: 'files',
  filename: name,
  content: minimalPdf(),
});

/** A requested consultation of `token`'s member; shareFiles as given. */
async function requested(token = seller, shareFiles = true, attached: UploadPart[] = [pdf()]) {
  const res = await ask(token, { ...baseRequest(), lawyerId, shareFiles: String(shareFiles) }, attached);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().consultation as { _id: string; files: { _id: string; url: string }[] };
}

/** Assigns the consultation as the experts manager; answers the link's token. */
async function assigned(id: string, adviser = lawyerId): Promise<string> {
  const res = await call(expertsManager, 'POST', `${CONSOLE}/${id}/assign`, { lawyerId: adviser });
  expect(res.statusCode, res.body).toBe(200);
  const url: string = res.json().link.url;
  return url.slice(url.lastIndexOf('/') + 1);
}

/** Stored bytes: every file under the data dir's storage (random names in two levels of folders). */
async function storedFiles(): Promise<number> {
  const entries = await readdir(join(t.config.dataDir, 'files'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

const counts = async () => ({
  consultations: (await t.db.select({ n: count() }).from(consultations))[0]!.n,
  files: (await t.db.select({ n: count() }).from(files))[0]!.n,
  stored: await storedFiles(),
});

describe('a consultation from request to answer', () => {
  it('is asked with a file, assigned, answered through the link, read, followed up once and closed', async () => {
    const before = (await t.db.select({ n: count() }).from(outbox))[0]!.n;
    const asked = await ask(
      seller,
      { ...baseRequest(), lawyerId, shareFiles: 'true' },
      [pdf(), { field: 'files', filename: 'photo.png', content: tinyPng() }],
      'en',
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const consultation = asked.json().consultation;
    expect(consultation).toMatchObject({
      state: 'requested',
      country: 'US',
      shareFiles: true,
      requestedLawyer: { _id: lawyerId },
      adviser: null,
      canWithdraw: true,
    });
    expect(consultation.files.map((f: { name: string }) => f.name)).toEqual(['계약서 초안.pdf', 'photo.png']);
    const own = await call(seller, 'GET', consultation.files[0].url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');

    // the member is told in the language they asked in, the experts managers in Korean
    const told = await t.db.select().from(outbox).orderBy(outbox.seq).offset(before);
    expect(told.map((m) => [m.to, m.subject])).toEqual([
      ['seller@example.com', '[Expert consultation] Your consultation request was received'],
      ['experts@example.com', '[전문가 상담] 새 전문가 상담 신청이 접수되었습니다. 전문가를 배정해주세요'],
    ]);

    // the dashboard shows it waiting for an adviser
    const dashboard = await call(t.admin, 'GET', '/api/console/dashboard');
    expect(dashboard.json().dashboard.consultations.waiting).toBeGreaterThanOrEqual(1);

    // assign: the adviser's mail holds the link, but the stored text only the mask
    const token = await assigned(consultation._id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [adviser] = await t.db.select().from(lawyers).where(eq(lawyers.id, lawyerId));
    const [linkMail] = await t.db.select().from(outbox).where(eq(outbox.to, adviser!.email));
    expect(linkMail!.body).toContain(`/experts/answer/${SECRET_MASK}`);
    expect(linkMail!.body).not.toContain(token);
    expect(linkMail!.secret).toBe(token);
    const [row] = await t.db.select().from(consultations).where(eq(consultations.id, consultation._id));
    expect(row!.linkHash).not.toContain(token);

    // the adviser reads it: the question and the shared files, nothing of the member's account
    const opened = await call(null, 'GET', `${LINK}/${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.json().consultation).toMatchObject({ state: 'assigned', awaiting: 'question' });
    expect(opened.body).not.toContain('seller@example.com');
    expect(opened.body).not.toContain('김셀러');
    const shared = opened.json().consultation.files;
    expect(shared).toHaveLength(2);
    const download = await call(null, 'GET', shared[0].url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // the adviser answers; the member reads it
    const empty = await call(null, 'POST', `${LINK}/${token}`, { answer: '  ' }, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.answer).toBe('Please enter the answer.');
    const answered = await call(null, 'POST', `${LINK}/${token}`, {
      answer: '독점 조항의 기간을 2년으로 줄이세요.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().consultation).toMatchObject({ state: 'answered', awaiting: null });
    const again = await call(null, 'POST', `${LINK}/${token}`, { answer: '두 번째 답변' });
    expect(again.statusCode).toBe(409);
    const read = await call(seller, 'GET', `${ME}/${consultation._id}`);
    expect(read.json().consultation).toMatchObject({
      state: 'answered',
      answer: '독점 조항의 기간을 2년으로 줄이세요.',
      adviser: { _id: lawyerId },
      canFollowUp: true,
      canWithdraw: false,
    });
    const [answerMail] = await t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, 'seller@example.com'),
          eq(outbox.subject, '[Expert consultation] The adviser has answered your consultation'),
        ),
      );
    expect(answerMail?.body).toContain('/mypage/consultations');

    // one follow-up: back to the adviser with a new link; the old link stops
    const followUp = await call(seller, 'POST', `${ME}/${consultation._id}/follow-up`, {
      question: '2년 후 자동 연장 조항은 괜찮을까요?',
    });
    expect(followUp.statusCode, followUp.body).toBe(200);
    expect(followUp.json().consultation).toMatchObject({ state: 'assigned', canFollowUp: false });
    expect((await call(null, 'GET', `${LINK}/${token}`)).statusCode).toBe(404);
    const [followUpMail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, adviser!.email))
      .orderBy(outbox.seq)
      .offset(1);
    const newToken = followUpMail!.secret!;
    expect((await call(null, 'GET', `${LINK}/${newToken}`)).json().consultation.awaiting).toBe('followUp');
    const second = await call(null, 'POST', `${LINK}/${newToken}`, {
      answer: '자동 연장은 1년 단위로 하세요.',
    });
    expect(second.json().consultation).toMatchObject({
      state: 'answered',
      answer: '독점 조항의 기간을 2년으로 줄이세요.',
      followUpAnswer: '자동 연장은 1년 단위로 하세요.',
    });
    const twice = await call(
      seller,
      'POST',
      `${ME}/${consultation._id}/follow-up`,
      { question: '하나 더요' },
      'en',
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only one follow-up question can be asked.');

    // the manager closes: the link stops at once, the member sees it closed
    const closed = await call(expertsManager, 'POST', `${CONSOLE}/${consultation._id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await call(null, 'GET', `${LINK}/${newToken}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `${LINK}/${newToken}/files/${shared[0]._id}`)).statusCode).toBe(404);
    expect((await call(seller, 'GET', `${ME}/${consultation._id}`)).json().consultation.state).toBe('closed');
    // its clear token is gone from the outbox with it
    const [wiped] = await t.db.select().from(outbox).where(eq(outbox.id, followUpMail!.id));
    expect(wiped!.secret).toBeNull();
  });
});

describe('the adviser’s link', () => {
  it('stops after its expiry', async () => {
    const { _id, files: own } = await requested();
    const token = await assigned(_id);
    expect((await call(null, 'GET', `${LINK}/${token}`)).statusCode).toBe(200);
    await t.db
      .update(consultations)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(consultations.id, _id));
    const expired = await call(null, 'GET', `${LINK}/${token}`, undefined, 'en');
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(
      'This answer link has expired or no longer works. Please ask the manager for a new link.',
    );
    expect((await call(null, 'POST', `${LINK}/${token}`, { answer: '늦은 답변' })).statusCode).toBe(404);
    expect((await call(null, 'GET', `${LINK}/${token}/files/${own[0]!._id}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(consultations).where(eq(consultations.id, _id));
    expect(row!.answer).toBeNull();
  });

  it('is replaced by "resend the link": the old one stops, the new one works', async () => {
    const { _id } = await requested();
    const first = await assigned(_id);
    const resent = await call(expertsManager, 'POST', `${CONSOLE}/${_id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const url: string = resent.json().link.url;
    const second = url.slice(url.lastIndexOf('/') + 1);
    expect(second).not.toBe(first);
    expect((await call(null, 'GET', `${LINK}/${first}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `${LINK}/${second}`)).statusCode).toBe(200);
  });

  it('opens only its own consultation: not another’s file, not any other route', async () => {
    const mine = await requested();
    const other = await requested(buyer);
    const token = await assigned(mine._id);
    await assigned(other._id);
    // another consultation's file through this link
    expect((await call(null, 'GET', `${LINK}/${token}/files/${other.files[0]!._id}`)).statusCode).toBe(404);
    // the token is no bearer token anywhere, nor a refresh token, nor a file id
    for (const url of ['/api/v1/me', ME, `${ME}/${mine._id}`, CONSOLE, '/api/console/dashboard']) {
      expect((await call(token, 'GET', url)).statusCode, url).toBe(401);
    }
    const refresh = await t.app.inject({
      method: 'GET',
      url: '/api/auth/accessToken',
      headers: bearer(token),
    });
    expect(refresh.statusCode).toBe(401);
    expect((await call(null, 'GET', `/api/v1/files/${mine.files[0]!._id}`)).statusCode).toBe(404);
    // a link-shaped guess, a short one, and one with a path in it
    for (const guess of ['A'.repeat(43), 'abc', `${token.slice(0, 42)}%2F`]) {
      expect((await call(null, 'GET', `${LINK}/${guess}`)).statusCode, guess).toBe(404);
    }
  });

  it('never reaches a file the member did not share', async () => {
    const { _id, files: own } = await requested(seller, false);
    const token = await assigned(_id);
    const opened = await call(null, 'GET', `${LINK}/${token}`);
    expect(opened.json().consultation.files).toEqual([]);
    expect((await call(null, 'GET', `${LINK}/${token}/files/${own[0]!._id}`)).statusCode).toBe(404);
    // the member and the managers still have it
    expect((await call(seller, 'GET', own[0]!.url)).statusCode).toBe(200);
    expect((await call(expertsManager, 'GET', `${CONSOLE}/${_id}/files/${own[0]!._id}`)).statusCode).toBe(
      200,
    );
  });

  it('stops once the member withdraws', async () => {
    const { _id } = await requested();
    const token = await assigned(_id);
    const withdrawn = await call(seller, 'POST', `${ME}/${_id}/withdraw`);
    expect(withdrawn.json().consultation.state).toBe('withdrawn');
    expect((await call(null, 'GET', `${LINK}/${token}`)).statusCode).toBe(404);
    expect((await call(seller, 'POST', `${ME}/${_id}/withdraw`)).statusCode).toBe(409);
    expect((await call(expertsManager, 'POST', `${CONSOLE}/${_id}/assign`, { lawyerId })).statusCode).toBe(
      409,
    );
  });

  it('answers once when two answers arrive together', async () => {
    const { _id } = await requested();
    const token = await assigned(_id);
    const results = await Promise.all(
      ['답변 하나', '답변 둘'].map((answer) => call(null, 'POST', `${LINK}/${token}`, { answer })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('who reaches a consultation', () => {
  it('a member only their own; anonymous nobody; managers only with the experts scope', async () => {
    const { _id, files: own } = await requested();
    expect((await call(buyer, 'GET', `${ME}/${_id}`)).statusCode).toBe(404);
    expect((await call(buyer, 'GET', own[0]!.url)).statusCode).toBe(404);
    expect((await call(buyer, 'POST', `${ME}/${_id}/withdraw`)).statusCode).toBe(404);
    expect((await call(buyer, 'POST', `${ME}/${_id}/follow-up`, { question: '남의 상담' })).statusCode).toBe(
      404,
    );
    const list = await call(buyer, 'GET', ME);
    expect(list.json().consultations.map((c: { _id: string }) => c._id)).not.toContain(_id);
    expect(list.headers['cache-control']).toBe('no-store');

    expect((await call(null, 'GET', ME)).statusCode).toBe(401);
    expect((await ask(null, baseRequest())).statusCode).toBe(401);
    // a manager is no member
    expect((await call(expertsManager, 'GET', ME)).statusCode).toBe(403);

    for (const [method, url, body] of [
      ['GET', CONSOLE],
      ['GET', `${CONSOLE}/${_id}`],
      ['GET', `${CONSOLE}/export`],
      ['POST', `${CONSOLE}/${_id}/assign`, { lawyerId }],
      ['POST', `${CONSOLE}/${_id}/close`],
      ['GET', `${CONSOLE}/${_id}/files/${own[0]!._id}`],
    ] as [Method, string, object?][]) {
      expect((await call(otherManager, method, url, body)).statusCode, url).toBe(403);
      expect((await call(seller, method, url, body)).statusCode, url).toBe(403);
    }
    const [row] = await t.db.select().from(consultations).where(eq(consultations.id, _id));
    expect(row!.state).toBe('requested');
  });
});

describe('bad input', () => {
  it('gets a clear message in the user’s language and stores nothing', async () => {
    const before = await counts();
    const cases: [Record<string, string>, UploadPart[], number, string, string][] = [
      [{ ...baseRequest(), question: '   ' }, [pdf()], 400, 'question', 'Please enter your question.'],
      [
        { ...baseRequest(), practiceId: crypto.randomUUID() },
        [pdf()],
        400,
        'practiceId',
        'Consultations are not taken in that practice area. Please choose it again.',
      ],
      [
        { ...baseRequest(), practiceId: hiddenPracticeId },
        [],
        400,
        'practiceId',
        'Consultations are not taken in that practice area. Please choose it again.',
      ],
      [
        { ...baseRequest(), lawyerId: crypto.randomUUID() },
        [pdf()],
        400,
        'lawyerId',
        'The chosen adviser does not take consultation requests now.',
      ],
      [
        { ...baseRequest(), country: 'XX' },
        [],
        400,
        'country',
        'Please choose the country of your question from the list.',
      ],
    ];
    for (const [values, attached, status, field, en] of cases) {
      const res = await ask(seller, values, attached, 'en');
      expect(res.statusCode, JSON.stringify(values)).toBe(status);
      expect(res.json().errors[field]).toBe(en);
      expect(res.json().message).toBe(en);
    }
    const korean = await ask(seller, { ...baseRequest(), question: '' });
    expect(korean.json().errors.question).toBe('상담 내용을 입력해주세요');

    // an .exe renamed .pdf, a file of another type, six files
    const exe = Buffer.from('MZ\x90\x00 not a pdf at all'.repeat(40), 'latin1');
    const renamed = await ask(
      seller,
      baseRequest(),
      [pdf(), { field: 'files', filename: 'setup.pdf', content: exe }],
      'en',
    );
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe('This file type is not allowed.');
    const html = await ask(seller, baseRequest(), [
      { field: 'files', filename: 'page.html', content: Buffer.from('<html>') },
    ]);
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('허용되지 않는 파일 형식입니다');
    const six = await ask(
      seller,
      baseRequest(),
      Array.from({ length: 6 }, (_, i) => pdf(`f${i}.pdf`)),
      'en',
    );
    expect(six.statusCode).toBe(413);
    expect(six.json().message).toBe('Too many files in one upload.');

    // 51 MB: refused after 50, nothing kept
    const big = Buffer.alloc(51 * 1024 * 1024, 0x20);
    minimalPdf().copy(big);
    const tooBig = await ask(
      seller,
      baseRequest(),
      [pdf(), { field: 'files', filename: 'big.pdf', content: big }],
      'en',
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The file is larger than the allowed size.');

    expect(await counts()).toEqual(before);
  }, 60_000);

  it('refuses an adviser without an e-mail address, in the manager’s language', async () => {
    const { _id } = await requested();
    const res = await call(
      expertsManager,
      'POST',
      `${CONSOLE}/${_id}/assign`,
      { lawyerId: noMailLawyerId },
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.lawyerId).toBe(
      'The adviser has no e-mail address to send the answer link to. Please add one to the adviser first.',
    );
    const unknown = await call(expertsManager, 'POST', `${CONSOLE}/${_id}/assign`, {
      lawyerId: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(400);
    const [row] = await t.db.select().from(consultations).where(eq(consultations.id, _id));
    expect(row).toMatchObject({ state: 'requested', lawyerId: null, linkHash: null });
  });
});

describe('a member’s withdrawal', () => {
  it('erases their consultations and files; the adviser’s link stops', async () => {
    // joined as members do (a profile, which the withdrawal needs)
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      remoteAddress: '203.0.113.77',
      payload: {
        type: 'PERSON',
        username: 'consleaver',
        password: 'Leaver!234',
        name: '탈퇴회원',
        email: 'leaver@example.com',
        phone: '01022223333',
        companyName: 'Leaving Trading',
        country: 'US',
        agreePrivacy: true,
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const leaver = (await login(t.app, 'consleaver', 'Leaver!234')).accessToken;
    const { _id, files: own } = await requested(leaver);
    const token = await assigned(_id);
    const withdrawn = await call(leaver, 'POST', '/api/v1/me/withdraw', { password: 'Leaver!234' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await t.db.select().from(consultations).where(eq(consultations.id, _id))).toEqual([]);
    expect(await t.db.select().from(files).where(eq(files.id, own[0]!._id))).toEqual([]);
    expect((await call(null, 'GET', `${LINK}/${token}`)).statusCode).toBe(404);
    expect((await call(expertsManager, 'GET', `${CONSOLE}/${_id}`)).statusCode).toBe(404);
  });
});

describe('the console', () => {
  it('filters by state, practice, adviser and period, masks the member, reveals with the proof and logs', async () => {
    const a = await requested();
    const b = await requested();
    await assigned(b._id);
    const listed = await call(
      expertsManager,
      'GET',
      `${CONSOLE}?state=assigned&lawyerId=${lawyerId}&limit=100`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = listed.json().consultations.map((c: { _id: string }) => c._id);
    expect(ids).toContain(b._id);
    expect(ids).not.toContain(a._id);
    const byPractice = await call(expertsManager, 'GET', `${CONSOLE}?practiceId=${hiddenPracticeId}`);
    expect(byPractice.json().total).toBe(0);
    // two UTC days ahead is at least tomorrow in Seoul
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await call(expertsManager, 'GET', `${CONSOLE}?from=${later}`)).json().total).toBe(0);
    const today = await call(expertsManager, 'GET', `${CONSOLE}?state=requested&limit=100`);
    const record = today.json().consultations.find((c: { _id: string }) => c._id === a._id);
    expect(record.member).toMatchObject({ name: '김*러', type: 'COMPANY' });
    expect(record.member.email).not.toBe('seller@example.com');

    const masked = await call(expertsManager, 'GET', `${CONSOLE}/${a._id}?reveal=1&reason=x`);
    expect(masked.statusCode).toBe(403);
    const verify = await call(expertsManager, 'POST', '/api/console/me/verify', {
      subPassword: 'Second!234',
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const revealed = await t.app.inject({
      url: `${CONSOLE}/${a._id}?reveal=1&reason=${encodeURIComponent('회신 연락')}`,
      headers: { ...bearer(expertsManager), 'x-sub-password-token': verify.json().verification.token },
    });
    expect(revealed.json().consultation.member).toMatchObject({
      name: '김셀러',
      email: 'seller@example.com',
    });
    const download = await call(expertsManager, 'GET', `${CONSOLE}/${a._id}/files/${a.files[0]!._id}`);
    expect(download.statusCode).toBe(200);
    const logged = await t.db
      .select({ action: accessLogs.action })
      .from(accessLogs)
      .where(and(eq(accessLogs.subjectId, a._id), inArray(accessLogs.action, ['reveal', 'download'])));
    expect(logged.map((l) => l.action).sort()).toEqual(['download', 'reveal']);

    const exported = await call(expertsManager, 'GET', `${CONSOLE}/export?state=requested`);
    expect(exported.statusCode).toBe(200);
    const sheet = await firstSheet(exported.rawPayload);
    expect(sheet.getRow(1).getCell(2).value).toBe('상태');
    expect(JSON.stringify(sheet.getSheetValues())).not.toContain('seller@example.com');
    const [exportLog] = await t.db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.action, 'export'), eq(accessLogs.subjectType, 'experts/consultations')));
    expect(exportLog).toBeDefined();
  });
});
