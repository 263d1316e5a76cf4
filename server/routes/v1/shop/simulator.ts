import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAY_METHODS } from '#domain/schemas/shopOrder.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { SIMULATOR_OUTCOMES, simulatorWindow } from '#server/services/shop/payment/simulator.ts';
import { requireMember } from '../me/_guards.ts';

/**
 * `/api/v1/shop/simulator`: the simulated gateway's payment window (PAYMENT_PROVIDER=simulator), what the
 * buyer's approve / fail / close buttons call. Like a real window it approves whatever amount it is
 * given; the shop checks that amount against the order when it takes the approval.
 */
const simulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: requireMember(),
      schema: {
        tags: ['shop'],
        security: bearerSecurity,
        summary:
          'Payment simulator: the window’s outcome (approve gives a tid; a bank transfer a virtual account)',
        body: z.object({
          orderNumber: z.string().trim().min(1).max(32),
          // an order's total, or an auction invoice's (docs/decisions/0036-auction-invoice-payment.md), which
          // may pass ₩2,147,483,647: the ledger's column is a bigint, exact as a number up to 2^53
          amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
          method: z.enum(PAY_METHODS),
          outcome: z.enum(SIMULATOR_OUTCOMES),
        }),
        response: {
          200: z.union([
            z.object({ tid: z.string(), account: z.string().nullable() }),
            z.object({ code: z.enum(['FAILED', 'USER_CANCEL']) }),
          ]),
        },
      },
    },
    async (request) => simulatorWindow(app.db, request.body),
  );
};

export default simulatorRoutes;
