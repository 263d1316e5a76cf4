import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  floorMeetingAnswerSchema,
  floorMeetingInputSchema,
  floorPartiesAnswerSchema,
  floorPartiesQuerySchema,
} from '#domain/schemas/matchingDay.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { findFloorParties, recordFloorMeeting } from '#server/services/matching/floorMeetings.ts';

/**
 * `/api/console/fairs/{id}/meetings` (scope `fairs`): the organiser records a meeting held on the fair's floor
 * without a booking (docs/decisions/0049-meetings-held-on-the-floor.md).
 */
const meetingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/',
    {
      schema: {
        tags: ['console: fairs'],
        security: bearerSecurity,
        summary: 'Record a meeting a buyer and a seller held at the fair without a booking',
        params: z.object({ _id: z.uuid() }),
        body: floorMeetingInputSchema,
        response: { 201: floorMeetingAnswerSchema },
      },
    },
    async (request, reply) => {
      const id = await recordFloorMeeting(
        app.db,
        request.params._id,
        request.user!._id,
        request.body,
        new Date(),
      );
      return reply.status(201).send({ matching: { _id: id } });
    },
  );

  app.get(
    '/parties',
    {
      schema: {
        tags: ['console: fairs'],
        security: bearerSecurity,
        summary:
          'Buyers or approved sellers a floor meeting may name, by username or company name (first 50)',
        params: z.object({ _id: z.uuid() }),
        querystring: floorPartiesQuerySchema,
        response: { 200: floorPartiesAnswerSchema },
      },
    },
    async (request) => ({ parties: await findFloorParties(app.db, request.query) }),
  );
};

export default meetingRoutes;
