/**
 * Who may change which manager (docs/design.md § Grants; docs/security.md § Managers, scopes and grants).
 * Pure, so the server enforces it and the console's forms use the same rule to disable what would be refused:
 *
 * - a manager grants or removes only scopes they hold themselves, and creates no manager with more;
 * - locking, unlocking, resetting the password of or deleting a manager needs every scope that manager
 *   holds (otherwise a junior could take over, or silence, a senior);
 * - nobody changes their own scopes, nor locks, resets or deletes their own account through these changes
 *   (their own password has its own page, which asks for the current one);
 * - the protected accounts (the first manager, ADMIN_USERNAME, and the schedules manager,
 *   SCHEDULE_ADMIN_USERNAME) are never locked, demoted, reset or deleted by anyone else, and their
 *   usernames cannot be taken by a new manager. A protected account may still be given scopes or unlocked
 *   by someone holding the scopes concerned: that takes nothing away from it.
 */

/** A manager as far as the rule cares: who, and what they hold. */
export interface Grantee {
  username: string;
  scopes: readonly string[];
}

export type GrantChange =
  | { action: 'create'; username: string; scopes: readonly string[] }
  | { action: 'scopes'; target: Grantee; scopes: readonly string[] }
  | { action: 'lock' | 'unlock' | 'resetPassword' | 'delete'; target: Grantee };

/** Why a change is refused: message codes of domain/messages/accounts.ts. */
export type GrantRefusal =
  'grantOwnAccount' | 'grantProtectedAccount' | 'grantScopeNotHeld' | 'grantTargetOutranks';

const lacking = (holder: readonly string[], wanted: Iterable<string>) =>
  [...wanted].some((scope) => !holder.includes(scope));

/** The scopes added or removed from `before` to `after`. */
export function changedScopes(before: readonly string[], after: readonly string[]): string[] {
  return [...before.filter((s) => !after.includes(s)), ...after.filter((s) => !before.includes(s))];
}

/** `null` when `caller` may make `change`; otherwise the reason it is refused. */
export function checkGrant(
  caller: Grantee,
  change: GrantChange,
  protectedUsernames: readonly string[],
): GrantRefusal | null {
  if (change.action === 'create') {
    if (protectedUsernames.includes(change.username)) return 'grantProtectedAccount';
    return lacking(caller.scopes, change.scopes) ? 'grantScopeNotHeld' : null;
  }
  const { target } = change;
  const self = target.username === caller.username;
  const isProtected = protectedUsernames.includes(target.username);
  if (change.action === 'scopes') {
    const changed = changedScopes(target.scopes, change.scopes);
    if (changed.length === 0) return null;
    if (self) return 'grantOwnAccount';
    if (isProtected && lacking(change.scopes, target.scopes)) return 'grantProtectedAccount';
    return lacking(caller.scopes, changed) ? 'grantScopeNotHeld' : null;
  }
  if (self) return 'grantOwnAccount';
  if (isProtected && change.action !== 'unlock') return 'grantProtectedAccount';
  return lacking(caller.scopes, target.scopes) ? 'grantTargetOutranks' : null;
}

/** Whether `caller` may change `target`'s holding of `scope` (a checkbox of the edit form). */
export function mayToggleScope(
  caller: Grantee,
  target: Grantee,
  scope: string,
  protectedUsernames: readonly string[],
): boolean {
  const scopes = target.scopes.includes(scope)
    ? target.scopes.filter((s) => s !== scope)
    : [...target.scopes, scope];
  return checkGrant(caller, { action: 'scopes', target, scopes }, protectedUsernames) === null;
}
