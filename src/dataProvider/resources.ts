import { CONSOLE_RESOURCES, type ConsoleResourceDeclaration } from '#domain/consoleResources.ts';

const DECLARED = new Map<string, ConsoleResourceDeclaration>(
  CONSOLE_RESOURCES.map((resource) => [resource.name, resource]),
);

/**
 * The row of domain/consoleResources.ts that react-admin's resource name (= the console route) refers to. A
 * name without a row is a mistake to see at once, not a guessed path.
 */
function declared(resource: string): ConsoleResourceDeclaration {
  const row = DECLARED.get(resource);
  if (!row) throw new Error(`"${resource}" is not declared in domain/consoleResources.ts`);
  return row;
}

/** `/api/console/<api>` for a resource, e.g. `schedules` → `/api/console/application/schedules`. */
export function apiPathOf(resource: string): string {
  return `/api/console/${declared(resource).api}`;
}

/** The list answer's key (`center/notifications` → `notifications`, `registration` → `applications`). */
export function pluralOf(resource: string): string {
  return declared(resource).list;
}

/** The record answer's key (`center/notifications` → `notification`). */
export function singularOf(resource: string): string {
  return declared(resource).record;
}

/** Whether the resource's list pages by cursor (an append-only log). */
export function keysetOf(resource: string): boolean {
  return declared(resource).keyset === true;
}
