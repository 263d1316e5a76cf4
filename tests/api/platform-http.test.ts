import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '#domain/messages/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none';" +
  "form-action 'self'";

/** Routes that exist only in this test, to reach each branch of the error handler. */
function testRoutes(app: FastifyInstance) {
  app.get('/api/test/field-errors', async () => {
    throw new HttpError(400, 'invalidInput', { name: '이름을 입력해주세요', upload: 'fileRequired' });
  });
  app.get('/api/test/forbidden', async () => {
    throw new HttpError(403, 'forbidden');
  });
  app.get('/api/test/crash', async () => {
    throw new Error('secret internal detail at /srv/app/db.ts:42');
  });
  app.get('/api/test/limited', async (_request, reply) => {
    reply.header('retry-after', '60');
    throw Object.assign(new Error('rate limit exceeded'), { statusCode: 429 });
  });
  app.post(
    '/api/test/echo',
    { schema: { body: z.object({ text: z.string() }) } },
    async (request) => request.body,
  );
}

let t: TestApp;
let clientDir: string;
const BUILT_SCRIPT = `export const site = ${JSON.stringify('청년주택 '.repeat(400))};`;
beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'cnh-client-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(
    join(clientDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  await writeFile(
    join(clientDir, 'console.html'),
    '<!doctype html><html><head><title>console</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(clientDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  // a built asset with the copies vite.config.ts makes beside it
  await writeFile(join(clientDir, 'assets', 'site-def456.js'), BUILT_SCRIPT);
  await writeFile(join(clientDir, 'assets', 'site-def456.js.br'), brotliCompressSync(BUILT_SCRIPT));
  await writeFile(join(clientDir, 'assets', 'site-def456.js.gz'), gzipSync(BUILT_SCRIPT));
  await writeFile(join(clientDir, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ clientDir }, { beforeReady: testRoutes });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('error shape and language', () => {
  it.each([
    ['ko', undefined],
    ['ko', 'ko-KR,ko;q=0.9,en;q=0.8'],
    ['en', 'en-US,en;q=0.9'],
    ['cn', 'zh-CN,zh;q=0.9'],
    ['cn', 'cn'],
    ['ko', 'fr-FR'],
  ] as const)(
    'answers an unknown /api path with a JSON 404 in %s (Accept-Language %s)',
    async (locale, header) => {
      const res = await get('/api/v1/no-such-thing', header ? { 'accept-language': header } : {});
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: messages.notFound[locale], code: 'notFound' });
    },
  );

  it('answers every method and /api itself with the JSON 404', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/nothing'],
      ['DELETE', '/api/whatever/1'],
      ['GET', '/api'],
      ['GET', '/api/'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'The requested item was not found.', code: 'notFound' });
    }
  });

  it('turns query validation errors into 400 with field errors; message is the first field’s', async () => {
    const res = await get('/api/v1/center/notifications?limit=1000&page=0', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalidInput');
    expect(Object.keys(body.errors).sort()).toEqual(['limit', 'page']);
    // zod's own English defaults are replaced by the localized generic text
    expect(body.errors.limit).toBe(messages.invalidInput.en);
    expect(body.message).toBe(Object.values(body.errors)[0]);
  });

  it('localizes the Korean field messages of domain schemas and message codes', async () => {
    const ko = (await get('/api/test/field-errors')).json();
    expect(ko).toEqual({
      message: '이름을 입력해주세요',
      code: 'invalidInput',
      errors: { name: '이름을 입력해주세요', upload: messages.fileRequired.ko },
    });
    const en = (await get('/api/test/field-errors', { 'accept-language': 'en' })).json();
    expect(en.errors).toEqual({ name: 'Please enter your name.', upload: messages.fileRequired.en });
    expect(en.message).toBe('Please enter your name.');
    const cn = (await get('/api/test/field-errors', { 'accept-language': 'zh-CN' })).json();
    expect(cn.errors.upload).toBe(messages.fileRequired.cn);
  });

  it('sends 403 with the message the client alerts', async () => {
    const res = await get('/api/test/forbidden');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: '접근권한이 없습니다', code: 'forbidden' });
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const res = await get('/api/test/crash', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: messages.serverError.en, code: 'serverError' });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('db.ts');
  });

  it('maps 429 and keeps Retry-After', async () => {
    const res = await get('/api/test/limited', { 'accept-language': 'cn' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual({ message: messages.tooManyRequests.cn, code: 'tooManyRequests' });
  });

  it('maps a body over the limit to 413, a wrong content type to 415 and broken JSON to 400', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payloadTooLarge');

    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/xml' },
      payload: '<text>hi</text>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: messages.unsupportedMediaType.ko, code: 'unsupportedMediaType' });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('invalidInput');

    const ok = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { text: '안녕' } });
    expect(ok.json()).toEqual({ text: '안녕' });
  });

  it('refuses JSON text that escapes a NUL or a lone surrogate, in any case, and keeps well-formed text', async () => {
    const echo = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json; charset=utf-8', 'accept-language': 'en' },
        payload,
      });
    for (const text of ['a\\u0000b', 'a\\uD800', 'a\\udfff', '\\uDBFF\\u0041']) {
      const refused = await echo(`{"text":"${text}"}`);
      expect(refused.statusCode, text).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'invalidInput',
        errors: { text: messages.invalidInput.en },
      });
    }
    // an escaped backslash before u0000, a surrogate pair and plain Korean are text like any other
    for (const [json, text] of [
      ['"a\\\\u0000"', 'a\\u0000'],
      ['"\\uD83D\\uDE00"', '😀'],
      ['"\\u0041\\uAC00"', 'A가'],
    ] as const) {
      const ok = await echo(`{"text":${json}}`);
      expect(ok.statusCode, json).toBe(200);
      expect(ok.json()).toEqual({ text });
    }
    // the JSON parser is still Fastify's: prototype poisoning is refused
    const poisoned = await echo('{"text":"x","__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
  });
});

describe('security headers', () => {
  it('sends the strict CSP and the other helmet headers with pages and files', async () => {
    for (const url of ['/', '/console', '/robots.txt', '/api/docs']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.headers['content-security-policy'], url).toBe(CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // the identity-verification popup must keep its way back to the opener
      // (docs/decisions/0005-application-contract.md)
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
  });

  it('sends the API headers with JSON answers, errors included', async () => {
    for (const url of ['/api/v1/setting', '/api/nope', '/api/docs/json']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=/);
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });
});

describe('API docs', () => {
  it('serves Swagger UI at /api/docs under the same CSP, without inline scripts', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const initializer = await get('/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
  });

  it('generates OpenAPI from the zod schemas of the routes', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/application/schedules',
      '/api/v1/popups',
      '/api/v1/setting',
      '/api/v1/banners/{code}',
      '/api/v1/terms',
      '/api/v1/terms/{code}',
      '/api/v1/center/notifications',
      '/api/v1/center/notifications/{_id}',
      '/api/v1/files/{_id}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const schedules =
      doc.paths['/api/v1/application/schedules'].get.responses['200'].content['application/json'];
    expect(schedules.schema.properties.schedules.items.properties.openAt).toMatchObject({ type: 'string' });
    const list = doc.paths['/api/v1/center/notifications'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(list).toEqual(expect.arrayContaining(['page', 'limit', 'q']));
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });
});

describe('client serving', () => {
  it('answers pages with the page of their face, not cached (history fallback)', async () => {
    const pages = {
      '/': 'site',
      '/business/overview': 'site',
      '/center/notice/abc?x=1': 'site',
      '/consoles': 'site',
      '/console': 'console',
      '/console/center/notifications': 'console',
      '/console.html': 'console',
    };
    for (const [url, face] of Object.entries(pages)) {
      const res = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.body.includes('<title>console</title>'), url).toBe(face === 'console');
    }
    // curl-like clients accept anything
    expect((await get('/complex/unit', { accept: '*/*' })).statusCode).toBe(200);
  });

  it('says the console is not built when only the site is (503, not the site page)', async () => {
    await rename(join(clientDir, 'console.html'), join(clientDir, 'console.off'));
    try {
      const res = await get('/console/manager', { accept: 'text/html' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await rename(join(clientDir, 'console.off'), join(clientDir, 'console.html'));
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("app")');
  });

  it("sends the build's Brotli or gzip copy to a browser that accepts it, the file itself to others", async () => {
    const br = await get('/assets/site-def456.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUILT_SCRIPT);

    const gz = await get('/assets/site-def456.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUILT_SCRIPT);

    const plain = await get('/assets/site-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUILT_SCRIPT);
    // a shared cache keeps one answer per encoding
    for (const res of [br, gz, plain]) expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers a missing asset with a real 404, never index.html', async () => {
    const res = await get('/assets/index-old999.js', { accept: '*/*' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('serves other files of the build and 404s missing ones', async () => {
    expect((await get('/robots.txt')).body).toBe('User-agent: *');
    expect((await get('/favicon-missing.ico', { accept: '*/*' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/business/overview' })).statusCode).toBe(404);
  });
  it('points /favicon.ico, asked for by browsers on pages without an icon link, at the site icon', async () => {
    const res = await get('/favicon.ico', { accept: 'image/*' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });
});

describe('without a client build', () => {
  it('explains with a 503 that the client must be built; the API still works', async () => {
    const bare = await createTestApp();
    try {
      const page = await bare.app.inject({
        method: 'GET',
        url: '/console',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/plain/);
      expect(page.body).toContain('npm run build');
      const api = await bare.app.inject({ method: 'GET', url: '/api/v1/setting' });
      expect(api.statusCode).toBe(200);
      expect((await bare.app.inject({ method: 'GET', url: '/api/x' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
