import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { purchaseSchema } from '#domain/schemas/shopOrder.ts';
import { pageQuery, pagination } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { listPurchases } from '#server/services/shop/orders.ts';
import { memberId, requireMember } from './_guards.ts';

/** `/api/v1/me/purchases`: the lines the member paid for, each with its order and what was refunded of it. */
const mePurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: requireMember(),
      schema: {
        tags: ['shop: me'],
        security: bearerSecurity,
        summary: 'What I bought, newest payment first',
        querystring: z.object(pageQuery),
        response: { 200: z.object({ purchases: z.array(purchaseSchema), total: z.number().int() }) },
      },
    },
    async (request) => listPurchases(app.db, memberId(request), pagination(request.query)),
  );
};

export default mePurchaseRoutes;
