import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicShopProductSchema, SHOP_PRICE_MAX, SHOP_SORTS } from '#domain/schemas/shopCatalogue.ts';
import { HttpError, localeOf } from '#server/http/errors.ts';
import { pageQuery, pagination, searchQuery } from '#server/http/list.ts';
import { getStorefrontProduct, listStorefront } from '#server/services/shop/storefront.ts';

const price = z.coerce.number().int().min(0).max(SHOP_PRICE_MAX).optional();

/**
 * `/api/v1/shop/products`: the shop's products for everyone. Not cached: stock moves with every order, and
 * the product page must say "sold out" when it is.
 */
const shopProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['shop'],
        summary: 'Products on the site: search, category, price range (won, sale price counts), sort',
        querystring: z.object({
          ...pageQuery,
          q: searchQuery,
          category: z.uuid().optional(),
          minPrice: price,
          maxPrice: price,
          sort: z.enum(SHOP_SORTS).default('new'),
        }),
        response: { 200: z.object({ products: z.array(publicShopProductSchema), total: z.number().int() }) },
      },
    },
    async (request) =>
      listStorefront(app.db, { ...request.query, ...pagination(request.query) }, localeOf(request)),
  );

  app.get(
    '/:_id',
    {
      schema: {
        tags: ['shop'],
        summary: 'One product with its options and their stock',
        params: z.object({ _id: z.uuid() }),
        response: { 200: z.object({ product: publicShopProductSchema }) },
      },
    },
    async (request) => {
      const product = await getStorefrontProduct(app.db, request.params._id, localeOf(request));
      if (!product) throw new HttpError(404, 'notFound');
      return { product };
    },
  );
};

export default shopProductRoutes;
