import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicShopCategorySchema } from '#domain/schemas/shopCatalogue.ts';
import { publicCache } from '#server/http/cache.ts';
import { localeOf } from '#server/http/errors.ts';
import { publicCategories } from '#server/services/shop/categories.ts';

/** `/api/v1/shop/categories`: the shown categories (two levels) by order, in the visitor's language. */
const shopCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['shop'],
        summary: 'Shown shop categories, parents before children, by order',
        response: { 200: z.object({ categories: z.array(publicShopCategorySchema) }) },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return { categories: await publicCategories(app.db, localeOf(request)) };
    },
  );
};

export default shopCategoryRoutes;
