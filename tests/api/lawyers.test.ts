import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { bearer, minimalPdf, multipart, tinyPng } from '../helpers/auth.ts';
import { firstSheet } from '../helpers/xlsx.ts';

// Advisers (전문가) of the experts' directory: a console resource under the `experts` scope with a photo
// upload and practice areas by id, and the site's directory filtered by practice, country, language and text.

const BASE = '/api/console/lawyers';
let t: AdminTestApp;
let practiceIds: string[];

beforeAll(async () => {
  t = await createAdminTestApp();
  practiceIds = (await api('GET', '/api/console/practices?limit=100'))
    .json()
    .practices.map((p: { _id: string }) => p._id);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(t.admin), ...headers }, ...(payload ? { payload } : {}) });
const site = (url: string, locale = 'ko') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });

async function upload(filename: string, content: Buffer): Promise<string> {
  const body = multipart([{ field: 'upload', filename, content }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/files',
    headers: { ...bearer(t.admin), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file._id;
}

describe('advisers in the console', () => {
  it('creates one with a photo, practice areas, countries and languages, edits and deletes it', async () => {
    const photo = await upload('photo.png', tinyPng());
    const created = await api('POST', BASE, {
      kind: 'patentAttorney',
      name: '  lawyer-crud 홍길동 ',
      photo,
      firm: '테스트 특허',
      specialties: [practiceIds[2]],
      alsoHandles: [practiceIds[0], practiceIds[0]],
      countries: ['US', 'CN', 'US'],
      languages: ['en'],
      translations: { en: { name: 'Gildong Hong', career: 'Patents' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { lawyer } = created.json();
    expect(lawyer).toMatchObject({
      kind: 'patentAttorney',
      name: 'lawyer-crud 홍길동',
      photo: `/api/v1/files/${photo}`,
      specialties: [practiceIds[2]],
      alsoHandles: [practiceIds[0]],
      countries: ['US', 'CN'],
      languages: ['en'],
      accepting: true,
      shows: true,
    });
    // the photo is now in use: the profile serves it
    expect((await site(lawyer.photo)).statusCode).toBe(200);

    const edited = await api('PUT', `${BASE}/${lawyer._id}`, {
      ...lawyer,
      photo: lawyer.photo,
      accepting: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().lawyer).toMatchObject({ accepting: false, photo: lawyer.photo });

    expect((await api('DELETE', `${BASE}/${lawyer._id}`)).statusCode).toBe(204);
    expect((await api('GET', `${BASE}/${lawyer._id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with field errors in the manager’s language, storing nothing', async () => {
    const cases: [object, string, string, string][] = [
      [{ name: ' ' }, 'name', '전문가 이름을 입력해주세요', 'Please enter the adviser’s name.'],
      [
        { name: 'lawyer-bad', specialties: practiceIds.slice(0, 3) },
        'specialties',
        '전문 분야는 두 개까지 등록할 수 있습니다',
        'At most two specialist practice areas can be registered.',
      ],
      [
        { name: 'lawyer-bad', specialties: [crypto.randomUUID()] },
        'specialties',
        '없는 전문 분야입니다. 분야를 다시 선택해주세요',
        'That practice area does not exist. Please choose it again.',
      ],
      [
        { name: 'lawyer-bad', specialties: [practiceIds[1]], alsoHandles: [practiceIds[1]] },
        'alsoHandles',
        '전문 분야로 등록한 분야는 취급 분야에서 빼주세요',
        'A specialist practice area cannot also be listed as “also handles”.',
      ],
      [
        { name: 'lawyer-bad', countries: ['XX'] },
        'countries.0',
        '지원 국가를 목록에서 선택해주세요',
        'Please choose the countries from the list.',
      ],
      [
        { name: 'lawyer-bad', kind: 'judge' },
        'kind',
        '전문가 구분을 선택해주세요',
        'Please choose the kind of adviser.',
      ],
    ];
    for (const [body, field, ko, en] of cases) {
      const koRes = await api('POST', BASE, body);
      expect(koRes.statusCode, JSON.stringify(body)).toBe(400);
      expect(koRes.json().errors[field]).toBe(ko);
      const enRes = await api('POST', BASE, body, { 'accept-language': 'en' });
      expect(enRes.json().errors[field]).toBe(en);
    }
    // a private document's id is not a photo
    const pdf = await upload('doc.pdf', minimalPdf());
    const res = await api('POST', BASE, { name: 'lawyer-bad', photo: pdf });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['photo']);
    expect((await api('GET', `${BASE}?q=lawyer-bad`)).json().total).toBe(0);
  });

  it('filters by kind and exports the rows', async () => {
    const list = (await api('GET', `${BASE}?kind=accountant`)).json();
    expect(list.total).toBe(2);
    const res = await api('GET', `${BASE}/export?kind=accountant`);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await firstSheet(res.rawPayload);
    expect(sheet.getRow(1).getCell(3).value).toBe('이름');
    expect(sheet.getRow(2).getCell(2).value).toBe('회계사');
    expect(sheet.rowCount).toBe(3);
  });
});

describe('GET /api/v1/lawyers', () => {
  type Item = { _id: string; name: string; specialties: { _id: string; name: string }[] };
  const names = async (query: string, locale = 'ko') =>
    (await site(`/api/v1/lawyers?${query}`, locale)).json().lawyers.map((l: Item) => l.name);

  it('lists the dozen seeded advisers in order, with the countries and languages they cover', async () => {
    const res = await site('/api/v1/lawyers?limit=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const seeded = body.lawyers.filter((l: Item) => !l.name.startsWith('lawyer-'));
    expect(seeded).toHaveLength(12);
    expect(seeded[0]).toMatchObject({
      name: '김서연',
      kind: 'lawyer',
      lang: { name: 'ko', firm: 'ko', title: 'ko', career: 'ko' },
      specialties: [{ name: '국제거래·계약' }, { name: '분쟁·중재' }],
      countries: ['US', 'VN'],
    });
    expect(body.countries).toEqual(expect.arrayContaining(['US', 'CN', 'JP', 'VN']));
    expect(body.languages).toEqual(expect.arrayContaining(['ko', 'en', 'zh']));
  });

  it('filters by practice area, country, language and text, in the visitor’s language', async () => {
    const ip = practiceIds[2];
    // specialists and those who also handle it (윤지아)
    expect(await names(`practice=${ip}`)).toEqual(['이하은', '윤지아', '임태양']);
    expect(await names(`practice=${ip}&country=DE`)).toEqual(['윤지아', '임태양']);
    expect(await names('country=JP&language=ja')).toEqual(['정민재', '한소율']);
    expect(await names('q=SIAC')).toEqual(['서하람']);
    // English texts are searched too, and served to an English reader
    expect(await names('q=Kim', 'en')).toEqual(['Seoyeon Kim']);
    const en = (await site(`/api/v1/lawyers?practice=${ip}`, 'en')).json().lawyers[0];
    expect(en).toMatchObject({ name: 'Haeun Lee', specialties: [{ name: 'Intellectual property' }] });
    expect((await site('/api/v1/lawyers?country=ZZ', 'en')).json().errors).toEqual({
      country: 'Please choose the countries from the list.',
    });
  });

  it('answers one shown adviser’s profile; a hidden or unknown one is a 404', async () => {
    const [first] = (await site('/api/v1/lawyers?limit=1')).json().lawyers;
    const one = await site(`/api/v1/lawyers/${first._id}`, 'cn');
    expect(one.statusCode).toBe(200);
    expect(one.json().lawyer).toMatchObject({ _id: first._id, name: '金瑞妍', lang: { name: 'cn' } });

    const hidden = (await api('POST', BASE, { name: 'lawyer-hidden', shows: false })).json().lawyer;
    expect((await site(`/api/v1/lawyers/${hidden._id}`)).statusCode).toBe(404);
    expect(await names('q=lawyer-hidden')).toEqual([]);
    expect((await site(`/api/v1/lawyers/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});
