import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lawyerQuerySchema, publicLawyerListSchema, publicLawyerSchema } from '#domain/schemas/lawyer.ts';
import { publicCache } from '#server/http/cache.ts';
import { HttpError, localeOf } from '#server/http/errors.ts';
import { getPublicLawyer, listPublicLawyers } from '#server/services/lawyers.ts';

/** /api/v1/lawyers — the shown advisers of the experts' directory, in the visitor's language. */
const lawyerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['experts'],
        summary: 'Shown advisers by order, filtered by practice area, country, language and text',
        querystring: lawyerQuerySchema,
        response: { 200: publicLawyerListSchema },
      },
    },
    async (request, reply) => {
      const list = await listPublicLawyers(app.db, request.query, localeOf(request));
      publicCache(reply);
      return list;
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['experts'],
        summary: 'One shown adviser’s profile',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ lawyer: publicLawyerSchema }) },
      },
    },
    async (request, reply) => {
      const lawyer = await getPublicLawyer(app.db, request.params.id, localeOf(request));
      if (!lawyer) throw new HttpError(404, 'notFound');
      publicCache(reply);
      return { lawyer };
    },
  );
};

export default lawyerRoutes;
