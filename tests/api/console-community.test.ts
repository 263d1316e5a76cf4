import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs } from '#server/db/schema/index.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';
import { createTestApp, loginAdmin } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';
import { firstSheet } from '../helpers/xlsx.ts';

let t: TestApp;
let adminToken: string;
/** A manager with only the two community scopes and a secondary password, for reveals. */
let moderator: string;
let noScope: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
  await createManager(t.app, {
    username: 'moderator',
    password: 'Moder!234',
    scope: ['manager', 'centerQuestions', 'boards'],
    subPassword: 'Second!234',
  });
  moderator = (await login(t.app, 'moderator', 'Moder!234')).accessToken;
  await createManager(t.app, { username: 'plain', password: 'Plain!234', scope: ['manager'] });
  noScope = (await login(t.app, 'plain', 'Plain!234')).accessToken;
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.7.0.${++ipCounter}`;
const as = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function readXlsx(body: Buffer): Promise<(string | number | null)[][]> {
  const sheet = await firstSheet(body);
  const rows: (string | number | null)[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as (string | number | null)[]).slice(1));
  });
  return rows;
}

describe('scopes of the community resources', () => {
  it('answers 403 to a manager without the scope and 401 without a login', async () => {
    const urls = [
      ['GET', '/api/console/center/questions'],
      ['GET', '/api/console/center/questions/export'],
      ['PUT', '/api/console/center/questions/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/console/boards/posts'],
      ['GET', '/api/console/boards/posts/export'],
      ['PUT', '/api/console/boards/posts/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/console/boards/comments'],
      ['PUT', '/api/console/boards/comments/00000000-0000-4000-8000-000000000000'],
    ] as const;
    for (const [method, url] of urls) {
      const payload = method === 'PUT' ? { shows: false, answer: '<p>a</p>' } : undefined;
      expect((await as(noScope, method, url, payload)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(
        401,
      );
    }
    expect((await as(moderator, 'GET', '/api/console/center/questions')).statusCode).toBe(200);
    expect((await as(moderator, 'GET', '/api/console/boards/posts')).statusCode).toBe(200);
  });
});

describe('1:1 inquiries in the console', () => {
  async function ask(title: string, name: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/center/questions',
      remoteAddress: freshIp(),
      payload: { title, content: '주차가 가능한가요?', name, password: 'pw1234' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { question: { _id: string }; token: string };
  }

  it('answers a question in rich text: the public list then shows it answered, with the sanitized answer', async () => {
    const { question, token } = await ask('주차 문의드립니다', '정민호');
    const publicRow = async () =>
      (await t.app.inject({ url: '/api/v1/center/questions?limit=100' }))
        .json()
        .questions.find((q: { _id: string }) => q._id === question._id);
    expect((await publicRow()).answered).toBe(false);

    const unanswered = await as(moderator, 'GET', '/api/console/center/questions?answered=false&limit=100');
    const row = unanswered.json().questions.find((q: { _id: string }) => q._id === question._id);
    expect(row).toMatchObject({ author: '정*호', answered: false });

    const answer = await as(moderator, 'PUT', `/api/console/center/questions/${question._id}`, {
      answer:
        '<h2>안내</h2><p>지하 <strong>2층</strong>에 주차하실 수 있습니다.<img src="x" onerror="alert(1)"></p>',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().question).toMatchObject({
      answered: true,
      answeredBy: 'moderator',
      author: '정*호',
    });

    expect((await publicRow()).answered).toBe(true);
    const read = await t.app.inject({
      url: `/api/v1/center/questions/${question._id}`,
      headers: { 'x-question-token': token },
    });
    expect(read.json().question.answer).toBe(
      '<h2>안내</h2><p>지하 <strong>2층</strong>에 주차하실 수 있습니다.</p>',
    );

    const answered = await as(moderator, 'GET', '/api/console/center/questions?answered=true&limit=100');
    expect(answered.json().questions.some((q: { _id: string }) => q._id === question._id)).toBe(true);
    expect(answered.json().questions.every((q: { answered: boolean }) => q.answered)).toBe(true);
  });

  it('filters by Seoul days of createdAt and searches', async () => {
    const { question } = await ask('날짜 필터 확인용 문의', '한지우');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    const q = encodeURIComponent('날짜 필터 확인용');
    const hit = await as(moderator, 'GET', `/api/console/center/questions?q=${q}&from=${today}&to=${today}`);
    expect(hit.json().questions.map((r: { _id: string }) => r._id)).toEqual([question._id]);
    const past = await as(moderator, 'GET', `/api/console/center/questions?q=${q}&to=2020-01-01`);
    expect(past.json()).toEqual({ questions: [], total: 0, totalEstimated: false });
    const bad = await as(moderator, 'GET', '/api/console/center/questions?from=yesterday');
    expect(bad.statusCode).toBe(400);
  });

  it('masks the asker in the detail until revealed with the proof and a reason, and logs the reveal', async () => {
    const { question } = await ask('개인정보 확인 문의', '오세훈');
    const url = `/api/console/center/questions/${question._id}`;
    expect((await as(moderator, 'GET', url)).json().question.author).toBe('오*훈');
    expect(
      (await as(moderator, 'GET', `${url}?reveal=1&reason=${encodeURIComponent('회신')}`)).statusCode,
    ).toBe(403);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/console/me/verify',
      headers: bearer(moderator),
      payload: { subPassword: 'Second!234' },
    });
    const proof = verify.json().verification.token as string;
    const revealed = await t.app.inject({
      url: `${url}?reveal=1&reason=${encodeURIComponent('답변 전 본인 확인')}`,
      headers: { ...bearer(moderator), 'x-sub-password-token': proof },
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().question.author).toBe('오세훈');
    const logged = await t.db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.subjectId, question._id), eq(accessLogs.action, 'reveal')));
    expect(logged).toMatchObject([
      {
        action: 'reveal',
        actorUsername: 'moderator',
        subjectType: 'center/questions',
        reason: '답변 전 본인 확인',
      },
    ]);
  });

  it('exports the filtered list as .xlsx with Korean headers and masked askers', async () => {
    const { question } = await ask('엑셀 내보내기 문의', '최가은');
    await as(adminToken, 'PUT', `/api/console/center/questions/${question._id}`, {
      answer: '<p>네, <em>가능</em>합니다.</p>',
    });
    const res = await as(
      moderator,
      'GET',
      `/api/console/center/questions/export?q=${encodeURIComponent('엑셀 내보내기')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual([
      '번호',
      '제목',
      '문의 내용',
      '작성자',
      '답변 상태',
      '답변 내용',
      '답변자',
      '답변일시',
      '노출',
      '등록일시',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 7)).toEqual([
      1,
      '엑셀 내보내기 문의',
      '주차가 가능한가요?',
      '최*은',
      '답변완료',
      '네, 가능합니다.',
      'admin',
    ]);
  });
});

describe('board moderation', () => {
  const BOARD = '/api/v1/boards/default-board';

  async function write(title: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${BOARD}/posts`,
      remoteAddress: freshIp(),
      payload: { title, content: '본문입니다', name: '유재석', password: 'post1234' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().post as { _id: string };
  }

  async function comment(postId: string, content: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${BOARD}/posts/${postId}/comments`,
      remoteAddress: freshIp(),
      payload: { name: '김댓글', password: '1234', content },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().comment as { _id: string };
  }

  const publicComments = async (postId: string) =>
    (await t.app.inject({ url: `${BOARD}/posts/${postId}/comments?limit=100` })).json() as {
      comments: { _id: string }[];
      total: number;
    };

  it('hides a comment from the public post and shows it again; the author can no longer touch it', async () => {
    const post = await write('댓글 숨김 확인');
    const kept = await comment(post._id, '좋은 글이네요');
    const spam = await comment(post._id, '광고 댓글입니다');
    expect((await publicComments(post._id)).total).toBe(2);

    const hide = await as(moderator, 'PUT', `/api/console/boards/comments/${spam._id}`, { shows: false });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().comment).toMatchObject({
      _id: spam._id,
      shows: false,
      author: '김*글',
      post: post._id,
    });

    const visible = await publicComments(post._id);
    expect(visible.comments.map((c) => c._id)).toEqual([kept._id]);
    expect(visible.total).toBe(1);
    const summary = (await t.app.inject({ url: `${BOARD}/posts?limit=100` }))
      .json()
      .posts.find((p: { _id: string }) => p._id === post._id);
    expect(summary.comments).toBe(1);
    const check = await t.app.inject({
      method: 'POST',
      url: `${BOARD}/posts/${post._id}/comments/${spam._id}/check`,
      remoteAddress: freshIp(),
      payload: { password: '1234' },
    });
    expect(check.statusCode).toBe(404);

    const consoleList = await as(
      moderator,
      'GET',
      `/api/console/boards/comments?post=${post._id}&shows=false`,
    );
    expect(consoleList.json().comments.map((c: { _id: string }) => c._id)).toEqual([spam._id]);
    expect((await as(moderator, 'GET', `/api/console/boards/posts/${post._id}`)).json().post.comments).toBe(
      2,
    );

    await as(moderator, 'PUT', `/api/console/boards/comments/${spam._id}`, { shows: true });
    expect((await publicComments(post._id)).total).toBe(2);

    const bad = await as(moderator, 'PUT', `/api/console/boards/comments/${spam._id}`, { shows: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.shows).toBe('노출 여부를 선택해주세요');
  });

  it('hides a post from the board, filters by shows, and exports posts as .xlsx', async () => {
    const post = await write('게시글 숨김 확인');
    const hide = await as(moderator, 'PUT', `/api/console/boards/posts/${post._id}`, { shows: false });
    expect(hide.json().post).toMatchObject({ shows: false, author: '유*석' });
    expect((await t.app.inject({ url: `${BOARD}/posts/${post._id}` })).statusCode).toBe(404);
    const hidden = await as(moderator, 'GET', '/api/console/boards/posts?shows=false&board=default-board');
    expect(hidden.json().posts.map((p: { _id: string }) => p._id)).toEqual([post._id]);

    const res = await as(
      moderator,
      'GET',
      `/api/console/boards/posts/export?q=${encodeURIComponent('숨김 확인')}`,
    );
    expect(res.statusCode).toBe(200);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual([
      '번호',
      '게시판',
      '제목',
      '내용',
      '작성자',
      '조회수',
      '댓글',
      '첨부파일',
      '노출',
      '등록일시',
    ]);
    const titles = rows.slice(1).map((r) => r[2]);
    expect(titles).toContain('게시글 숨김 확인');
    expect(titles).toContain('댓글 숨김 확인');
    const row = rows.find((r) => r[2] === '게시글 숨김 확인')!;
    expect([...row.slice(3, 7), row[8]]).toEqual(['본문입니다', '유*석', 0, 0, 'N']);
  });
});
