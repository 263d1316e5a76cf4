import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer } from '../helpers/auth.ts';
import { type AdminTestApp, createAdminTestApp } from '../helpers/app.ts';

// The complex's facts (name, address, stations, map position, office) and the operator's
// legal details live in the setting, in Korean with optional English and Chinese, and feed the site.

let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const publicSetting = async (lang?: string) => {
  const res = await t.app.inject({
    url: '/api/v1/setting',
    headers: lang ? { 'accept-language': lang } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};
const consoleSetting = async () => {
  const res = await t.app.inject({ url: '/api/console/setting', headers: bearer(t.admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().setting;
};
const put = (payload: object, lang = 'ko') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/console/setting',
    headers: { ...bearer(t.admin), 'accept-language': lang },
    payload,
  });

describe('GET /api/v1/setting: the complex facts', () => {
  it('answers the seeded name, address, stations, position and office in Korean', async () => {
    const { complex } = (await publicSetting()).json().setting;
    expect(complex.name).toBe('정자역 청년안심주택');
    expect(complex.address).toMatch(/^경기도 성남시 분당구 /);
    expect(complex.stations).toHaveLength(2);
    expect(complex.stations.map((s: { line: string }) => s.line)).toEqual(['신분당선', '수인분당선']);
    expect(complex.stations[0]).toMatchObject({ name: '정자역', walkMin: 3 });
    expect(complex.lat).toBeGreaterThan(37);
    expect(complex.lat).toBeLessThan(38);
    expect(complex.lng).toBeGreaterThan(126);
    expect(complex.lng).toBeLessThan(128);
    expect(complex.officePhone).toMatch(/^0\d/);
    expect(complex.lang).toEqual({ name: 'ko', address: 'ko', officeHours: 'ko' });
  });

  it('answers English and Chinese where written, and says so in lang', async () => {
    const en = (await publicSetting('en')).json().setting;
    expect(en.complex.name).toBe('Jeongja Station Youth Safe Housing');
    expect(en.complex.address).toMatch(/Seongnam-si, Gyeonggi-do/);
    expect(en.complex.stations[1]).toMatchObject({ name: 'Jeongja Station', line: 'Suin–Bundang Line' });
    expect(en.complex.lang.name).toBe('en');
    expect(en.lang.companyName).toBe('en');
    const cn = (await publicSetting('cn')).json().setting;
    expect(cn.complex.name).toBe('亭子站青年安心住宅');
    expect(cn.complex.stations[0].line).toBe('新盆唐线');
    expect(cn.lang.companyName).toBe('cn');
  });

  it('varies by language so that no cache hands one language to another', async () => {
    const res = await publicSetting('en');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it('is read again on every page load: a manager edit is not hidden behind a 30 s cache', async () => {
    const res = await publicSetting();
    expect(String(res.headers['cache-control'])).toMatch(/no-cache/);
    const again = await t.app.inject({
      url: '/api/v1/setting',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('PUT /api/console/setting: editing the facts', () => {
  it('saves the facts with their translations and the site serves them', async () => {
    const stored = await consoleSetting();
    expect(stored.complex.translations.en.name).toBe('Jeongja Station Youth Safe Housing');
    const next = {
      ...stored,
      mailOrderNumber: '제2024-성남분당A-0123호',
      complex: {
        ...stored.complex,
        name: '미금역 청년안심주택',
        translations: { ...stored.complex.translations, en: { name: 'Migeum Station Youth Housing' } },
        stations: [{ ...stored.complex.stations[0], name: '미금역', walkMin: 4 }],
        lat: 37.35,
        lng: 127.109,
      },
    };
    const res = await put(next);
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicSetting()).json().setting).toMatchObject({
      mailOrderNumber: '제2024-성남분당A-0123호',
      complex: { name: '미금역 청년안심주택', lat: 37.35, stations: [{ name: '미금역', walkMin: 4 }] },
    });
    const en = (await publicSetting('en')).json().setting.complex;
    expect(en.name).toBe('Migeum Station Youth Housing');
    // the address's English text was dropped from `en`: Korean is served, marked as Korean
    expect(en.lang.address).toBe('ko');
    expect(await put(stored)).toHaveProperty('statusCode', 200);
  });

  it('refuses a bad phone, a position off the globe and a missing name, in ko, en and cn, changing nothing', async () => {
    const stored = await consoleSetting();
    const bad = {
      ...stored,
      complex: { ...stored.complex, name: ' ', officePhone: '031-12', lat: 91, lng: -181 },
    };
    const ko = await put(bad, 'ko');
    expect(ko.statusCode).toBe(400);
    expect(ko.json().errors).toMatchObject({
      'complex.name': '단지명을 입력해주세요',
      'complex.officePhone': '전화번호는 숫자와 하이픈(-)으로 입력해주세요',
      'complex.lat': '위도는 -90에서 90 사이의 숫자로 입력해주세요',
      'complex.lng': '경도는 -180에서 180 사이의 숫자로 입력해주세요',
    });
    const en = await put(bad, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toMatchObject({
      'complex.officePhone': 'Enter the phone number with digits and hyphens (-) only.',
      'complex.lat': 'Enter a latitude between -90 and 90.',
    });
    const cn = await put(bad, 'cn');
    expect(cn.json().errors['complex.lat']).toBe('请输入 -90 到 90 之间的纬度。');
    expect(cn.json().errors['complex.name']).toBe('请输入住宅区名称。');
    expect(await consoleSetting()).toEqual(stored);
  });

  it('refuses a station without walking minutes or with a colour that is not #rrggbb', async () => {
    const stored = await consoleSetting();
    const station = stored.complex.stations[0];
    const res = await put(
      { ...stored, complex: { ...stored.complex, stations: [{ ...station, walkMin: 0, color: 'red' }] } },
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      'complex.stations.0.walkMin': 'Enter the walking time in whole minutes from 1 to 60.',
      'complex.stations.0.color': 'Enter the line colour as #RRGGBB.',
    });
    const none = await put({ ...stored, complex: { ...stored.complex, stations: [] } }, 'en');
    expect(none.json().errors).toMatchObject({ 'complex.stations': 'Enter at least one nearby station.' });
  });
});
