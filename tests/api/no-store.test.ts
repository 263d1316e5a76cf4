import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encryptPair, minimalPdf } from '../helpers/auth.ts';
import { createTestApp, loginAdmin, TEST_ADMIN, type TestApp } from '../helpers/app.ts';
import { applicationBody, createOpenRound, documentForm, person, submit } from './application-helpers.ts';
import { uploadDocument, withToken } from './application-helpers.ts';
import { joinBuyer } from './matching-helpers.ts';

/**
 * docs/security.md § Managers, scopes and grants: no browser or proxy cache may keep an answer that carries
 * personal data. Every route under the personal prefixes (found through onRoute, so a new route is covered
 * without touching this file) is called without a token (its 4xx) and, for reads, with the right token (its
 * 2xx or 4xx); each answer's Cache-Control holds `no-store`.
 */

/** Public reads under a personal prefix that are meant to be cached (the rounds shown to everyone). */
const PUBLIC = new Set(['GET /api/v1/application/schedules']);
const PREFIXES = ['/api/console', '/api/v1/me', '/api/v1/application', '/api/v1/cert', '/api/auth'];

interface Route {
  method: string;
  url: string;
}

const seen: RouteOptions[] = [];
let t: TestApp;
let admin: string;
let member: string;
let applicant: { id: string; token: string };

function personalRoutes(): Route[] {
  const routes = new Map<string, Route>();
  for (const route of seen) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const url = route.url.replace(/\/$/, '') || '/';
      if (!PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))) continue;
      if (PUBLIC.has(`${method} ${url}`)) continue;
      routes.set(`${method} ${url}`, { method, url });
    }
  }
  return [...routes.values()];
}

/** Parameters filled: the applicant's own application where the route takes one, a random id elsewhere. */
function concrete(url: string): string {
  return url
    .replace(/^\/api\/v1\/application\/:_id/, `/api/v1/application/${applicant.id}`)
    .replace(/:[A-Za-z_]+/g, () => randomUUID());
}

/** The credentials a read of this route needs. */
function credentials(url: string): Record<string, string> {
  if (url.startsWith('/api/console')) return bearer(admin);
  if (url.startsWith('/api/v1/me')) return bearer(member);
  if (url.startsWith('/api/v1/application')) return withToken(applicant.token);
  return {};
}

function expectNoStore(label: string, res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(String(res.headers['cache-control'] ?? ''), `${label} → ${res.statusCode}`).toMatch(
    /(^|,)\s*no-store\b/,
  );
}

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => seen.push(route) });
  admin = await loginAdmin(t.app);
  member = (await joinBuyer(t.app, 'nostore01')).token;
  const round = await createOpenRound(t.db);
  const res = await submit(t.app, applicationBody(round.id, person()));
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<{ application: { _id: string }; applicantToken: string }>();
  applicant = { id: created.application._id, token: created.applicantToken };
});
afterAll(() => t?.close());

describe('Cache-Control: no-store on every answer that carries personal data', () => {
  it('finds the routes of every personal prefix from the app itself', () => {
    const found = personalRoutes().map((r) => `${r.method} ${r.url}`);
    for (const route of [
      'GET /api/console/me',
      'GET /api/console/managers',
      'GET /api/console/managers/:_id',
      'GET /api/v1/me',
      'GET /api/v1/application/:_id',
      'POST /api/v1/application/lookup',
      'GET /api/v1/cert/:_id',
      'GET /api/auth/refreshToken',
    ]) {
      expect(found).toContain(route);
    }
    expect(found).not.toContain('GET /api/v1/application/schedules');
    expect(found.length).toBeGreaterThan(60);
  });

  it('leaves the public reads beside them cacheable (the rounds shown to everyone)', async () => {
    const res = await t.app.inject({ url: '/api/v1/application/schedules' });
    expect(res.statusCode).toBe(200);
    // kept by any cache, revalidated on each use (a stopped round shows at the next request)
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers every route without credentials (401, 403, 400, 404 …) with no-store', async () => {
    for (const route of personalRoutes()) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expectNoStore(`${route.method} ${route.url}`, res);
    }
  });

  it('answers every read with its credentials (lists, records, the caller) with no-store', async () => {
    let ok = 0;
    for (const route of personalRoutes().filter((r) => r.method === 'GET')) {
      const res = await t.app.inject({ url: concrete(route.url), headers: credentials(route.url) });
      expectNoStore(`GET ${route.url}`, res);
      if (res.statusCode === 200) ok++;
    }
    // the walk reached real answers, not only refusals
    expect(ok).toBeGreaterThan(30);
  });

  it('keeps the stricter value a route set itself (private, no-store on a document)', async () => {
    const uploaded = await uploadDocument(
      t.app,
      applicant.id,
      applicant.token,
      documentForm('income', { filename: '소득금액증명.pdf', content: minimalPdf() }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const res = await t.app.inject({
      url: `/api/v1/application/${applicant.id}/files/${uploaded.json().file._id}`,
      headers: withToken(applicant.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a login, a renewal and a refused login answer with no-store', async () => {
    const ok = await t.app.inject({
      url: '/api/auth/refreshToken',
      headers: {
        authorization: `Basic ${await encryptPair(t.app, TEST_ADMIN.username, TEST_ADMIN.password)}`,
      },
    });
    expect(ok.statusCode).toBe(200);
    expectNoStore('login', ok);
    const wrong = await t.app.inject({
      url: '/api/auth/refreshToken',
      headers: { authorization: `Basic ${await encryptPair(t.app, TEST_ADMIN.username, 'Wrong!2345')}` },
    });
    expect(wrong.statusCode).toBe(401);
    expectNoStore('wrong login', wrong);
    const renewed = await t.app.inject({
      url: '/api/auth/accessToken',
      headers: bearer(ok.json().refreshToken),
    });
    expect(renewed.statusCode).toBe(200);
    expectNoStore('renewal', renewed);
  });
});
