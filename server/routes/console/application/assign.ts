import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLICATION_KINDS } from '#domain/constants.ts';
import { assignmentSchema, reviewerSchema } from '#domain/schemas/applicationDocuments.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { assignRecords, reviewersOf } from '#server/services/applications/review.ts';
import { actorOf, kindsFor } from '../_applicationFilter.ts';

const base = { tags: ['console: application'], security: bearerSecurity };

/** `/api/console/application/assign`: records to a reviewer ("my queue" is the list's `mine=1`). */
const assignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviewers',
    {
      schema: {
        ...base,
        summary: 'The managers who may review a kind',
        querystring: z.object({ kind: z.enum(APPLICATION_KINDS) }),
        response: { 200: z.object({ reviewers: z.array(reviewerSchema) }) },
      },
    },
    async (request) => {
      kindsFor(request, request.query.kind);
      return { reviewers: await reviewersOf(app.db, request.query.kind) };
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...base,
        summary: 'Assign records to a reviewer, or unassign them (managerId null)',
        description:
          'Only records of the kinds the caller may see; the reviewer must hold the scope of every one ' +
          '(400 reviewerInvalid). One access-log row per record.',
        body: assignmentSchema,
        response: { 200: z.object({ assigned: z.number().int() }) },
      },
    },
    async (request) => ({
      assigned: await assignRecords(app.db, kindsFor(request), request.body, actorOf(request)),
    }),
  );
};

export default assignRoutes;
