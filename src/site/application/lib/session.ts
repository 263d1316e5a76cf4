/**
 * What the application pages keep in sessionStorage, and only there: it ends with the tab, so a shared
 * computer does not hand one applicant's data to the next visitor. Storage may be disabled (privacy
 * mode, quota): every access is guarded and the pages then simply keep nothing.
 */

/**
 * docs/decisions/0005-application-contract.md: the applicant's proof of identity for their own applications
 * (30 minutes, not a login).
 */
export const APPLICANT_TOKEN_KEY = 'applicantToken';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readSession(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // quota or privacy mode: the data lives in memory only
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readSession(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Seconds since the epoch when a JWT expires, read without verifying (the server verifies). */
function expiryOf(token: string): number | null {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * The applicant token of this tab, or null. One that has expired (or is about to) is dropped before it
 * is sent: the server would answer 403 and the client would alert it, when all the visitor needs is
 * the lookup form again.
 */
function currentToken(now = Date.now()): string | null {
  const token = readSession(APPLICANT_TOKEN_KEY);
  if (!token) return null;
  const exp = expiryOf(token);
  if (exp !== null && exp * 1000 <= now + 5_000) {
    writeSession(APPLICANT_TOKEN_KEY, null);
    return null;
  }
  return token;
}

export const applicantToken = {
  get: () => currentToken(),
  set: (token: string) => writeSession(APPLICANT_TOKEN_KEY, token),
  clear: () => writeSession(APPLICANT_TOKEN_KEY, null),
  /** The header every applicant call carries (passed through the client's `headers` option). */
  headers: (): Record<string, string> => {
    const token = currentToken();
    return token ? { 'X-Applicant-Token': token } : {};
  },
};
