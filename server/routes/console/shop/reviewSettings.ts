import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewSettingsSchema } from '#domain/schemas/shopReviews.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { getReviewSettings, saveReviewSettings } from '#server/services/shopReviews/settings.ts';

const one = z.object({ setting: reviewSettingsSchema });

/**
 * `/api/console/shop/reviewSettings` (scope `shop`; docs/decisions/0042-shop-reviews-and-questions.md): the
 * points a review earns, with and without photos (0: none).
 */
const reviewSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['console: shop/reviewSettings'], security: bearerSecurity };
  app.get('/', { schema: { ...base, summary: 'The review points', response: { 200: one } } }, async () => ({
    setting: await getReviewSettings(app.db),
  }));
  app.put(
    '/',
    {
      schema: {
        ...base,
        summary: 'Change the review points',
        body: reviewSettingsSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      await saveReviewSettings(app.db, request.body);
      return { setting: await getReviewSettings(app.db) };
    },
  );
};

export default reviewSettingRoutes;
