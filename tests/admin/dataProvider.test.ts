import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createConsoleClient } from '#src/authProvider/consoleClient.ts';
import { sessionTokenStore } from '#src/api/tokens.ts';
import {
  apiPathOf,
  createDataProvider,
  listQuery,
  pluralOf,
  singularOf,
  toBody,
  toRecord,
} from '#src/dataProvider/index.ts';
import { accessToken, fakeFetch, json, memoryStorage, type Handler } from './fakeFetch.ts';

function setup(...handlers: Handler[]) {
  const { fetch, requests } = fakeFetch(...handlers);
  const alerts: string[] = [];
  const tokens = sessionTokenStore(memoryStorage());
  tokens.set({
    accessToken: accessToken({ username: 'admin', scope: ['centerNotifications'] }),
    refreshToken: 'r1',
  });
  const client = createConsoleClient({ fetch, tokens, alert: (m) => alerts.push(m), getLocale: () => 'en' });
  const saved: { blob: Blob; filename: string }[] = [];
  const dataProvider = createDataProvider(client, {
    saveFile: (blob, filename) => saved.push({ blob, filename }),
  });
  return { dataProvider, requests, alerts, saved, tokens };
}

const notice = {
  _id: '6f1c2b1e-8a8e-4c55-9d0e-3b6f7f4f2a10',
  title: '입주자 모집 공고',
  content: '<p>본문</p>',
  pinned: true,
  shows: true,
  views: 3,
  files: [
    {
      _id: 'a2b0c9a4-1f7e-4c1b-8d3e-0c9f6a1b2c3d',
      name: '공고문.pdf',
      size: 10,
      type: 'application/pdf',
      url: '/api/v1/files/a2b0c9a4-1f7e-4c1b-8d3e-0c9f6a1b2c3d',
    },
  ],
  author: 'admin',
  createdAt: '2026-11-21T01:00:00.000Z',
  updatedAt: '2026-11-21T01:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('resource names', () => {
  it('maps the route name to the API path, list key and record key', () => {
    expect(apiPathOf('center/notifications')).toBe('/api/console/center/notifications');
    expect(pluralOf('center/notifications')).toBe('notifications');
    expect(singularOf('center/notifications')).toBe('notification');
    // docs/spec.md § 2 route /console/schedules, API /api/console/application/schedules
    expect(apiPathOf('schedules')).toBe('/api/console/application/schedules');
    expect(pluralOf('schedules')).toBe('schedules');
    expect(singularOf('schedules')).toBe('schedule');
    expect(singularOf('center/faqs')).toBe('faq');
    // both kinds live at /api/console/application (docs/decisions/0007-personal-data-and-access-log.md): `{
    // applications }`, `{ application }`
    expect(apiPathOf('registration')).toBe('/api/console/application');
    expect(pluralOf('registration')).toBe('applications');
    expect(singularOf('registration')).toBe('application');
    expect(apiPathOf('logs')).toBe('/api/console/common/logs');
    expect(singularOf('logs')).toBe('log');
    expect(singularOf('fairs')).toBe('fair');
  });
});

describe('listQuery', () => {
  it('turns pagination, sort and filters into the contract query', () => {
    expect(
      listQuery({
        pagination: { page: 2, perPage: 20 },
        sort: { field: 'title', order: 'ASC' },
        filter: { q: '공고', pinned: true, shows: false, from: '2026-11-01', to: '', tag: null },
      }),
    ).toEqual({
      page: 2,
      limit: 20,
      sort: 'title',
      order: 'ASC',
      q: '공고',
      pinned: true,
      shows: false,
      from: '2026-11-01',
    });
  });

  it("leaves react-admin's default `id` sort to the server and flattens nested and list filters", () => {
    expect(
      listQuery({
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'DESC' },
        filter: { status: ['A', 'B'], message: { stop: 'x' }, empty: [] },
      }),
    ).toEqual({ page: 1, limit: 10, status: 'A,B', 'message.stop': 'x' });
  });

  it('sends no paging for exports', () => {
    expect(
      listQuery(
        { pagination: { page: 3, perPage: 10 }, sort: { field: 'views', order: 'DESC' } },
        { paged: false },
      ),
    ).toEqual({
      sort: 'views',
      order: 'DESC',
    });
  });
});

describe('_id ↔ id', () => {
  it('gives records an id and drops it from bodies', () => {
    const record = toRecord(notice);
    expect(record.id).toBe(notice._id);
    expect(record._id).toBe(notice._id);
    expect(toBody({ ...record, title: 'x' })).not.toHaveProperty('id');
    expect(toBody({ id: 1, title: 'x' })).toEqual({ title: 'x' });
  });
});

describe('dataProvider', () => {
  it('getList sends the query with bearer and Accept-Language and reads { notifications, total }', async () => {
    const { dataProvider, requests } = setup((r) =>
      r.url.pathname === '/api/console/center/notifications'
        ? json(200, { notifications: [notice], total: 41 })
        : undefined,
    );
    const result = await dataProvider.getList('center/notifications', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: '모집', pinned: true },
    });
    expect(result.total).toBe(41);
    expect(result.data[0]).toMatchObject({ id: notice._id, title: notice.title });
    const request = requests[0]!;
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      page: '3',
      limit: '20',
      sort: 'createdAt',
      order: 'DESC',
      q: '모집',
      pinned: 'true',
    });
    expect(request.headers.Authorization).toMatch(/^Bearer /);
    expect(request.headers['Accept-Language']).toBe('en');
  });

  it('getList hands an estimated total on in meta, and nothing for an exact one', async () => {
    const { dataProvider } = setup((r) =>
      r.url.pathname === '/api/console/center/notifications'
        ? json(200, {
            notifications: [notice],
            total: 1_000_000,
            totalEstimated: r.url.searchParams.get('q') === 'many',
          })
        : undefined,
    );
    const many = await dataProvider.getList('center/notifications', { filter: { q: 'many' } });
    expect(many).toMatchObject({ total: 1_000_000, meta: { totalEstimated: true } });
    const few = await dataProvider.getList('center/notifications', { filter: { q: 'few' } });
    expect(few.meta).toBeUndefined();
  });

  it('getOne reads { <singular> } and maps the schedules route to its API path', async () => {
    const schedule = { _id: 's1', round: 1, title: '1차' };
    const { dataProvider, requests } = setup((r) =>
      r.url.pathname === '/api/console/application/schedules/s1' ? json(200, { schedule }) : undefined,
    );
    const { data } = await dataProvider.getOne('schedules', { id: 's1' });
    expect(data).toMatchObject({ id: 's1', round: 1 });
    expect(requests[0]!.method).toBe('GET');
  });

  it('getMany fetches each id', async () => {
    const { dataProvider, requests } = setup((r) => {
      const id = r.url.pathname.split('/').pop();
      return json(200, { notification: { ...notice, _id: id } });
    });
    const { data } = await dataProvider.getMany('center/notifications', { ids: ['a', 'b'] });
    expect(data.map((r) => r.id)).toEqual(['a', 'b']);
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/api/console/center/notifications/a',
      '/api/console/center/notifications/b',
    ]);
  });

  it('create POSTs the body without id, existing attachments as their ids', async () => {
    const { dataProvider, requests } = setup((r) =>
      r.method === 'POST'
        ? json(201, { notification: { ...notice, ...(r.body as object), files: notice.files } })
        : undefined,
    );
    const { data } = await dataProvider.create('center/notifications', {
      data: {
        id: 'ignored',
        title: '새 공지',
        content: '<p>x</p>',
        pinned: false,
        shows: true,
        files: notice.files,
      },
    });
    expect(data.id).toBe(notice._id);
    expect(requests[0]!.body).toEqual({
      title: '새 공지',
      content: '<p>x</p>',
      pinned: false,
      shows: true,
      files: [notice.files[0]!._id],
    });
  });

  it('uploads picked files first (multipart `upload`) and sends their ids', async () => {
    const sent: { url: string; form: FormData }[] = [];
    class FakeXhr {
      status = 0;
      responseText = '';
      upload: {
        onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
      } = {
        onprogress: null,
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      private url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      getResponseHeader() {
        return 'application/json';
      }
      send(form: FormData) {
        sent.push({ url: this.url, form });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = 201;
        this.responseText = JSON.stringify({
          file: { _id: 'new-file-id', name: 'a.pdf', size: 3, type: 'application/pdf', url: '/x' },
        });
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { dataProvider, requests } = setup((r) =>
      r.method === 'PUT' ? json(200, { notification: notice }) : undefined,
    );
    const rawFile = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    await dataProvider.update('center/notifications', {
      id: notice._id,
      data: { title: 't', files: [notice.files[0], { rawFile, src: 'blob:x', title: 'a.pdf' }] },
      previousData: toRecord(notice),
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toContain('/api/console/files');
    expect((sent[0]!.form.get('upload') as File).name).toBe('a.pdf');
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/console/center/notifications/${notice._id}`);
    expect(put.body).toEqual({ title: 't', files: [notice.files[0]!._id, 'new-file-id'] });
  });

  it('a 400 becomes an HttpError whose body.errors land on the form fields', async () => {
    const { dataProvider } = setup(() =>
      json(400, {
        message: 'Please enter a title.',
        code: 'invalidInput',
        errors: { title: 'Please enter a title.' },
      }),
    );
    const error = await dataProvider
      .create('center/notifications', { data: { title: '' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body.errors).toEqual({ title: 'Please enter a title.' });
  });

  it('a 403 alerts the server message (client) and rejects with the status', async () => {
    const { dataProvider, alerts } = setup(() =>
      json(403, { message: '접근권한이 없습니다', code: 'forbidden' }),
    );
    const error = await dataProvider.getList('center/notifications', {}).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(403);
    expect(alerts).toEqual(['접근권한이 없습니다']);
  });

  it('delete and deleteMany send one DELETE per id', async () => {
    const { dataProvider, requests } = setup((r) => (r.method === 'DELETE' ? json(204, null) : undefined));
    const previousData = toRecord(notice);
    const one = await dataProvider.delete('center/notifications', { id: notice._id, previousData });
    expect(one.data).toBe(previousData);
    const many = await dataProvider.deleteMany('center/notifications', { ids: ['a', 'b'] });
    expect(many.data).toEqual(['a', 'b']);
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      `DELETE /api/console/center/notifications/${notice._id}`,
      'DELETE /api/console/center/notifications/a',
      'DELETE /api/console/center/notifications/b',
    ]);
  });

  it('exportXlsx downloads /export with the filter and sort, no paging, under the server file name', async () => {
    const { dataProvider, requests, saved } = setup((r) =>
      r.url.pathname.endsWith('/export')
        ? new Response(new Uint8Array([80, 75]), {
            status: 200,
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition': `attachment; filename="notices.xlsx"; filename*=UTF-8''${encodeURIComponent('공지사항_20261121.xlsx')}`,
            },
          })
        : undefined,
    );
    const name = await dataProvider.exportXlsx('center/notifications', {
      filter: { q: '모집', shows: true },
      sort: { field: 'views', order: 'ASC' },
    });
    expect(name).toBe('공지사항_20261121.xlsx');
    expect(saved[0]!.filename).toBe('공지사항_20261121.xlsx');
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({
      q: '모집',
      shows: 'true',
      sort: 'views',
      order: 'ASC',
    });
  });

  it('renews an expired access token before calling, once for concurrent calls', async () => {
    let renewals = 0;
    const { dataProvider, tokens, requests } = setup((r) => {
      if (r.url.pathname === '/api/auth/accessToken') {
        renewals += 1;
        return json(200, {
          accessToken: accessToken({ username: 'admin', scope: ['centerNotifications'] }),
          refreshToken: 'r2',
        });
      }
      return json(200, { notifications: [], total: 0 });
    });
    tokens.set({
      accessToken: accessToken({
        username: 'admin',
        scope: ['centerNotifications'],
        exp: Math.floor(Date.now() / 1000) - 5,
      }),
      refreshToken: 'r1',
    });
    await Promise.all([
      dataProvider.getList('center/notifications', {}),
      dataProvider.getList('center/notifications', {}),
      dataProvider.getList('center/notifications', {}),
    ]);
    expect(renewals).toBe(1);
    expect(tokens.get()?.refreshToken).toBe('r2');
    expect(requests.filter((r) => r.url.pathname === '/api/console/center/notifications')).toHaveLength(3);
  });
});
