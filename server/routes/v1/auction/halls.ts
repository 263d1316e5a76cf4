import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicHallSchema } from '#domain/schemas/auction.ts';
import { publicCache } from '#server/http/cache.ts';
import { HttpError, localeOf } from '#server/http/errors.ts';
import { getHall, listHalls } from '#server/services/auction/catalogue.ts';

/** `/api/v1/auction/halls`: the online exhibition rooms (docs/decisions/0033-timed-auction.md). */
const auctionHallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['auction'],
        summary: 'The shown halls',
        response: { 200: z.object({ halls: z.array(publicHallSchema), total: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const halls = await listHalls(app.db, localeOf(request));
      publicCache(reply);
      return { halls, total: halls.length };
    },
  );

  app.get(
    '/:_id',
    {
      schema: {
        tags: ['auction'],
        summary: 'One hall',
        params: z.object({ _id: z.uuid() }),
        response: { 200: z.object({ hall: publicHallSchema }) },
      },
    },
    async (request, reply) => {
      const hall = await getHall(app.db, request.params._id, localeOf(request));
      if (!hall) throw new HttpError(404, 'notFound');
      publicCache(reply);
      return { hall };
    },
  );
};

export default auctionHallRoutes;
