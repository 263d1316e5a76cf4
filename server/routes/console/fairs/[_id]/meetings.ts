import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  floorMeetingAnswerSchema,
  floorMeetingInputSchema,
  floorPartiesAnswerSchema,
  floorPartiesQuerySchema,
} from '#domain/schemas/matchingDay.ts';
import { documentedRoutes } from '#server/http/documentedRoutes.ts';
import { findFloorParties, recordFloorMeeting } from '#server/services/matching/floorMeetings.ts';

/**
 * `/api/console/fairs/{id}/meetings` (scope `fairs`): the organiser records a meeting held on the fair's floor
 * without a booking (docs/decisions/0049-meetings-held-on-the-floor.md).
 */
const meetingRoutes: FastifyPluginAsync = async (fastify) => {
  const { app, base } = documentedRoutes(fastify, ['console: fairs']);
  const params = z.object({ _id: z.uuid() });
  app.post(
    '/',
    {
      schema: {
        ...base,
        summary: 'Record a meeting a buyer and a seller held at the fair without a booking',
        params,
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
        ...base,
        summary:
          'Buyers or approved sellers a floor meeting may name, by username or company name (first 50)',
        params,
        querystring: floorPartiesQuerySchema,
        response: { 200: floorPartiesAnswerSchema },
      },
    },
    async (request) => ({ parties: await findFloorParties(app.db, request.params._id, request.query) }),
  );
};

export default meetingRoutes;
