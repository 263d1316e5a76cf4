/**
 * The short-lived tokens of the password checks (X-Question-Token …), kept in sessionStorage per record so
 * a reload within the 10 minutes does not ask for the password again; closing the tab forgets them.
 */
type Kind = 'question' | 'post' | 'comment';

const keyOf = (kind: Kind, id: string) => `${kind}Token:${id}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Seconds since the epoch at which the JWT expires, or 0 when unreadable. */
function expiryOf(token: string): number {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : 0;
  } catch {
    return 0;
  }
}

export function saveRecordToken(kind: Kind, id: string, token: string): void {
  try {
    storage()?.setItem(keyOf(kind, id), token);
  } catch {
    // storage full or disabled: the token lives in the page's state only
  }
}

/** The stored token while it has at least 10 more seconds; expired ones are dropped. */
export function readRecordToken(kind: Kind, id: string): string | null {
  const token = storage()?.getItem(keyOf(kind, id)) ?? null;
  if (!token) return null;
  if (expiryOf(token) * 1000 - 10_000 < Date.now()) {
    clearRecordToken(kind, id);
    return null;
  }
  return token;
}

export function clearRecordToken(kind: Kind, id: string): void {
  storage()?.removeItem(keyOf(kind, id));
}
