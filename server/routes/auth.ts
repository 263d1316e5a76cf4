import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#server/http/errors.ts';
import { noStorePlugin } from '#server/http/noStore.ts';
import { deviceCookie, presentedDevice } from '#server/services/auth/deviceCookie.ts';
import { decryptLoginPair, loginKey } from '#server/services/auth/keys.ts';
import { tokenPairSchema } from '#domain/schemas/session.ts';
import { endSession, renewSession, startSession } from '#server/services/auth/sessions.ts';
import { authenticate } from '#server/services/auth/users.ts';

const tags = ['auth'];
const refreshTokenHeader = z.object({
  authorization: z.string().optional().describe('Bearer <refreshToken>'),
});

function tooMany(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('Retry-After', String(retryAfterSeconds));
  throw new HttpError(429, 'tooManyLoginAttempts');
}

function bearerOf(authorization: string | undefined): string | null {
  const match = /^Bearer +([A-Za-z0-9_-]{20,200})\s*$/.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** `/api/auth` (docs/decisions/0003-api-contract.md § Auth): login key, login, renewal, logout. */
export const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // token answers must never be stored by a cache (RFC 6749 § 5.1), nor refusals that name an account
  await app.register(noStorePlugin);

  app.get(
    '/key',
    {
      schema: {
        tags,
        summary: 'The RSA-OAEP-256 public key that encrypts the login pair',
        response: {
          200: z.object({
            key: z.object({
              kty: z.string(),
              n: z.string(),
              e: z.string(),
              alg: z.literal('RSA-OAEP-256'),
              use: z.literal('enc'),
            }),
          }),
        },
      },
    },
    async () => {
      const { publicJwk } = await loginKey(app.db);
      return {
        key: {
          kty: publicJwk.kty ?? 'RSA',
          n: publicJwk.n ?? '',
          e: publicJwk.e ?? '',
          alg: publicJwk.alg,
          use: publicJwk.use,
        },
      };
    },
  );

  app.get(
    '/refreshToken',
    {
      schema: {
        tags,
        summary: 'Log in',
        description:
          'Authorization: Basic base64(RSA-OAEP-SHA256("username:password")) with the key of GET /api/auth/key. ' +
          '400 malformed pair, 401 wrong pair, 403 locked account, 429 too many failures (Retry-After). ' +
          'A login sets an HttpOnly device cookie (Path=/api/auth, 30 days); sent back with a later login ' +
          'to the same account, it keeps that browser from being locked out by strangers’ failures.',
        headers: z.object({ authorization: z.string().optional().describe('Basic <encrypted pair>') }),
        response: { 200: tokenPairSchema },
      },
    },
    async (request, reply) => {
      const pair = await decryptLoginPair(app.db, request.headers.authorization);
      if (!pair) {
        // Counted against the address like a wrong password: a flood of garbage ends in 429 too.
        const decision = await app.loginLimiter.attempt({ account: null, address: request.ip });
        if (!decision.allowed) tooMany(reply, decision.retryAfterSeconds);
        throw new HttpError(400, 'loginPairMalformed');
      }

      const account = pair.username.toLowerCase();
      // A browser that logged in to this account before is counted apart from strangers (loginLimiter.ts).
      const device = await presentedDevice(request.headers.cookie, account, app.config.jwtSecret);
      const attempt = { account, address: request.ip, device };
      const decision = await app.loginLimiter.attempt(attempt);
      if (!decision.allowed) tooMany(reply, decision.retryAfterSeconds);
      const result = await authenticate(app.db, pair.username, pair.password);
      if (!result.ok && result.reason === 'invalid') {
        request.log.info({ username: pair.username.slice(0, 100), ip: request.ip }, 'login failed');
        throw new HttpError(401, 'invalidCredentials');
      }
      // The password was right (a locked account included): this was no guess.
      await app.loginLimiter.succeeded(decision.trusted ? attempt : { ...attempt, device: null });
      if (!result.ok) throw new HttpError(403, 'accountLocked');
      reply.header('set-cookie', await deviceCookie(account, app.config.jwtSecret));
      return startSession(app.db, app.config, result.user);
    },
  );

  app.get(
    '/accessToken',
    {
      schema: {
        tags,
        summary: 'Rotate the token pair',
        description:
          'Authorization: Bearer <refreshToken>. The token is single-use: using it again revokes its whole ' +
          'family (401 tokenReused). 401 for an unknown, expired or revoked token; 403 for a locked account.',
        headers: refreshTokenHeader,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => {
      const token = bearerOf(request.headers.authorization);
      if (!token) throw new HttpError(401, 'tokenInvalid');
      const result = await renewSession(app.db, app.config, token);
      if (!result.ok) {
        switch (result.reason) {
          case 'reused':
            request.log.warn({ ip: request.ip }, 'refresh token reused: family revoked');
            throw new HttpError(401, 'tokenReused');
          case 'expired':
            throw new HttpError(401, 'tokenExpired');
          case 'locked':
            throw new HttpError(403, 'accountLocked');
          default:
            throw new HttpError(401, 'tokenInvalid');
        }
      }
      return result.pair;
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Log out: revoke the refresh token family',
        description: 'Authorization: Bearer <refreshToken>. Always 204, also for unknown tokens.',
        headers: refreshTokenHeader,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const token = bearerOf(request.headers.authorization);
      if (token) await endSession(app.db, token);
      return reply.status(204).send(null);
    },
  );
};
