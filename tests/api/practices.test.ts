import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { bearer } from '../helpers/auth.ts';
import { firstSheet } from '../helpers/xlsx.ts';

// Practice areas (전문 분야): a plain console resource (server/services/tableCrud.ts) under the `experts`
// scope, and the site's list of shown ones in the visitor's language.

const BASE = '/api/console/practices';
let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(t.admin), ...headers }, ...(payload ? { payload } : {}) });
const names = async (query: string) =>
  (await api('GET', `${BASE}?${query}`)).json().practices.map((p: { name: string }) => p.name);

describe('practice areas in the console', () => {
  it('creates, reads, updates and deletes one, trimmed, with its translations', async () => {
    const created = await api('POST', BASE, {
      name: '  practice-crud 해상운송  ',
      description: '선하증권과 운송 클레임',
      translations: { en: { name: 'Shipping', description: '' }, cn: { name: ' ' } },
      order: 40,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { practice } = created.json();
    expect(practice).toMatchObject({
      name: 'practice-crud 해상운송',
      description: '선하증권과 운송 클레임',
      translations: { en: { name: 'Shipping' } },
      order: 40,
      shows: true,
    });
    expect((await api('GET', `${BASE}/${practice._id}`)).json().practice).toEqual(practice);

    const hidden = await api('PUT', `${BASE}/${practice._id}`, { ...practice, shows: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().practice).toMatchObject({ shows: false, name: 'practice-crud 해상운송' });

    expect((await api('DELETE', `${BASE}/${practice._id}`)).statusCode).toBe(204);
    expect((await api('GET', `${BASE}/${practice._id}`)).statusCode).toBe(404);
    expect((await api('PUT', `${BASE}/${practice._id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await api('DELETE', `${BASE}/${practice._id}`)).statusCode).toBe(404);
  });

  it('refuses an empty name with its field error in the manager’s language, storing nothing', async () => {
    const ko = await api('POST', BASE, { name: '   ', description: 'practice-empty' });
    expect(ko.statusCode).toBe(400);
    expect(ko.json().errors).toEqual({ name: '분야명을 입력해주세요' });
    const en = await api('POST', BASE, { description: 'practice-empty' }, { 'accept-language': 'en' });
    expect(en.json().errors).toEqual({ name: 'Please enter the name of the practice area.' });
    expect((await api('GET', `${BASE}?q=practice-empty`)).json().total).toBe(0);
  });

  it('searches, filters by shows, sorts and pages, and exports the same rows', async () => {
    for (const [name, order, shows] of [
      ['practice-list 가', 3, true],
      ['practice-list 나', 1, false],
      ['practice-list 다', 2, true],
    ] as const) {
      expect((await api('POST', BASE, { name, order, shows })).statusCode).toBe(201);
    }
    expect(await names('q=practice-list')).toEqual([
      'practice-list 나',
      'practice-list 다',
      'practice-list 가',
    ]);
    expect(await names('q=practice-list&shows=true')).toEqual(['practice-list 다', 'practice-list 가']);
    expect(await names('q=practice-list&shows=false')).toEqual(['practice-list 나']);
    expect(await names('q=practice-list&sort=name&order=DESC')).toEqual([
      'practice-list 다',
      'practice-list 나',
      'practice-list 가',
    ]);
    const page = (await api('GET', `${BASE}?q=practice-list&limit=2&page=2`)).json();
    expect(page.total).toBe(3);
    expect(page.practices.map((p: { name: string }) => p.name)).toEqual(['practice-list 가']);

    const res = await api('GET', `${BASE}/export?q=practice-list&shows=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(/filename\*=UTF-8''.+_\d{8}\.xlsx/);
    const sheet = await firstSheet(res.rawPayload);
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1, 5), (v) => v ?? '')));
    expect(rows).toEqual([
      ['번호', '분야명', '설명', '순서'],
      [1, 'practice-list 다', '', 2],
      [2, 'practice-list 가', '', 3],
    ]);
  });
});

describe('GET /api/v1/practices', () => {
  const SEEDED = ['국제거래·계약', '관세·FTA 원산지', '지식재산권', '해외 노무', '조세', '분쟁·중재'];

  it('lists the shown areas by order in Korean, and in English where written', async () => {
    const hidden = await api('POST', BASE, { name: 'practice-public 숨김', order: 0, shows: false });
    expect(hidden.statusCode).toBe(201);
    const ko = await t.app.inject({ method: 'GET', url: '/api/v1/practices' });
    expect(ko.statusCode).toBe(200);
    const list = ko.json().practices as { name: string; lang: { name: string } }[];
    expect(list.map((p) => p.name).filter((name) => !name.startsWith('practice-'))).toEqual(SEEDED);
    expect(list.map((p) => p.name)).not.toContain('practice-public 숨김');
    expect(list[0]?.lang).toEqual({ name: 'ko', description: 'ko' });

    const en = await t.app.inject({
      method: 'GET',
      url: '/api/v1/practices',
      headers: { 'accept-language': 'en' },
    });
    const first = en.json().practices.find((p: { order: number }) => p.order === 1);
    expect(first).toMatchObject({
      name: 'International trade and contracts',
      lang: { name: 'en', description: 'en' },
    });
  });
});
