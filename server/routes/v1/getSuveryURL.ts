import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicCache } from '#server/http/cache.ts';
import { getSetting } from '#server/services/settings.ts';

/** GET /api/v1/getSuveryURL (the spec's spelling) — the survey link of the site setting. */
const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['site'],
        summary: 'The survey URL of the site setting (empty when none)',
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (_request, reply) => {
      publicCache(reply);
      return { url: (await getSetting(app.db)).surveyUrl };
    },
  );
};

export default surveyRoutes;
