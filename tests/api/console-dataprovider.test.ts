import type { FastifyInstance } from 'fastify';
import { HttpError } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokenStore } from '#src/api/tokens.ts';
import { createAuthProvider, createConsoleClient } from '#src/authProvider/index.ts';
import { createDataProvider, type FileRef } from '#src/dataProvider/index.ts';
import type { Locale } from '#domain/locale.ts';
import type { Db } from '#server/db/index.ts';
import { recordAccess } from '#server/services/audit.ts';
import { createTestApp, listen, TEST_ADMIN, TEST_SCHEDULER } from '../helpers/app.ts';
import { memoryStorage } from '../admin/fakeFetch.ts';
import { createManager, minimalPdf } from '../helpers/auth.ts';

// The console's real dataProvider and authProvider, on the real HTTP client, against the real server.
let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let baseUrl: string;

/**
 * The client uploads with XMLHttpRequest (fetch reports no progress), which Node lacks: this stand-in sends
 * the same request with Node's fetch, so the upload still reaches the real server.
 */
class NodeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private responseHeaders = new Headers();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders.get(name);
  }
  send(body: FormData) {
    fetch(this.url, { method: this.method, headers: this.headers, body })
      .then(async (res) => {
        this.status = res.status;
        this.responseHeaders = res.headers;
        this.responseText = await res.text();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.onload?.();
      })
      .catch(() => this.onerror?.());
  }
}

function consoleFor(locale: Locale = 'ko', requested: string[] = []) {
  const alerts: string[] = [];
  const saved: { blob: Blob; filename: string }[] = [];
  const progress: number[] = [];
  const client = createConsoleClient({
    baseUrl,
    getLocale: () => locale,
    tokens: sessionTokenStore(memoryStorage()),
    alert: (m) => alerts.push(m),
    fetch: (input, init) => {
      requested.push(String(input));
      return fetch(input, init);
    },
  });
  const authProvider = createAuthProvider(client, { getLocale: () => locale });
  const dataProvider = createDataProvider(client, {
    saveFile: (blob, filename) => saved.push({ blob, filename }),
    onUploadProgress: (p) => p && progress.push(p.fraction),
  });
  return { client, authProvider, dataProvider, alerts, saved, progress };
}

beforeAll(async () => {
  globalThis.XMLHttpRequest ??= NodeXhr as unknown as typeof XMLHttpRequest;
  ({ app, db, close } = await createTestApp());
  baseUrl = await listen(app);
});
afterAll(() => close());

const NOTICES = 'center/notifications';

describe('console login through the authProvider', () => {
  it("shows the server's localized message for a wrong pair and keeps no session", async () => {
    const { authProvider, client } = consoleFor('en');
    await expect(
      authProvider.login({ username: TEST_ADMIN.username, password: 'Wrong!2345' }),
    ).rejects.toThrow('The username or password is incorrect.');
    expect(client.tokens.get()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('logs in with the encrypted pair, then checkAuth, identity and permissions follow the token', async () => {
    const { authProvider } = consoleFor();
    await authProvider.login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ username: 'admin' });
    await expect(authProvider.getPermissions!({})).resolves.toContain('centerNotifications');
    await authProvider.logout({});
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
  });
});

describe('menu rights (canAccess) against the server', () => {
  it('the first manager sees notices but not schedules, with no alert', async () => {
    const { authProvider, alerts } = consoleFor();
    await authProvider.login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    await expect(authProvider.canAccess!({ resource: NOTICES, action: 'list' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ resource: 'schedules', action: 'list' })).resolves.toBe(false);
    expect(alerts).toEqual([]);
  });

  it('the schedules manager sees schedules; a manager without the scope does not see notices', async () => {
    const scheduler = consoleFor();
    await scheduler.authProvider.login({
      username: TEST_SCHEDULER.username,
      password: TEST_SCHEDULER.password,
    });
    await expect(scheduler.authProvider.canAccess!({ resource: 'schedules', action: 'list' })).resolves.toBe(
      true,
    );

    await createManager(app, {
      username: 'faqonly',
      password: 'Faq!23456',
      scope: ['manager', 'centerFaqs'],
    });
    const faq = consoleFor();
    await faq.authProvider.login({ username: 'faqonly', password: 'Faq!23456' });
    await expect(faq.authProvider.canAccess!({ resource: NOTICES, action: 'list' })).resolves.toBe(false);
    // Typing the URL anyway: the server refuses, the client alerts its message, the session stays.
    const error = await faq.dataProvider.getList(NOTICES, {}).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(403);
    expect(faq.alerts).toEqual(['접근권한이 없습니다']);
    await expect(faq.authProvider.checkError(error)).resolves.toBeUndefined();
  });
});

describe('notices through the dataProvider', () => {
  it('creates with an uploaded attachment, lists with search, filter and sort, updates and deletes', async () => {
    const { authProvider, dataProvider, progress } = consoleFor();
    await authProvider.login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });

    const rawFile = new File([new Uint8Array(minimalPdf())], '모집공고.pdf', { type: 'application/pdf' });
    const created = await dataProvider.create(NOTICES, {
      data: {
        title: '데이터프로바이더 공지',
        content: '<p>첫 번째 <strong>공지</strong></p>',
        pinned: true,
        shows: true,
        files: [{ rawFile, src: 'blob:local', title: rawFile.name }],
      },
    });
    expect(created.data.id).toBe(created.data._id);
    expect(created.data.files).toHaveLength(1);
    const attachment = (created.data.files as FileRef[])[0]!;
    expect(attachment).toMatchObject({ name: '모집공고.pdf', type: 'application/pdf' });
    expect(progress.at(-1)).toBe(1);

    await dataProvider.create(NOTICES, {
      data: { title: '다른 안내', content: '<p>내용</p>', pinned: false, shows: false, files: [] },
    });

    const searched = await dataProvider.getList(NOTICES, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: { q: '데이터프로바이더' },
    });
    expect(searched.total).toBe(1);
    expect(searched.data[0]!.id).toBe(created.data.id);

    const hidden = await dataProvider.getList(NOTICES, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { shows: false },
    });
    expect(hidden.data.map((r) => r.title)).toEqual(['다른 안내']);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    const byDay = await dataProvider.getList(NOTICES, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'views', order: 'DESC' },
      filter: { from: today, to: today },
    });
    expect(byDay.total).toBe(2);

    const one = await dataProvider.getOne(NOTICES, { id: created.data.id });
    expect(one.data.title).toBe('데이터프로바이더 공지');

    // An edit sends the whole record back; existing attachments travel as their ids.
    const updated = await dataProvider.update(NOTICES, {
      id: one.data.id,
      data: { ...one.data, title: '고친 공지', pinned: false },
      previousData: one.data,
    });
    expect(updated.data).toMatchObject({ id: one.data.id, title: '고친 공지', pinned: false });
    expect((updated.data.files as FileRef[]).map((f) => f._id)).toEqual([attachment._id]);

    await dataProvider.delete(NOTICES, { id: one.data.id, previousData: updated.data });
    const error = await dataProvider.getOne(NOTICES, { id: one.data.id }).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(404);
  });

  it('a 400 comes back as field errors that the form puts under its fields', async () => {
    const { authProvider, dataProvider } = consoleFor();
    await authProvider.login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    const error = await dataProvider
      .create(NOTICES, { data: { title: '', content: '<p>x</p>', pinned: false, shows: true, files: [] } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body.errors.title).toBe('제목을 입력해주세요');
  });

  it('exports the filtered list as the server-built .xlsx under its file name', async () => {
    const { authProvider, dataProvider, saved } = consoleFor();
    await authProvider.login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    const name = await dataProvider.exportXlsx(NOTICES, {
      filter: { shows: false },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    expect(name).toMatch(/\.xlsx$/);
    expect(saved[0]!.filename).toBe(name);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK'); // a zip container, i.e. .xlsx
  });

  it('bulk delete removes every selected notice', async () => {
    const { authProvider, dataProvider } = consoleFor();
    await authProvider.login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    const ids: string[] = [];
    for (const title of ['일괄 1', '일괄 2']) {
      const { data } = await dataProvider.create(NOTICES, {
        data: { title, content: '<p>x</p>', pinned: false, shows: true, files: [] },
      });
      ids.push(String(data.id));
    }
    await dataProvider.deleteMany(NOTICES, { ids });
    const left = await dataProvider.getList(NOTICES, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: '일괄' },
    });
    expect(left.total).toBe(0);
  });
});

describe('schedules through the dataProvider', () => {
  it('maps the schedules resource to /api/console/application/schedules', async () => {
    const { authProvider, dataProvider } = consoleFor();
    await authProvider.login({ username: TEST_SCHEDULER.username, password: TEST_SCHEDULER.password });
    const before = await dataProvider.getList('schedules', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'round', order: 'DESC' },
      filter: {},
    });
    const round = Math.max(0, ...before.data.map((s) => Number(s.round))) + 1;
    const { data } = await dataProvider.create('schedules', {
      data: {
        round,
        title: `${round}차 모집`,
        shows: true,
        stops: false,
        openAt: '2030-03-01T00:00:00.000Z',
        deadAt: '2030-03-10T09:00:00.000Z',
        message: { beforeOpen: '접수 전입니다', dead: '마감되었습니다', dead2: '', stop: '중단되었습니다' },
      },
    });
    expect(data).toMatchObject({ id: data._id, round });
    const updated = await dataProvider.update('schedules', {
      id: data.id,
      data: { ...data, stops: true },
      previousData: data,
    });
    expect(updated.data.stops).toBe(true);
  });
});

describe('the access log through the dataProvider', () => {
  it('asks for the next page after the last row shown and the previous one before the first', async () => {
    for (let i = 1; i <= 7; i++)
      await recordAccess(db, {
        actor: { _id: crypto.randomUUID(), username: `dp${i}` },
        ip: '198.51.100.9',
        action: 'view',
        subjectType: 'dp-test',
      });
    const requested: string[] = [];
    const { authProvider, dataProvider } = consoleFor('ko', requested);
    await authProvider.login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    const pageOf = async (page: number) => {
      const { data, total } = await dataProvider.getList('logs', {
        pagination: { page, perPage: 3 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { subjectType: 'dp-test' },
      });
      expect(total).toBe(7);
      return data;
    };
    const first = await pageOf(1);
    const second = await pageOf(2);
    expect(requested.at(-1)).toContain(`after=${first.at(-1)!.id}`);
    const third = await pageOf(3);
    expect(third.map((l) => l.actorUsername)).toEqual(['dp1']);
    expect((await pageOf(2)).map((l) => l.id)).toEqual(second.map((l) => l.id));
    expect(requested.at(-1)).toContain(`before=${third[0]!.id}`);
    expect([...first, ...second, ...third].map((l) => l.actorUsername)).toEqual([
      'dp7',
      'dp6',
      'dp5',
      'dp4',
      'dp3',
      'dp2',
      'dp1',
    ]);
    // a jump has no neighbour to start from
    await pageOf(1);
    await pageOf(3);
    expect(requested.at(-1)).not.toMatch(/after=|before=/);
  });
});
