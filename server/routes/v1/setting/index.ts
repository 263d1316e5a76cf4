import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicCache } from '../../../http/cache.ts';
import { getSetting, settingSchema } from '../../../services/settings.ts';

export const settingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/setting',
    {
      schema: {
        tags: ['site'],
        summary: 'Site setting: footer details, social links, survey URL, copy protection',
        response: { 200: z.object({ setting: settingSchema }) },
      },
    },
    async (_request, reply) => {
      publicCache(reply);
      return { setting: await getSetting(app.db) };
    },
  );
};
