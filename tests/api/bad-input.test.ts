import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';
import { applicationBody, createOpenRound, person, submit } from './application-helpers.ts';
import {
  forgedTokens,
  HOSTILE_FILES,
  HOSTILE_IDS,
  INERT_STRINGS,
  multipart,
  RAW_BODIES,
  REFUSED_STRINGS,
} from './bad-input-corpus.ts';

/**
 * Every public and member write endpoint (/api/v1 and /api/auth, found through an onRoute hook, so a new
 * endpoint is covered without touching this file) gets the corpus of bad-input-corpus.ts, in Korean and
 * in English by turns: never a 5xx, always `{ message, code }` in the request's language, and nothing stored —
 * the row count of every table is the same after a refused request. Inert strings (SQL, script, bidi …)
 * may be accepted as text where a field is free text.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GETs that write: a login starts a session, a renewal rotates it. */
const WRITING_GETS = new Set(['/api/auth/refreshToken', '/api/auth/accessToken']);
const HANGUL = /[\uac00-\ud7a3]/;
/** Writes that answer 2xx and change nothing whatever they get: revoking an unknown token (RFC 7009 § 2.2). */
const NO_OP_ON_BAD_INPUT = new Set(['POST /api/auth/logout']);
const LANGS = ['ko', 'en'] as const;

interface Route {
  method: string;
  url: string;
  body: z.ZodType | undefined;
  multipart: boolean;
  headers: string[];
}

const seen: RouteOptions[] = [];
let t: TestApp;
let tables: string[] = [];
const real: { applicationId: string; token: string; scheduleId: string } = {
  applicationId: '',
  token: '',
  scheduleId: '',
};
let tokens: Record<string, string>;

function routesUnderTest(): Route[] {
  const out = new Map<string, Route>();
  for (const route of seen) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const publicApi = route.url.startsWith('/api/v1/') || route.url.startsWith('/api/auth/');
      if (!publicApi || !(WRITE_METHODS.has(method) || (method === 'GET' && WRITING_GETS.has(route.url))))
        continue;
      const schema = (route.schema ?? {}) as { body?: unknown; consumes?: string[]; headers?: unknown };
      const headers = schema.headers instanceof z.ZodObject ? Object.keys(schema.headers.shape) : [];
      out.set(`${method} ${route.url}`, {
        method,
        url: route.url,
        body: schema.body instanceof z.ZodType ? schema.body : undefined,
        multipart: Boolean(schema.consumes?.includes('multipart/form-data')),
        headers,
      });
    }
  }
  return [...out.values()];
}

/** The URL with its parameters filled: the real application where one exists, else unknown ids. */
function urlOf(route: Route, id: string = randomUUID()): string {
  return route.url
    .replace(':code', 'default-board')
    .replace(':_id', route.url.startsWith('/api/v1/application/') ? real.applicationId : id)
    .replace(/:[A-Za-z]+/g, randomUUID());
}

const TIMER_TABLES = new Set(['loyalty_jobs']);

async function rowCounts(): Promise<Record<string, number>> {
  // one row per table: json_build_object takes at most 100 arguments, fewer than two per table
  const counts = tables.map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`);
  const result = (await t.db.execute(sql.raw(counts.join(' union all ')))) as unknown as {
    rows: { name: string; n: number }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, Number(row.n)]));
}

/** A plausible value of a JSON schema, with `text` in every free string (no enum, const or format). */
function fill(schema: Record<string, unknown>, text: (path: string) => string, path = ''): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const options = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (options) {
    const branch = options.find((o) => o.type !== 'null') ?? options[0] ?? {};
    return fill(branch, text, path);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fill(v, text, `${path}.${k}`)]));
    }
    case 'array':
      return [fill((schema.items ?? {}) as Record<string, unknown>, text, `${path}[]`)];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'bad-input@example.com';
      if (schema.format === 'date-time') return new Date().toISOString();
      return text(path);
    default:
      return text(path);
  }
}

/** Every leaf of `value` replaced by `leaf` (wrong types everywhere). */
function replaceLeaves(value: unknown, leaf: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => replaceLeaves(v, leaf));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceLeaves(v, leaf)]));
  }
  return leaf;
}

function jsonSchemaOf(body: z.ZodType | undefined): Record<string, unknown> {
  if (!body) return { type: 'object', properties: {} };
  return z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

interface Case {
  label: string;
  url?: string;
  payload?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** An inert string: a 2xx is allowed (stored as text). */
  mayAccept?: boolean;
}

function jsonCase(label: string, body: unknown, mayAccept = false): Case {
  return { label, payload: JSON.stringify(body), contentType: 'application/json', mayAccept };
}

function casesOf(route: Route): Case[] {
  const schema = jsonSchemaOf(route.body);
  const cases: Case[] = RAW_BODIES.map((raw) => ({
    label: raw.label,
    payload: raw.payload,
    contentType: raw.contentType,
  }));
  cases.push({ label: 'no body' });
  for (const [name, text] of Object.entries(REFUSED_STRINGS)) {
    // a megabyte in one field only: in all of them the body would be refused for its size alone
    let first = true;
    const body = fill(schema, () => {
      const useIt = name !== 'megabyte' || first;
      first = false;
      return useIt ? text : 'x';
    });
    cases.push(jsonCase(`string: ${name}`, body));
  }
  for (const [name, text] of Object.entries(INERT_STRINGS)) {
    cases.push(
      jsonCase(
        `string: ${name}`,
        fill(schema, () => text),
        true,
      ),
    );
  }
  const base = fill(schema, () => 'Plain text 1');
  cases.push(jsonCase('numbers for every field', replaceLeaves(base, 12345)));
  cases.push(jsonCase('objects for every field', replaceLeaves(base, { $gt: '' })));
  cases.push(jsonCase('body in an array', [base]));
  for (const [name, token] of Object.entries(tokens)) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-applicant-token': token };
    for (const header of route.headers) if (header !== 'authorization') headers[header] = token;
    cases.push({ ...jsonCase(`forged token: ${name}`, base), headers });
    cases.push({ ...jsonCase(`forged Basic: ${name}`, base), headers: { authorization: `Basic ${token}` } });
  }
  if (/:[A-Za-z]/.test(route.url)) {
    for (const id of HOSTILE_IDS) {
      cases.push({
        ...jsonCase(`hostile id ${id}`, base),
        url: route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(id)),
      });
    }
  }
  if (route.multipart) {
    for (const file of HOSTILE_FILES) {
      const form = multipart({ name: 'residentRegistration' }, file);
      cases.push({ label: `file: ${file.label}`, payload: form.payload, contentType: form.contentType });
    }
    const noFile = multipart({ name: '../../etc/passwd' }, null);
    cases.push({
      label: 'multipart: no file, hostile name',
      payload: noFile.payload,
      contentType: noFile.contentType,
    });
  }
  return cases;
}

async function send(route: Route, c: Case, lang: (typeof LANGS)[number]): Promise<LightMyRequestResponse> {
  const realProof = route.url.startsWith('/api/v1/application/') ? { 'x-applicant-token': real.token } : {};
  return t.app.inject({
    method: route.method as 'POST',
    url: c.url ?? urlOf(route),
    // another address each time: the per-address limiters must not hide what a request would do
    remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    headers: {
      'accept-language': lang,
      ...realProof,
      ...(c.contentType ? { 'content-type': c.contentType } : {}),
      ...c.headers,
    },
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });
}

/** The answer is a clear refusal in `lang`, or (for an inert string) an acceptance. */
function checkAnswer(res: LightMyRequestResponse, lang: string, where: string, mayAccept: boolean): boolean {
  expect.soft(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) {
    expect.soft(mayAccept, `${where} accepted: ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(true);
    return true;
  }
  const body = res.json<{ message?: unknown; code?: unknown }>();
  expect.soft(typeof body.code, `${where}: code`).toBe('string');
  expect.soft(typeof body.message, `${where}: message`).toBe('string');
  const message = String(body.message);
  expect.soft(message.length, where).toBeGreaterThan(0);
  if (lang === 'ko') expect.soft(message, `${where}: Korean message`).toMatch(HANGUL);
  else expect.soft(message, `${where}: English message`).not.toMatch(HANGUL);
  return false;
}

/** Each case once, in Korean and English by turns (every route gets both); row counts around each. */
async function runCases(route: Route, cases: Case[]): Promise<void> {
  for (const [index, c] of cases.entries()) {
    const lang = LANGS[index % LANGS.length] ?? 'ko';
    const before = await rowCounts();
    const res = await send(route, c, lang);
    const where = `${route.method} ${route.url} [${c.label}] (${lang})`;
    const noOp = NO_OP_ON_BAD_INPUT.has(`${route.method} ${route.url}`);
    const accepted = checkAnswer(res, lang, where, (c.mayAccept ?? false) || noOp) && !noOp;
    if (!accepted) expect.soft(await rowCounts(), `${where}: nothing stored`).toEqual(before);
  }
}

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => seen.push(route) });
  const tableRows = (await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  // loyalty_jobs records the periodic jobs' runs, written by a timer whatever the requests do
  tables = tableRows.rows.map((r) => r.table_name).filter((name) => !TIMER_TABLES.has(name));
  tokens = await forgedTokens();
  const round = await createOpenRound(t.db);
  const res = await submit(t.app, applicationBody(round.id, person()));
  expect(res.statusCode).toBe(201);
  const created = res.json<{ application: { _id: string }; applicantToken: string }>();
  Object.assign(real, {
    applicationId: created.application._id,
    token: created.applicantToken,
    scheduleId: round.id,
  });
});

afterAll(() => t?.close());

describe('bad input to every public and member write endpoint', () => {
  it('finds the write endpoints from the app itself', () => {
    const found = routesUnderTest().map((r) => `${r.method} ${r.url}`);
    expect(found).toContain('POST /api/v1/application');
    expect(found).toContain('POST /api/v1/application/:_id/upload');
    expect(found).toContain('GET /api/auth/refreshToken');
    expect(found.length).toBeGreaterThan(15);
  });

  it('answers the corpus with a clear 4xx and stores nothing', { timeout: 300_000 }, async () => {
    for (const route of routesUnderTest()) await runCases(route, casesOf(route));
  });

  it(
    'refuses hostile values inside an otherwise valid application, and accepts inert text',
    { timeout: 60_000 },
    async () => {
      const post = routesUnderTest().find((r) => r.method === 'POST' && r.url === '/api/v1/application');
      const put = routesUnderTest().find((r) => r.method === 'PUT' && r.url === '/api/v1/application/:_id');
      if (!post || !put) throw new Error('application routes not found');
      const fields = ['name', 'email', 'marriageDate', 'terms', 'preferences', 'spouse'] as const;
      const valueFor = (field: (typeof fields)[number], text: string) =>
        field === 'terms'
          ? [text]
          : field === 'preferences'
            ? { unitType: text }
            : field === 'spouse'
              ? { name: text, phone: text, birth: text }
              : text;
      const cases = (route: Route, who: () => ReturnType<typeof person>): Case[] =>
        fields
          .flatMap((field) => [
            ...Object.entries(REFUSED_STRINGS).map(([name, text]) =>
              jsonCase(
                `${field}: ${name}`,
                applicationBody(real.scheduleId, who(), { [field]: valueFor(field, text) }),
              ),
            ),
            ...Object.entries(INERT_STRINGS).map(([name, text]) =>
              jsonCase(
                `${field}: ${name}`,
                applicationBody(real.scheduleId, who(), { [field]: valueFor(field, text) }),
                true,
              ),
            ),
          ])
          .map((c) => ({
            ...c,
            ...(route === post ? { headers: { 'idempotency-key': randomUUID() } } : {}),
          }));
      await runCases(
        post,
        cases(post, () => person()),
      );
      const owner = await t.app.inject({
        method: 'GET',
        url: `/api/v1/application/${real.applicationId}`,
        headers: { 'x-applicant-token': real.token },
      });
      const { name, phone, birth } = owner.json<{
        application: { name: string; phone: string; birth: string };
      }>().application;
      await runCases(
        put,
        cases(put, () => ({ name, phone, birth })),
      );
    },
  );

  it('stores an upload with a hostile name under a random key and a cleaned display name', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n');
    const form = multipart(
      { name: 'other' },
      { filename: '../../../etc/passwd\u202Egnp.pdf', content: pdf, type: 'application/pdf' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/application/${real.applicationId}/upload`,
      headers: { 'content-type': form.contentType, 'x-applicant-token': real.token },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { file } = res.json<{ file: { filename: string } }>();
    expect(file.filename).not.toMatch(/[/\\\u202e]|\.\./);
  });
});
