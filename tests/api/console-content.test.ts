import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '#domain/scopes.ts';
import { createTestApp, loginAdmin } from '../helpers/app.ts';
import { bearer, createManager, login, minimalPdf, multipart, tinyPng } from '../helpers/auth.ts';
import { firstSheet } from '../helpers/xlsx.ts';

// The console's site content: FAQs, form downloads, terms, popups and home banners — each guarded
// by its scope, validated with the form's messages, HTML sanitized, exported as .xlsx, and read back
// through the public API the site uses.

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  token = await loginAdmin(app);
});
afterAll(() => close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
const publicGet = (url: string) => app.inject({ method: 'GET', url });

async function upload(filename: string, content: Buffer): Promise<{ _id: string; url: string }> {
  const body = multipart([{ field: 'upload', filename, content }]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/files',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file;
}

async function readXlsx(url: string): Promise<{ name: string; rows: unknown[][] }> {
  const res = await api('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
  expect(String(res.headers['content-disposition'])).toMatch(/filename\*=UTF-8''.+_\d{8}\.xlsx/);
  const sheet = await firstSheet(res.rawPayload);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (v) => v ?? '')));
  return { name: sheet.name, rows };
}

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const RESOURCES: { path: string; scope: Scope; list: string }[] = [
  { path: '/api/console/center/faqs', scope: 'centerFaqs', list: 'faqs' },
  { path: '/api/console/center/downloads', scope: 'centerDownloads', list: 'downloads' },
  { path: '/api/console/terms', scope: 'terms', list: 'terms' },
  { path: '/api/console/popups', scope: 'popups', list: 'popups' },
  { path: '/api/console/banners', scope: 'banners', list: 'banners' },
];

describe('scopes', () => {
  it('each resource opens only with its own scope; 403 "접근권한이 없습니다" otherwise', async () => {
    const tokens = new Map<Scope, string>();
    for (const { scope } of RESOURCES) {
      const username = `only${scope.toLowerCase()}`;
      await createManager(app, { username, password: 'Scope!2345', scope: ['manager', scope] });
      tokens.set(scope, (await login(app, username, 'Scope!2345')).accessToken);
    }
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const resource of RESOURCES) {
      for (const [scope, other] of tokens) {
        const list = await app.inject({ method: 'GET', url: resource.path, headers: bearer(other) });
        if (scope === resource.scope) {
          expect(list.statusCode, `${scope} → ${resource.path}`).toBe(200);
          expect(Array.isArray(list.json()[resource.list])).toBe(true);
          continue;
        }
        expect(list.statusCode, `${scope} → ${resource.path}`).toBe(403);
        expect(list.json().message).toBe('접근권한이 없습니다');
        for (const [method, url] of [
          ['GET', `${resource.path}/export`],
          ['GET', `${resource.path}/${someId}`],
          ['POST', resource.path],
          ['PUT', `${resource.path}/${someId}`],
          ['DELETE', `${resource.path}/${someId}`],
        ] as const) {
          const res = await app.inject({ method, url, headers: bearer(other), payload: {} });
          expect(res.statusCode, `${scope} ${method} ${url}`).toBe(403);
        }
      }
      expect((await app.inject({ method: 'GET', url: resource.path })).statusCode).toBe(401);
    }
  });
});

describe('FAQs', () => {
  const BASE = '/api/console/center/faqs';

  it('creates, reads, updates and deletes an entry with sanitized rich text; the site follows', async () => {
    const created = await api('POST', BASE, {
      category: ' 청약자격 ',
      question: '  faq-crud 소득 기준은?  ',
      answer:
        '<p>도시근로자 <strong>100%</strong> 이하<script>alert(1)</script></p><img src="/api/editor/x.png" onerror="alert(2)">',
      order: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { faq } = created.json();
    expect(faq).toMatchObject({
      category: '청약자격',
      question: 'faq-crud 소득 기준은?',
      order: 3,
      shows: true,
    });
    expect(faq.answer).toContain('<strong>100%</strong>');
    expect(faq.answer).toContain('<img src="/api/editor/x.png" />');
    expect(faq.answer).not.toMatch(/script|alert|onerror/);
    expect((await api('GET', `${BASE}/${faq._id}`)).json().faq).toEqual(faq);

    const site = async () =>
      (await publicGet('/api/v1/center/faqs?q=faq-crud')).json().faqs.map((f: { _id: string }) => f._id);
    expect(await site()).toEqual([faq._id]);

    const hidden = await api('PUT', `${BASE}/${faq._id}`, {
      ...faq,
      question: 'faq-crud 숨김',
      shows: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().faq).toMatchObject({ question: 'faq-crud 숨김', shows: false });
    expect(await site()).toEqual([]);

    expect((await api('DELETE', `${BASE}/${faq._id}`)).statusCode).toBe(204);
    expect((await api('GET', `${BASE}/${faq._id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `${BASE}/${faq._id}`)).statusCode).toBe(404);
  });

  it('validates with the form’s messages in Korean and English', async () => {
    const ko = await api('POST', BASE, { category: '', question: ' ', answer: '<p><br></p>', order: -1 });
    expect(ko.statusCode).toBe(400);
    expect(ko.json().errors).toEqual({
      category: '분류를 입력해주세요',
      question: '질문을 입력해주세요',
      answer: '답변을 입력해주세요',
      order: '순서를 0 이상 9999 이하의 정수로 입력해주세요',
    });
    expect(ko.json().message).toBe('분류를 입력해주세요');
    const en = await api(
      'POST',
      BASE,
      { category: 'a', question: 'q', answer: '' },
      { 'accept-language': 'en' },
    );
    expect(en.json().errors).toEqual({ answer: 'Please enter the answer to the question.' });
    const count = (await api('GET', `${BASE}?q=faq-crud`)).json().total;
    expect(count).toBe(0);
  });

  it('searches, filters by category and shows, sorts and pages on the server', async () => {
    const make = (category: string, question: string, order: number, shows = true) =>
      api('POST', BASE, { category, question, answer: `<p>${question} 답</p>`, order, shows });
    await make('faq-list-A', 'faq-list 하나', 2);
    await make('faq-list-A', 'faq-list 둘', 1, false);
    await make('faq-list-B', 'faq-list 셋', 0);
    const questions = async (query: string) => {
      const res = await api('GET', `${BASE}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return { list: res.json().faqs.map((f: { question: string }) => f.question), total: res.json().total };
    };
    expect((await questions('q=faq-list')).list).toEqual(['faq-list 셋', 'faq-list 둘', 'faq-list 하나']);
    expect((await questions('q=faq-list&category=faq-list-A')).list).toEqual([
      'faq-list 둘',
      'faq-list 하나',
    ]);
    expect((await questions('q=faq-list&shows=false')).list).toEqual(['faq-list 둘']);
    expect((await questions('q=faq-list&sort=order&order=DESC')).list[0]).toBe('faq-list 하나');
    expect(await questions('q=faq-list&page=2&limit=2')).toEqual({ list: ['faq-list 하나'], total: 3 });
    expect((await api('GET', `${BASE}?sort=answer`)).statusCode).toBe(400);

    const xlsx = await readXlsx(`${BASE}/export?q=faq-list&category=faq-list-A`);
    expect(xlsx.name).toBe('자주 묻는 질문');
    expect(xlsx.rows[0]).toEqual(['번호', '분류', '질문', '답변', '순서', '노출', '등록일시', '수정일시']);
    expect(xlsx.rows).toHaveLength(3);
    expect(xlsx.rows[1]!.slice(0, 6)).toEqual([1, 'faq-list-A', 'faq-list 둘', 'faq-list 둘 답', 1, 'N']);
  });
});

describe('form downloads', () => {
  const BASE = '/api/console/center/downloads';

  it('creates a download with files and a sanitized description; the site lists and serves it', async () => {
    const pdf = await upload('입주신청서.pdf', minimalPdf());
    const created = await api('POST', BASE, {
      title: 'dl-crud 입주신청서 양식',
      content: '<p>작성 후 제출<script>steal()</script></p>',
      files: [pdf._id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { download } = created.json();
    expect(download).toMatchObject({ title: 'dl-crud 입주신청서 양식', shows: true, views: 0 });
    expect(download.content).toBe('<p>작성 후 제출</p>');
    expect(download.files).toEqual([expect.objectContaining({ _id: pdf._id, name: '입주신청서.pdf' })]);

    const site = await publicGet('/api/v1/center/downloads?q=dl-crud');
    expect(site.json().downloads.map((d: { _id: string }) => d._id)).toEqual([download._id]);
    expect((await publicGet(pdf.url)).statusCode).toBe(200);

    const hidden = await api('PUT', `${BASE}/${download._id}`, {
      title: download.title,
      content: download.content,
      files: [pdf._id],
      shows: false,
    });
    expect(hidden.json().download.shows).toBe(false);
    expect((await publicGet('/api/v1/center/downloads?q=dl-crud')).json().total).toBe(0);
    expect((await publicGet(`/api/v1/center/downloads/${download._id}`)).statusCode).toBe(404);

    const xlsx = await readXlsx(`${BASE}/export?q=dl-crud`);
    expect(xlsx.name).toBe('서식 다운로드');
    expect(xlsx.rows[0]).toEqual(['번호', '제목', '설명', '첨부파일', '노출', '조회수', '등록일시']);
    expect(xlsx.rows[1]!.slice(0, 6)).toEqual([
      1,
      'dl-crud 입주신청서 양식',
      '작성 후 제출',
      '입주신청서.pdf',
      'N',
      0,
    ]);

    expect((await api('DELETE', `${BASE}/${download._id}`)).statusCode).toBe(204);
    expect((await api('GET', `${BASE}/${download._id}`)).statusCode).toBe(404);
  });

  it('needs a title and at least one public file', async () => {
    const res = await api('POST', BASE, { title: '', files: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: '제목을 입력해주세요',
      files: '서식 파일을 1개 이상 첨부해주세요',
    });
    const en = await api('POST', BASE, { title: 'x', files: [] }, { 'accept-language': 'en' });
    expect(en.json().message).toBe('Please attach at least one form file.');
    const missing = await api('POST', BASE, { title: 'x', files: ['00000000-0000-4000-8000-000000000000'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.files).toBe('첨부파일을 찾을 수 없습니다. 다시 올려주세요');
  });
});

describe('terms', () => {
  const BASE = '/api/console/terms';

  it('creates a term whose code the site serves; a taken code is 409; content is sanitized', async () => {
    const created = await api('POST', BASE, {
      code: 'marketing',
      title: '마케팅 정보 수신 동의',
      content:
        '<h2>목적</h2><p>혜택 안내<iframe src="https://evil.example"></iframe></p><a href="javascript:x()">x</a>',
      required: false,
      order: 9,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { term } = created.json();
    expect(term.content).toBe('<h2>목적</h2><p>혜택 안내</p><a>x</a>');
    expect((await publicGet('/api/v1/terms/marketing')).json().term).toMatchObject({
      code: 'marketing',
      title: '마케팅 정보 수신 동의',
      required: false,
    });

    const taken = await api('POST', BASE, { ...term, code: 'privacy' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.code).toBe('이미 사용 중인 약관 코드입니다');
    const renameTaken = await api('PUT', `${BASE}/${term._id}`, { ...term, code: 'privacy' });
    expect(renameTaken.statusCode).toBe(409);

    const updated = await api('PUT', `${BASE}/${term._id}`, {
      ...term,
      required: true,
      title: '마케팅 동의(필수)',
    });
    expect(updated.json().term).toMatchObject({ required: true, title: '마케팅 동의(필수)' });
    expect((await publicGet('/api/v1/terms/marketing')).json().term.required).toBe(true);

    const listed = await api('GET', `${BASE}?required=true&q=marketing`);
    expect(listed.json().terms.map((t: { code: string }) => t.code)).toEqual(['marketing']);
    const xlsx = await readXlsx(`${BASE}/export?q=marketing`);
    expect(xlsx.rows[0]).toEqual(['번호', '코드', '제목', '필수 동의', '순서', '내용', '수정일시']);
    expect(xlsx.rows[1]!.slice(0, 6)).toEqual([
      1,
      'marketing',
      '마케팅 동의(필수)',
      'Y',
      9,
      '목적\n혜택 안내\nx',
    ]);

    expect((await api('DELETE', `${BASE}/${term._id}`)).statusCode).toBe(204);
    expect((await publicGet('/api/v1/terms/marketing')).statusCode).toBe(404);
  });

  it('refuses a code with capitals or spaces, in the request language', async () => {
    const res = await api('POST', BASE, { code: 'Bad Code', title: 't', content: '<p>c</p>' });
    expect(res.json().errors.code).toBe('코드는 영문 소문자, 숫자, 하이픈(-)으로 50자 이내로 입력해주세요');
    const en = await api('POST', BASE, { code: '', title: '', content: '' }, { 'accept-language': 'en' });
    expect(en.json().errors).toEqual({
      code: 'The code can have lowercase letters, digits and hyphens (-), at most 50 characters.',
      title: 'Please enter a title.',
      content: 'Please enter the content.',
    });
  });
});

describe('popups', () => {
  const BASE = '/api/console/popups';

  it('creates a popup from an uploaded image; it shows on the site until hidden or out of its period', async () => {
    const png = await upload('event.png', tinyPng());
    const input = {
      title: 'popup-crud 입주 박람회',
      image: png._id,
      link: '/center/notice',
      startAt: iso(-HOUR),
      endAt: iso(24 * HOUR),
      x: 40,
      y: 60,
      width: 360,
      order: 1,
    };
    const created = await api('POST', BASE, input);
    expect(created.statusCode, created.body).toBe(201);
    const { popup } = created.json();
    expect(popup).toMatchObject({
      image: png.url,
      link: '/center/notice',
      x: 40,
      y: 60,
      width: 360,
      shows: true,
    });
    const onSite = async () =>
      (await publicGet('/api/v1/popups')).json().popups.map((p: { _id: string }) => p._id) as string[];
    expect(await onSite()).toContain(popup._id);
    expect((await publicGet(popup.image)).headers['content-type']).toBe('image/png');

    // Kept image (its address), hidden: gone from the site.
    const hidden = await api('PUT', `${BASE}/${popup._id}`, { ...input, image: popup.image, shows: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().popup.image).toBe(png.url);
    expect(await onSite()).not.toContain(popup._id);

    // Shown again but its period is over: gone too; the console's `current` filter tells them apart.
    await api('PUT', `${BASE}/${popup._id}`, {
      ...input,
      image: popup.image,
      startAt: iso(-48 * HOUR),
      endAt: iso(-HOUR),
    });
    expect(await onSite()).not.toContain(popup._id);
    const past = await api('GET', `${BASE}?q=popup-crud&current=false`);
    expect(past.json().popups.map((p: { _id: string }) => p._id)).toEqual([popup._id]);
    expect((await api('GET', `${BASE}?q=popup-crud&current=true`)).json().total).toBe(0);

    const xlsx = await readXlsx(`${BASE}/export?q=popup-crud`);
    expect(xlsx.name).toBe('팝업');
    expect(xlsx.rows[0]).toEqual([
      '번호',
      '제목',
      '이미지',
      '링크',
      '노출 시작',
      '노출 종료',
      '가로 위치(px)',
      '세로 위치(px)',
      '너비(px)',
      '순서',
      '노출',
    ]);
    expect(xlsx.rows[1]![1]).toBe('popup-crud 입주 박람회');
    expect(xlsx.rows[1]![4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await api('DELETE', `${BASE}/${popup._id}`)).statusCode).toBe(204);
  });

  it('refuses a non-image file, a bad link, a reversed period and a bad position', async () => {
    const pdf = await upload('not-an-image.pdf', minimalPdf());
    const base = { title: 'p', startAt: iso(0), endAt: iso(HOUR) };
    const notImage = await api('POST', BASE, { ...base, image: pdf._id });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.image).toBe(
      '이미지를 찾을 수 없습니다. jpg 또는 png 파일을 다시 올려주세요',
    );
    const bad = await api('POST', BASE, {
      title: 'p',
      image: '',
      link: 'javascript:alert(1)',
      startAt: iso(HOUR),
      endAt: iso(0),
      x: -5,
      width: 50,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      image: '이미지를 올려주세요',
      link: '링크는 /로 시작하는 사이트 주소나 http(s):// 주소로 입력해주세요',
      x: '위치는 0~3000 사이의 정수(px)로 입력해주세요',
      width: '너비는 200~1200 사이의 정수(px)로 입력해주세요',
      endAt: '노출 종료 일시는 시작 일시보다 뒤여야 합니다',
    });
    const reversed = await api('POST', BASE, {
      ...base,
      image: '/images/popup-open.svg',
      startAt: iso(HOUR),
      endAt: iso(0),
    });
    expect(reversed.json().errors).toEqual({ endAt: '노출 종료 일시는 시작 일시보다 뒤여야 합니다' });
    const en = await api('POST', BASE, { title: 'p', image: '/x.png' }, { 'accept-language': 'en' });
    expect(en.json().errors).toEqual({
      startAt: 'Please enter when it starts showing.',
      endAt: 'Please enter when it stops showing.',
    });
  });
});

describe('home banners', () => {
  const BASE = '/api/console/banners';
  const home = async () =>
    (await publicGet('/api/v1/banners/home'))
      .json()
      .banners.map((b: { title: string }) => b.title) as string[];

  it('a slide shows on the home slider by order and within its period', async () => {
    const png = await upload('slide.png', tinyPng());
    const seeded = await home();
    expect(seeded.length).toBeGreaterThan(0);
    const created = await api('POST', BASE, {
      code: 'home',
      title: 'banner-crud 가을 입주',
      subtitle: '지금 신청하세요',
      image: png._id,
      link: 'https://example.com/fall',
      order: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { banner } = created.json();
    expect(banner).toMatchObject({ image: png.url, startAt: null, endAt: null, shows: true });
    expect((await home())[0]).toBe('banner-crud 가을 입주');

    const later = await api('PUT', `${BASE}/${banner._id}`, {
      ...banner,
      startAt: iso(24 * HOUR),
      endAt: null,
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(await home()).toEqual(seeded);

    await api('PUT', `${BASE}/${banner._id}`, { ...banner, startAt: iso(-HOUR), endAt: iso(HOUR) });
    expect(await home()).toContain('banner-crud 가을 입주');
    await api('PUT', `${BASE}/${banner._id}`, { ...banner, shows: false });
    expect(await home()).toEqual(seeded);

    const listed = await api('GET', `${BASE}?code=home&shows=false`);
    expect(listed.json().banners.map((b: { _id: string }) => b._id)).toEqual([banner._id]);
    const xlsx = await readXlsx(`${BASE}/export?q=banner-crud`);
    expect(xlsx.name).toBe('배너');
    expect(xlsx.rows[0]).toEqual([
      '번호',
      '그룹 코드',
      '제목',
      '부제목',
      '이미지',
      '링크',
      '순서',
      '노출',
      '노출 시작',
      '노출 종료',
    ]);
    expect(xlsx.rows[1]!.slice(0, 8)).toEqual([
      1,
      'home',
      'banner-crud 가을 입주',
      '지금 신청하세요',
      png.url,
      'https://example.com/fall',
      0,
      'N',
    ]);
    expect((await api('DELETE', `${BASE}/${banner._id}`)).statusCode).toBe(204);
  });

  it('validates code, title and image', async () => {
    const res = await api('POST', BASE, {
      code: 'HOME',
      title: '',
      image: 'https://elsewhere.example/x.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      code: '코드는 영문 소문자, 숫자, 하이픈(-)으로 50자 이내로 입력해주세요',
      title: '제목을 입력해주세요',
      image: '이미지를 올려주세요',
    });
  });
});
