import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revalidate } from '#server/http/cache.ts';
import { localeOf } from '#server/http/errors.ts';
import { cachedRead } from '#server/http/microCache.ts';
import { shared } from '#server/http/sharedBody.ts';
import { listVisibleSchedules } from '#server/services/schedules.ts';
import { publicScheduleSchema } from '#domain/schemas/schedule.ts';

/** /api/v1/application/schedules — the application rounds the public sees. */
const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['application'],
        summary: 'Application rounds shown to the public, by round',
        response: { 200: z.object({ schedules: z.array(publicScheduleSchema) }) },
      },
    },
    async (request, reply) => {
      // the window state: after a refused write or on a reload the site must see a stop at once
      revalidate(reply);
      const locale = localeOf(request);
      return cachedRead(app, `schedules ${locale}`, async () =>
        shared({ schedules: await listVisibleSchedules(app.db, locale) }),
      );
    },
  );
};

export default scheduleRoutes;
