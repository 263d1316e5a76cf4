import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myPointsSchema } from '#domain/schemas/loyalty.ts';
import { pageQuery, pagination } from '#server/http/list.ts';
import { getPointSettings, pointHistory } from '#server/services/loyalty/points.ts';
import { memberId, memberRoutes } from './_guards.ts';

/** `/api/v1/me/points`: the member's points ledger, balance and what expires next (docs/decisions/0041-loyalty-points-coupons-levels.md). */
const mePointRoutes: FastifyPluginAsyncZod = async (app) => {
  const mine = memberRoutes(['loyalty: me']);

  app.get(
    '/',
    mine({
      summary: 'My points: balance (the ledger’s sum), history newest first, upcoming expiries',
      querystring: z.object(pageQuery),
      response: { 200: myPointsSchema },
    }),
    async (request) => {
      const [history, settings] = await Promise.all([
        pointHistory(app.db, memberId(request), pagination(request.query)),
        getPointSettings(app.db),
      ]);
      return { ...history, minBalance: settings.minBalance, unit: settings.unit };
    },
  );
};

export default mePointRoutes;
