import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/index.ts';
import { createTestApp, TEST_ADMIN } from '../helpers/app.ts';
import { bearer, login } from '../helpers/auth.ts';
import type { TestApp } from '../helpers/app.ts';

// docs/decisions/0052-page-preloads.md: a page's HTML names the scripts and styles its first paint needs
// (from the build's manifest) and holds the answers of its first public reads (domain/pageReads.ts), exactly
// as an anonymous visitor in the page's language would get them.
const INDEX_HTML = `<!doctype html>
<html lang="ko">
  <head>
    <title>청년안심주택</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, dynamicImports: ['src/site/App.tsx'] },
  'src/site/App.tsx': {
    file: 'assets/App-1.js',
    imports: ['index.html', '_util-1.js'],
    dynamicImports: ['src/site/center/NotificationDetailPage.tsx', 'locales/en/site.ts'],
    css: ['assets/App-1.css'],
  },
  '_util-1.js': { file: 'assets/util-1.js' },
  'src/site/center/NotificationDetailPage.tsx': {
    file: 'assets/NotificationDetailPage-1.js',
    imports: ['index.html', '_util-1.js'],
  },
  'locales/en/site.ts': { file: 'assets/site-en-1.js' },
};

let t: TestApp;
let clientDir: string;
let noticeId: string;
let hiddenId: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'cnh-client-'));
  await writeFile(join(clientDir, 'index.html'), INDEX_HTML);
  await mkdir(join(clientDir, '.vite'));
  await writeFile(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ clientDir });
  const [notice, hidden] = await t.db
    .insert(notifications)
    .values([
      {
        title: '입주 안내 </script><script>alert(1)</script>',
        content: '<p>입주는 12월 1일부터</p>',
        translations: { en: { title: 'Move-in notice', content: '<p>From 1 December</p>' } },
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

/** The page's embedded answers, parsed as the browser's JSON.parse reads the element's text. */
function readsOf(html: string): { locale: string; answers: Record<string, unknown> } | null {
  const text = /<script type="application\/json" id="page-reads">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined
    ? null
    : (JSON.parse(text) as { locale: string; answers: Record<string, unknown> });
}

const LIST = '/api/v1/center/notifications?page=1&limit=10';

describe("a page's first reads in its HTML", () => {
  it("holds the list's and the layout's answers, equal to the API's, the element closed only by itself", async () => {
    const res = await page('/center/notice');
    expect(res.statusCode).toBe(200);
    const api = (url: string) => t.app.inject({ url, headers: { 'accept-language': 'ko' } });
    expect(readsOf(res.body)).toEqual({
      locale: 'ko',
      answers: {
        [LIST]: (await api(LIST)).json(),
        '/api/v1/setting': (await api('/api/v1/setting')).json(),
      },
    });
    // the title's `</script>` is written \u003c/script>: it neither ends the element nor starts a script
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(res.body).not.toContain('<script>alert');
  });

  // docs/decisions/0061-fewer-stylesheets-per-page.md
  it('is sent gzipped to a browser that accepts it, the same page once decoded', async () => {
    const plain = await page('/center/notice');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const gz = await page('/center/notice', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // asked again with the same answers: the same bytes
    const again = await page('/center/notice', { 'accept-encoding': 'gzip' });
    expect(again.rawPayload.equals(gz.rawPayload)).toBe(true);
    for (const refused of ['identity', 'br', 'gzip;q=0, br']) {
      const res = await page('/center/notice', { 'accept-encoding': refused });
      expect(res.headers['content-encoding'], refused).toBeUndefined();
      expect(res.body).toBe(plain.body);
    }
    // a shared cache keeps one answer per language and encoding
    for (const res of [plain, gz]) expect(res.headers.vary).toBe('Accept-Language, Accept-Encoding');
  });

  it("is in the page's language, as the page reads it", async () => {
    const reads = readsOf((await page('/center/notice', { 'accept-language': 'en-US,en;q=0.9' })).body);
    expect(reads?.locale).toBe('en');
    expect(JSON.stringify(reads?.answers[LIST])).toContain('Move-in notice');
  });

  it('holds only what an anonymous visitor may read: no hidden notice, whatever the request carries', async () => {
    const { accessToken } = await login(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const res = await page('/center/notice', bearer(accessToken));
    expect(JSON.stringify(readsOf(res.body))).not.toContain(hiddenId);
  });

  it("leaves a read that counts a view to the page: a notice's HTML counts none", async () => {
    const views = async () =>
      (await t.app.inject({ url: `/api/v1/center/notifications/${noticeId}` })).json<{
        notification: { views: number };
      }>().notification.views;
    const before = await views();
    const reads = readsOf((await page(`/center/notice/${noticeId}`)).body);
    expect(Object.keys(reads?.answers ?? {})).toEqual(['/api/v1/setting']);
    expect(await views()).toBe(before + 1); // its own read alone
  });

  it('holds nothing for a page with a query (another page of a list reads other answers)', async () => {
    expect(readsOf((await page('/center/notice?page=2')).body)).toBeNull();
  });

  it("preloads the shop's largest image, its first product's thumbnail, at high priority", async () => {
    const html = (await page('/shop')).body;
    const list = readsOf(html)?.answers['/api/v1/shop/products?page=1&limit=12&sort=new'] as {
      products: { thumb: string | null }[];
    };
    const thumb = list.products[0]?.thumb;
    expect(thumb).toMatch(/^\//);
    expect(html).toContain(`<link rel="preload" as="image" href="${thumb}" fetchpriority="high" />`);
    // a page that declares no image gets no image preload
    expect((await page('/center/notice')).body).not.toContain('as="image"');
  });

  it("links the shell's and the page's scripts and styles from the manifest, and the visitor's catalog", async () => {
    const html = (await page(`/center/notice/${noticeId}`, { 'accept-language': 'en' })).body;
    const links = [...html.matchAll(/<link rel="(stylesheet|modulepreload)" href="([^"]+)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(links).toEqual([
      'stylesheet /assets/App-1.css',
      'modulepreload /assets/App-1.js',
      'modulepreload /assets/util-1.js',
      'modulepreload /assets/site-en-1.js',
      'modulepreload /assets/NotificationDetailPage-1.js',
    ]);
  });
});
