import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myCouponSchema } from '#domain/schemas/loyalty.ts';
import { localeOf } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { downloadCoupon, MY_COUPON_STATES, redeemCode } from '#server/services/loyalty/coupons.ts';
import { myCouponList, toMyCoupon } from '#server/services/loyalty/memberViews.ts';
import { coupons } from '#server/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { memberId, requireMember } from './_guards.ts';

const one = z.object({ coupon: myCouponSchema });

/**
 * `/api/v1/me/coupons`: the member's coupons (usable, used, expired), a download from a product or event
 * page, a code typed in (docs/decisions/0041-loyalty-points-coupons-levels.md).
 */
const meCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['loyalty: me'], security: bearerSecurity };
  const onRequest = requireMember();
  const answer = async (
    held: Awaited<ReturnType<typeof redeemCode>>,
    locale: Parameters<typeof toMyCoupon>[2],
  ) => {
    const [coupon] = await app.db.select().from(coupons).where(eq(coupons.id, held.couponId));
    return { coupon: toMyCoupon(held, coupon!, locale) };
  };

  app.get(
    '/',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'My coupons in one state: usable (soonest expiry first), used, expired',
        querystring: z.object({ state: z.enum(MY_COUPON_STATES).default('usable') }),
        response: { 200: z.object({ coupons: z.array(myCouponSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const list = await myCouponList(app.db, memberId(request), request.query.state, localeOf(request));
      return { coupons: list, total: list.length };
    },
  );

  app.post(
    '/download',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Download a coupon offered on a product or event page',
        body: z.object({ couponId: z.uuid() }),
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await answer(
            await downloadCoupon(app.db, memberId(request), request.body.couponId),
            localeOf(request),
          ),
        ),
  );

  app.post(
    '/code',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Receive a coupon by its code',
        body: z.object({ code: z.string().trim().min(1).max(40) }),
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await answer(await redeemCode(app.db, memberId(request), request.body.code), localeOf(request)),
        ),
  );
};

export default meCouponRoutes;
