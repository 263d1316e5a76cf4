import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invoiceAnswerSchema,
  invoicePayInputSchema,
  invoiceSchema,
  myBidSchema,
} from '#domain/schemas/auction.ts';
import { errorSchema, localeOf } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { listMyBids } from '#server/services/auction/myBids.ts';
import { payInvoice, readMyInvoice } from '#server/services/auction/payment.ts';
import { memberId, requireMember } from './_guards.ts';

/**
 * `/api/v1/me/bids`: the lots I bid on — leading or outbid, my own maximum, won lots with the invoice
 * (docs/decisions/0033-timed-auction.md), and paying an invoice through the shop's payment provider
 * (docs/decisions/0036-auction-invoice-payment.md).
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

  const params = z.object({ _id: z.uuid() });
  app.get(
    '/invoices/:_id',
    {
      onRequest: requireMember(),
      schema: {
        tags: ['auction'],
        security: bearerSecurity,
        summary: 'One of my invoices with its lot (what the payment window is opened for)',
        params,
        response: { 200: invoiceAnswerSchema, 404: errorSchema },
      },
    },
    async (request) => readMyInvoice(app.db, memberId(request), request.params._id, localeOf(request)),
  );

  app.post(
    '/invoices/:_id/pay',
    {
      onRequest: requireMember(),
      schema: {
        tags: ['auction'],
        security: bearerSecurity,
        summary: 'Take the payment window’s approval (tid) for my invoice',
        description:
          'The gateway must have approved exactly the invoice’s total under its number (else 409 and the ' +
          'approval is cancelled at the gateway). The same tid twice pays once; another tid for a paid ' +
          'invoice, or any after the due date, is cancelled at the gateway (409).',
        params,
        body: invoicePayInputSchema,
        response: {
          200: z.object({ invoice: invoiceSchema }),
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => ({
      invoice: await payInvoice(app.db, memberId(request), request.params._id, request.body.tid),
    }),
  );
};

export default meBidRoutes;
