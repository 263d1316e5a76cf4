import type { AccessClaims } from '../api/tokens.ts';
import { CONSOLE_PAGES, type ConsolePage } from '#domain/scopes.ts';

/** react-admin resource names that differ from their console page (none today; the route is the name). */
const PAGE_OF_RESOURCE: Record<string, ConsolePage> = { dashboard: '' };

export function consolePageOf(resource: string): ConsolePage | null {
  if (resource in PAGE_OF_RESOURCE) return PAGE_OF_RESOURCE[resource] ?? null;
  return resource in CONSOLE_PAGES ? (resource as ConsolePage) : null;
}

/**
 * Whether a manager may open a console resource (docs/spec.md § 6, docs/design.md § Scopes): type MANAGER
 * plus the page's scope; `schedules` instead needs the one configured username, which the console cannot read
 * from the token, so the caller passes what the server answered (`scheduleAdmin`). Every action of a resource
 * needs the same right, so `action` does not change the answer. The server checks again on every request.
 */
export function decideAccess(claims: AccessClaims | null, resource: string, scheduleAdmin: boolean): boolean {
  if (!claims || claims.type !== 'MANAGER') return false;
  const page = consolePageOf(resource);
  if (page === null) return false;
  const needed = CONSOLE_PAGES[page];
  if (needed === 'scheduleAdmin') return scheduleAdmin;
  return claims.scope.includes(needed);
}
