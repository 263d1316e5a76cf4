import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartAddSchema, cartChangeSchema, cartLineSchema } from '#domain/schemas/shopOrder.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { addToCart, cartOf, changeCartLine, removeCartLine } from '#server/services/shop/carts.ts';
import { memberId, requireMember } from './_guards.ts';

const cart = z.object({ carts: z.array(cartLineSchema) });
const idParams = z.object({ _id: z.uuid() });

/**
 * `/api/v1/me/carts`: the member's cart. Every answer is the whole cart re-priced from the shop, each line
 * saying whether it changed or sold out since it was added.
 */
const meCartRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['shop: me'], security: bearerSecurity };
  const onRequest = requireMember();

  app.get(
    '/',
    { onRequest, schema: { ...base, summary: 'My cart', response: { 200: cart } } },
    async (request) => ({
      carts: await cartOf(app.db, memberId(request)),
    }),
  );

  app.post(
    '/',
    {
      onRequest,
      schema: { ...base, summary: 'Add an option to my cart', body: cartAddSchema, response: { 201: cart } },
    },
    async (request, reply) => {
      await addToCart(app.db, memberId(request), request.body);
      return reply.status(201).send({ carts: await cartOf(app.db, memberId(request)) });
    },
  );

  app.put(
    '/:_id',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Change a line’s quantity or option (of the same product)',
        params: idParams,
        body: cartChangeSchema,
        response: { 200: cart },
      },
    },
    async (request) => {
      await changeCartLine(app.db, memberId(request), request.params._id, request.body);
      return { carts: await cartOf(app.db, memberId(request)) };
    },
  );

  app.delete(
    '/:_id',
    { onRequest, schema: { ...base, summary: 'Remove a line', params: idParams, response: { 200: cart } } },
    async (request) => {
      await removeCartLine(app.db, memberId(request), request.params._id);
      return { carts: await cartOf(app.db, memberId(request)) };
    },
  );
};

export default meCartRoutes;
