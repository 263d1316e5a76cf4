import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONSOLE_RESOURCES, CONSOLE_TOOLS } from '#domain/consoleResources.ts';
import { SCOPES } from '#domain/scopes.ts';
import type { HttpError } from '#server/http/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { consoleGuard, declaredScopes } from '#server/routes/console/_guard.ts';

/**
 * The guard each console prefix gets from domain/consoleResources.ts (server/routes/console/_guard.ts), for
 * every declared prefix and a file below it: 401 without a user, 403 for a PERSON holding every scope and for
 * a manager without the prefix's scope, through for a manager with it. tests/api/console-scopes.test.ts
 * calls every route of the running app with the same table.
 */

const SCHEDULER = 'scheduler';
const DECLARED = [...CONSOLE_RESOURCES, ...CONSOLE_TOOLS];

const user = (type: AuthUser['type'], scope: readonly string[], username = 'someone') =>
  ({ _id: 'id', username, type, scope }) as unknown as AuthUser;

/** What the guard answers: the HttpError's status, or 'through'. */
async function answer(prefix: string, who: AuthUser | null): Promise<number | 'through'> {
  const guard = consoleGuard({ file: `${prefix}.ts`, prefix });
  const request = { user: who, server: { config: { scheduleAdminUsername: SCHEDULER } } };
  try {
    await guard(request as unknown as FastifyRequest, {} as never);
    return 'through';
  } catch (error) {
    return (error as HttpError).status;
  }
}

/** A manager the prefix lets in, and one it does not. */
function managersOf(scopes: readonly string[]): [AuthUser, AuthUser] {
  if (scopes.includes('anyManager')) return [user('MANAGER', ['manager']), user('MANAGER', [])];
  if (scopes.includes('scheduleAdmin')) {
    return [user('MANAGER', [], SCHEDULER), user('MANAGER', SCOPES)];
  }
  return [
    user('MANAGER', [scopes[0]!]),
    user(
      'MANAGER',
      SCOPES.filter((s) => !scopes.includes(s)),
    ),
  ];
}

describe('console prefix guards', () => {
  for (const { api } of DECLARED) {
    for (const prefix of [`/${api}`, `/${api}/below`]) {
      it(`guards ${prefix}`, async () => {
        const scopes = declaredScopes(prefix)!;
        const [allowed, refused] = managersOf(scopes);
        expect(await answer(prefix, null)).toBe(401);
        expect(await answer(prefix, user('PERSON', SCOPES))).toBe(403);
        expect(await answer(prefix, refused)).toBe(403);
        expect(await answer(prefix, allowed)).toBe('through');
      });
    }
  }

  it('lets either kind of application manager into /application, not into its schedules', () => {
    expect(declaredScopes('/application')).toEqual(['registration', 'application']);
    expect(declaredScopes('/application/schedules')).toEqual(['scheduleAdmin']);
    expect(declaredScopes('/me/password')).toEqual(['anyManager']);
    expect(declaredScopes('/shop')).toBeNull();
  });
});
