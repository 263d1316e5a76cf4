import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, pagination } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import {
  bookmarkSeller,
  listBookmarkedSellers,
  unbookmarkSeller,
} from '#server/services/matching/sellers.ts';
import { bookmarkedSellerSchema } from '#domain/schemas/matchingSeller.ts';
import { memberId, requireMember } from './_guards.ts';

const tags = ['matching: me'];

/** `/api/v1/me/bookmarks`: a buyer's bookmarked sellers. */
const meBookmarkRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireMember('PERSON');
  const base = { tags, security: bearerSecurity };

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Sellers I bookmarked',
        querystring: z.object(pageQuery),
        response: { 200: z.object({ bookmarks: z.array(bookmarkedSellerSchema), total: z.number().int() }) },
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
    '/',
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
    '/:_seller',
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

export default meBookmarkRoutes;
