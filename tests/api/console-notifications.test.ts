import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, notificationFiles, notifications, users } from '#server/db/schema/index.ts';
import { createTestApp, loginAdmin } from '../helpers/app.ts';
import { bearer, createManager, login, minimalPdf, multipart, tinyPng } from '../helpers/auth.ts';
import { firstSheet } from '../helpers/xlsx.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;
let adminId: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  token = await loginAdmin(app);
  adminId = (await app.db.select().from(users).where(eq(users.username, 'admin')))[0]!.id;
});
afterAll(() => close());

const BASE = '/api/console/center/notifications';
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function upload(filename: string, content: Buffer, field = 'upload') {
  const body = multipart([{ field, filename, content }]);
  return app.inject({
    method: 'POST',
    url: '/api/console/files',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/console/files', () => {
  it('stores a PDF and answers a FileRef', async () => {
    const res = await upload('모집공고.pdf', minimalPdf());
    expect(res.statusCode).toBe(201);
    const { file } = res.json();
    expect(file).toMatchObject({ name: '모집공고.pdf', type: 'application/pdf', size: minimalPdf().length });
    expect(file.url).toBe(`/api/v1/files/${file._id}`);
  });

  it('refuses content that is not what the name says with 415', async () => {
    const res = await upload('fake.pdf', Buffer.from('MZ this is an executable, not a PDF'.repeat(10)));
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupportedFileType');
    expect((await upload('script.exe', minimalPdf())).statusCode).toBe(415);
  });

  it('needs the file in `upload` and a console manager', async () => {
    expect((await upload('a.pdf', minimalPdf(), 'other')).statusCode).toBe(400);
    const body = multipart([{ field: 'upload', filename: 'a.pdf', content: minimalPdf() }]);
    const anonymous = await app.inject({ method: 'POST', url: '/api/console/files', ...body });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('notices CRUD', () => {
  it('creates, reads, updates and deletes a notice with an attached PDF and sanitized content', async () => {
    const pdf = (await upload('입주자 모집공고.pdf', minimalPdf())).json().file;
    const created = await api('POST', BASE, {
      title: '  입주자 모집 안내  ',
      content:
        '<p>안녕하세요<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      files: [pdf._id],
    });
    expect(created.statusCode).toBe(201);
    const { notification } = created.json();
    expect(notification).toMatchObject({
      title: '입주자 모집 안내',
      pinned: false,
      shows: true,
      views: 0,
      author: 'admin',
      files: [{ _id: pdf._id, name: '입주자 모집공고.pdf', type: 'application/pdf', url: pdf.url }],
    });
    expect(notification.content).toContain('<p>안녕하세요</p>');
    expect(notification.content).not.toMatch(/script|alert|onerror|javascript/);
    expect(Date.parse(notification.createdAt)).not.toBeNaN();

    const read = await api('GET', `${BASE}/${notification._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().notification).toEqual(notification);

    const png = (await upload('map.png', tinyPng())).json().file;
    const updated = await api('PUT', `${BASE}/${notification._id}`, {
      title: '수정된 안내',
      content: '<h2 style="text-align:center">제목</h2><p>본문</p>',
      pinned: true,
      shows: false,
      files: [png._id, pdf._id],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().notification).toMatchObject({
      title: '수정된 안내',
      content: '<h2 style="text-align:center">제목</h2><p>본문</p>',
      pinned: true,
      shows: false,
    });
    expect(updated.json().notification.files.map((f: { _id: string }) => f._id)).toEqual([png._id, pdf._id]);

    const deleted = await api('DELETE', `${BASE}/${notification._id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await api('GET', `${BASE}/${notification._id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `${BASE}/${notification._id}`)).statusCode).toBe(404);
    const links = await app.db
      .select()
      .from(notificationFiles)
      .where(eq(notificationFiles.notificationId, notification._id));
    expect(links).toHaveLength(0);
  });

  it('validates the input with the form’s Korean messages', async () => {
    const res = await api('POST', BASE, { title: '   ', content: '<p></p>' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalidInput');
    expect(body.errors.title).toBe('제목을 입력해주세요');
    expect(body.errors.content).toBe('내용을 입력해주세요');
    expect(body.message).toBe('제목을 입력해주세요');
    const long = await api('POST', BASE, { title: 'x'.repeat(201), content: '<p>a</p>' });
    expect(long.statusCode).toBe(400);
    expect(
      (await api('PUT', `${BASE}/00000000-0000-4000-8000-000000000000`, { title: 'a', content: 'b' }))
        .statusCode,
    ).toBe(404);
  });

  it('answers field errors in the request language', async () => {
    for (const [lang, title] of [
      ['en', 'Please enter a title.'],
      ['cn', '请输入标题。'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: BASE,
        headers: { ...bearer(token), 'accept-language': lang },
        payload: { title: '', content: '<p>a</p>' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.title).toBe(title);
      expect(res.json().message).toBe(title);
    }
  });

  it('refuses attachments that do not exist or are private', async () => {
    const missing = await api('POST', BASE, {
      title: 'a',
      content: '<p>b</p>',
      files: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.files).toContain('첨부파일');
    const [secret] = await app.db
      .insert(files)
      .values({
        storageKey: 'aa/bb/0123456789abcdef0123456789abcdef.pdf',
        name: '신분증.pdf',
        type: 'application/pdf',
        size: 1,
        visibility: 'private',
      })
      .returning();
    const privateOne = await api('POST', BASE, { title: 'a', content: '<p>b</p>', files: [secret!.id] });
    expect(privateOne.statusCode).toBe(400);
  });
});

describe('notices list', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const rows = [
      {
        title: 'list-A 100% 당첨',
        content: '<p>alpha</p>',
        pinned: true,
        shows: true,
        views: 5,
        createdAt: new Date('2026-03-01T15:30:00Z'),
      }, // Seoul 03-02 00:30
      {
        title: 'list-B',
        content: '<p>beta under_score</p>',
        pinned: false,
        shows: true,
        views: 50,
        createdAt: new Date('2026-03-02T14:59:59Z'),
      }, // Seoul 03-02 23:59:59
      {
        title: 'list-C',
        content: '<p>gamma</p>',
        pinned: false,
        shows: false,
        views: 1,
        createdAt: new Date('2026-03-02T15:00:00Z'),
      }, // Seoul 03-03 00:00
      {
        title: 'list-D',
        content: '<p>delta 100 percent</p>',
        pinned: true,
        shows: false,
        views: 20,
        createdAt: new Date('2026-02-28T00:00:00Z'),
      },
    ];
    for (const row of rows) {
      const [inserted] = await app.db
        .insert(notifications)
        .values({ ...row, authorId: adminId })
        .returning();
      ids[row.title.slice(0, 6)] = inserted!.id;
    }
  });
  const titles = async (query: string) => {
    const res = await api('GET', `${BASE}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return {
      titles: res.json().notifications.map((n: { title: string }) => n.title.slice(0, 6)),
      total: res.json().total,
    };
  };

  it('searches title and content, with % and _ taken literally', async () => {
    expect((await titles('q=list-')).total).toBe(4);
    expect((await titles('q=gamma')).titles).toEqual(['list-C']);
    expect((await titles(`q=${encodeURIComponent('100%')}`)).titles).toEqual(['list-A']);
    expect((await titles('q=under_score')).titles).toEqual(['list-B']);
    expect((await titles('q=under%25score')).total).toBe(0);
    expect((await titles('q=LIST-b')).titles).toEqual(['list-B']);
  });

  it('filters pinned and shows', async () => {
    expect((await titles('q=list-&pinned=true&sort=title&order=ASC')).titles).toEqual(['list-A', 'list-D']);
    expect((await titles('q=list-&shows=false&sort=title&order=ASC')).titles).toEqual(['list-C', 'list-D']);
    expect((await titles('q=list-&pinned=false&shows=true')).titles).toEqual(['list-B']);
  });

  it('filters by Seoul days, both ends included', async () => {
    expect((await titles('q=list-&from=2026-03-02&to=2026-03-02&sort=title&order=ASC')).titles).toEqual([
      'list-A',
      'list-B',
    ]);
    expect((await titles('q=list-&from=2026-03-03&sort=title&order=ASC')).titles).toEqual(['list-C']);
    expect((await titles('q=list-&to=2026-03-01&sort=title&order=ASC')).titles).toEqual(['list-D']);
    expect((await api('GET', `${BASE}?from=yesterday`)).statusCode).toBe(400);
  });

  it('sorts by each field in both directions', async () => {
    expect((await titles('q=list-&sort=views&order=DESC')).titles).toEqual([
      'list-B',
      'list-D',
      'list-A',
      'list-C',
    ]);
    expect((await titles('q=list-&sort=views&order=ASC')).titles).toEqual([
      'list-C',
      'list-A',
      'list-D',
      'list-B',
    ]);
    expect((await titles('q=list-&sort=title&order=DESC')).titles).toEqual([
      'list-D',
      'list-C',
      'list-B',
      'list-A',
    ]);
    expect((await titles('q=list-&sort=createdAt&order=ASC')).titles).toEqual([
      'list-D',
      'list-A',
      'list-B',
      'list-C',
    ]);
    expect((await titles('q=list-')).titles).toEqual(['list-C', 'list-B', 'list-A', 'list-D']); // newest first
    expect((await titles('q=list-&sort=pinned&order=DESC')).titles.slice(0, 2)).toEqual(['list-A', 'list-D']);
    expect((await api('GET', `${BASE}?sort=content`)).statusCode).toBe(400);
  });

  it('pages with page and limit (at most 100)', async () => {
    const first = await titles('q=list-&sort=title&order=ASC&page=1&limit=3');
    const second = await titles('q=list-&sort=title&order=ASC&page=2&limit=3');
    expect(first).toEqual({ titles: ['list-A', 'list-B', 'list-C'], total: 4 });
    expect(second).toEqual({ titles: ['list-D'], total: 4 });
    expect((await api('GET', `${BASE}?limit=101`)).statusCode).toBe(400);
    expect((await api('GET', `${BASE}?page=0`)).statusCode).toBe(400);
  });
});

describe('GET /api/console/center/notifications/export', () => {
  it('exports every matching row as .xlsx with Korean headers, past 1,000 rows', async () => {
    const bulk = Array.from({ length: 1_234 }, (_, i) => ({
      title: `bulk-${String(i).padStart(4, '0')}`,
      content: '<p>bulk</p>',
      pinned: i % 100 === 0,
      authorId: adminId,
      createdAt: new Date(Date.UTC(2025, 0, 1, 3, 0, 0) + i * 60_000),
    }));
    await app.db.insert(notifications).values(bulk);
    await app.db.insert(notifications).values({ title: 'other', content: '<p>x</p>', authorId: adminId });

    const res = await app.inject({
      method: 'GET',
      url: `${BASE}/export?q=bulk-&sort=title&order=ASC`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; /);
    expect(disposition).toMatch(/filename\*=UTF-8''%EA%B3%B5%EC%A7%80%EC%82%AC%ED%95%AD_\d{8}\.xlsx/);

    const sheet = await firstSheet(res.rawPayload);
    expect(sheet.name).toBe('공지사항');
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1)).toEqual([
      '번호',
      '제목',
      '고정',
      '노출',
      '조회수',
      '첨부파일',
      '작성자',
      '등록일시',
    ]);
    expect(header.font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBeGreaterThan(20);
    expect(sheet.actualRowCount).toBe(1 + 1_234);
    const second = sheet.getRow(2).values as unknown[];
    // exceljs reads an empty cell back as undefined
    expect(Array.from(second.slice(1), (v) => v ?? '')).toEqual([
      1,
      'bulk-0000',
      'Y',
      'Y',
      0,
      '',
      'admin',
      '2025-01-01 12:00:00',
    ]);
    const last = sheet.getRow(1 + 1_234).values as unknown[];
    expect(last[2]).toBe('bulk-1233');

    const pinnedOnly = await app.inject({
      method: 'GET',
      url: `${BASE}/export?q=bulk-&pinned=true`,
      headers: bearer(token),
    });
    const pinnedSheet = await firstSheet(pinnedOnly.rawPayload);
    expect(pinnedSheet.actualRowCount).toBe(1 + 13);
  });

  it('needs the centerNotifications scope', async () => {
    await createManager(app, { username: 'noexport', password: 'NoExp!2345', scope: ['manager'] });
    const other = (await login(app, 'noexport', 'NoExp!2345')).accessToken;
    const res = await app.inject({ method: 'GET', url: `${BASE}/export`, headers: bearer(other) });
    expect(res.statusCode).toBe(403);
  });
});
