import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_RESOURCES, CONSOLE_TOOLS, type ConsoleView } from '#domain/consoleResources.ts';
import { isScope, SCOPES, type Scope } from '#domain/scopes.ts';
import { users } from '#server/db/schema/index.ts';
import { startSession } from '#server/services/auth/sessions.ts';
import { createUser } from '#server/services/auth/users.ts';
import { createTestApp, TEST_SCHEDULER, type TestApp } from '../helpers/app.ts';
import { bearer } from '../helpers/auth.ts';

/**
 * Every console endpoint: found through an onRoute hook, each gets the rule of its longest API prefix
 * declared in domain/consoleResources.ts, so a route outside every declared prefix fails here until the table
 * says who may call it. For each route, a MANAGER holding exactly one scope passes only when that scope is
 * the route's (any other answer than 403 `forbidden`), every other single-scope manager gets 403, and so do a
 * manager with no scope and a PERSON whose token lists every scope. Schedules answer only the configured
 * username. Each declared view of a resource has its route, and a resource without the export view has no
 * export route.
 */

/** Who may call a route: managers holding any of these scopes, any console scope, or the schedules admin. */
type Rule = readonly Scope[] | 'anyConsoleScope' | 'scheduleAdmin';

const ANY = 'anyConsoleScope';
const SCHEDULES = 'scheduleAdmin';
const CONSOLE = '/api/console';

/** Routes under /api that are not console routes but are a manager's tools all the same. */
const OUTSIDE: Record<string, Rule> = { 'POST /api/editor/photos': ANY };

const DECLARED: readonly { api: string; scope: string }[] = [...CONSOLE_RESOURCES, ...CONSOLE_TOOLS];

/** The path of `METHOD /api/console/<path>` under /api/console. */
const pathOf = (key: string) => key.slice(key.indexOf(' ') + CONSOLE.length + 2);

/**
 * The rule of `METHOD /path`: the scopes declared for its longest API prefix — any of them when two resources
 * share it (`application`: registrations need `registration`, applications `application`).
 */
function ruleOf(key: string): Rule | undefined {
  if (key in OUTSIDE) return OUTSIDE[key];
  const path = pathOf(key);
  const under = DECLARED.filter(({ api }) => path === api || path.startsWith(`${api}/`));
  const longest = Math.max(...under.map(({ api }) => api.length));
  const scopes = [...new Set(under.filter(({ api }) => api.length === longest).map(({ scope }) => scope))];
  if (scopes.length === 0) return undefined;
  if (scopes.includes('anyManager')) return ANY;
  if (scopes.includes('scheduleAdmin')) return SCHEDULES;
  return scopes.filter(isScope);
}

/** The routes each declared view of a resource needs (`GET <api>/:_id` serves both show and edit). */
function viewRoutes(api: string, view: ConsoleView): string[] {
  const path = `${CONSOLE}/${api}`;
  const routes: Record<ConsoleView, string[]> = {
    list: [`GET ${path}`],
    export: [`GET ${path}/export`],
    show: [`GET ${path}/:_id`],
    edit: [`GET ${path}/:_id`, `PUT ${path}/:_id`],
    create: [`POST ${path}`],
  };
  return routes[view];
}

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
  it('finds a declared prefix for every console route, and routes under every declared prefix', () => {
    const routes = consoleRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(
      routes.filter((key) => ruleOf(key) === undefined),
      'routes under no prefix of domain/consoleResources.ts',
    ).toEqual([]);
    expect(
      DECLARED.filter(
        ({ api }) => !routes.some((key) => pathOf(key) === api || pathOf(key).startsWith(`${api}/`)),
      ).map(({ api }) => api),
      'declared prefixes without routes',
    ).toEqual([]);
    expect(
      Object.keys(OUTSIDE).filter((key) => !routes.includes(key)),
      'rules of routes that no longer exist',
    ).toEqual([]);
  });

  it('serves each declared view of a resource, and no export the table does not declare', () => {
    const routes = consoleRoutes();
    const missing = CONSOLE_RESOURCES.flatMap((resource) =>
      resource.views.flatMap((view) =>
        viewRoutes(resource.api, view)
          .filter((key) => !routes.includes(key))
          .map((key) => `${resource.name} ${view}: ${key}`),
      ),
    );
    expect(missing).toEqual([]);
    const undeclaredExports = CONSOLE_RESOURCES.filter(
      (resource) =>
        !(resource.views as readonly ConsoleView[]).includes('export') &&
        routes.includes(viewRoutes(resource.api, 'export')[0]!),
    ).map((resource) => resource.name);
    expect(undeclaredExports).toEqual([]);
  });

  it('lets exactly the right single scope through on every route, and refuses the others', async () => {
    const wrong: string[] = [];
    for (const key of consoleRoutes()) {
      const rule = ruleOf(key);
      if (!rule) continue; // reported by the first test
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
    const schedules = consoleRoutes().filter((key) => ruleOf(key) === SCHEDULES);
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
