import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agendaMeetingSchema,
  rescheduleAnswerSchema,
  rescheduleInputSchema,
} from '#domain/schemas/matchingAgenda.ts';
import { errorSchema } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { myAgenda } from '#server/services/matching/agenda.ts';
import { answerReschedule, proposeReschedule } from '#server/services/matching/reschedule.ts';
import { memberId, requireMember } from '../../_guards.ts';

const params = z.object({ _id: z.uuid() });
const base = { tags: ['matching: me'], security: bearerSecurity };
const refusals = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const answer = z.object({ meeting: agendaMeetingSchema.nullable() });

/**
 * `/api/v1/me/matchings/:_id/reschedule`: either party of a confirmed meeting proposes another free slot;
 * the other accepts (the meeting moves) or declines (it stays)
 * (docs/decisions/0039-agenda-feed-and-reschedule.md). Answers the meeting as the agenda shows it.
 */
const rescheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireMember();
  const ctx = { config: app.config };
  const meetingOf = async (userId: string, id: string) =>
    (await myAgenda(app.db, userId)).meetings.find((m) => m._id === id) ?? null;

  app.post(
    '/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Propose another free slot for a confirmed meeting',
        params,
        body: rescheduleInputSchema,
        response: { 201: answer, ...refusals },
      },
    },
    async (request, reply) => {
      const change = await proposeReschedule(
        app.db,
        ctx,
        memberId(request),
        request.params._id,
        request.body.slot,
      );
      app.matchingNotifier.schedule(change.outboxIds);
      return reply.status(201).send({ meeting: await meetingOf(memberId(request), change.id) });
    },
  );

  app.put(
    '/:_proposal',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "Accept (the meeting moves) or decline (it stays) the other party's proposal",
        params: params.extend({ _proposal: z.uuid() }),
        body: rescheduleAnswerSchema,
        response: { 200: answer, ...refusals },
      },
    },
    async (request) => {
      const change = await answerReschedule(
        app.db,
        ctx,
        memberId(request),
        request.params._id,
        request.params._proposal,
        request.body,
      );
      app.matchingNotifier.schedule(change.outboxIds);
      return { meeting: await meetingOf(memberId(request), change.id) };
    },
  );
};

export default rescheduleRoutes;
