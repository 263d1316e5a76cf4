import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationReviewAidsSchema,
  documentVerdictSchema,
  supplementRequestSchema,
} from '#domain/schemas/applicationDocuments.ts';
import { documentNameSchema } from '#domain/schemas/application.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { createNotifier } from '#server/services/notify/outbox.ts';
import { serverNow } from '#server/services/applications/window.ts';
import { judgeDocument, requestSupplement, reviewAids } from '#server/services/applications/review.ts';
import {
  actorOf,
  applicationFilterQuery,
  applicationOrderQuery,
  filterOf,
  kindsFor,
} from '../../_applicationFilter.ts';

const params = z.object({ _id: z.uuid() });
const base = { tags: ['console: application'], security: bearerSecurity };

/**
 * `/api/console/application/:_id/review` (docs/decisions/0027-application-status-life.md): what reviewing one record needs beside the record —
 * its document checklist, supplement requests, reviewer and neighbours in the list — and the review's
 * writes: a verdict per document, a supplement request.
 */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifier = createNotifier(app);
  app.addHook('onClose', () => notifier.close());
  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'Checklist, supplement requests, reviewer, previous and next in the list filter',
        description: 'The query is the list filter and order; no personal data (no access-log row).',
        params,
        querystring: z.object({ ...applicationFilterQuery, ...applicationOrderQuery }),
        response: { 200: applicationReviewAidsSchema },
      },
    },
    async (request) => {
      const { sort, order, ...query } = request.query;
      return reviewAids(app.db, request.params._id, filterOf(request, query), { sort, order });
    },
  );

  app.put(
    '/documents/:name',
    {
      schema: {
        ...base,
        summary: 'Accept or reject the current file of a document',
        description: 'A rejection needs a reason. A new upload under the key reads as received again.',
        params: params.extend({ name: documentNameSchema }),
        body: documentVerdictSchema,
      },
    },
    async (request, reply) => {
      const { _id, name } = request.params;
      await judgeDocument(app.db, _id, name, kindsFor(request), request.body, actorOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/supplement',
    {
      schema: {
        ...base,
        summary: '보완요청: ask the applicant for documents by a deadline',
        description:
          'Moves the record to SUPPLEMENT (400 when the life order refuses), tells the applicant by e-mail ' +
          'and SMS through the outbox in `locale`; their upload on the lookup page returns it to REVIEWING.',
        params,
        body: supplementRequestSchema,
      },
    },
    async (request, reply) => {
      const ids = await requestSupplement(
        app.db,
        request.params._id,
        kindsFor(request),
        request.body,
        actorOf(request),
        serverNow(app),
      );
      notifier.schedule(ids);
      return reply.status(204).send();
    },
  );
};

export default reviewRoutes;
