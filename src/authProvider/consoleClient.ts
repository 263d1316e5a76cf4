import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client.ts';
import { readClaims } from '../api/tokens.ts';

/**
 * The one HTTP client (src/api/client.ts) with two additions the console needs:
 * - `quietly(fn)`: runs a permission probe whose 403 must not alert (the menu asks "may I?" before showing an
 *   item; an alert for every item the manager lacks would be noise). Alerts raised while a probe runs are
 *   dropped, so probes are kept to one short request at a time.
 * - `ensureFresh()`: renews the pair before a call when the access token has expired or is about to, so a
 *   page does not start with a burst of 401s; concurrent callers share the client's one renewal.
 */
export interface ConsoleClient extends ApiClient {
  quietly<T>(fn: () => Promise<T>): Promise<T>;
  /** Resolves true when a live access token is present afterwards. */
  ensureFresh(): Promise<boolean>;
}

/** Renew this many seconds before the access token's `exp`, to cover clock skew and request time. */
export const RENEW_MARGIN_SECONDS = 15;

export function createConsoleClient(options: ApiClientOptions & { now?: () => number } = {}): ConsoleClient {
  let quiet = 0;
  const alertUser = options.alert ?? ((text: string) => window.alert(text));
  const now = options.now ?? (() => Date.now());
  const client = createApiClient({
    ...options,
    alert: (text) => {
      if (quiet === 0) alertUser(text);
    },
  });
  return {
    ...client,
    async quietly<T>(fn: () => Promise<T>): Promise<T> {
      quiet += 1;
      try {
        return await fn();
      } finally {
        quiet -= 1;
      }
    },
    async ensureFresh() {
      const pair = client.tokens.get();
      if (!pair) return false;
      const claims = readClaims(pair.accessToken);
      if (claims && claims.exp * 1000 > now() + RENEW_MARGIN_SECONDS * 1000) return true;
      // A failed renewal is not thrown here: the call that follows gets a 401 and the client ends the session.
      if (await client.renew()) return true;
      return claims !== null && claims.exp * 1000 > now();
    },
  };
}
