import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyerScheduleInputSchema } from '#domain/schemas/matchingSchedule.ts';
import { HttpError } from '#server/http/errors.ts';
import { pageQuery, pagination } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { fairSchema, getFair, listFairs } from '#server/services/matching/fairs.ts';
import { joinFair, leaveFair } from '#server/services/matching/participation.ts';
import { getSchedule, saveSchedule, scheduleSchema } from '#server/services/matching/schedules.ts';
import { memberId, requireMember } from './guards.ts';

const tags = ['matching: me'];
const fairParams = z.object({ _fair: z.uuid() });

/** `/api/v1/me/fairs` and `/me/schedules/{_fair}`: taking part, and a buyer's available slots. */
export const meFairRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireMember();
  const base = { tags, security: bearerSecurity };
  const viewer = (userId: string, type: string) =>
    ({ userId, type: type === 'COMPANY' ? 'COMPANY' : 'PERSON' }) as const;

  app.get(
    '/fairs',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Fairs I take part in',
        querystring: z.object(pageQuery),
        response: { 200: z.object({ fairs: z.array(fairSchema), total: z.number().int() }) },
      },
    },
    async (request) =>
      listFairs(
        app.db,
        { ...pagination(request.query), mine: true },
        viewer(memberId(request), request.user!.type),
      ),
  );

  app.post(
    '/fairs',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Join a fair (sellers while recruited and approved, buyers while applying)',
        body: z.object({ fair: z.uuid() }),
        response: { 201: z.object({ fair: fairSchema }) },
      },
    },
    async (request, reply) => {
      await joinFair(app.db, request.body.fair, memberId(request));
      const fair = await getFair(app.db, request.body.fair, viewer(memberId(request), request.user!.type));
      return reply.status(201).send({ fair: fair! });
    },
  );

  app.delete(
    '/fairs/:_fair',
    {
      onRequest: guard,
      schema: { ...base, summary: 'Leave a fair', params: fairParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      if (!(await leaveFair(app.db, request.params._fair, memberId(request))))
        throw new HttpError(404, 'notFound');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/schedules/:_fair',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'My schedule in a fair',
        params: fairParams,
        response: { 200: z.object({ schedule: scheduleSchema }) },
      },
    },
    async (request) => ({ schedule: await getSchedule(app.db, request.params._fair, memberId(request)) }),
  );

  app.put(
    '/schedules/:_fair',
    {
      onRequest: requireMember('PERSON'),
      schema: {
        ...base,
        summary: "Save a buyer's available slots and preferred mode (joins the fair)",
        params: fairParams,
        body: buyerScheduleInputSchema,
        response: { 200: z.object({ schedule: scheduleSchema }) },
      },
    },
    async (request) => ({
      schedule: await saveSchedule(app.db, request.params._fair, memberId(request), request.body),
    }),
  );
};
