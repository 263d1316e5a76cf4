import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '#server/db/schema/index.ts';
import { SINGLE_INSTANCE } from '#server/scaleConfig.ts';
import { createTestApp, loginAdmin, type TestApp } from '../helpers/app.ts';
import { bearer, login, minimalPdf, multipart, tinyPng } from '../helpers/auth.ts';
import { applicationBody, createRound, person, submit } from './application-helpers.ts';

// What managers write for the public has a Korean text (required) and optional English
// and Chinese texts; the public API answers the request's language, falling back to Korean and saying so
// (`lang`), and the console stores and returns all three (docs/decisions/0012-localized-content.md).

let t: TestApp;
let app: FastifyInstance;
let admin: string;
let scheduler: string;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  admin = await loginAdmin(app);
  scheduler = (await login(app, 'scheduler', 'Sched!2345')).accessToken;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const consoleApi = (method: Method, url: string, payload?: object, token = admin) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const publicGet = (url: string, lang: string) =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

async function upload(filename: string, content: Buffer): Promise<string> {
  const body = multipart([{ field: 'upload', filename, content }]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/files',
    headers: { ...bearer(admin), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file._id;
}

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

interface Resource {
  name: string;
  /** console path and the key of one record in its answers */
  path: string;
  one: string;
  token?: () => string;
  /** a valid body with the Korean texts and an English translation of `field` */
  body: () => Promise<Record<string, unknown>>;
  /** the translated text field (`title`) and its public read */
  field: string;
  read: (id: string, lang: string) => Promise<Record<string, unknown> | undefined>;
  /** the Korean field's limit, for the too-long check */
  max: number;
}

const KO = '한국어 제목';
const EN = 'English title';

const fromList = (url: string, key: string) => async (id: string, lang: string) => {
  const res = await publicGet(url, lang);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json()[key] as Record<string, unknown>[]).find((r) => r._id === id);
};

const RESOURCES: Resource[] = [
  {
    name: 'banner',
    path: '/api/console/banners',
    one: 'banner',
    field: 'title',
    max: 200,
    body: async () => ({
      code: 'l10n',
      title: KO,
      subtitle: '부제목',
      translations: { en: { title: EN } },
      image: await upload('slide.png', tinyPng()),
    }),
    read: fromList('/api/v1/banners/l10n', 'banners'),
  },
  {
    name: 'popup',
    path: '/api/console/popups',
    one: 'popup',
    field: 'title',
    max: 200,
    body: async () => ({
      title: KO,
      translations: { en: { title: EN } },
      image: await upload('popup.png', tinyPng()),
      startAt: iso(-HOUR),
      endAt: iso(HOUR),
    }),
    read: fromList('/api/v1/popups', 'popups'),
  },
  {
    name: 'term',
    path: '/api/console/terms',
    one: 'term',
    field: 'title',
    max: 200,
    body: async () => ({
      code: 'l10n-term',
      title: KO,
      content: '<p>약관 본문</p>',
      translations: { en: { title: EN } },
    }),
    read: async (_id, lang) => (await publicGet('/api/v1/terms/l10n-term', lang)).json().term,
  },
  {
    name: 'notice',
    path: '/api/console/center/notifications',
    one: 'notification',
    field: 'title',
    max: 200,
    body: async () => ({ title: KO, content: '<p>공지 본문</p>', translations: { en: { title: EN } } }),
    read: async (id, lang) =>
      (await publicGet(`/api/v1/center/notifications/${id}`, lang)).json().notification,
  },
  {
    name: 'FAQ',
    path: '/api/console/center/faqs',
    one: 'faq',
    field: 'question',
    max: 300,
    body: async () => ({
      category: '기타',
      question: KO,
      answer: '<p>답변</p>',
      translations: { en: { question: EN } },
    }),
    read: fromList('/api/v1/center/faqs?limit=100', 'faqs'),
  },
  {
    name: 'download',
    path: '/api/console/center/downloads',
    one: 'download',
    field: 'title',
    max: 200,
    body: async () => ({
      title: KO,
      content: '',
      translations: { en: { title: EN } },
      files: [await upload('form.pdf', minimalPdf())],
    }),
    read: async (id, lang) => (await publicGet(`/api/v1/center/downloads/${id}`, lang)).json().download,
  },
  {
    name: 'schedule',
    path: '/api/console/application/schedules',
    one: 'schedule',
    token: () => scheduler,
    field: 'title',
    max: 100,
    body: async () => ({
      round: 7001,
      title: KO,
      openAt: iso(24 * HOUR),
      deadAt: iso(48 * HOUR),
      message: { beforeOpen: '접수 전', dead: '마감', dead2: '', stop: '중지' },
      translations: { en: { title: EN, beforeOpen: 'Not open yet' } },
    }),
    read: fromList('/api/v1/application/schedules', 'schedules'),
  },
];

describe.each(RESOURCES)('$name', (r) => {
  let id: string;

  it('the console stores the Korean, English and Chinese texts and returns all three', async () => {
    const body = await r.body();
    const created = await consoleApi('POST', r.path, body, r.token?.());
    expect(created.statusCode, created.body).toBe(201);
    id = created.json()[r.one]._id;
    expect(created.json()[r.one][r.field]).toBe(KO);
    expect(created.json()[r.one].translations).toEqual(body.translations);

    const cnToo = { ...(body.translations as object), cn: { [r.field]: '中文标题' } };
    const put = await consoleApi('PUT', `${r.path}/${id}`, { ...body, translations: cnToo }, r.token?.());
    expect(put.statusCode, put.body).toBe(200);
    const read = await consoleApi('GET', `${r.path}/${id}`, undefined, r.token?.());
    expect(read.json()[r.one][r.field]).toBe(KO);
    expect(read.json()[r.one].translations).toMatchObject({
      en: { [r.field]: EN },
      cn: { [r.field]: '中文标题' },
    });

    // back to English only: a blank Chinese text counts as none
    const blank = { ...(body.translations as object), cn: { [r.field]: '   ' } };
    const cleared = await consoleApi('PUT', `${r.path}/${id}`, { ...body, translations: blank }, r.token?.());
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()[r.one].translations.cn).toBeUndefined();

    // an edit that leaves `translations` out (a client that does not know them) keeps them
    const { translations: _left, ...withoutTranslations } = body;
    const kept = await consoleApi('PUT', `${r.path}/${id}`, withoutTranslations, r.token?.());
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()[r.one].translations).toEqual(body.translations);
  });

  it('the public API answers the English text in English, and Korean (marked ko) in Chinese and Korean', async () => {
    const en = await r.read(id, 'en-US,en;q=0.9');
    expect(en?.[r.field]).toBe(EN);
    expect(en?.lang).toMatchObject({ [r.field]: 'en' });
    expect(en).not.toHaveProperty('translations');

    const cn = await r.read(id, 'zh-CN');
    expect(cn?.[r.field]).toBe(KO);
    expect(cn?.lang).toMatchObject({ [r.field]: 'ko' });

    const ko = await r.read(id, 'ko');
    expect(ko?.[r.field]).toBe(KO);
    expect(ko?.lang).toMatchObject({ [r.field]: 'ko' });
  });

  it('refuses a too-long English or Chinese text with the Korean field’s message', async () => {
    const body = await r.body();
    const korean = await consoleApi(
      'PUT',
      `${r.path}/${id}`,
      { ...body, [r.field]: 'a'.repeat(r.max + 1) },
      r.token?.(),
    );
    expect(korean.statusCode).toBe(400);
    const message = korean.json().errors[r.field];
    expect(message).toBeTruthy();
    for (const locale of ['en', 'cn']) {
      const res = await consoleApi(
        'PUT',
        `${r.path}/${id}`,
        { ...body, translations: { [locale]: { [r.field]: 'a'.repeat(r.max + 1) } } },
        r.token?.(),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[`translations.${locale}.${r.field}`]).toBe(message);
    }
  });
});

describe('rich text and messages', () => {
  it('sanitizes English and Chinese rich text as the Korean is sanitized', async () => {
    const res = await consoleApi('POST', '/api/console/center/notifications', {
      title: '공지',
      content: '<p>본문<script>alert(1)</script></p>',
      translations: {
        en: {
          title: 'Notice',
          content: '<p>Body<script>alert(1)</script><img src=x onerror="alert(2)"></p>',
        },
        cn: { content: '<p>正文<iframe src="https://evil.example"></iframe></p>' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { content, translations } = res.json().notification;
    expect(content).not.toMatch(/script|alert/);
    expect(translations.en.content).toContain('Body');
    expect(translations.en.content).not.toMatch(/script|alert|onerror/);
    expect(translations.cn.content).toContain('正文');
    expect(translations.cn.content).not.toMatch(/iframe|evil/);

    const id = res.json().notification._id;
    const cn = (await publicGet(`/api/v1/center/notifications/${id}`, 'zh-CN')).json().notification;
    expect(cn).toMatchObject({
      title: '공지',
      content: translations.cn.content,
      lang: { title: 'ko', content: 'cn' },
    });
  });

  it('keeps a title as plain text (the site escapes it) and drops an editor’s empty document', async () => {
    const res = await consoleApi('POST', '/api/console/terms', {
      code: 'l10n-plain',
      title: '약관',
      content: '<p>본문</p>',
      translations: { en: { title: '<b>Terms</b>', content: '<p></p>' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    // an editor's empty document is no translation: the English page falls back to the Korean body
    expect(res.json().term.translations.en).toEqual({ title: '<b>Terms</b>' });
    const en = (await publicGet('/api/v1/terms/l10n-plain', 'en')).json().term;
    expect(en).toMatchObject({ content: '<p>본문</p>', lang: { title: 'en', content: 'ko' } });
  });

  it('a write refused by a stopped round answers the round’s own English stop message', async () => {
    const now = Date.now();
    const round = await createRound(t.db, {
      openAt: new Date(now - HOUR),
      deadAt: new Date(now + HOUR),
      stops: true,
    });
    await t.db
      .update(schedules)
      .set({ translations: { en: { stop: 'Paused for maintenance' } } })
      .where(eq(schedules.id, round.id));
    const body = applicationBody(round.id, person());
    expect((await submit(app, body, { lang: 'en' })).json()).toMatchObject({
      message: 'Paused for maintenance',
      code: 'applicationStopped',
    });
    // no Chinese text: the catalog's Chinese message, not the Korean one
    const cn = (await submit(app, body, { lang: 'zh-CN' })).json();
    expect(cn.code).toBe('applicationStopped');
    expect(cn.message).not.toMatch(/[가-힣]/);
  });
});

describe('seeded content', () => {
  it('has English and Chinese hero slides, popups and the four terms', async () => {
    for (const [lang, locale] of [
      ['en', 'en'],
      ['zh-CN', 'cn'],
    ] as const) {
      const banners = (await publicGet('/api/v1/banners/home', lang)).json().banners;
      expect(banners.length).toBeGreaterThanOrEqual(3);
      for (const b of banners) {
        expect(b.lang).toEqual({ title: locale, subtitle: locale });
        expect(b.title).not.toMatch(/[가-힣]/);
      }
      // the seeded ones (the tests above add their own)
      const popups = (await publicGet('/api/v1/popups', lang))
        .json()
        .popups.filter((p: { image: string }) => p.image.startsWith('/images/'));
      expect(popups.length).toBe(2);
      for (const p of popups) {
        // the popup's text is drawn in its image: each language has its own
        expect(p.lang).toEqual({ title: locale, image: locale });
        expect(p.image).toMatch(new RegExp(`-${locale}\\.svg$`));
      }

      const terms = (await publicGet('/api/v1/terms', lang)).json().terms;
      for (const code of ['privacy', 'service', 'collect', 'third-party']) {
        const term = terms.find((x: { code: string }) => x.code === code);
        expect(term.lang).toEqual({ title: locale, content: locale });
        expect(term.title).not.toMatch(/[가-힣]/);
      }
    }
    const privacy = (await publicGet('/api/v1/terms/privacy', 'en')).json().term;
    expect(privacy.title).toBe('Privacy Policy');
    const ko = (await publicGet('/api/v1/banners/home', 'ko')).json().banners;
    expect(ko[0]).toMatchObject({
      title: '역세권 청년안심주택, 480세대의 새로운 시작',
      lang: { title: 'ko' },
    });
  });
});

describe('caches', () => {
  it('keeps one answer per language: the micro-cache and browsers never hand English to a Korean visitor', async () => {
    const cached = await createTestApp({ scale: { ...SINGLE_INSTANCE, publicCacheMs: 60_000 } });
    try {
      for (const url of [
        '/api/v1/popups',
        '/api/v1/application/schedules',
        '/api/v1/terms',
        '/api/v1/banners/home',
      ]) {
        const get = (lang: string) =>
          cached.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
        const ko = await get('ko');
        const en = await get('en');
        const koAgain = await get('ko');
        expect(en.body, url).not.toBe(ko.body);
        expect(koAgain.body, url).toBe(ko.body);
        expect(String(en.headers.vary), url).toMatch(/accept-language/i);
      }
    } finally {
      await cached.close();
    }
  });
});
