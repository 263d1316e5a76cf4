import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scheduleInputSchema, scheduleSchema } from '#domain/schemas/schedule.ts';
import { HttpError } from '#server/http/errors.ts';
import { orderQuery, pageQuery, pagination } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';

import {
  createSchedule,
  getSchedule,
  listSchedules,
  SCHEDULE_SORTS,
  updateSchedule,
} from './_scheduleWrites.ts';

const idParams = z.object({ _id: z.uuid() });
const one = z.object({ schedule: scheduleSchema });

/**
 * `/api/console/application/schedules`: application rounds. Only the configured schedules manager
 * (SCHEDULE_ADMIN_USERNAME) may use them, whatever scopes other managers hold (docs/spec.md § 6).
 */
const applicationSchedulesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['console: application/schedules'], security: bearerSecurity };

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'List rounds',
        querystring: z.object({
          ...pageQuery,
          limit: pageQuery.limit.default(100),
          sort: z.enum(SCHEDULE_SORTS).optional(),
          order: orderQuery,
        }),
        response: { 200: z.object({ schedules: z.array(scheduleSchema), total: z.number().int() }) },
      },
    },
    async (request) => listSchedules(app.db, { ...request.query, ...pagination(request.query) }),
  );

  app.get(
    '/:_id',
    { schema: { ...base, summary: 'One round', params: idParams, response: { 200: one } } },
    async (request) => {
      const schedule = await getSchedule(app.db, request.params._id);
      if (!schedule) throw new HttpError(404, 'notFound');
      return { schedule };
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...base,
        summary: 'Create a round',
        description: '409 when the round number exists.',
        body: scheduleInputSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ schedule: await createSchedule(app.db, request.body) }),
  );

  app.put(
    '/:_id',
    {
      schema: {
        ...base,
        summary: 'Update a round',
        params: idParams,
        body: scheduleInputSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const schedule = await updateSchedule(app.db, request.params._id, request.body);
      if (!schedule) throw new HttpError(404, 'notFound');
      return { schedule };
    },
  );
};

export default applicationSchedulesRoutes;
