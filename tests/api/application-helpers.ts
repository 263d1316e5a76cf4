import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { applications, outbox, schedules } from '#server/db/schema/index.ts';
import type { Db } from '#server/db/index.ts';
import { youthApplicationBody } from '../helpers/applicationBody.ts';
import { bearer } from '../helpers/auth.ts';
import { createTestApp, loginAdmin } from '../helpers/app.ts';
import type { TestApp } from '../helpers/app.ts';
import type { Config } from '#server/config.ts';

/** Shared by tests/api/application-*.test.ts: a test clock, rounds, valid bodies and calls. */

export interface Clock {
  now: Date;
}

export interface ApplicationTestApp extends TestApp {
  clock: Clock;
}

/** A test app whose application window reads `clock.now` (real time until a test sets it). */
export async function createApplicationTestApp(
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<ApplicationTestApp> {
  const clock: Clock = { now: new Date() };
  const t = await createTestApp(overrides, {
    beforeReady: async (app) => {
      app.decorate('applicationClock', () => new Date(clock.now.getTime()));
      await beforeReady?.(app);
    },
  });
  return Object.assign(t, { clock });
}

let nextRound = 1000 + Math.floor(Math.random() * 1000);

export const MESSAGES = {
  beforeOpen: '접수 시작 전입니다. 12월 1일 10시에 시작합니다',
  dead: '접수가 마감되었습니다',
  dead2: '',
  stop: '운영 사정으로 접수를 중지합니다',
};

/** A new round in the schedules table, shown unless told otherwise. */
export async function createRound(
  db: Db,
  window: { openAt: string | Date; deadAt: string | Date; stops?: boolean; shows?: boolean },
): Promise<typeof schedules.$inferSelect> {
  const [row] = await db
    .insert(schedules)
    .values({
      round: nextRound++,
      title: '테스트 회차',
      shows: window.shows ?? true,
      stops: window.stops ?? false,
      openAt: new Date(window.openAt),
      deadAt: new Date(window.deadAt),
      message: MESSAGES,
    })
    .returning();
  if (!row) throw new Error('round not inserted');
  return row;
}

/** A round open from an hour ago until tomorrow (real time). */
export function createOpenRound(db: Db) {
  const now = Date.now();
  return createRound(db, { openAt: new Date(now - 3_600_000), deadAt: new Date(now + 86_400_000) });
}

export interface OpenRoundTestApp extends ApplicationTestApp {
  /** The round open from an hour ago until tomorrow (createOpenRound). */
  scheduleId: string;
}

/** An application test app with a round open now. */
export async function createOpenRoundTestApp(
  ...args: Parameters<typeof createApplicationTestApp>
): Promise<OpenRoundTestApp> {
  const t = await createApplicationTestApp(...args);
  return Object.assign(t, { scheduleId: (await createOpenRound(t.db)).id });
}

/**
 * The test file's application app with a round open now, created before its tests and closed after them
 * (as tests/helpers/useTestApp.ts): `const t = useOpenRoundTestApp();`.
 */
export function useOpenRoundTestApp(): OpenRoundTestApp {
  const holder = {} as OpenRoundTestApp;
  beforeAll(async () => {
    Object.assign(holder, await createOpenRoundTestApp());
  });
  afterAll(() => holder.close());
  return holder;
}

export interface ConsoleTestApp extends ApplicationTestApp {
  /** The seeded admin's access token and user id. */
  admin: string;
  adminId: string;
}

/** An application test app with the seeded admin logged in, for the console's tests. */
export async function createConsoleTestApp(): Promise<ConsoleTestApp> {
  const t = await createApplicationTestApp();
  const admin = await loginAdmin(t.app);
  const me = await t.app.inject({ method: 'GET', url: '/api/console/me', headers: bearer(admin) });
  return Object.assign(t, { admin, adminId: me.json().user._id as string });
}

let phoneSeq = Math.floor(Math.random() * 9_000_000);

/** A phone number no other test used: each call is another person. */
export function freshPhone(): string {
  phoneSeq = (phoneSeq + 7919) % 100_000_000;
  return `010${String(phoneSeq).padStart(8, '0')}`;
}

export interface Person {
  name: string;
  phone: string;
  birth: string;
}

export function person(overrides: Partial<Person> = {}): Person {
  return { name: '김청년', phone: freshPhone(), birth: '19990315', ...overrides };
}

/** A REGISTRATION body for `scheduleId`. */
export function registrationBody(scheduleId: string, who: Person = person(), extra: object = {}) {
  return {
    kind: 'REGISTRATION' as const,
    scheduleId,
    terms: ['collect', 'privacy'],
    ...who,
    email: 'youth@example.com',
    preferences: { unitType: '25A' },
    ...extra,
  };
}

/** A valid youth-type APPLICATION body for `scheduleId`. */
export function applicationBody(scheduleId: string, who: Person = person(), extra: object = {}) {
  return youthApplicationBody(scheduleId, { ...who, email: 'youth@example.com' }, extra);
}

export function submit(
  app: FastifyInstance,
  body: object,
  options: { key?: string | null; lang?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const key = options.key === undefined ? randomUUID() : options.key;
  return app.inject({
    method: 'POST',
    url: '/api/v1/application',
    headers: {
      ...(key ? { 'idempotency-key': key } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...options.headers,
    },
    payload: body,
  });
}

export function withToken(token: string, lang?: string): Record<string, string> {
  return { 'x-applicant-token': token, ...(lang ? { 'accept-language': lang } : {}) };
}

export async function countApplications(db: Db, scheduleId: string): Promise<number> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.scheduleId, scheduleId));
  return rows.length;
}

export async function outboxFor(db: Db, to: string[]) {
  return db.select().from(outbox).where(inArray(outbox.to, to));
}

/**
 * multipart/form-data with the document key `name` first and the file in `upload`, as the site sends
 * it; file names go as raw UTF-8 like browsers do. `order: 'file-first'` puts the file first.
 */
export function documentForm(
  name: string | null,
  file: { filename: string; content: Buffer; type?: string } | null,
  order: 'name-first' | 'file-first' = 'name-first',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cnhDoc${Math.random().toString(16).slice(2)}`;
  const namePart =
    name === null
      ? []
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n`,
            'utf8',
          ),
        ];
  const filePart = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="${file.filename}"\r\n` +
            `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
          'utf8',
        ),
        file.content,
        Buffer.from('\r\n'),
      ]
    : [];
  const parts = order === 'name-first' ? [...namePart, ...filePart] : [...filePart, ...namePart];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadDocument(
  app: FastifyInstance,
  applicationId: string,
  token: string,
  form: { payload: Buffer; headers: Record<string, string> },
  lang?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/v1/application/${applicationId}/upload`,
    headers: { ...form.headers, ...withToken(token, lang) },
    payload: form.payload,
  });
}
