import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, pagination } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import {
  likedCondition,
  likeProduct,
  listProducts,
  unlikeProduct,
} from '#server/services/matching/products.ts';
import { productSchema } from '#domain/schemas/matchingProduct.ts';
import { memberId, requireMember } from './_guards.ts';

const tags = ['matching: me'];

/** `/api/v1/me/likes`: a buyer's liked products. */
const meLikeRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireMember('PERSON');
  const base = { tags, security: bearerSecurity };

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Products I like',
        querystring: z.object(pageQuery),
        response: { 200: z.object({ likes: z.array(productSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const { products, total } = await listProducts(
        app.db,
        likedCondition(memberId(request)),
        pagination(request.query),
        memberId(request),
      );
      return { likes: products, total };
    },
  );

  app.post(
    '/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Like a product',
        body: z.object({ product: z.uuid() }),
        response: { 201: z.object({ like: z.object({ product: z.uuid() }) }) },
      },
    },
    async (request, reply) => {
      await likeProduct(app.db, memberId(request), request.body.product);
      return reply.status(201).send({ like: { product: request.body.product } });
    },
  );

  app.delete(
    '/:_product',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Unlike a product',
        params: z.object({ _product: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await unlikeProduct(app.db, memberId(request), request.params._product);
      return reply.status(204).send(null);
    },
  );
};

export default meLikeRoutes;
