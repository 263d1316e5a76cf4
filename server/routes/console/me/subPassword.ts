import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subPasswordChangeSchema } from '#domain/schemas/manager.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { changeSubPassword } from '#server/services/auth/credentials.ts';
import { limitedChange } from './_credentialChange.ts';

/**
 * `/api/console/me/subPassword`: a manager changes their own secondary password. A wrong current password
 * counts like a failed login (429 after too many), so the page cannot be used to guess one.
 */
const meSubPasswordRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['console: me'], security: bearerSecurity };

  app.put(
    '/',
    {
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
      await limitedChange(request, reply, () => changeSubPassword(app.db, request.user!._id, request.body));
      return reply.status(204).send(null);
    },
  );
};

export default meSubPasswordRoutes;
