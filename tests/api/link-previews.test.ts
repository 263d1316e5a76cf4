import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import {
  auctionPrograms,
  auctionWorks,
  lawyers,
  notifications,
  shopProducts,
} from '#server/db/schema/index.ts';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';

// docs/security.md § Client address, signing secret, public origin, link previews: every public page is sent
// with its own title, description and link-preview tags, written by the server into the built index.html (a
// crawler or messenger runs no script).
const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>청년안심주택</title>
    <meta
      name="description"
      content="빌드의 기본 설명"
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let clientDir: string;
let noticeId: string;
let hiddenId: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'cnh-client-'));
  await writeFile(join(clientDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ clientDir, publicUrl: 'https://house.example.kr' });
  const [notice, hidden] = await t.db
    .insert(notifications)
    .values([
      {
        title: '<script>alert("x")</script> 입주 안내 & 일정',
        content: '<p>입주는 <b>12월 1일</b>부터입니다.</p><p>자세한 일정은 공지를 확인하세요.</p>',
      },
      { title: '숨긴 공지', content: '<p>비밀</p>', shows: false },
    ])
    .returning();
  noticeId = notice!.id;
  hiddenId = hidden!.id;
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

/** The head's tags as a map: `title`, `description`, `og:*`, `twitter:*`, `canonical`. */
function tagsOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  tags.title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) tags[m[1]!] = m[2]!;
  tags.canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? '';
  return tags;
}

describe('link previews', () => {
  it('GET / carries the home title and the og: and twitter: tags, absolute on PUBLIC_URL', async () => {
    const res = await page('/', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const tags = tagsOf(res.body);
    expect(tags).toMatchObject({
      title: '청년안심주택',
      description: '더블 역세권 480세대 청년안심주택',
      'og:title': '청년안심주택',
      'og:description': '더블 역세권 480세대 청년안심주택',
      'og:url': 'https://house.example.kr/',
      'og:locale': 'ko_KR',
      'og:type': 'website',
      'twitter:card': 'summary_large_image',
      canonical: 'https://house.example.kr/',
    });
    expect(tags['og:image']).toMatch(/^https:\/\/house\.example\.kr\/images\//);
    // one title and one description: the build's own are replaced, not repeated
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).not.toContain('빌드의 기본 설명');
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain('<html lang="ko">');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    // the page's CSP still forbids inline script: the tags add none (the page's first answers are JSON data,
    // never run: server/routes/seo/pageReads.ts)
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.body.match(/<script(?! type="application\/json")/g)).toHaveLength(1);
  });

  it("a static page has its menu title: /center/notice is the notice list's", async () => {
    const tags = tagsOf((await page('/center/notice')).body);
    expect(tags.title).toBe('공지사항 | 청년안심주택');
    expect(tags['og:url']).toBe('https://house.example.kr/center/notice');
    expect(tags.description).toContain('공지사항');
  });

  it("a notice's page carries the notice's title, HTML-escaped, and a text excerpt", async () => {
    const res = await page(`/center/notice/${noticeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    const tags = tagsOf(res.body);
    expect(tags.title).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; 입주 안내 &amp; 일정 | 청년안심주택',
    );
    expect(tags['og:title']).toBe(tags.title);
    expect(tags.description).toBe('입주는 12월 1일부터입니다. 자세한 일정은 공지를 확인하세요.');
    expect(tags['og:type']).toBe('article');
    expect(tags['og:url']).toBe(`https://house.example.kr/center/notice/${noticeId}`);
  });

  it("an unknown, malformed or hidden notice id gets the list's tags", async () => {
    for (const id of [randomUUID(), 'not-an-id', hiddenId]) {
      const tags = tagsOf((await page(`/center/notice/${id}`)).body);
      expect(tags.title, id).toBe('공지사항 | 청년안심주택');
      expect(tags['og:url'], id).toBe('https://house.example.kr/center/notice');
    }
  });

  it('gives the shop, the advisers and the draw pages their own canonical address, not the home page', async () => {
    for (const path of ['/shop', '/auction', '/experts', '/application/result', '/application/draw']) {
      const tags = tagsOf((await page(path)).body);
      expect(tags.canonical, path).toBe(`https://house.example.kr${path}`);
      expect(tags.title, path).not.toBe('청년안심주택');
    }
  });

  it("an adviser's and a product's page carry their own name, in the visitor's language", async () => {
    const [adviser] = await t.db.select().from(lawyers).where(eq(lawyers.shows, true)).limit(1);
    const ko = tagsOf((await page(`/experts/${adviser!.id}`)).body);
    expect(ko.title?.startsWith(`${adviser!.name} | `), ko.title).toBe(true);
    expect(ko.canonical).toBe(`https://house.example.kr/experts/${adviser!.id}`);
    const en = tagsOf((await page(`/experts/${adviser!.id}?lang=en`)).body);
    expect(en.title).toContain(adviser!.translations.en?.name ?? adviser!.name);
    const [product] = await t.db
      .select()
      .from(shopProducts)
      .where(ne(shopProducts.status, 'HIDDEN'))
      .limit(1);
    const tags = tagsOf((await page(`/shop/products/${product!.id}`)).body);
    expect(tags.title?.startsWith(`${product!.name} | `), tags.title).toBe(true);
    expect(tags['og:type']).toBe('article');
    const missing = tagsOf((await page(`/shop/products/${randomUUID()}`)).body);
    expect(missing.canonical).toBe('https://house.example.kr/shop');
  });

  it("a lot's page carries its own title and address; a hidden program's lot gets the auction's", async () => {
    const [work] = await t.db.select().from(auctionWorks).limit(1);
    const tags = tagsOf((await page(`/auction/works/${work!.id}`)).body);
    expect(tags.title?.startsWith(`${work!.title} | `), tags.title).toBe(true);
    expect(tags.canonical).toBe(`https://house.example.kr/auction/works/${work!.id}`);
    await t.db.update(auctionPrograms).set({ shows: false }).where(eq(auctionPrograms.id, work!.programId));
    try {
      const hidden = tagsOf((await page(`/auction/works/${work!.id}?lang=en`)).body);
      expect(hidden.canonical).toBe('https://house.example.kr/auction');
    } finally {
      await t.db.update(auctionPrograms).set({ shows: true }).where(eq(auctionPrograms.id, work!.programId));
    }
  });

  it('speaks English with an English Accept-Language, Chinese with ?lang=cn', async () => {
    const en = await page('/center/notice', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.headers.vary).toMatch(/Accept-Language/i);
    expect(en.body).toContain('<html lang="en">');
    const enTags = tagsOf(en.body);
    expect(enTags.title).toMatch(/^Notices? \| /);
    expect(enTags['og:locale']).toBe('en_US');
    const cn = await page('/center/notice?lang=cn', { 'accept-language': 'ko-KR' });
    expect(cn.body).toContain('<html lang="zh-CN">');
    expect(tagsOf(cn.body)['og:locale']).toBe('zh_CN');
  });

  // docs/decisions/0026-matching-for-a-large-fair.md: the matching pages are the trade centre's, not the complex's
  it("the matching pages carry the trade centre's name, in the visitor's language", async () => {
    const ko = tagsOf((await page('/matching')).body);
    expect(ko.title).toBe('매칭 박람회 | 서울글로벌무역센터');
    expect(ko['og:site_name']).toBe('서울글로벌무역센터');
    const en = tagsOf((await page('/matching', { 'accept-language': 'fr-FR,en;q=0.8' })).body);
    expect(en.title).toBe('Matching fairs | Seoul Global Trade Centre');
    const fair = tagsOf((await page(`/matching/fairs/${randomUUID()}`)).body);
    expect(fair.title).toBe('매칭 박람회 | 서울글로벌무역센터');
    expect(tagsOf((await page('/center/notice')).body)['og:site_name']).toBe('청년안심주택');
  });
});
