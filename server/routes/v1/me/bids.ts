import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myBidSchema } from '#domain/schemas/auction.ts';
import { localeOf } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { listMyBids } from '#server/services/auction/myBids.ts';
import { memberId, requireMember } from './_guards.ts';

/**
 * `/api/v1/me/bids`: the lots I bid on — leading or outbid, my own maximum, won lots with the invoice
 * (docs/decisions/0033-timed-auction.md).
 */
const meBidRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: requireMember(),
      schema: {
        tags: ['auction'],
        security: bearerSecurity,
        summary: 'My bids by lot, newest first',
        response: { 200: z.object({ bids: z.array(myBidSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const bids = await listMyBids(app.db, memberId(request), localeOf(request));
      return { bids, total: bids.length };
    },
  );
};

export default meBidRoutes;
