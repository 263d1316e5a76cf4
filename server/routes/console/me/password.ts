import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordChangeSchema } from '#domain/schemas/account.ts';
import { subPasswordChangeSchema } from '#domain/schemas/manager.ts';
import { HttpError } from '#server/http/errors.ts';
import { bearerSecurity, requireAnyConsoleScope } from '#server/plugins/auth.ts';
import {
  changePassword,
  changeSubPassword,
  type CredentialChange,
} from '#server/services/auth/credentials.ts';
import { startSession, tokenPairSchema } from '#server/services/auth/sessions.ts';

const tags = ['console: me'];

/**
 * `/api/console/me/password` and `/me/subPassword`: a manager changes their own credentials. Wrong current
 * passwords count like failed logins (429 after too many), so the page cannot be used to guess one.
 */
export const mePasswordRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };

  /** Runs a change under the login limiter and turns a refusal into a field error. */
  async function limited(
    request: FastifyRequest,
    reply: FastifyReply,
    change: () => Promise<CredentialChange>,
  ): Promise<Extract<CredentialChange, { ok: true }>> {
    const attempt = { account: `pw:${request.user!.username}`, address: request.ip };
    const decision = await app.loginLimiter.attempt(attempt);
    if (!decision.allowed) {
      reply.header('Retry-After', String(decision.retryAfterSeconds));
      throw new HttpError(429, 'tooManyLoginAttempts');
    }
    const result = await change();
    if (result.ok) {
      await app.loginLimiter.succeeded(attempt);
      return result;
    }
    // Only a wrong current password is a guess; the other refusals give the attempt back.
    if (result.reason !== 'wrongPassword') await app.loginLimiter.succeeded(attempt);
    switch (result.reason) {
      case 'wrongPassword':
        throw new HttpError(400, 'invalidInput', { password: 'currentPasswordMismatch' });
      case 'unchanged':
        throw new HttpError(400, 'invalidInput', { newPassword: 'passwordUnchanged' });
      case 'sameAsPassword':
        throw new HttpError(400, 'invalidInput', { newSubPassword: 'subPasswordSameAsPassword' });
    }
  }

  app.put(
    '/password',
    {
      onRequest: requireAnyConsoleScope(),
      schema: {
        ...base,
        summary: 'Change my password',
        description:
          'SPEC § 5 rules for the new password. Every login of this manager ends (refresh-token families ' +
          'revoked, other browsers included); the answer is a fresh token pair for this browser.',
        body: passwordChangeSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request, reply) => {
      const { user } = await limited(request, reply, () =>
        changePassword(app.db, request.user!._id, request.body),
      );
      return startSession(app.db, app.config, user);
    },
  );

  app.put(
    '/subPassword',
    {
      onRequest: requireAnyConsoleScope(),
      schema: {
        ...base,
        summary: 'Change my secondary password',
        description:
          'Needs the current login password; the new secondary password follows the password rules and ' +
          'must differ from the login password.',
        body: subPasswordChangeSchema,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await limited(request, reply, () => changeSubPassword(app.db, request.user!._id, request.body));
      return reply.status(204).send(null);
    },
  );
};
