import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationBulkResultSchema, applicationBulkStatusSchema } from '#domain/schemas/applicationBulk.ts';
import { localeOf } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { bulkChangeStatus } from '#server/services/applications/bulk.ts';
import { createNotifier } from '#server/services/notify/outbox.ts';
import { actorOf, applicationFilterQuery, filterOf } from '../_applicationFilter.ts';

/**
 * `POST /api/console/application/bulk`: one status for the selected records (`ids`) or for everything
 * the list's filter (the query string) finds, when that is still the `expected` count the manager
 * confirmed. Records the life order refuses are skipped and counted (docs/decisions/0027-application-status-life.md).
 */
const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  // reserves promoted by winners' 포기 are told after the commit
  const notifier = createNotifier(app);
  app.post(
    '/',
    {
      schema: {
        tags: ['console: application'],
        security: bearerSecurity,
        summary: 'Change the status of many records',
        description:
          'The filter is the list query. Body: status, reason, and either ids (at most 1,000) or expected ' +
          '(the count confirmed; 409 bulkCountChanged when the filter now finds another). One history row ' +
          'and one access-log row (update) per changed record.',
        querystring: z.object(applicationFilterQuery),
        body: applicationBulkStatusSchema,
        response: { 200: applicationBulkResultSchema },
      },
    },
    async (request) => {
      const { result, deliver } = await bulkChangeStatus(
        app.db,
        filterOf(request, request.query),
        request.body,
        actorOf(request),
        localeOf(request),
      );
      notifier.schedule(deliver);
      return result;
    },
  );
};

export default bulkRoutes;
