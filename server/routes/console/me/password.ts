import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordChangeSchema } from '#domain/schemas/account.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { changePassword } from '#server/services/auth/credentials.ts';
import { tokenPairSchema } from '#domain/schemas/session.ts';
import { startSession } from '#server/services/auth/sessions.ts';
import { limitedChange } from './_credentialChange.ts';

const tags = ['console: me'];

/**
 * `/api/console/me/password`: a manager changes their own password. A wrong current password counts like a
 * failed login (429 after too many), so the page cannot be used to guess one.
 */
const mePasswordRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };

  app.put(
    '/',
    {
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
      const { user } = await limitedChange(request, reply, () =>
        changePassword(app.db, request.user!._id, request.body),
      );
      return startSession(app.db, app.config, user);
    },
  );
};

export default mePasswordRoutes;
