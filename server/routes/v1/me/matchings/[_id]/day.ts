import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceInputSchema,
  myMeetingDaySchema,
  ratingInputSchema,
  ratingSchema,
} from '#domain/schemas/matchingDay.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { myMeetingDay, rateMeeting, recordMyAttendance } from '#server/services/matching/followUp.ts';
import { memberId, requireMember } from '../../_guards.ts';

const params = z.object({ _id: z.uuid() });
const one = z.object({ day: myMeetingDaySchema });

/**
 * `/api/v1/me/matchings/{id}/day`: a party's confirmed meeting on the day and after — table, interpreter,
 * check-in QR, attendance, ratings (docs/decisions/0040-the-fair-day.md). Anyone but its two parties: 404.
 */
const myMeetingDayRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['matching: me'], security: bearerSecurity };
  const ctx = { secret: app.config.jwtSecret, publicUrl: app.config.publicUrl };
  const dayOf = async (member: string, id: string) => ({
    day: await myMeetingDay(app.db, ctx, member, id, new Date()),
  });

  app.get(
    '/',
    {
      onRequest: requireMember(),
      schema: { ...base, summary: 'My meeting on the day and after', params, response: { 200: one } },
    },
    async (request) => dayOf(memberId(request), request.params._id),
  );

  app.put(
    '/attendance',
    {
      onRequest: requireMember(),
      schema: {
        ...base,
        summary: 'Record whether the meeting took place (from its start)',
        params,
        body: attendanceInputSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      await recordMyAttendance(
        app.db,
        memberId(request),
        request.params._id,
        request.body.result,
        new Date(),
      );
      return dayOf(memberId(request), request.params._id);
    },
  );

  app.post(
    '/ratings',
    {
      onRequest: requireMember(),
      schema: {
        ...base,
        summary: 'Rate the meeting (1–5 and an outcome), once per round',
        params,
        body: ratingInputSchema,
        response: { 201: z.object({ rating: ratingSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        rating: await rateMeeting(app.db, memberId(request), request.params._id, request.body, new Date()),
      }),
  );
};

export default myMeetingDayRoutes;
