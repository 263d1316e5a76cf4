import { useGetIdentity, usePermissions } from 'react-admin';
import { checkGrant, type GrantChange, type Grantee } from '#domain/grants.ts';
import type { ManagerRow } from './ManagerList.tsx';

/**
 * The logged-in manager for domain/grants.ts: the username of their identity and the scopes of their token.
 * Null while either loads. The console only hides what the server would refuse; the server decides.
 */
export function useGrantor(): Grantee | null {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  if (!identity || !Array.isArray(permissions)) return null;
  return { username: String(identity.username ?? ''), scopes: permissions };
}

/** The row as domain/grants.ts sees it, with the protected usernames its `protected` flag stands for. */
export function granteeOf(record: ManagerRow): { target: Grantee; protectedUsernames: string[] } {
  return {
    target: { username: record.username, scopes: record.scope },
    protectedUsernames: record.protected ? [record.username] : [],
  };
}

/** Whether `grantor` may make `change` to `record` (false while the grantor loads). */
export function mayChange(
  grantor: Grantee | null,
  record: ManagerRow,
  change: (target: Grantee) => GrantChange,
): boolean {
  if (!grantor) return false;
  const { target, protectedUsernames } = granteeOf(record);
  return checkGrant(grantor, change(target), protectedUsernames) === null;
}
