import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicCache } from '../../../http/cache.ts';
import { listVisibleSchedules, scheduleSchema } from '../../../services/schedules.ts';

/** /api/v1/application — the application rounds (later: applications themselves). */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/application/schedules',
    {
      schema: {
        tags: ['application'],
        summary: 'Application rounds shown to the public, by round',
        response: { 200: z.object({ schedules: z.array(scheduleSchema) }) },
      },
    },
    async (_request, reply) => {
      publicCache(reply);
      return { schedules: await listVisibleSchedules(app.db) };
    },
  );
};
