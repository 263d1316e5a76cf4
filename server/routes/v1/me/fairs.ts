import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#server/http/errors.ts';
import { pageQuery, pagination } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { getFair, listFairs } from '#server/services/matching/fairs.ts';
import { fairSchema } from '#domain/schemas/matchingFair.ts';
import { joinFair, leaveFair } from '#server/services/matching/participation.ts';
import { memberId, requireMember } from './_guards.ts';

const tags = ['matching: me'];
const fairParams = z.object({ _fair: z.uuid() });

/** `/api/v1/me/fairs`: the fairs a member takes part in. */
const meFairRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireMember();
  const base = { tags, security: bearerSecurity };
  const viewer = (userId: string, type: string) =>
    ({ userId, type: type === 'COMPANY' ? 'COMPANY' : 'PERSON' }) as const;

  app.get(
    '/',
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
    '/',
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
    '/:_fair',
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
};

export default meFairRoutes;
