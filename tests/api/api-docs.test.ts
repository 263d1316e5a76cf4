import SwaggerParser from '@apidevtools/swagger-parser';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';

/**
 * The OpenAPI document at /api/docs/json is valid OpenAPI 3, names every operation once, documents the
 * form of every upload and the binary answer of every download. Routes are found by what their handlers
 * call, so a new upload or download route is checked without being listed here.
 */

interface Operation {
  operationId?: string;
  requestBody?: {
    content?: Record<
      string,
      { schema?: { properties?: Record<string, { format?: string; items?: { format?: string } }> } }
    >;
  };
  responses?: Record<string, { content?: Record<string, { schema?: { type?: string; format?: string } }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** What a handler calls when it reads a multipart request (directly or through a service). */
const READS_MULTIPART =
  /isMultipart\(|\.parts\(|\.files?\(|storeSingleUpload|storeUploads|uploadDocument|joinMember|readMultipart|saveUpload/;
/** What a handler calls when it answers a file. */
const ANSWERS_FILE = /sendFile|sendLoggedFile|xlsxDownload|text\/calendar/;

let t: TestApp;
const routes: RouteOptions[] = [];
let doc: Document;

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => routes.push(route) });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** OpenAPI path of a Fastify URL: `/a/:_id` → `/a/{_id}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function operationOf(route: RouteOptions): Operation | undefined {
  const method = (Array.isArray(route.method) ? route.method[0] : route.method)!.toLowerCase();
  return doc.paths[openapiPath(route.url)]?.[method];
}

/** Routes in the document (not hidden, not HEAD), with the source of their handler. */
function documented(pattern: RegExp): { route: RouteOptions; operation: Operation | undefined }[] {
  return routes
    .filter((route) => route.method !== 'HEAD' && !(route.schema as { hide?: boolean } | undefined)?.hide)
    .filter((route) => pattern.test(String(route.handler)))
    .map((route) => ({ route, operation: operationOf(route) }));
}

describe('GET /api/docs/json', () => {
  it('is a valid OpenAPI 3 document', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    // validate() dereferences in place: give it a copy
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('gives every operation an operationId, each used once', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents the multipart/form-data body, with its files, of every route that reads one', () => {
    const uploads = documented(READS_MULTIPART);
    expect(uploads.length).toBeGreaterThanOrEqual(10);
    const missing = uploads
      .filter(({ operation }) => {
        const form = operation?.requestBody?.content?.['multipart/form-data']?.schema?.properties;
        return (
          !form || !Object.values(form).some((p) => p.format === 'binary' || p.items?.format === 'binary')
        );
      })
      .map(({ route }) => `${String(route.method)} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('declares a binary 200 answer, with its media type, on every route that answers a file', () => {
    const downloads = documented(ANSWERS_FILE);
    expect(downloads.length).toBeGreaterThanOrEqual(10);
    const missing = downloads
      .filter(({ operation }) => {
        const content = operation?.responses?.['200']?.content ?? {};
        const types = Object.entries(content);
        return (
          types.length === 0 ||
          types.some(([type, media]) => type.includes('json') || media.schema?.format !== 'binary')
        );
      })
      .map(({ route }) => `${String(route.method)} ${route.url}`);
    expect(missing).toEqual([]);
  });
});

describe('multipart only where documented', () => {
  it('a route whose docs take no multipart answers a multipart request 415', async () => {
    const form = '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--b--\r\n';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/application/lookup',
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'accept-language': 'en' },
      payload: form,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupportedMediaType');
  });
});
