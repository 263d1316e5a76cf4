import type { RouteOptions } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkGrant, type GrantChange, type GrantRefusal } from '#domain/grants.ts';
import { SCOPES, type Scope } from '#domain/scopes.ts';
import { accessLogs, users } from '#server/db/schema/index.ts';
import { createTestApp, TEST_ADMIN, TEST_SCHEDULER, type TestApp } from '../helpers/app.ts';
import { bearer, createManager, login } from '../helpers/auth.ts';

/**
 * docs/security.md § Managers, scopes and grants (docs/design.md § Grants): a manager grants or removes only
 * scopes they hold, locks, unlocks, resets or deletes only a manager whose every scope they hold, never
 * changes their own account, and the first manager and the schedules manager are never locked, demoted, reset
 * or deleted by anyone else. The table below is written out by hand (not computed from domain/grants.ts):
 * every caller × target × action, checked against the pure rule and, where a route makes the change, through
 * the API.
 */

const BASIC: Scope[] = ['manager'];
const POPUPS: Scope[] = ['manager', 'popups'];
const APPLICATION: Scope[] = ['manager', 'application'];
const ALL: Scope[] = [...SCOPES];

type CallerKey = 'basic' | 'popups' | 'full' | 'admin';
type TargetKey = 'basic' | 'popups' | 'application' | 'all' | 'admin' | 'scheduler' | 'self';
const ACTIONS = [
  'create',
  'lock',
  'unlock',
  'reset',
  'delete',
  'toBasic',
  'addPopups',
  'addApplication',
] as const;
type Action = (typeof ACTIONS)[number];

const CALLERS: Record<CallerKey, { username: string; scope: Scope[] }> = {
  basic: { username: 'gcbasic', scope: BASIC },
  popups: { username: 'gcpopups', scope: POPUPS },
  full: { username: 'gcfull', scope: ALL },
  admin: { username: TEST_ADMIN.username, scope: ALL },
};

/** Each target's username (per caller, so a change by one caller never meets another) and scopes. */
function targetOf(caller: CallerKey, key: TargetKey): { username: string; scope: Scope[] } {
  switch (key) {
    case 'admin':
      return { username: TEST_ADMIN.username, scope: ALL };
    case 'scheduler':
      return { username: TEST_SCHEDULER.username, scope: BASIC };
    case 'self':
      return CALLERS[caller];
    default:
      return {
        username: `gt${caller}${key}`.slice(0, 20),
        scope: { basic: BASIC, popups: POPUPS, application: APPLICATION, all: ALL }[key],
      };
  }
}

/**
 * `.` allowed; O own account; P protected account; S a scope the caller lacks; T a target holding scopes
 * the caller lacks; `-` not applicable (creating oneself). Columns: create (a new manager with the target's
 * scopes, or the protected username), lock, unlock, reset password, delete, set scopes to [manager],
 * add popups, add application.
 */
const TABLE: Record<CallerKey, Record<TargetKey, string>> = {
  //            create lock unlock reset delete toBasic +popups +application
  basic: {
    basic: '. . . . . . S S',
    popups: 'S T T T T S . S',
    application: 'S T T T T S S .',
    all: 'S T T T T S . .',
    admin: 'P P T P P P . .',
    scheduler: 'P P . P P . S S',
    self: '- O O O O . O O',
  },
  popups: {
    basic: '. . . . . . . S',
    popups: '. . . . . . . S',
    application: 'S T T T T S . .',
    all: 'S T T T T S . .',
    admin: 'P P T P P P . .',
    scheduler: 'P P . P P . . S',
    self: '- O O O O O . O',
  },
  full: {
    basic: '. . . . . . . .',
    popups: '. . . . . . . .',
    application: '. . . . . . . .',
    all: '. . . . . . . .',
    admin: 'P P . P P P . .',
    scheduler: 'P P . P P . . .',
    self: '- O O O O O . .',
  },
  admin: {
    basic: '. . . . . . . .',
    popups: '. . . . . . . .',
    application: '. . . . . . . .',
    all: '. . . . . . . .',
    admin: '- O O O O O . .',
    scheduler: 'P P . P P . . .',
    self: '- O O O O O . .',
  },
};

const REFUSALS: Record<string, GrantRefusal | null> = {
  '.': null,
  O: 'grantOwnAccount',
  P: 'grantProtectedAccount',
  S: 'grantScopeNotHeld',
  T: 'grantTargetOutranks',
};

interface Cell {
  caller: CallerKey;
  target: TargetKey;
  action: Action;
  expected: GrantRefusal | null;
}

const CELLS: Cell[] = Object.entries(TABLE).flatMap(([caller, row]) =>
  Object.entries(row).flatMap(([target, line]) =>
    line.split(' ').flatMap((mark, i): Cell[] =>
      mark === '-'
        ? []
        : [
            {
              caller: caller as CallerKey,
              target: target as TargetKey,
              action: ACTIONS[i]!,
              expected: REFUSALS[mark]!,
            },
          ],
    ),
  ),
);

const PROTECTED = [TEST_ADMIN.username, TEST_SCHEDULER.username];

function scopesAfter(action: Action, scope: Scope[]): Scope[] {
  if (action === 'toBasic') return BASIC;
  const added: Scope = action === 'addPopups' ? 'popups' : 'application';
  return SCOPES.filter((s) => scope.includes(s) || s === added);
}

function changeOf(cell: Cell): GrantChange {
  const target = targetOf(cell.caller, cell.target);
  const grantee = { username: target.username, scopes: target.scope };
  switch (cell.action) {
    case 'create':
      return { action: 'create', username: target.username, scopes: target.scope };
    case 'reset':
      return { action: 'resetPassword', target: grantee };
    case 'lock':
    case 'unlock':
    case 'delete':
      return { action: cell.action, target: grantee };
    default:
      return { action: 'scopes', target: grantee, scopes: scopesAfter(cell.action, target.scope) };
  }
}

const label = (c: Cell) => `${c.caller} → ${c.target}: ${c.action}`;

describe('domain/grants.ts: every caller × target × action', () => {
  it.each(CELLS.map((c) => [label(c), c] as const))('%s', (_name, cell) => {
    const caller = CALLERS[cell.caller];
    expect(checkGrant({ username: caller.username, scopes: caller.scope }, changeOf(cell), PROTECTED)).toBe(
      cell.expected,
    );
  });
});

describe('the console API enforces the rule', () => {
  const seen: RouteOptions[] = [];
  let t: TestApp;
  const tokens = {} as Record<CallerKey, string>;
  const ids = new Map<string, string>();
  let createdCount = 0;

  beforeAll(async () => {
    t = await createTestApp({}, { onRoute: (route) => seen.push(route) });
    for (const [key, caller] of Object.entries(CALLERS) as [CallerKey, (typeof CALLERS)[CallerKey]][]) {
      if (key !== 'admin') {
        await createManager(t.app, {
          username: caller.username,
          password: 'Grant!2345',
          scope: caller.scope,
        });
      }
      const password = key === 'admin' ? TEST_ADMIN.password : 'Grant!2345';
      tokens[key] = (await login(t.app, caller.username, password)).accessToken;
    }
    for (const caller of Object.keys(CALLERS) as CallerKey[]) {
      for (const key of ['basic', 'popups', 'application', 'all'] as const) {
        const target = targetOf(caller, key);
        await createManager(t.app, {
          username: target.username,
          password: 'Grant!2345',
          scope: target.scope,
        });
      }
    }
    for (const row of await t.db.select({ id: users.id, username: users.username }).from(users)) {
      ids.set(row.username, row.id);
    }
  });
  afterAll(() => t?.close());

  async function state(username: string) {
    const [row] = await t.db
      .select({ scope: users.scope, locked: users.locked })
      .from(users)
      .where(eq(users.username, username));
    return row;
  }
  async function logRows(): Promise<number> {
    const [row] = await t.db.select({ n: count() }).from(accessLogs);
    return row!.n;
  }

  /** The target as the table assumes it: its scopes, unlocked (locked before an unlock). */
  async function prepare(username: string, scope: Scope[], locked: boolean) {
    await t.db.update(users).set({ scope, locked }).where(eq(users.username, username));
  }

  function call(cell: Cell, lang = 'ko') {
    const target = targetOf(cell.caller, cell.target);
    const headers = { ...bearer(tokens[cell.caller]), 'accept-language': lang };
    if (cell.action === 'create') {
      createdCount++;
      const username =
        cell.target === 'admin' || cell.target === 'scheduler' ? target.username : `gnew${createdCount}`;
      return t.app.inject({
        method: 'POST',
        url: '/api/console/managers',
        headers,
        payload: {
          username,
          password: 'Grant!2345',
          subPassword: 'Second!2345',
          name: '김신규',
          email: `${username}@example.kr`,
          phone: '01012345678',
          scope: target.scope,
        },
      });
    }
    const locked = cell.action === 'lock';
    const scope =
      cell.action === 'lock' || cell.action === 'unlock'
        ? target.scope
        : scopesAfter(cell.action, target.scope);
    return t.app.inject({
      method: 'PUT',
      url: `/api/console/managers/${ids.get(target.username)}`,
      headers,
      payload: { scope, locked },
    });
  }

  // A locked caller cannot call at all: unlocking oneself is refused by the rule (above), not reachable here.
  const apiCells = CELLS.filter(
    (c) =>
      c.action !== 'reset' &&
      c.action !== 'delete' &&
      !(c.action === 'unlock' && (c.target === 'self' || (c.caller === 'admin' && c.target === 'admin'))),
  );

  it.each(apiCells.map((c) => [label(c), c] as const))('%s', async (_name, cell) => {
    const target = targetOf(cell.caller, cell.target);
    if (cell.action !== 'create') await prepare(target.username, target.scope, cell.action === 'unlock');
    const before = cell.action === 'create' ? null : await state(target.username);
    const logsBefore = await logRows();
    const res = await call(cell);
    if (cell.expected === null) {
      expect(res.statusCode, res.body).toBe(cell.action === 'create' ? 201 : 200);
      const changed =
        cell.action === 'create' || JSON.stringify(await state(target.username)) !== JSON.stringify(before);
      // every change writes its access-log row; a change that changes nothing writes none
      expect(await logRows()).toBe(logsBefore + (changed ? 1 : 0));
    } else {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe(cell.expected);
      if (before) expect(await state(target.username)).toEqual(before);
      expect(await logRows()).toBe(logsBefore);
    }
    if (cell.action !== 'create') await prepare(target.username, target.scope, false);
  });

  it('says why in the request’s language', async () => {
    const cell: Cell = {
      caller: 'basic',
      target: 'scheduler',
      action: 'lock',
      expected: 'grantProtectedAccount',
    };
    await prepare(TEST_SCHEDULER.username, BASIC, false);
    const answers = {
      ko: '최초 관리자와 일정 관리자',
      en: 'The first manager and the schedules manager',
      cn: '首位管理员和日程管理员',
    };
    for (const [lang, start] of Object.entries(answers)) {
      const res = await call(cell, lang);
      expect(res.statusCode).toBe(403);
      expect(res.json().message.startsWith(start), res.json().message).toBe(true);
    }
    const raise = await call(
      { caller: 'basic', target: 'basic', action: 'addApplication', expected: null },
      'en',
    );
    expect(raise.json().message).toBe('You can grant or remove only permissions you hold yourself.');
  });

  it('logs a scope change with its scopes before and after as a permission row', async () => {
    const target = targetOf('full', 'basic');
    await prepare(target.username, BASIC, false);
    const res = await call({ caller: 'full', target: 'basic', action: 'addPopups', expected: null });
    expect(res.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(accessLogs)
      .where(eq(accessLogs.subjectId, ids.get(target.username)!));
    expect(rows.map((r) => [r.action, r.actorUsername, r.detail])).toContainEqual([
      'permission',
      'gcfull',
      'scope: manager → manager,popups',
    ]);
  });

  it('offers no other way to change a manager: the only console writes that reach an account', () => {
    const writes = seen
      .flatMap((r) => [r.method].flat().map((method) => `${method} ${r.url.replace(/\/$/, '')}`))
      .filter((r) => /^(POST|PUT|PATCH|DELETE) \/api\/console\/(managers|users|me)\b/.test(r))
      .sort();
    // no delete and no password reset of another manager exist; a new one must go through domain/grants.ts
    expect(writes).toEqual([
      'POST /api/console/managers',
      'POST /api/console/me/verify',
      'PUT /api/console/managers/:_id',
      'PUT /api/console/me/password',
      'PUT /api/console/me/subPassword',
      'PUT /api/console/users/:_id/approval',
    ]);
  });

  it('a member route cannot touch a manager: the approval of a manager id is 404 and changes nothing', async () => {
    const id = ids.get(TEST_SCHEDULER.username)!;
    const before = await state(TEST_SCHEDULER.username);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/console/users/${id}/approval`,
      headers: bearer(tokens.admin),
      payload: { status: 'APPROVED' },
    });
    expect(res.statusCode).toBe(404);
    expect(await state(TEST_SCHEDULER.username)).toEqual(before);
  });
});
