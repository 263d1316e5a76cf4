import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchingMessageInputSchema, matchingMessageSchema } from '#domain/schemas/matchingMessage.ts';
import { errorSchema } from '#server/http/errors.ts';
import { listMatchingMessages, sendMatchingMessage } from '#server/services/matching/messages.ts';
import { memberId, memberRoutes } from '../../_guards.ts';

const params = z.object({ _id: z.uuid() });

/**
 * `/api/v1/me/matchings/:_id/messages`: the two parties of a matching write to each other
 * (docs/decisions/0026-matching-for-a-large-fair.md § Messages). Anyone else gets 404, as for the matching.
 */
const matchingMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const mine = memberRoutes(['matching: me']);

  app.get(
    '/',
    mine({
      params,
      summary: "A matching's messages, oldest first (contacts masked until the meeting is confirmed)",
      querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
      response: {
        200: z.object({ messages: z.array(matchingMessageSchema), total: z.number().int() }),
        404: errorSchema,
      },
    }),
    async (request) =>
      listMatchingMessages(app.db, memberId(request), request.params._id, request.query.page),
  );

  app.post(
    '/',
    mine({
      params,
      summary: 'Write to the other party; the same key again answers the stored message (200)',
      body: matchingMessageInputSchema,
      response: {
        200: z.object({ message: matchingMessageSchema }),
        201: z.object({ message: matchingMessageSchema }),
        400: errorSchema,
        404: errorSchema,
        409: errorSchema,
        429: errorSchema,
      },
    }),
    async (request, reply) => {
      const sent = await sendMatchingMessage(
        app.db,
        app.config.publicUrl,
        memberId(request),
        request.params._id,
        request.body,
      );
      app.matchingNotifier.schedule(sent.outboxIds);
      return reply.status(sent.created ? 201 : 200).send({ message: sent.message });
    },
  );
};

export default matchingMessageRoutes;
