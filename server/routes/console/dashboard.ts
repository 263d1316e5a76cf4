import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '#server/http/cache.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { getDashboard } from '#server/services/dashboard.ts';
import { dashboardSchema } from '#domain/schemas/dashboard.ts';

/** `/api/console/dashboard` (the console's first page), scope `manager`; blocks follow the other scopes. */
const dashboardRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      schema: {
        tags: ['console: dashboard'],
        security: bearerSecurity,
        summary: 'Counts and recent activity for the console dashboard',
        description:
          'Registrations and applications today (Seoul day), in total and per day for the last 14 days; ' +
          'unanswered 1:1 inquiries; the latest access-log rows. A block is null when the manager lacks ' +
          'its scope (registration, application, centerQuestions).',
        response: { 200: z.object({ dashboard: dashboardSchema }) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { dashboard: await getDashboard(app.db, request.user!.scope) };
    },
  );
};

export default dashboardRoutes;
