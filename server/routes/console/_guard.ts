import { CONSOLE_RESOURCES, CONSOLE_TOOLS } from '#domain/consoleResources.ts';
import { isScope } from '#domain/scopes.ts';
import type { RouteFile } from '#server/http/routeTree.ts';
import {
  requireAnyConsoleScope,
  requireScheduleAdmin,
  requireScope,
  type Guard,
} from '#server/plugins/auth.ts';

/** A console API prefix and the scope it is declared with (domain/consoleResources.ts). */
export interface DeclaredPrefix {
  api: string;
  scope: string;
}

const DECLARED: readonly DeclaredPrefix[] = [...CONSOLE_RESOURCES, ...CONSOLE_TOOLS];

/**
 * The scopes a console prefix (`/center/faqs`, `/me/password`) is declared with: those of the longest
 * declared api that is the prefix or contains it (`application` serves registrations and applications:
 * either scope lets a request in, the route narrows by kind). Null when nothing declares it.
 */
export function declaredScopes(
  prefix: string,
  declared: readonly DeclaredPrefix[] = DECLARED,
): string[] | null {
  const path = prefix.replace(/^\//, '');
  const covering = declared.filter((d) => path === d.api || path.startsWith(`${d.api}/`));
  if (covering.length === 0) return null;
  const longest = Math.max(...covering.map((d) => d.api.length));
  return [...new Set(covering.filter((d) => d.api.length === longest).map((d) => d.scope))];
}

function guardOf(scopes: string[], route: RouteFile): Guard {
  const [only] = scopes;
  if (scopes.length === 1 && only === 'anyManager') return requireAnyConsoleScope();
  if (scopes.length === 1 && only === 'scheduleAdmin') return requireScheduleAdmin();
  const managerScopes = scopes.filter(isScope);
  if (managerScopes.length !== scopes.length) {
    throw new Error(`${route.file}: /api/console${route.prefix} mixes ${scopes.join(', ')}`);
  }
  return requireScope(...managerScopes);
}

/**
 * The guard every route of a console route file gets, from its prefix's declaration; a file whose prefix
 * is not declared stops the app from starting, so no console route can exist without a guard.
 */
export function consoleGuard(route: RouteFile, declared?: readonly DeclaredPrefix[]): Guard {
  const scopes = declaredScopes(route.prefix, declared);
  if (!scopes) {
    throw new Error(
      `${route.file}: /api/console${route.prefix} is not declared in domain/consoleResources.ts ` +
        '(CONSOLE_RESOURCES or CONSOLE_TOOLS), so it has no guard',
    );
  }
  return guardOf(scopes, route);
}
