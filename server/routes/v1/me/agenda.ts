import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agendaFeedCreatedSchema, agendaFeedSchema, agendaSchema } from '#domain/schemas/matchingAgenda.ts';
import {
  agendaFeedOf,
  createAgendaFeed,
  myAgenda,
  revokeAgendaFeed,
} from '#server/services/matching/agenda.ts';
import { memberId, memberRoutes } from './_guards.ts';

/**
 * `/api/v1/me/agenda`: the member's confirmed meetings by time, and their calendar subscription
 * (docs/decisions/0039-agenda-feed-and-reschedule.md).
 */
const agendaRoutes: FastifyPluginAsyncZod = async (app) => {
  const mine = memberRoutes(['matching: me']);

  app.get(
    '/',
    mine({
      summary: 'My confirmed meetings by time (of one fair, or all), with open reschedule proposals',
      querystring: z.object({ fair: z.uuid().optional() }),
      response: { 200: agendaSchema },
    }),
    async (request) => myAgenda(app.db, memberId(request), request.query.fair),
  );

  app.get(
    '/feed',
    mine({ summary: 'Whether my calendar feed is on', response: { 200: agendaFeedSchema } }),
    async (request) => agendaFeedOf(app.db, memberId(request)),
  );

  app.post(
    '/feed',
    mine({
      summary: 'A new calendar feed URL (webcal); the previous one stops working',
      response: { 201: agendaFeedCreatedSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await createAgendaFeed(app.db, memberId(request), app.config.publicUrl)),
  );

  app.delete(
    '/feed',
    mine({ summary: 'Revoke my calendar feed URL', response: { 204: z.null() } }),
    async (request, reply) => {
      await revokeAgendaFeed(app.db, memberId(request));
      return reply.status(204).send(null);
    },
  );
};

export default agendaRoutes;
