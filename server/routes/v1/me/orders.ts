import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSchema, orderSchema, payInputSchema, reasonSchema } from '#domain/schemas/shopOrder.ts';
import { pageQuery, pagination } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import {
  cancelOrder,
  createOrder,
  getOwnOrder,
  listOwnOrders,
  payOrder,
} from '#server/services/shop/orders.ts';
import { memberId, requireMember } from './_guards.ts';

const one = z.object({ order: orderSchema });
const idParams = z.object({ _id: z.uuid() });

/**
 * `/api/v1/me/orders`: checkout, payment and the member's orders (docs/decisions/0029-shop-orders-and-payment.md). The client sends
 * options, quantities and the delivery; the server prices, reserves and freezes the totals.
 */
const meOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['shop: me'], security: bearerSecurity };
  const onRequest = requireMember();
  const notify = (ids: readonly string[]) => app.shopNotifier.schedule(ids);

  app.get(
    '/',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'My orders, newest first',
        querystring: z.object(pageQuery),
        response: { 200: z.object({ orders: z.array(orderSchema), total: z.number().int() }) },
      },
    },
    async (request) => listOwnOrders(app.db, memberId(request), pagination(request.query)),
  );

  app.get(
    '/:_id',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'One of my orders with its timeline',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({ order: await getOwnOrder(app.db, memberId(request), request.params._id) }),
  );

  app.post(
    '/',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Check out: reserve the stock and create the order (pending payment for 15 minutes)',
        description:
          'Prices, shipping and the total are the server’s; any price or total in the body is ignored.',
        body: checkoutSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ order: await createOrder(app.db, memberId(request), request.body) }),
  );

  app.post(
    '/:_id/pay',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Take the payment window’s approval (tid) for the order',
        params: idParams,
        body: payInputSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      order: await payOrder(app.db, notify, memberId(request), request.params._id, request.body.tid),
    }),
  );

  app.post(
    '/:_id/cancel',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Cancel before shipping; a paid order is refunded in full',
        params: idParams,
        body: reasonSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      order: await cancelOrder(app.db, notify, memberId(request), request.params._id, request.body.reason),
    }),
  );
};

export default meOrderRoutes;
