import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAuthorSchema } from '#domain/schemas/auction.ts';
import { publicCache } from '#server/http/cache.ts';
import { HttpError, localeOf } from '#server/http/errors.ts';
import { getAuthor, listAuthors } from '#server/services/auction/catalogue.ts';

/** `/api/v1/auction/authors`: the makers of the works, with their profile (their works: works?author=). */
const auctionAuthorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['auction'],
        summary: 'Authors',
        response: { 200: z.object({ authors: z.array(publicAuthorSchema), total: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const authors = await listAuthors(app.db, localeOf(request));
      publicCache(reply);
      return { authors, total: authors.length };
    },
  );

  app.get(
    '/:_id',
    {
      schema: {
        tags: ['auction'],
        summary: 'One author',
        params: z.object({ _id: z.uuid() }),
        response: { 200: z.object({ author: publicAuthorSchema }) },
      },
    },
    async (request, reply) => {
      const author = await getAuthor(app.db, request.params._id, localeOf(request));
      if (!author) throw new HttpError(404, 'notFound');
      publicCache(reply);
      return { author };
    },
  );
};

export default auctionAuthorRoutes;
