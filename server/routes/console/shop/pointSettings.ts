import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pointSettingsSchema } from '#domain/schemas/loyalty.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { getPointSettings, savePointSettings } from '#server/services/loyalty/points.ts';

const one = z.object({ setting: pointSettingsSchema });

/**
 * `/api/console/shop/pointSettings` (scope `shop`; docs/decisions/0041-loyalty-points-coupons-levels.md): the
 * balance from which points can be spent, the unit they are spent in, the rate without a level.
 */
const pointSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['console: shop/pointSettings'], security: bearerSecurity };
  app.get('/', { schema: { ...base, summary: 'The points settings', response: { 200: one } } }, async () => ({
    setting: await getPointSettings(app.db),
  }));
  app.put(
    '/',
    {
      schema: {
        ...base,
        summary: 'Change the points settings',
        body: pointSettingsSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      await savePointSettings(app.db, request.body);
      return { setting: await getPointSettings(app.db) };
    },
  );
};

export default pointSettingRoutes;
