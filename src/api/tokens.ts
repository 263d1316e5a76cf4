import type { TokenPair } from '#domain/schemas/session.ts';

/**
 * The session's token pair (domain/schemas/session.ts), kept in sessionStorage as docs/spec.md § 4 "Session"
 * says: it ends with the tab. Logged in means an access token exists.
 */
export type { TokenPair };

export interface AccessClaims {
  username: string;
  scope: string[];
  type: 'PERSON' | 'COMPANY' | 'MANAGER';
  exp: number;
}

const ACCESS = 'accessToken';
const REFRESH = 'refreshToken';

export interface TokenStore {
  get(): TokenPair | null;
  set(pair: TokenPair): void;
  clear(): void;
}

export function sessionTokenStore(storage: Storage = sessionStorage): TokenStore {
  return {
    get() {
      const accessToken = storage.getItem(ACCESS);
      const refreshToken = storage.getItem(REFRESH);
      return accessToken && refreshToken ? { accessToken, refreshToken } : null;
    },
    set(pair) {
      storage.setItem(ACCESS, pair.accessToken);
      storage.setItem(REFRESH, pair.refreshToken);
    },
    clear() {
      storage.removeItem(ACCESS);
      storage.removeItem(REFRESH);
    },
  };
}

/** Reads the access token's payload for display and menus; the server verifies the signature. */
export function readClaims(accessToken: string | undefined | null): AccessClaims | null {
  const part = accessToken?.split('.')[1];
  if (!part) return null;
  try {
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
    );
    const claims = JSON.parse(json) as Partial<AccessClaims>;
    if (typeof claims.username !== 'string') return null;
    return {
      username: claims.username,
      scope: Array.isArray(claims.scope) ? claims.scope : [],
      type: claims.type ?? 'PERSON',
      exp: claims.exp ?? 0,
    };
  } catch {
    return null;
  }
}
