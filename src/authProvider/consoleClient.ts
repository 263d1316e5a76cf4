import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client.ts';
import { readClaims } from '../api/tokens.ts';

/**
 * The one HTTP client (src/api/client.ts) with what the console adds:
 * - `ensureFresh()`: renews the pair before a call when the access token has expired or is about to, so a
 *   page does not start with a burst of 401s; concurrent callers share the client's one renewal.
 */
export interface ConsoleClient extends ApiClient {
  /** Resolves true when a live access token is present afterwards. */
  ensureFresh(): Promise<boolean>;
}

/** Renew this many seconds before the access token's `exp`, to cover clock skew and request time. */
export const RENEW_MARGIN_SECONDS = 15;

export function createConsoleClient(options: ApiClientOptions & { now?: () => number } = {}): ConsoleClient {
  const now = options.now ?? (() => Date.now());
  const client = createApiClient(options);
  return {
    ...client,
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
