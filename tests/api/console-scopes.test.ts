import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, type Scope } from '#domain/scopes.ts';
import { users } from '#server/db/schema/index.ts';
import { startSession } from '#server/services/auth/sessions.ts';
import { createUser } from '#server/services/auth/users.ts';
import { createTestApp, TEST_SCHEDULER, type TestApp } from '../helpers/app.ts';
import { bearer } from '../helpers/auth.ts';

/**
 * Every console endpoint (issue 4): found through an onRoute hook, so a route added without an entry in
 * EXPECTED fails here until someone decides who may call it. For each route, a MANAGER holding exactly one
 * scope passes only when that scope is the route's (any other answer than 403 `forbidden`), every other
 * single-scope manager gets 403, and so do a manager with no scope and a PERSON whose token lists every
 * scope. Schedules answer only the configured username.
 */

/** Who may call a route: managers holding any of these scopes, any console scope, or the schedules admin. */
type Rule = readonly Scope[] | 'anyConsoleScope' | 'scheduleAdmin';

const ANY = 'anyConsoleScope';
const SCHEDULES = 'scheduleAdmin';
const kinds = ['registration', 'application'] as const;

const EXPECTED: Record<string, Rule> = {
  // the manager's own account and the shared tools
  'GET /api/console/me': ANY,
  'POST /api/console/me/verify': ANY,
  'PUT /api/console/me/password': ANY,
  'PUT /api/console/me/subPassword': ANY,
  'POST /api/console/files': ANY,
  'POST /api/editor/photos': ANY,
  // basic right: dashboard, managers, setting, access log
  'GET /api/console/dashboard': ['manager'],
  'GET /api/console/setting': ['manager'],
  'PUT /api/console/setting': ['manager'],
  'GET /api/console/managers': ['manager'],
  'GET /api/console/managers/export': ['manager'],
  'GET /api/console/managers/:_id': ['manager'],
  'POST /api/console/managers': ['manager'],
  'PUT /api/console/managers/:_id': ['manager'],
  'GET /api/console/common/logs': ['manager'],
  'GET /api/console/common/logs/export': ['manager'],
  'GET /api/console/common/logs/review': ['manager'],
  'GET /api/console/common/logs/:_id': ['manager'],
  // registrations and applications: one table, one scope per kind
  'GET /api/console/application': kinds,
  'GET /api/console/application/export': kinds,
  'GET /api/console/application/:_id': kinds,
  'PUT /api/console/application/:_id': kinds,
  'GET /api/console/application/:_id/files/:fileId': kinds,
  // schedules: the configured username only
  'GET /api/console/application/schedules': SCHEDULES,
  'GET /api/console/application/schedules/:_id': SCHEDULES,
  'POST /api/console/application/schedules': SCHEDULES,
  'PUT /api/console/application/schedules/:_id': SCHEDULES,
  // customer centre
  'GET /api/console/center/notifications': ['centerNotifications'],
  'GET /api/console/center/notifications/export': ['centerNotifications'],
  'GET /api/console/center/notifications/:_id': ['centerNotifications'],
  'POST /api/console/center/notifications': ['centerNotifications'],
  'PUT /api/console/center/notifications/:_id': ['centerNotifications'],
  'DELETE /api/console/center/notifications/:_id': ['centerNotifications'],
  'GET /api/console/center/faqs': ['centerFaqs'],
  'GET /api/console/center/faqs/export': ['centerFaqs'],
  'GET /api/console/center/faqs/:_id': ['centerFaqs'],
  'POST /api/console/center/faqs': ['centerFaqs'],
  'PUT /api/console/center/faqs/:_id': ['centerFaqs'],
  'DELETE /api/console/center/faqs/:_id': ['centerFaqs'],
  'GET /api/console/center/downloads': ['centerDownloads'],
  'GET /api/console/center/downloads/export': ['centerDownloads'],
  'GET /api/console/center/downloads/:_id': ['centerDownloads'],
  'POST /api/console/center/downloads': ['centerDownloads'],
  'PUT /api/console/center/downloads/:_id': ['centerDownloads'],
  'DELETE /api/console/center/downloads/:_id': ['centerDownloads'],
  'GET /api/console/center/questions': ['centerQuestions'],
  'GET /api/console/center/questions/export': ['centerQuestions'],
  'GET /api/console/center/questions/:_id': ['centerQuestions'],
  'PUT /api/console/center/questions/:_id': ['centerQuestions'],
  'DELETE /api/console/center/questions/:_id': ['centerQuestions'],
  'GET /api/console/terms': ['terms'],
  'GET /api/console/terms/export': ['terms'],
  'GET /api/console/terms/:_id': ['terms'],
  'POST /api/console/terms': ['terms'],
  'PUT /api/console/terms/:_id': ['terms'],
  'DELETE /api/console/terms/:_id': ['terms'],
  // site display
  'GET /api/console/popups': ['popups'],
  'GET /api/console/popups/export': ['popups'],
  'GET /api/console/popups/:_id': ['popups'],
  'POST /api/console/popups': ['popups'],
  'PUT /api/console/popups/:_id': ['popups'],
  'DELETE /api/console/popups/:_id': ['popups'],
  'GET /api/console/banners': ['banners'],
  'GET /api/console/banners/export': ['banners'],
  'GET /api/console/banners/:_id': ['banners'],
  'POST /api/console/banners': ['banners'],
  'PUT /api/console/banners/:_id': ['banners'],
  'DELETE /api/console/banners/:_id': ['banners'],
  // boards and comments
  'GET /api/console/boards': ['boards'],
  'GET /api/console/boards/posts': ['boards'],
  'GET /api/console/boards/posts/export': ['boards'],
  'GET /api/console/boards/posts/:_id': ['boards'],
  'PUT /api/console/boards/posts/:_id': ['boards'],
  'DELETE /api/console/boards/posts/:_id': ['boards'],
  'GET /api/console/boards/comments': ['boards'],
  'GET /api/console/boards/comments/:_id': ['boards'],
  'PUT /api/console/boards/comments/:_id': ['boards'],
  'DELETE /api/console/boards/comments/:_id': ['boards'],
  // forms and their files, the notification e-mail
  'GET /api/console/forms': ['forms'],
  'GET /api/console/forms/export': ['forms'],
  'GET /api/console/forms/email': ['forms'],
  'PUT /api/console/forms/email': ['forms'],
  'GET /api/console/forms/:_id': ['forms'],
  'GET /api/console/forms/:_id/files/:fileId': ['forms'],
  'DELETE /api/console/forms/:_id': ['forms'],
  // messages: outbox, test sends
  'GET /api/console/messages': ['messages'],
  'GET /api/console/messages/export': ['messages'],
  'GET /api/console/messages/:_id': ['messages'],
  'POST /api/console/messages/test': ['messages'],
  'POST /api/console/email': ['messages'],
  'POST /api/console/message': ['messages'],
  // business matching
  'GET /api/console/fairs': ['fairs'],
  'GET /api/console/fairs/:_id': ['fairs'],
  'GET /api/console/fairs/:_id/excel': ['fairs'],
  'GET /api/console/fairs/:_id/matchings': ['fairs'],
  'GET /api/console/fairs/:_id/matrix': ['fairs'],
  'POST /api/console/fairs': ['fairs'],
  'POST /api/console/fairs/thumb': ['fairs'],
  'PUT /api/console/fairs/:_id': ['fairs'],
  'DELETE /api/console/fairs/:_id': ['fairs'],
  'GET /api/console/matchings': ['fairs'],
  'GET /api/console/matchings/export': ['fairs'],
  'GET /api/console/matchings/:_id': ['fairs'],
  'PUT /api/console/matchings/:_id/schedules': ['fairs'],
  // members (sellers and buyers)
  'GET /api/console/users': ['users'],
  'GET /api/console/users/export': ['users'],
  'GET /api/console/users/:_id': ['users'],
  'GET /api/console/users/:_id/business-registration': ['users'],
  'PUT /api/console/users/:_id/approval': ['users'],
};

const seen: RouteOptions[] = [];
let t: TestApp;
/** A real account per scope (routes such as /me read the account), with a token holding only that scope. */
const tokens = new Map<Scope, string>();
let noScope: string;
let person: string;
let scheduler: string;

/** The console routes the app registered, as `METHOD /path` (HEAD is Fastify's automatic twin of GET). */
function consoleRoutes(): string[] {
  const keys = seen
    .filter((route) => route.url.startsWith('/api/console') || route.url.startsWith('/api/editor'))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${route.url.replace(/\/$/, '')}`),
    );
  return [...new Set(keys)].sort();
}

async function tokenFor(username: string, scope: readonly string[], type: 'MANAGER' | 'PERSON' = 'MANAGER') {
  const user = await createUser(t.db, { username, password: 'Scope!2345', type, scope: scope as Scope[] });
  if (!user) throw new Error(`${username} exists`);
  return (await startSession(t.db, t.config, user)).accessToken;
}

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (route) => seen.push(route) });
  for (const scope of SCOPES) tokens.set(scope, await tokenFor(`scope${scope.toLowerCase()}`, [scope]));
  noScope = await tokenFor('scopenone', []);
  person = await tokenFor('scopeperson', SCOPES, 'PERSON');
  const [row] = await t.db.select().from(users).where(eq(users.username, TEST_SCHEDULER.username));
  scheduler = (await startSession(t.db, t.config, row!)).accessToken;
}, 120_000);
afterAll(() => t.close());

/** One call with a made-up id for every path parameter and an empty body: nothing valid, nothing changed. */
async function callRoute(key: string, token: string) {
  const [method, path] = key.split(' ') as [string, string];
  const url = path.replace(/:\w+/g, () => randomUUID());
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
  });
  const code = res.headers['content-type']?.includes('json')
    ? (res.json() as { code?: string }).code
    : undefined;
  return { status: res.statusCode, code };
}

const refused = (answer: { status: number; code?: string | undefined }) =>
  answer.status === 403 && answer.code === 'forbidden';

describe('console scopes', () => {
  it('knows the rule of every console route, and every rule has its route', () => {
    const routes = consoleRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(
      routes.filter((key) => !(key in EXPECTED)),
      'routes without a rule in EXPECTED',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((key) => !routes.includes(key)),
      'rules of routes that no longer exist',
    ).toEqual([]);
  });

  it('lets exactly the right single scope through on every route, and refuses the others', async () => {
    const wrong: string[] = [];
    for (const key of consoleRoutes()) {
      const rule = EXPECTED[key];
      if (!rule) continue; // reported by the test above
      for (const scope of SCOPES) {
        const allowed = rule === ANY || (Array.isArray(rule) && rule.includes(scope));
        const answer = await callRoute(key, tokens.get(scope)!);
        const ok = allowed
          ? !refused(answer) && answer.status !== 401 && answer.status < 500
          : refused(answer);
        if (!ok) wrong.push(`${key} with [${scope}] → ${answer.status} ${answer.code ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('refuses a manager without scopes and a PERSON with every scope in the token, everywhere', async () => {
    const wrong: string[] = [];
    for (const key of consoleRoutes()) {
      for (const [who, token] of [
        ['no scope', noScope],
        ['PERSON', person],
      ] as const) {
        const answer = await callRoute(key, token);
        if (!refused(answer)) wrong.push(`${key} as ${who} → ${answer.status} ${answer.code ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('opens the schedules to the configured username only', async () => {
    const schedules = consoleRoutes().filter((key) => EXPECTED[key] === SCHEDULES);
    expect(schedules.length).toBeGreaterThanOrEqual(4);
    for (const key of schedules) {
      const answer = await callRoute(key, scheduler);
      expect(refused(answer) || answer.status >= 500, `${key} as the schedules admin`).toBe(false);
    }
  });

  it('answers 401 without a token', async () => {
    for (const key of consoleRoutes()) {
      const [method, path] = key.split(' ') as [string, string];
      const res = await t.app.inject({ method: method as 'GET', url: path.replace(/:\w+/g, randomUUID()) });
      expect(res.statusCode, key).toBe(401);
    }
  });
});
