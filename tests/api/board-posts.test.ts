import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, posts } from '#server/db/schema/index.ts';
import { bearer, createManager, login, minimalPdf, multipart, tinyPng } from '../helpers/auth.ts';
import { type AdminTestApp, createAdminTestApp } from '../helpers/app.ts';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const BASE = '/api/v1/boards/default-board';
let ipCounter = 0;
const freshIp = () => `10.3.0.${++ipCounter}`;

interface FileRef {
  _id: string;
  name: string;
  size: number;
  type: string;
  url: string;
  /**
   * the upload token (docs/security.md § Files and who may attach them): only the uploader attaches the file
   */
  token: string;
}

async function upload(name: string, content: Buffer, ip = freshIp()) {
  const body = multipart([{ field: 'upload', filename: name, content }]);
  return t.app.inject({ method: 'POST', url: `${BASE}/files`, remoteAddress: ip, ...body });
}

async function write(body: Record<string, unknown> = {}, ip = freshIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${BASE}/posts`,
    remoteAddress: ip,
    payload: { title: '입주 후기', content: '좋아요', name: '홍길동', password: 'post1234', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { post: { _id: string; author: string; files: FileRef[] }; token: string };
}

describe('GET /api/v1/boards', () => {
  it('lists the seeded default board and finds it by code', async () => {
    const list = (await t.app.inject({ url: '/api/v1/boards' })).json();
    expect(list.boards).toEqual([{ _id: expect.any(String), code: 'default-board', name: '자유게시판' }]);
    const one = await t.app.inject({ url: BASE });
    expect(one.json().board.code).toBe('default-board');
    expect((await t.app.inject({ url: '/api/v1/boards/nope' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/boards/Bad%20Code' })).statusCode).toBe(404);
  });
});

describe('posts', () => {
  it('lists posts newest first with masked authors and comment counts', async () => {
    const res = await t.app.inject({ url: `${BASE}/posts` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const { posts: list, total } = res.json();
    expect(total).toBe(3);
    expect(Object.keys(list[0]).sort()).toEqual(
      ['_id', 'author', 'comments', 'createdAt', 'files', 'title', 'views'].sort(),
    );
    const checklist = list.find((p: { title: string }) => p.title.includes('체크리스트'));
    expect(checklist).toMatchObject({ author: '정*호', comments: 2, files: 0 });
    const times = list.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body).not.toMatch(/password/i);
    const search = (await t.app.inject({ url: `${BASE}/posts?q=${encodeURIComponent('정부24')}` })).json();
    expect(search.total).toBe(0);
    const byContent = (await t.app.inject({ url: `${BASE}/posts?q=${encodeURIComponent('편의점')}` })).json();
    expect(byContent.total).toBe(1);
    expect((await t.app.inject({ url: '/api/v1/boards/nope/posts' })).statusCode).toBe(404);
  });

  it('writes a post with attachments; the detail counts views and links neighbours', async () => {
    const pdf = await upload('입주 안내.pdf', minimalPdf());
    expect(pdf.statusCode, pdf.body).toBe(201);
    const png = await upload('사진.png', tinyPng());
    const pdfRef = pdf.json().file as FileRef;
    expect(pdfRef).toMatchObject({
      name: '입주 안내.pdf',
      type: 'application/pdf',
      url: `/api/v1/files/${pdfRef._id}`,
    });
    const { post, token } = await write({
      files: [pdfRef._id, png.json().file._id],
      uploadTokens: [pdfRef.token, png.json().file.token],
    });
    expect(post.author).toBe('홍*동');
    expect(post.files.map((f) => f.name)).toEqual(['입주 안내.pdf', '사진.png']);
    expect(token.split('.')).toHaveLength(3);

    const detail = await t.app.inject({ url: `${BASE}/posts/${post._id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-cache');
    const body = detail.json();
    expect(body.post).toMatchObject({
      title: '입주 후기',
      content: '좋아요',
      views: 1,
      board: 'default-board',
    });
    expect(body.next).toBeNull();
    expect(body.prev.title).toBe('52A 타입과 52B 타입 차이가 궁금해요');
    const file = await t.app.inject({ url: pdfRef.url });
    expect(file.statusCode).toBe(200);
    const list = (await t.app.inject({ url: `${BASE}/posts` })).json();
    expect(list.posts[0]).toMatchObject({ _id: post._id, files: 2 });
  });

  it('refuses bad uploads: wrong type 415, disguised type 415, no file 400', async () => {
    const exe = await upload('virus.exe', Buffer.from('MZ\x90\x00'));
    expect(exe.statusCode).toBe(415);
    expect(exe.json().code).toBe('unsupportedFileType');
    const fake = await upload('fake.pdf', Buffer.from('<html>not a pdf</html>'));
    expect(fake.statusCode).toBe(415);
    const none = await t.app.inject({
      method: 'POST',
      url: `${BASE}/files`,
      ...multipart([{ field: 'other', filename: 'a.pdf', content: minimalPdf() }]),
    });
    expect(none.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: `${BASE}/files`, payload: { upload: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a file over 10 MB with 413 and keeps nothing', async () => {
    const before = (await t.db.select().from(files)).length;
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const res = await upload('big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect((await t.db.select().from(files)).length).toBe(before);
  });

  it('refuses attachments that are unknown, private or another post’s', async () => {
    const [privateFile] = await t.db
      .insert(files)
      .values({
        storageKey: `private-${Date.now()}`,
        name: 'id.pdf',
        type: 'application/pdf',
        size: 1,
        visibility: 'private',
      })
      .returning();
    const used = await upload('used.pdf', minimalPdf());
    await write({ files: [used.json().file._id], uploadTokens: [used.json().file.token] });
    const attach = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/posts`,
        remoteAddress: freshIp(),
        payload: { title: '제목', content: '내용', name: '홍길동', password: 'post1234', files: [id] },
      });
    for (const id of ['00000000-0000-4000-8000-000000000000', privateFile!.id]) {
      const res = await attach(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().errors.files).toBe('첨부파일을 찾을 수 없습니다. 다시 올려주세요');
    }
    // another post's file, without its uploader's token (tests/api/file-ownership.test.ts)
    const taken = await attach(used.json().file._id);
    expect(taken.statusCode).toBe(403);
    expect(taken.json().code).toBe('attachmentNotOwned');
  });

  it('validates posts with field messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ content: 'x'.repeat(10_001) }, 'content'],
      [{ password: 'abc' }, 'password'],
      [{ name: '' }, 'name'],
      [{ files: ['a', 'b'] }, 'files.0'],
      [{ files: Array.from({ length: 6 }, () => '00000000-0000-4000-8000-000000000000') }, 'files'],
      [{ website: 'x' }, 'website'],
    ];
    for (const [change, field] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${BASE}/posts`,
        remoteAddress: freshIp(),
        payload: { title: '제목', content: '내용', name: '홍길동', password: 'post1234', ...change },
      });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    const tooMany = await t.app.inject({
      method: 'POST',
      url: `${BASE}/posts`,
      remoteAddress: freshIp(),
      payload: {
        title: '제목',
        content: '내용',
        name: '홍길동',
        password: 'post1234',
        files: Array.from({ length: 6 }, () => '00000000-0000-4000-8000-000000000000'),
      },
    });
    expect(tooMany.json().errors.files).toBe('첨부파일은 5개까지 올릴 수 있습니다');
  });

  it('edits and deletes with the password token; removed attachments are deleted', async () => {
    const keep = (await upload('keep.pdf', minimalPdf())).json().file as FileRef;
    const drop = (await upload('drop.png', tinyPng())).json().file as FileRef;
    const { post } = await write({ files: [keep._id, drop._id], uploadTokens: [keep.token, drop.token] });
    const url = `${BASE}/posts/${post._id}`;
    const ip = freshIp();
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${url}/check`,
      remoteAddress: ip,
      payload: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrongPassword');
    const right = await t.app.inject({
      method: 'POST',
      url: `${url}/check`,
      remoteAddress: ip,
      payload: { password: 'post1234' },
    });
    expect(right.statusCode).toBe(200);
    const { token } = right.json();
    expect(right.json().post.author).toBe('홍길동');

    const noToken = await t.app.inject({
      method: 'PUT',
      url,
      payload: { title: 'x', content: 'y', name: 'z' },
    });
    expect(noToken.statusCode).toBe(401);
    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers: { 'x-post-token': token },
      payload: { title: '수정', content: '수정한 내용', name: '홍길동', files: [keep._id] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().post.files.map((f: FileRef) => f._id)).toEqual([keep._id]);
    expect((await t.app.inject({ url: drop.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: keep.url })).statusCode).toBe(200);

    const deleted = await t.app.inject({ method: 'DELETE', url, headers: { 'x-post-token': token } });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: keep.url })).statusCode).toBe(404);
  });

  it('limits password guesses per post and address (429 after 5)', async () => {
    const { post } = await write();
    const ip = freshIp();
    const url = `${BASE}/posts/${post._id}/check`;
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        payload: { password: `x${i}` },
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      payload: { password: 'post1234' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('tooManyPasswordAttempts');
  });

  it('limits posts per address (the 11th within an hour is a 429)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await write({ title: `글 ${i}` }, ip);
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/posts`,
      remoteAddress: ip,
      payload: { title: '제목', content: '내용', name: '홍길동', password: 'post1234' },
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('comments', () => {
  it('lists, writes, edits and deletes comments with their password', async () => {
    const { post } = await write();
    const base = `${BASE}/posts/${post._id}/comments`;
    const empty = await t.app.inject({ url: base });
    expect(empty.json()).toEqual({ comments: [], total: 0 });
    const created = await t.app.inject({
      method: 'POST',
      url: base,
      remoteAddress: freshIp(),
      payload: { name: '김하은', password: 'c0mment', content: '<b>좋은 글</b> 감사합니다' },
    });
    expect(created.statusCode).toBe(201);
    const comment = created.json().comment;
    expect(comment).toMatchObject({ author: '김*은', content: '<b>좋은 글</b> 감사합니다' });
    expect(created.body).not.toMatch(/password/i);
    const list = (await t.app.inject({ url: base })).json();
    expect(list.total).toBe(1);
    expect((await t.app.inject({ url: `${BASE}/posts` })).json().posts[0].comments).toBe(1);

    const url = `${base}/${comment._id}`;
    const ip = freshIp();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${url}/check`,
          remoteAddress: ip,
          payload: { password: 'x' },
        })
      ).statusCode,
    ).toBe(400);
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: `${url}/check`,
        remoteAddress: ip,
        payload: { password: 'c0mment' },
      })
    ).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers: { 'x-comment-token': token },
      payload: { content: '수정한 댓글' },
    });
    expect(edited.json().comment.content).toBe('수정한 댓글');
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { 'x-post-token': token } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { 'x-comment-token': token } })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: base })).json().total).toBe(0);
  });

  it('validates comments and answers 404 for a missing post', async () => {
    const { post } = await write();
    const base = `${BASE}/posts/${post._id}/comments`;
    const bad = await t.app.inject({
      method: 'POST',
      url: base,
      remoteAddress: freshIp(),
      payload: { name: '김', password: '1234', content: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.content).toBe('댓글 내용을 입력해주세요');
    const long = await t.app.inject({
      method: 'POST',
      url: base,
      remoteAddress: freshIp(),
      payload: { name: '김', password: '1234', content: 'x'.repeat(1001) },
    });
    expect(long.json().errors.content).toBe('댓글은 1,000자 이내로 입력해주세요');
    const missing = await t.app.inject({
      url: `${BASE}/posts/00000000-0000-4000-8000-000000000000/comments`,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('/api/console/boards', () => {
  it('needs the boards scope', async () => {
    await createManager(t.app, {
      username: 'faqonly',
      password: 'Faqonly!23',
      scope: ['manager', 'centerFaqs'],
    });
    const { accessToken } = await login(t.app, 'faqonly', 'Faqonly!23');
    expect(
      (await t.app.inject({ url: '/api/console/boards/posts', headers: bearer(accessToken) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/console/boards/posts' })).statusCode).toBe(401);
  });

  it('lists posts with masked names, deletes posts and comments', async () => {
    const { post } = await write({ name: '박콘솔', title: '콘솔 삭제 대상' });
    await t.app.inject({
      method: 'POST',
      url: `${BASE}/posts/${post._id}/comments`,
      remoteAddress: freshIp(),
      payload: { name: '이댓글', password: '1234', content: '댓글' },
    });
    const list = await t.app.inject({
      url: `/api/console/boards/posts?board=default-board&q=${encodeURIComponent('콘솔 삭제')}`,
      headers: bearer(t.admin),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().posts[0]).toMatchObject({ author: '박*솔', comments: 1, shows: true });
    const comments = await t.app.inject({
      url: `/api/console/boards/comments?post=${post._id}`,
      headers: bearer(t.admin),
    });
    const comment = comments.json().comments[0];
    expect(comment).toMatchObject({ author: '이*글', post: post._id, board: 'default-board', shows: true });
    const delComment = await t.app.inject({
      method: 'DELETE',
      url: `/api/console/boards/comments/${comment._id}`,
      headers: bearer(t.admin),
    });
    expect(delComment.statusCode).toBe(204);
    const delPost = await t.app.inject({
      method: 'DELETE',
      url: `/api/console/boards/posts/${post._id}`,
      headers: bearer(t.admin),
    });
    expect(delPost.statusCode).toBe(204);
    expect((await t.db.select().from(posts).where(eq(posts.id, post._id))).length).toBe(0);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/console/boards/posts/${post._id}`,
      headers: bearer(t.admin),
    });
    expect(again.statusCode).toBe(404);
  });
});
