import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutQuoteSchema,
  checkoutSchema,
  depositInputSchema,
  kcpPayInputSchema,
  kcpWindowSchema,
  orderSchema,
  payInputSchema,
  quoteInputSchema,
  reasonSchema,
} from '#domain/schemas/shopOrder.ts';
import { localeOf } from '#server/http/errors.ts';
import { pageQuery, pagination } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { quoteLoyalty } from '#server/services/loyalty/checkout.ts';
import { confirmPurchase, requestReturn } from '#server/services/shop/moves.ts';
import { getOwnOrder, listOwnOrders, ownOrder } from '#server/services/shop/orderRead.ts';
import { createOrder, quoteOrder } from '#server/services/shop/orders.ts';
import { payOrder, registerDeposit } from '#server/services/shop/payment.ts';
import { kcpWindowFor, payWithKcp } from '#server/services/shop/kcpPayment.ts';
import { cancelOrder } from '#server/services/shop/refunds.ts';
import { memberId, requireMember } from './_guards.ts';

const one = z.object({ order: orderSchema });
const idParams = z.object({ _id: z.uuid() });

/**
 * `/api/v1/me/orders`: checkout, payment and the member's orders (docs/decisions/0029-shop-orders-and-payment.md,
 * 0031-shop-fulfilment-refunds-and-sales.md). The client sends options, quantities and the delivery; the
 * server prices, reserves and freezes the totals. Another member's order id answers 404.
 */
const meOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['shop: me'], security: bearerSecurity };
  const onRequest = requireMember();
  const notify = (ids: readonly string[]) => app.shopNotifier.schedule(ids);
  const mine = (request: { params: { _id: string } } & Parameters<typeof memberId>[0]) =>
    ownOrder(app.db, memberId(request), request.params._id);

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
        summary: 'One of my orders with its timeline, payments and refunds',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({ order: await getOwnOrder(app.db, memberId(request), request.params._id) }),
  );

  app.post(
    '/quote',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'The totals of the chosen lines as checkout would compute them (nothing reserved)',
        body: quoteInputSchema,
        response: { 200: z.object({ quote: checkoutQuoteSchema }) },
      },
    },
    async (request) => {
      const { lines, points, coupons } = request.body;
      const quote = await quoteOrder(app.db, lines);
      // coupons, the level's discount and points (docs/decisions/0041-loyalty-points-coupons-levels.md)
      const choice =
        points === undefined && coupons === undefined
          ? null
          : { points: points ?? 0, coupons: coupons ?? [] };
      const { totals, loyalty } = await quoteLoyalty(
        app.db,
        memberId(request),
        quote.lines,
        quote,
        choice,
        localeOf(request),
      );
      return { quote: { ...quote, ...totals, loyalty } };
    },
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
      reply.status(201).send({ order: await createOrder(app.db, notify, memberId(request), request.body) }),
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

  app.get(
    '/:_id/kcp',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'NHN KCP’s payment window for my unpaid order (PAYMENT_PROVIDER=kcp; else 404)',
        params: idParams,
        response: { 200: kcpWindowSchema },
      },
    },
    async (request) => kcpWindowFor(app.db, memberId(request), request.params._id),
  );

  app.post(
    '/:_id/kcp',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          'Take what KCP’s window answered: the server approves it with KCP for the order’s total (a card pays, a virtual account waits)',
        params: idParams,
        body: kcpPayInputSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      order: await payWithKcp(app.db, notify, memberId(request), request.params._id, request.body),
    }),
  );

  app.post(
    '/:_id/deposit',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          'Take the virtual account the window issued (bank transfer): the order waits for the deposit',
        params: idParams,
        body: depositInputSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      order: await registerDeposit(app.db, notify, memberId(request), request.params._id, request.body.tid),
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
      order: await cancelOrder(app.db, notify, await mine(request), request.body.reason, 'buyer'),
    }),
  );

  app.post(
    '/:_id/confirm',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Confirm the purchase (after shipping); no return after this',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({ order: await confirmPurchase(app.db, notify, await mine(request)) }),
  );

  app.post(
    '/:_id/return',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Ask to return a delivered order, within 7 days of its delivery',
        params: idParams,
        body: reasonSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      order: await requestReturn(app.db, notify, await mine(request), request.body.reason),
    }),
  );
};

export default meOrderRoutes;
