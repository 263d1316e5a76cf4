import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myLevelSchema } from '#domain/schemas/loyalty.ts';
import { localeOf } from '#server/http/errors.ts';
import { myLevel } from '#server/services/loyalty/memberViews.ts';
import { memberId, memberRoutes } from './_guards.ts';

/** `/api/v1/me/level`: the member's level, its benefits and how far the next is (docs/decisions/0041-loyalty-points-coupons-levels.md). */
const meLevelRoutes: FastifyPluginAsyncZod = async (app) => {
  const mine = memberRoutes(['loyalty: me']);

  app.get(
    '/',
    mine({
      summary: 'My member level, its benefits, the next level and the purchases it still needs',
      response: { 200: myLevelSchema },
    }),
    async (request) => myLevel(app.db, memberId(request), localeOf(request)),
  );
};

export default meLevelRoutes;
