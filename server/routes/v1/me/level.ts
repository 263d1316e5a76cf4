import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myLevelSchema } from '#domain/schemas/loyalty.ts';
import { localeOf } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { myLevel } from '#server/services/loyalty/memberViews.ts';
import { memberId, requireMember } from './_guards.ts';

/** `/api/v1/me/level`: the member's level, its benefits and how far the next is (docs/decisions/0041-loyalty-points-coupons-levels.md). */
const meLevelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: requireMember(),
      schema: {
        tags: ['loyalty: me'],
        security: bearerSecurity,
        summary: 'My member level, its benefits, the next level and the purchases it still needs',
        response: { 200: myLevelSchema },
      },
    },
    async (request) => myLevel(app.db, memberId(request), localeOf(request)),
  );
};

export default meLevelRoutes;
