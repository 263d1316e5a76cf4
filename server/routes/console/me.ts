import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authMessages } from '#domain/messages/auth.ts';
import { isScope, SCOPES } from '#domain/scopes.ts';
import { HttpError } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { findUser, verifySubPassword } from '#server/services/auth/users.ts';
import { signPersonalDataProof } from '#server/services/personalData.ts';

const tags = ['console: me'];

const meSchema = z.object({
  user: z.object({
    _id: z.uuid(),
    username: z.string(),
    name: z.string().nullable(),
    type: z.enum(['PERSON', 'COMPANY', 'MANAGER']),
    scope: z.array(z.enum(SCOPES)).describe('as stored now; the access token carries them until its renewal'),
    scheduleAdmin: z
      .boolean()
      .describe('whether this manager may edit application schedules (SCHEDULE_ADMIN_USERNAME)'),
  }),
});

/** `/api/console/me`: the logged-in manager. */
const meRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The logged-in manager',
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const user = await findUser(app.db, request.user!._id);
      if (!user) throw new HttpError(401, 'loginRequired');
      return {
        user: {
          _id: user.id,
          username: user.username,
          name: user.name,
          type: user.type,
          scope: user.scope.filter(isScope),
          scheduleAdmin: user.type === 'MANAGER' && user.username === app.config.scheduleAdminUsername,
        },
      };
    },
  );

  app.post(
    '/verify',
    {
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Re-confirm the secondary password',
        description:
          'Before personal data is revealed or exported (docs/decisions/0007). When right, a proof valid ' +
          'for 5 minutes for this manager only, sent back in X-Sub-Password-Token with a `reason`; 400 ' +
          'with errors.subPassword when wrong; 429 after repeated failures (counted like logins).',
        body: z.object({
          subPassword: z.string().min(1, authMessages.subPasswordRequired.ko).max(200),
        }),
        response: {
          200: z.object({
            verification: z.object({
              token: z.string().describe('send as X-Sub-Password-Token'),
              expiresAt: z.iso.datetime(),
            }),
          }),
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const attempt = { account: `sub:${user.username}`, address: request.ip };
      const decision = await app.loginLimiter.attempt(attempt);
      if (!decision.allowed) {
        reply.header('Retry-After', String(decision.retryAfterSeconds));
        throw new HttpError(429, 'tooManyLoginAttempts');
      }
      if (!(await verifySubPassword(app.db, user._id, request.body.subPassword))) {
        throw new HttpError(400, 'subPasswordMismatch', { subPassword: 'subPasswordMismatch' });
      }
      await app.loginLimiter.succeeded(attempt);
      return { verification: await signPersonalDataProof(user._id, app.config.jwtSecret) };
    },
  );
};

export default meRoutes;
