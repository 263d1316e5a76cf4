import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '#server/db/schema/index.ts';

import { bearer, createManager, login, minimalPdf, multipart, tinyPng } from '../helpers/auth.ts';
import { buyerFields, PASSWORD, sellerForm } from './matching-helpers.ts';
import { type AdminTestApp, createAdminTestApp } from '../helpers/app.ts';

// docs/security.md § Files and who may attach them: a file is attached only by its uploader (an anonymous
// uploader proves it with the upload token answered once with the upload) or, in the console, by a manager of
// the target resource; deleting a record deletes only the files no other record uses.

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const BOARD = '/api/v1/boards/default-board';
let ipCounter = 0;
const freshIp = () => `10.18.5.${++ipCounter}`;

interface Uploaded {
  _id: string;
  url: string;
  token?: string;
}

async function boardUpload(name: string, content: Buffer, headers: Record<string, string> = {}) {
  const body = multipart([{ field: 'upload', filename: name, content }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `${BOARD}/files`,
    remoteAddress: freshIp(),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file as Uploaded;
}

async function consoleUpload(token: string, name: string, content: Buffer) {
  const body = multipart([{ field: 'upload', filename: name, content }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/files',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file as Uploaded;
}

function writePost(body: { files: string[]; uploadTokens?: string[] }, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${BOARD}/posts`,
    remoteAddress: freshIp(),
    headers,
    payload: { title: '첨부 시험', content: '내용', name: '홍길동', password: 'post1234', ...body },
  });
}

function createNotice(token: string, fileIds: string[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/console/center/notifications',
    headers: bearer(token),
    payload: { title: '공지', content: '<p>공지 내용</p>', files: fileIds },
  });
}

const download = (url: string) => t.app.inject({ url });

/** A member joined from an address of their own (joins are limited per address) and signed in. */
async function join(username: string, seller: boolean) {
  const body = seller ? sellerForm(username) : { payload: buyerFields(username) };
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', remoteAddress: freshIp(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return { token: (await login(t.app, username, PASSWORD)).accessToken };
}

async function sellerLogo(token: string): Promise<Uploaded> {
  const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(token) });
  const logo = me.json().user.profile.logo as Uploaded;
  expect(logo._id).toEqual(expect.any(String));
  return logo;
}

describe('attaching another uploader’s file', () => {
  it('an anonymous post cannot attach a console attachment (403 in ko/en/cn) and the file still downloads', async () => {
    const notice = await consoleUpload(t.admin, '공고.pdf', minimalPdf());
    const made = await createNotice(t.admin, [notice._id]);
    expect(made.statusCode, made.body).toBe(201);

    const messages: string[] = [];
    for (const language of ['ko', 'en', 'cn']) {
      const res = await writePost({ files: [notice._id] }, { 'accept-language': language });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('attachmentNotOwned');
      messages.push(res.json().message);
    }
    expect(messages[0]).toMatch(/[가-힣]/);
    expect(messages[1]).toMatch(/^[\x20-\x7e]+$/);
    expect(messages[2]).toMatch(/[\u4e00-\u9fff]/);
    expect(new Set(messages).size).toBe(3);
    expect((await download(notice.url)).statusCode).toBe(200);
  });

  it('a seller’s logo cannot be attached by a stranger, signed in or not', async () => {
    const logo = await sellerLogo((await join('ownlogoseller', true)).token);
    const stranger = await join('logostranger', false);

    expect((await writePost({ files: [logo._id] })).statusCode).toBe(403);
    expect((await writePost({ files: [logo._id] }, bearer(stranger.token))).statusCode).toBe(403);
    expect((await download(logo.url)).statusCode).toBe(200);
  });

  it('a member cannot attach another member’s upload; the uploader can, without a token', async () => {
    const owner = await join('uploadowner', false);
    const other = await join('uploadother', false);
    const file = await boardUpload('mine.pdf', minimalPdf(), bearer(owner.token));

    const refused = await writePost({ files: [file._id] }, bearer(other.token));
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('attachmentNotOwned');

    const own = await writePost({ files: [file._id] }, bearer(owner.token));
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().post.files.map((f: Uploaded) => f._id)).toEqual([file._id]);
  });

  it('an anonymous uploader attaches with the upload token, answered once and kept only hashed', async () => {
    const file = await boardUpload('anon.png', tinyPng());
    expect(file.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [row] = await t.db.select().from(files).where(eq(files.id, file._id));
    expect(JSON.stringify(row)).not.toContain(file.token);

    expect((await writePost({ files: [file._id] })).statusCode).toBe(403);
    expect((await writePost({ files: [file._id], uploadTokens: ['x'.repeat(43)] })).statusCode).toBe(403);
    const res = await writePost({ files: [file._id], uploadTokens: [file.token!] });
    expect(res.statusCode, res.body).toBe(201);
    // the public read of the post never shows the token again
    expect((await download(`${BOARD}/posts/${res.json().post._id}`)).body).not.toContain(file.token);
  });

  it('a manager attaches in the console: another manager’s upload and a post’s file', async () => {
    await createManager(t.app, {
      username: 'noticeonly',
      password: 'Notice!2345',
      scope: ['centerNotifications'],
    });
    const noticeManager = (await login(t.app, 'noticeonly', 'Notice!2345')).accessToken;
    const byAdmin = await consoleUpload(t.admin, '안내문.pdf', minimalPdf());
    const fromPost = await boardUpload('post.pdf', minimalPdf());
    const res = await createNotice(noticeManager, [byAdmin._id, fromPost._id]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().notification.files.map((f: Uploaded) => f._id)).toEqual([byAdmin._id, fromPost._id]);
  });
});

describe('deleting a record', () => {
  async function checkToken(postId: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${BOARD}/posts/${postId}/check`,
      remoteAddress: freshIp(),
      payload: { password: 'post1234' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  }

  async function deletePost(postId: string) {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${BOARD}/posts/${postId}`,
      headers: { 'x-post-token': await checkToken(postId) },
    });
    expect(res.statusCode, res.body).toBe(204);
  }

  it('deletes the files only this post used and keeps one another post uses', async () => {
    const own = await boardUpload('own.pdf', minimalPdf());
    const shared = await boardUpload('shared.png', tinyPng());
    const first = await writePost({
      files: [own._id, shared._id],
      uploadTokens: [own.token!, shared.token!],
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await writePost({ files: [shared._id], uploadTokens: [shared.token!] });
    expect(second.statusCode, second.body).toBe(201);

    await deletePost(first.json().post._id);
    expect((await download(own.url)).statusCode).toBe(404);
    expect((await download(shared.url)).statusCode).toBe(200);

    await deletePost(second.json().post._id);
    expect((await download(shared.url)).statusCode).toBe(404);
  });

  it('keeps a post’s file that a notice also uses, on the post’s edit and delete', async () => {
    const file = await boardUpload('공지에도.pdf', minimalPdf());
    const post = await writePost({ files: [file._id], uploadTokens: [file.token!] });
    expect(post.statusCode, post.body).toBe(201);
    expect((await createNotice(t.admin, [file._id])).statusCode).toBe(201);
    const postId = post.json().post._id as string;

    const edited = await t.app.inject({
      method: 'PUT',
      url: `${BOARD}/posts/${postId}`,
      headers: { 'x-post-token': await checkToken(postId) },
      payload: { title: '수정', content: '첨부 뺌', name: '홍길동', files: [] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await download(file.url)).statusCode).toBe(200);
    await deletePost(postId);
    expect((await download(file.url)).statusCode).toBe(200);
  });

  it('a seller replacing the logo keeps the old one when a notice uses it', async () => {
    const seller = await join('logoinnotice', true);
    const logo = await sellerLogo(seller.token);
    expect((await createNotice(t.admin, [logo._id])).statusCode).toBe(201);
    const body = multipart([{ field: 'upload', filename: 'new-logo.png', content: tinyPng() }]);
    const replaced = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/logo',
      headers: { ...bearer(seller.token), ...body.headers },
      payload: body.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await download(logo.url)).statusCode).toBe(200);
  });
});
