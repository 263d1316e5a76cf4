import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyerScheduleInputSchema, buyerScheduleSchema } from '#domain/schemas/matchingSchedule.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { getSchedule, saveSchedule } from '#server/services/matching/schedules.ts';
import { memberId, requireMember } from './_guards.ts';

const tags = ['matching: me'];
const fairParams = z.object({ _fair: z.uuid() });

/** `/api/v1/me/schedules/{_fair}`: a member's schedule in a fair, and a buyer's available slots. */
const meScheduleRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireMember();
  const base = { tags, security: bearerSecurity };

  app.get(
    '/:_fair',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'My schedule in a fair',
        params: fairParams,
        response: { 200: z.object({ schedule: buyerScheduleSchema }) },
      },
    },
    async (request) => ({ schedule: await getSchedule(app.db, request.params._fair, memberId(request)) }),
  );

  app.put(
    '/:_fair',
    {
      onRequest: requireMember('PERSON'),
      schema: {
        ...base,
        summary: "Save a buyer's available slots and preferred mode (joins the fair)",
        params: fairParams,
        body: buyerScheduleInputSchema,
        response: { 200: z.object({ schedule: buyerScheduleSchema }) },
      },
    },
    async (request) => ({
      schedule: await saveSchedule(app.db, request.params._fair, memberId(request), request.body),
    }),
  );
};

export default meScheduleRoutes;
