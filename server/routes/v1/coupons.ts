import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localize } from '#domain/localized.ts';
import { offeredCouponSchema } from '#domain/schemas/loyalty.ts';
import { shopProducts } from '#server/db/schema/index.ts';
import { localeOf } from '#server/http/errors.ts';
import { downloadableCoupons } from '#server/services/loyalty/coupons.ts';

/**
 * `/api/v1/coupons`: the coupons anyone may download now — all of them (an event page), or those that apply
 * to one product (its page); the download itself is the member's (`POST /api/v1/me/coupons/download`).
 */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['loyalty'],
        summary: 'Coupons offered for download now, for one product or all',
        querystring: z.object({ productId: z.uuid().optional() }),
        response: { 200: z.object({ coupons: z.array(offeredCouponSchema) }) },
      },
    },
    async (request) => {
      const { productId } = request.query;
      const [product] = productId
        ? await app.db
            .select({ id: shopProducts.id, categoryId: shopProducts.categoryId })
            .from(shopProducts)
            .where(eq(shopProducts.id, productId))
        : [];
      const rows = await downloadableCoupons(
        app.db,
        new Date(),
        product ? { productId: product.id, categoryId: product.categoryId } : undefined,
      );
      const locale = localeOf(request);
      return {
        coupons: rows.map((c) => ({
          _id: c.id,
          name: localize({ name: c.name }, c.translations, locale).texts.name,
          kind: c.kind,
          value: c.value,
          maxDiscount: c.maxDiscount,
          minOrder: c.minOrder,
          scope: c.scope,
          validUntil: c.validUntil?.toISOString() ?? null,
          validDays: c.validDays,
        })),
      };
    },
  );
};

export default couponRoutes;
