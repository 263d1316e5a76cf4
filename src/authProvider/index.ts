import type { AuthProvider, UserIdentity } from 'react-admin';
import { ApiError } from '../api/client.ts';
import { readClaims } from '../api/tokens.ts';
import { DEFAULT_LOCALE, type Locale } from '#domain/locale.ts';
import { commonMessages } from '#domain/messages/common.ts';
import { CONSOLE_PAGES } from '#domain/scopes.ts';
import { consolePageOf, decideAccess } from './access.ts';
import type { ConsoleClient } from './consoleClient.ts';

export { consolePageOf, decideAccess } from './access.ts';
export { createConsoleClient, RENEW_MARGIN_SECONDS, type ConsoleClient } from './consoleClient.ts';

export interface AuthProviderOptions {
  /** The UI locale, for the few messages the console writes itself (a network failure at login). */
  getLocale?: () => Locale;
}

interface Manager {
  _id?: string;
  username: string;
  name?: string | null;
  scope?: string[];
  /** The schedules right is server configuration (SCHEDULE_ADMIN_USERNAME), not a scope in the token. */
  scheduleAdmin?: boolean;
}

/**
 * react-admin authProvider on the one HTTP client (docs/spec.md § 4 Session, § 6, § 8;
 * docs/decisions/0004-auth.md):
 * - tokens live in sessionStorage through the client's TokenStore; logged in = an access token exists;
 * - without a session, console routes pass silently to the console login (checkAuth rejects with no message);
 * - 401 → one renewal, else logout; 403 → stay logged in (the client has already alerted the message);
 * - menu and routes follow the token's scopes (domain/scopes.ts CONSOLE_PAGES) through `canAccess`.
 */
export function createAuthProvider(client: ConsoleClient, options: AuthProviderOptions = {}): AuthProvider {
  const locale = options.getLocale ?? (() => DEFAULT_LOCALE);
  const claims = () => readClaims(client.tokens.get()?.accessToken);
  // The manager as the server knows them, asked once per signed-in username (GET /api/console/me).
  let me: { username: string; manager: Promise<Manager | null> } | null = null;
  const currentManager = (username: string) => {
    if (me?.username !== username) {
      me = {
        username,
        manager: client
          .get<{ user: Manager }>('/api/console/me')
          .then((result) => (result.ok ? result.data.user : null))
          .catch(() => null),
      };
    }
    return me.manager;
  };

  // react-admin treats `message: false` as "redirect without a notification" (docs/spec.md § 6: pass
  // silently).
  const silent = () => ({ message: false as const });

  return {
    async login(params: { username?: unknown; password?: unknown }) {
      const username = typeof params.username === 'string' ? params.username.trim() : '';
      const password = typeof params.password === 'string' ? params.password : '';
      if (!username || !password) throw new Error(commonMessages.invalidInput[locale()]);
      me = null;
      try {
        await client.login(username, password);
      } catch (error) {
        // 401 wrong pair, 429 too many attempts, 403 locked: the server's message is already in the UI language.
        if (error instanceof ApiError && error.body.message)
          throw new Error(error.body.message, { cause: error });
        throw new Error(commonMessages.serverError[locale()], { cause: error });
      }
      if (claims()?.type !== 'MANAGER') {
        await client.logout();
        throw new Error(commonMessages.forbidden[locale()]);
      }
    },

    async logout() {
      me = null;
      if (client.tokens.get()) await client.logout();
    },

    async checkAuth() {
      if (!client.tokens.get()?.accessToken) throw silent();
      if (!(await client.ensureFresh())) {
        client.tokens.clear();
        throw silent();
      }
      if (claims()?.type !== 'MANAGER') throw silent();
    },

    async checkError(error: { status?: number } | null | undefined) {
      const status = error?.status;
      if (status === 401) {
        // The client renews on 401 by itself; a 401 reaching here means that failed, unless another call has
        // renewed meanwhile. One more try, then log out.
        if (client.tokens.get() && (await client.renew())) return;
        throw silent();
      }
      // 403: the manager lacks a right for this call; the client alerted the server's message. Stay logged in.
    },

    async getIdentity(): Promise<UserIdentity> {
      const current = claims();
      if (!current) throw silent();
      const manager = await currentManager(current.username);
      return {
        id: manager?._id ?? current.username,
        fullName: manager?.name || current.username,
        username: current.username,
      };
    },

    async getPermissions() {
      return claims()?.scope ?? [];
    },

    async canAccess({ resource }: { resource: string; action: string }) {
      const current = claims();
      if (!current || current.type !== 'MANAGER') return false;
      const page = consolePageOf(resource);
      const asksServer = page !== null && CONSOLE_PAGES[page] === 'scheduleAdmin';
      const scheduleAdmin = asksServer && (await currentManager(current.username))?.scheduleAdmin === true;
      return decideAccess(current, resource, scheduleAdmin);
    },
  };
}
