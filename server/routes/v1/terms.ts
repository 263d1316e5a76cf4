import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicCache } from '#server/http/cache.ts';
import { HttpError, errorSchema, localeOf } from '#server/http/errors.ts';
import { findTerm, listTerms } from '#server/services/terms.ts';
import { publicTermSchema } from '#domain/schemas/term.ts';

const termRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['site'],
        summary: 'Terms and consents, by order',
        response: { 200: z.object({ terms: z.array(publicTermSchema) }) },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return { terms: await listTerms(app.db, localeOf(request)) };
    },
  );

  app.get(
    '/:code',
    {
      schema: {
        tags: ['site'],
        summary: 'One term by code (privacy, service, collect, third-party)',
        params: z.object({ code: z.string().min(1).max(50) }),
        response: { 200: z.object({ term: publicTermSchema }), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const term = await findTerm(app.db, request.params.code, localeOf(request));
      if (!term) throw new HttpError(404, 'notFound');
      publicCache(reply);
      return { term };
    },
  );
};

export default termRoutes;
