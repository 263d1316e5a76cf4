import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '#server/db/schema/index.ts';
import { maskName } from '#server/services/center/mask.ts';
import { signRecordToken } from '#server/services/center/tokens.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';
import { type AdminTestApp, createAdminTestApp } from '../helpers/app.ts';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let ipCounter = 0;
/** A fresh client address per test, so the per-address limits of one test never touch another. */
const freshIp = () => `10.1.0.${++ipCounter}`;

interface QuestionBody {
  _id: string;
  title: string;
  content: string;
  author: string;
  answered: boolean;
  answer: string | null;
  answeredAt: string | null;
}

async function ask(
  body: Record<string, unknown> = {},
  ip = freshIp(),
): Promise<{ question: QuestionBody; token: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/center/questions',
    remoteAddress: ip,
    payload: {
      title: '입주 시기 문의',
      content: '입주는 언제부터 가능한가요?\n일정이 궁금합니다.',
      name: '홍길동',
      password: 'pw1234',
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function check(id: string, password: string, ip: string, lang = 'ko') {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/center/questions/${id}/check`,
    remoteAddress: ip,
    headers: { 'accept-language': lang },
    payload: { password },
  });
}

describe('maskName', () => {
  it('masks Korean names in the middle and Latin names after the first letter', () => {
    expect(maskName('홍길동')).toBe('홍*동');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('홍길')).toBe('홍*');
    expect(maskName('홍')).toBe('*');
    expect(maskName('Alex Kim')).toBe('A***');
    expect(maskName('  ')).toBe('*');
  });
});

describe('GET /api/v1/center/questions', () => {
  it('lists titles, masked authors and the answer state, newest first, never content or password', async () => {
    const res = await t.app.inject({ url: '/api/v1/center/questions?limit=100' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toMatch(/^W\/"/);
    const { questions: list, total } = res.json();
    expect(total).toBeGreaterThanOrEqual(5);
    expect(Object.keys(list[0]).sort()).toEqual(['_id', 'answered', 'author', 'createdAt', 'title']);
    const times = list.map((q: { createdAt: string }) => Date.parse(q.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const seeded = list.find((q: { title: string }) => q.title.startsWith('신혼부부형'));
    expect(seeded).toMatchObject({ author: '김*원', answered: true });
    expect(list.find((q: { title: string }) => q.title.startsWith('소득 기준'))).toMatchObject({
      author: 'A***',
      answered: false,
    });
    expect(res.body).not.toMatch(/password|passwordHash|argon2/i);
  });

  it('pages and searches titles only', async () => {
    const page1 = (await t.app.inject({ url: '/api/v1/center/questions?limit=2&page=1' })).json();
    const page2 = (await t.app.inject({ url: '/api/v1/center/questions?limit=2&page=2' })).json();
    expect(page1.questions).toHaveLength(2);
    expect(page2.questions[0]._id).not.toBe(page1.questions[0]._id);
    const found = (
      await t.app.inject({ url: `/api/v1/center/questions?q=${encodeURIComponent('차량가액')}` })
    ).json();
    expect(found.total).toBe(1);
    // a word only in a question's (private) content is not searched
    const hidden = (
      await t.app.inject({ url: `/api/v1/center/questions?q=${encodeURIComponent('SUV')}` })
    ).json();
    expect(hidden.total).toBe(0);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ url: '/api/v1/center/questions' });
    const again = await t.app.inject({
      url: '/api/v1/center/questions',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses a bad page or limit with a 400', async () => {
    for (const query of ['page=0', 'limit=101', 'limit=abc']) {
      const res = await t.app.inject({ url: `/api/v1/center/questions?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/v1/center/questions', () => {
  it('stores the question with an argon2 hash and answers it with a read token', async () => {
    const { question, token } = await ask({ title: '  공백 제목  ', content: '첫 줄\r\n둘째 줄' });
    expect(question).toMatchObject({
      _id: expect.stringMatching(UUID),
      title: '공백 제목',
      content: '첫 줄\n둘째 줄',
      author: '홍길동',
      answered: false,
      answer: null,
    });
    expect(Object.keys(question)).not.toContain('password');
    expect(token.split('.')).toHaveLength(3);
    const [row] = await t.db.select().from(questions).where(eq(questions.id, question._id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('pw1234');
  });

  it('keeps HTML as text', async () => {
    const { question } = await ask({ content: '<script>alert(1)</script><b>굵게</b>' });
    expect(question.content).toBe('<script>alert(1)</script><b>굵게</b>');
  });

  it('refuses bad input with field messages in the request language and stores nothing', async () => {
    const before = (await t.db.select().from(questions)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', '제목을 입력해주세요'],
      [{ title: 'x'.repeat(101) }, 'title', '제목은 100자 이하로 입력해주세요'],
      [{ content: '   ' }, 'content', '내용을 입력해주세요'],
      [{ content: 'x'.repeat(5001) }, 'content', '문의 내용은 5,000자 이내로 입력해주세요'],
      [{ name: '' }, 'name', '작성자 이름을 입력해주세요'],
      [{ name: '가'.repeat(21) }, 'name', '이름은 20자 이내로 입력해주세요'],
      [{ password: '' }, 'password', '비밀번호를 입력해주세요'],
      [{ password: '123' }, 'password', '비밀번호는 공백 없이 4~16자로 입력해주세요'],
      [{ password: '12 34' }, 'password', '비밀번호는 공백 없이 4~16자로 입력해주세요'],
      [{ password: 'x'.repeat(17) }, 'password', '비밀번호는 공백 없이 4~16자로 입력해주세요'],
      [{ website: 'http://spam.example' }, 'website', '자동 입력으로 의심되어 접수할 수 없습니다'],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/center/questions',
        remoteAddress: freshIp(),
        payload: { title: '제목', content: '내용', name: '홍길동', password: 'pw1234', ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors[field], field).toBe(message);
      expect(res.json().message).toBe(message);
    }
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/v1/center/questions',
      remoteAddress: freshIp(),
      headers: { 'accept-language': 'en' },
      payload: { title: '제목', content: '내용', name: '홍길동', password: '12' },
    });
    expect(en.json().errors.password).toBe('The password must be 4 to 16 characters long, without spaces.');
    const cn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/center/questions',
      remoteAddress: freshIp(),
      headers: { 'accept-language': 'zh-CN' },
      payload: { title: '', content: '내용', name: '홍길동', password: 'pw1234' },
    });
    expect(cn.json().errors.title).toBe('请输入标题。');
    expect((await t.db.select().from(questions)).length).toBe(before);
  });

  it('limits questions per address: the 11th within an hour is a 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await ask({ title: `질문 ${i}` }, ip);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/center/questions',
      remoteAddress: ip,
      payload: { title: '하나 더', content: '내용', name: '홍길동', password: 'pw1234' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('tooManyWrites');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // another address still may ask
    await ask({}, freshIp());
  });
});

describe('POST /api/v1/center/questions/{_id}/check', () => {
  it('answers the whole question and a 10-minute QUESTION token for the right password', async () => {
    const { question } = await ask({ password: '비밀번호1' });
    const res = await check(question._id, '비밀번호1', freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.question).toMatchObject({ _id: question._id, content: question.content, author: '홍길동' });
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ type: 'QUESTION', sub: question._id });
    expect(payload.exp - payload.iat).toBe(600);
  });

  it('refuses a wrong password with a localized 400 on the password field', async () => {
    const { question } = await ask();
    const ip = freshIp();
    const ko = await check(question._id, 'wrong', ip);
    expect(ko.statusCode).toBe(400);
    expect(ko.json()).toEqual({
      message: '비밀번호가 올바르지 않습니다',
      code: 'wrongPassword',
      errors: { password: '비밀번호가 올바르지 않습니다' },
    });
    expect((await check(question._id, 'wrong', ip, 'en')).json().message).toBe('The password is incorrect.');
    expect((await check(question._id, 'wrong', ip, 'cn')).json().message).toBe('密码不正确。');
  });

  it('answers 429 after 5 wrong passwords for one question from one address, even for the right one', async () => {
    const { question } = await ask();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await check(question._id, `wrong${i}`, ip)).statusCode).toBe(400);
    const limited = await check(question._id, 'pw1234', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('tooManyPasswordAttempts');
    expect(limited.json().message).toBe(
      '비밀번호를 여러 번 잘못 입력하셨습니다. 15분 후에 다시 시도해주세요',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // another address is not blocked by this one's guesses
    expect((await check(question._id, 'pw1234', freshIp())).statusCode).toBe(200);
  });

  it('clears the count after the right password', async () => {
    const { question } = await ask();
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await check(question._id, 'wrong', ip);
    expect((await check(question._id, 'pw1234', ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await check(question._id, 'wrong', ip)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown or malformed id and 400 for an empty password', async () => {
    expect((await check('00000000-0000-4000-8000-000000000000', 'x', freshIp())).statusCode).toBe(404);
    expect((await check('not-a-uuid', 'x', freshIp())).statusCode).toBe(404);
    const { question } = await ask();
    const empty = await check(question._id, '', freshIp());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.password).toBe('비밀번호를 입력해주세요');
  });
});

describe('GET / PUT / DELETE /api/v1/center/questions/{_id} with X-Question-Token', () => {
  it('reads with the token and refuses without it, with a forged one or with another question’s', async () => {
    const { question, token } = await ask();
    const other = await ask();
    const url = `/api/v1/center/questions/${question._id}`;
    const ok = await t.app.inject({ url, headers: { 'x-question-token': token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json().question.content).toBe(question.content);

    const none = await t.app.inject({ url });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('passwordCheckRequired');
    expect((await t.app.inject({ url, headers: { 'x-question-token': other.token } })).statusCode).toBe(401);
    const forged = await signRecordToken(
      'QUESTION',
      question._id,
      'another-secret-another-secret-0123456789',
    );
    expect((await t.app.inject({ url, headers: { 'x-question-token': forged } })).statusCode).toBe(401);
    const post = await signRecordToken('POST', question._id, t.config.jwtSecret);
    expect((await t.app.inject({ url, headers: { 'x-question-token': post } })).statusCode).toBe(401);
    const expired = await signRecordToken(
      'QUESTION',
      question._id,
      t.config.jwtSecret,
      new Date(Date.now() - 11 * 60_000),
    );
    expect((await t.app.inject({ url, headers: { 'x-question-token': expired } })).statusCode).toBe(401);
    // an access token is no question token
    expect((await t.app.inject({ url, headers: { 'x-question-token': t.admin } })).statusCode).toBe(401);
  });

  it('edits an unanswered question, validates the edit, and refuses once answered (409)', async () => {
    const { question, token } = await ask();
    const url = `/api/v1/center/questions/${question._id}`;
    const headers = { 'x-question-token': token };
    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { title: '수정한 제목', content: '수정한 내용', name: '홍길순' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().question).toMatchObject({
      title: '수정한 제목',
      content: '수정한 내용',
      author: '홍길순',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { title: '', content: 'x', name: 'y' },
    });
    expect(bad.statusCode).toBe(400);

    const answered = await t.app.inject({
      method: 'PUT',
      url: `/api/console/center/questions/${question._id}`,
      headers: bearer(t.admin),
      payload: { answer: '답변드립니다.' },
    });
    expect(answered.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, 'accept-language': 'en' },
      payload: { title: '다시 수정', content: '내용', name: '홍길동' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'questionAnswered',
      message: 'An inquiry that has been answered can no longer be edited.',
    });
    const read = await t.app.inject({ url, headers });
    expect(read.json().question).toMatchObject({
      answered: true,
      answer: '답변드립니다.',
      title: '수정한 제목',
    });
    expect(read.json().question.answeredAt).toMatch(/Z$/);
  });

  it('deletes with the token: 204, then 404', async () => {
    const { question, token } = await ask();
    const url = `/api/v1/center/questions/${question._id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: { 'x-question-token': token } });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url, headers: { 'x-question-token': token } })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { 'x-question-token': token } })).statusCode,
    ).toBe(404);
  });
});

describe('/api/console/center/questions', () => {
  it('needs the centerQuestions scope', async () => {
    expect((await t.app.inject({ url: '/api/console/center/questions' })).statusCode).toBe(401);
    await createManager(t.app, {
      username: 'noticeonly',
      password: 'Notice!234',
      scope: ['manager', 'centerNotifications'],
    });
    const { accessToken } = await login(t.app, 'noticeonly', 'Notice!234');
    const res = await t.app.inject({ url: '/api/console/center/questions', headers: bearer(accessToken) });
    expect(res.statusCode).toBe(403);
  });

  it('lists with masked names and filters by answered; answers with the manager and time', async () => {
    const { question } = await ask({ title: '콘솔 답변 테스트', name: '김콘솔' });
    const list = await t.app.inject({
      url: '/api/console/center/questions?answered=false&limit=100',
      headers: bearer(t.admin),
    });
    expect(list.statusCode).toBe(200);
    const row = list.json().questions.find((q: { _id: string }) => q._id === question._id);
    expect(row).toMatchObject({ author: '김*솔', answered: false, answeredBy: null, shows: true });
    expect(list.json().questions.every((q: { answered: boolean }) => !q.answered)).toBe(true);

    const before = Date.now();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/console/center/questions/${question._id}`,
      headers: bearer(t.admin),
      payload: { answer: '<p>안녕하세요.</p><p onclick="x()">답변입니다.<script>alert(1)</script></p>' },
    });
    expect(res.statusCode).toBe(200);
    const answered = res.json().question;
    expect(answered).toMatchObject({
      answered: true,
      answer: '<p>안녕하세요.</p><p>답변입니다.</p>',
      answeredBy: 'admin',
    });
    expect(Date.parse(answered.answeredAt)).toBeGreaterThanOrEqual(before - 1000);

    const publicList = (await t.app.inject({ url: '/api/v1/center/questions?limit=100' })).json();
    expect(publicList.questions.find((q: { _id: string }) => q._id === question._id).answered).toBe(true);

    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/console/center/questions/${question._id}`,
      headers: bearer(t.admin),
      payload: { answer: '<p> </p>' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.answer).toBe('답변 내용을 입력해주세요');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/console/center/questions/00000000-0000-4000-8000-000000000000',
      headers: bearer(t.admin),
      payload: { answer: '답변' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('hides a question from the public side with shows=false, and deletes', async () => {
    const { question, token } = await ask({ title: '스팸 질문' });
    const hide = await t.app.inject({
      method: 'PUT',
      url: `/api/console/center/questions/${question._id}`,
      headers: bearer(t.admin),
      payload: { answer: '관리자에 의해 숨김 처리되었습니다.', shows: false },
    });
    expect(hide.json().question.shows).toBe(false);
    const publicList = (await t.app.inject({ url: '/api/v1/center/questions?limit=100' })).json();
    expect(publicList.questions.some((q: { _id: string }) => q._id === question._id)).toBe(false);
    const read = await t.app.inject({
      url: `/api/v1/center/questions/${question._id}`,
      headers: { 'x-question-token': token },
    });
    expect(read.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/console/center/questions/${question._id}`,
      headers: bearer(t.admin),
    });
    expect(del.statusCode).toBe(204);
    const one = await t.app.inject({
      url: `/api/console/center/questions/${question._id}`,
      headers: bearer(t.admin),
    });
    expect(one.statusCode).toBe(404);
  });
});
