import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicCache } from '#server/http/cache.ts';
import { localeOf } from '#server/http/errors.ts';
import { listBanners } from '#server/services/banners.ts';
import { publicBannerSchema } from '#domain/schemas/banner.ts';

const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:code',
    {
      schema: {
        tags: ['site'],
        summary: 'Shown banner slides of a group (`home` = the home slider), by order',
        params: z.object({ code: z.string().min(1).max(50) }),
        response: { 200: z.object({ banners: z.array(publicBannerSchema) }) },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return { banners: await listBanners(app.db, request.params.code, localeOf(request)) };
    },
  );
};

export default bannerRoutes;
