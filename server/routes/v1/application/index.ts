import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revalidate } from '#server/http/cache.ts';
import { errorHandler, localeOf } from '#server/http/errors.ts';
import { cachedRead } from '#server/http/microCache.ts';
import { shared } from '#server/http/sharedBody.ts';
import { startMaintenance } from '#server/services/applications/maintenance.ts';
import { WindowRefusal } from '#server/services/applications/window.ts';
import { createNotifier } from '#server/services/notify/outbox.ts';
import { listVisibleSchedules, publicScheduleSchema } from '#server/services/schedules.ts';
import { applicantRoutes } from './applicants.ts';
import { documentRoutes } from './documents.ts';

/**
 * /api/v1/application — the rounds, and interest registrations and applications themselves
 * (docs/decisions/0005-application-contract.md). A write outside the window is a 403 whose message is
 * the schedule's own text (Korean) or its translation (English, Chinese).
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifier = createNotifier(app);
  let stopMaintenance: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopMaintenance = startMaintenance(app);
  });
  app.addHook('onClose', async () => {
    stopMaintenance?.();
    await notifier.close();
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof WindowRefusal) {
      return reply
        .status(403)
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(error.body(localeOf(request)));
    }
    return errorHandler(error as FastifyError, request, reply);
  });

  app.get(
    '/application/schedules',
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

  await app.register(applicantRoutes, { notifier });
  await app.register(documentRoutes);
};
