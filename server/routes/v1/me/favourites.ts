import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, pagination } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import {
  likedCondition,
  likeProduct,
  listProducts,
  productSchema,
  unlikeProduct,
} from '#server/services/matching/products.ts';
import {
  bookmarkSeller,
  listBookmarkedSellers,
  sellerSchema,
  unbookmarkSeller,
} from '#server/services/matching/sellers.ts';
import { memberId, requireMember } from './guards.ts';

const tags = ['matching: me'];

/** `/api/v1/me/likes` and `/me/bookmarks`: a buyer's liked products and bookmarked sellers. */
export const meFavouriteRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireMember('PERSON');
  const base = { tags, security: bearerSecurity };

  app.get(
    '/likes',
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
    '/likes',
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
    '/likes/:_product',
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

  app.get(
    '/bookmarks',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Sellers I bookmarked',
        querystring: z.object(pageQuery),
        response: { 200: z.object({ bookmarks: z.array(sellerSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const { sellers, total } = await listBookmarkedSellers(
        app.db,
        memberId(request),
        pagination(request.query),
      );
      return { bookmarks: sellers, total };
    },
  );

  app.post(
    '/bookmarks',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Bookmark a seller',
        body: z.object({ seller: z.uuid() }),
        response: { 201: z.object({ bookmark: z.object({ seller: z.uuid() }) }) },
      },
    },
    async (request, reply) => {
      await bookmarkSeller(app.db, memberId(request), request.body.seller);
      return reply.status(201).send({ bookmark: { seller: request.body.seller } });
    },
  );

  app.delete(
    '/bookmarks/:_seller',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Remove a bookmark',
        params: z.object({ _seller: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await unbookmarkSeller(app.db, memberId(request), request.params._seller);
      return reply.status(204).send(null);
    },
  );
};
