import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fairs, notifications, outbox } from '#server/db/schema/index.ts';
import { SITEMAP_ROUTES } from '#server/routes/seo.ts';
import { createTestApp, loginAdmin } from '../helpers/app.ts';
import { bearer } from '../helpers/auth.ts';
import { createFair, matchingStage, offer, step } from './matching-helpers.ts';
import type { TestApp } from '../helpers/app.ts';

let t: TestApp;
let hiddenId: string;
let shownFairId: string;
let hiddenFairId: string;
beforeAll(async () => {
  // one proxy in front, as the README advises: even then the origin comes from PUBLIC_URL alone
  t = await createTestApp({ publicUrl: 'https://house.example.kr', trustProxy: 1 });
  const admin = await loginAdmin(t.app);
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
  it('lists every public route of docs/spec.md § 2 and the shown notice, download and fair details, absolute', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
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
      expect(locs, path).toContain(`https://house.example.kr${path}`);
    }
    expect(locs.filter((l) => l.includes('/center/notice/'))).toHaveLength(7);
    expect(locs.filter((l) => l.includes('/center/download/'))).toHaveLength(4);
    expect(locs.some((l) => l.includes(hiddenId))).toBe(false);
    expect(locs.some((l) => /kcp|console|mypage|\/api\//.test(l))).toBe(false);
    // every shown fair (the seeded sample and the one made here), not the hidden one
    const shownFairs = await t.db.select({ id: fairs.id }).from(fairs).where(eq(fairs.shows, true));
    expect(shownFairs.map((f) => f.id)).toContain(shownFairId);
    expect(locs.filter((l) => l.includes('/matching/fairs/')).sort()).toEqual(
      shownFairs.map((f) => `https://house.example.kr/matching/fairs/${f.id}`).sort(),
    );
    expect(locs.some((l) => l.includes(hiddenFairId))).toBe(false);
    expect(locs).toHaveLength(SITEMAP_ROUTES.length + 11 + shownFairs.length);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('names only PUBLIC_URL, whatever Host and X-Forwarded-Host/-Proto a client sends', async () => {
    const res = await t.app.inject({
      url: '/sitemap.xml',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(SITEMAP_ROUTES.length);
    expect(locs.every((loc) => loc.startsWith('https://house.example.kr/'))).toBe(true);
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of the console, the API and personal pages, names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
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
    expect(lines).toContain('Sitemap: https://house.example.kr/sitemap.xml');
    expect(res.body).not.toMatch(/Disallow: \/\s*$/m);
  });

  it('names only PUBLIC_URL, whatever Host and X-Forwarded-Host a client sends', async () => {
    const res = await t.app.inject({
      url: '/robots.txt',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.body).not.toContain('evil.example');
    expect(res.body.split('\n')).toContain('Sitemap: https://house.example.kr/sitemap.xml');
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

describe('absolute URLs in mails and calendar invites', () => {
  it('link to PUBLIC_URL, whatever Host and X-Forwarded-Host the requests carried', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const { fair, seller, buyer, slots } = await matchingStage(t.app, 'seourl');
    const m = (await offer(t.app, buyer, fair._id, seller.id, [slots[0]!])).json().matching;
    await step(t.app, seller, m._id, { action: 'accept', slots: [slots[0]] });
    await step(t.app, buyer, m._id, { action: 'confirm', slot: slots[0] });
    const mails = await t.db.select().from(outbox).where(eq(outbox.channel, 'email'));
    // the offer's, the acceptance's and the confirmation's, to both parties
    const matchingMails = mails.filter((mail) => mail.body.includes('상대 기업 / Counterpart'));
    expect(matchingMails).toHaveLength(6);
    for (const mail of matchingMails) {
      expect(mail.body).toContain('https://house.example.kr/mypage/matchings');
      expect(mail.body).not.toContain('evil.example');
    }
    const invite = await t.app.inject({
      url: `/api/v1/me/matchings/${m._id}/invite.ics`,
      headers: { ...bearer(buyer.token), ...forged },
    });
    expect(invite.statusCode).toBe(200);
    expect(invite.body.replace(/\r\n /g, '')).toContain('https://house.example.kr/mypage/matchings');
    expect(invite.body).not.toContain('evil.example');
  });
});
