import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Scope } from '#domain/scopes.ts';
import { HttpError } from '../http/errors.ts';
import type { LoginLimiter } from '../services/auth/loginLimiter.ts';
import { createLoginLimiter } from '../services/auth/redisLoginLimiter.ts';
import { dummyPasswordHash } from '../services/auth/passwords.ts';
import { verifyAccessToken, type AuthUser } from '../services/auth/tokens.ts';
import { currentAccount } from '../services/auth/users.ts';

export type { AuthUser } from '../services/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request's valid access token speaks for; null without one. */
    user: AuthUser | null;
    /** Why a bearer token was not accepted (an expired token answers 401, the client renews). */
    authFailure: 'expired' | 'invalid' | null;
  }
  interface FastifyInstance {
    /** Failed-login counter; the in-memory one unless the app decorated another before this plugin. */
    loginLimiter: LoginLimiter;
  }
}

/** OpenAPI: routes that need an access token (the security scheme the docs declare). */
export const bearerSecurity = [{ bearerAuth: [] }];

/** A JWT has three dot-separated parts; an opaque refresh token (sent to /api/auth) has none. */
const looksLikeJwt = (token: string) => token.split('.').length === 3;

/**
 * Reads `Authorization: Bearer <accessToken>` on every request into `request.user`, with the account's
 * current lock state and scopes (docs/decisions/0004-auth.md). It never rejects: the guards below decide, so
 * public routes simply see `user === null`.
 */
async function auth(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('loginLimiter')) app.decorate('loginLimiter', createLoginLimiter(app, 'login'));
  app.decorateRequest('user', null);
  app.decorateRequest('authFailure', null);
  // Ready before the first login, so the first unknown username is not answered faster or slower.
  app.addHook('onReady', async () => {
    await dummyPasswordHash();
  });
  // a callback hook: most requests carry no token, and an async hook would cost them a promise
  app.addHook('onRequest', (request, _reply, done) => {
    request.user = null;
    request.authFailure = null;
    const match = /^Bearer +(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !looksLikeJwt(match[1])) return done();
    const check = verifyAccessToken(match[1], app.config.jwtSecret);
    if (!check.ok) {
      request.authFailure = check.reason;
      return done();
    }
    currentAccount(app.db, check.user, check.sessionVersion, check.sessionId)
      .then((account) => {
        // a locked account's token, or an ended login's (logout, password change), answers 401 like a forged
        // one; its renewal fails too
        if (account) request.user = account;
        else request.authFailure = 'invalid';
      })
      .then(() => done(), done);
  });
}

export const authPlugin = fp(auth, { name: 'auth', fastify: '5.x' });

/** A guard: a route hook (use it as `onRequest` so nothing is parsed for a refused request). */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

function loggedIn(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'loginRequired');
  return request.user;
}

/** Any logged-in user; 401 `loginRequired` without a valid access token (expired included). */
export function requireLogin(): Guard {
  return async (request) => {
    loggedIn(request);
  };
}

const isManager = (user: AuthUser) => user.type === 'MANAGER';

/**
 * A MANAGER whose token carries one of `scopes` (one, mostly); else 403 `forbidden` (401 without a valid
 * token).
 */
export function requireScope(...scopes: Scope[]): Guard {
  return async (request) => {
    const user = loggedIn(request);
    if (!isManager(user) || !scopes.some((scope) => user.scope.includes(scope))) {
      throw new HttpError(403, 'forbidden');
    }
  };
}

/** A MANAGER with at least one scope (shared console tools: uploads, the editor, /me). */
export function requireAnyConsoleScope(): Guard {
  return async (request) => {
    const user = loggedIn(request);
    if (!isManager(user) || user.scope.length === 0) throw new HttpError(403, 'forbidden');
  };
}

/** The one configured schedules manager (`SCHEDULE_ADMIN_USERNAME`), whatever the scopes of others. */
export function requireScheduleAdmin(): Guard {
  return async (request) => {
    const user = loggedIn(request);
    if (!isManager(user) || user.username !== request.server.config.scheduleAdminUsername) {
      throw new HttpError(403, 'forbidden');
    }
  };
}
