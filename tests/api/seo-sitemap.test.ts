import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fairs, notifications } from '../../server/db/schema/index.ts';
import { SITEMAP_ROUTES } from '../../server/routes/seo/index.ts';
import { createTestApp } from '../helpers/app.ts';
import { adminToken, createFair } from './matching-helpers.ts';
import type { TestApp } from '../helpers/app.ts';

let t: TestApp;
let hiddenId: string;
let shownFairId: string;
let hiddenFairId: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminToken(t.app);
  shownFairId = (await createFair(t.app, admin))._id;
  hiddenFairId = (await createFair(t.app, admin, { shows: false }))._id;
  const [hidden] = await t.db
    .insert(notifications)
    .values({ title: '숨긴 공지', content: '<p>x</p>', shows: false })
    .returning();
  hiddenId = hidden!.id;
});
afterAll(() => t.close());

describe('GET /sitemap.xml', () => {
  it('lists every public route of SPEC § 2 and the shown notice, download and fair details, absolute', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'house.example.kr' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toMatch(/^W\//);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const path of [
      '/',
      '/business/overview',
      '/complex/neighborhood',
      '/subscription/support',
      '/application',
      '/form/registration',
      '/form/application',
      '/center/notice',
      '/center/faqs',
      '/center/inquiry',
      '/center/download',
      '/board/default-board',
      '/privacy-policy',
      '/guide',
      '/ex',
      '/matching',
    ]) {
      expect(locs, path).toContain(`http://house.example.kr${path}`);
    }
    expect(locs.filter((l) => l.includes('/center/notice/'))).toHaveLength(7);
    expect(locs.filter((l) => l.includes('/center/download/'))).toHaveLength(4);
    expect(locs.some((l) => l.includes(hiddenId))).toBe(false);
    expect(locs.some((l) => /kcp|console|mypage|\/api\//.test(l))).toBe(false);
    // every shown fair (the seeded sample and the one made here), not the hidden one
    const shownFairs = await t.db.select({ id: fairs.id }).from(fairs).where(eq(fairs.shows, true));
    expect(shownFairs.map((f) => f.id)).toContain(shownFairId);
    expect(locs.filter((l) => l.includes('/matching/fairs/')).sort()).toEqual(
      shownFairs.map((f) => `http://house.example.kr/matching/fairs/${f.id}`).sort(),
    );
    expect(locs.some((l) => l.includes(hiddenFairId))).toBe(false);
    expect(locs).toHaveLength(SITEMAP_ROUTES.length + 11 + shownFairs.length);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('escapes the host into valid XML', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'a.example&b' } });
    expect(res.body).toContain('<loc>http://a.example&amp;b/</loc>');
    expect(res.body).not.toContain('a.example&b/');
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of the console, the API and personal pages, names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'house.example.kr' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of [
      '/console',
      '/api/',
      '/mypage',
      '/center/inquiry/',
      '/form/application/',
      '/common/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: http://house.example.kr/sitemap.xml');
    expect(res.body).not.toMatch(/Disallow: \/\s*$/m);
  });
});

describe('a robots.txt shipped in the client build', () => {
  it('wins over the generated one', async () => {
    const clientDir = await mkdtemp(join(tmpdir(), 'cnh-client-'));
    await writeFile(join(clientDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const own = await createTestApp({ clientDir });
    try {
      const res = await own.app.inject({ url: '/robots.txt' });
      expect(res.body).toBe('User-agent: *\nDisallow: /\n');
      expect((await own.app.inject({ url: '/sitemap.xml' })).statusCode).toBe(200);
    } finally {
      await own.close();
      await rm(clientDir, { recursive: true, force: true });
    }
  });
});
