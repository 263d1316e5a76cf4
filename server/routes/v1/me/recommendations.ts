import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recommendationsSchema } from '#domain/schemas/matchingRecommendation.ts';
import { errorSchema } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { recommendationsFor } from '#server/services/matching/recommendations.ts';
import { memberId, requireMember } from './_guards.ts';

/**
 * `/api/v1/me/recommendations?fair=`: for a buyer of the fair, sellers; for a seller, buyers — each with the
 * reasons it is recommended (docs/decisions/0039-agenda-feed-and-reschedule.md § Recommendations).
 */
const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: requireMember(),
      schema: {
        tags: ['matching: me'],
        security: bearerSecurity,
        summary: 'Sellers (for a buyer) or buyers (for a seller) of a fair I take part in, with the reasons',
        querystring: z.object({ fair: z.uuid() }),
        response: { 200: recommendationsSchema, 403: errorSchema },
      },
    },
    async (request) => recommendationsFor(app.db, request.query.fair, memberId(request)),
  );
};

export default recommendationRoutes;
