import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OFFER_STATUSES } from '#domain/matching/offer.ts';
import { offerActionSchema, offerInputSchema, matchingSchema } from '#domain/schemas/matchingOffer.ts';
import { errorSchema } from '#server/http/errors.ts';
import { pageQuery, pagination, searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';

import {
  actOnOffer,
  createOffer,
  getMyMatching,
  inviteForMember,
  listMyMatchings,
} from '#server/services/matching/offers.ts';
import { memberId, requireMember } from './_guards.ts';

const tags = ['matching: me'];
const one = z.object({ matching: matchingSchema });
const idParams = z.object({ _id: z.uuid() });

/**
 * `/api/v1/me/matchings`: offers and meetings, as buyer or seller (docs/decisions/0008-matching.md § Offers).
 */
const meMatchingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireMember();
  const base = { tags, security: bearerSecurity };
  const ctx = { config: app.config };

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'My matchings (as buyer or seller)',
        querystring: z.object({
          ...pageQuery,
          q: searchQuery,
          fair: z.uuid().optional(),
          status: z.enum(OFFER_STATUSES).optional(),
          role: z.enum(['BUYER', 'SELLER']).optional(),
        }),
        response: { 200: z.object({ matchings: z.array(matchingSchema), total: z.number().int() }) },
      },
    },
    async (request) =>
      listMyMatchings(app.db, memberId(request), { ...request.query, ...pagination(request.query) }),
  );

  app.post(
    '/',
    {
      onRequest: requireMember('PERSON'),
      schema: {
        ...base,
        summary: 'Send an offer to a seller with slots from my schedule and a mode',
        body: offerInputSchema,
        response: { 201: one, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const change = await createOffer(app.db, ctx, memberId(request), request.body);
      app.matchingNotifier.schedule(change.outboxIds);
      return reply.status(201).send({ matching: await getMyMatching(app.db, memberId(request), change.id) });
    },
  );

  app.get(
    '/:_id',
    {
      onRequest: guard,
      schema: { ...base, summary: 'One of my matchings', params: idParams, response: { 200: one } },
    },
    async (request) => ({ matching: await getMyMatching(app.db, memberId(request), request.params._id) }),
  );

  app.put(
    '/:_id/schedules',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Next step: accept (seller, ≤ 3 slots), decline (seller), confirm (buyer, one slot), cancel',
        params: idParams,
        body: offerActionSchema,
        response: { 200: one, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const change = await actOnOffer(app.db, ctx, memberId(request), request.params._id, request.body);
      app.matchingNotifier.schedule(change.outboxIds);
      return { matching: await getMyMatching(app.db, memberId(request), change.id) };
    },
  );

  app.get(
    '/:_id/invite.ics',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Calendar invite of a confirmed (or cancelled) meeting',
        params: idParams,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const ics = await inviteForMember(app.db, ctx, memberId(request), request.params._id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="invite.ics"')
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
};

export default meMatchingRoutes;
