import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  myRegistrationSchema,
  publicProgramSchema,
  registrationInputSchema,
} from '#domain/schemas/auction.ts';
import { noStore } from '#server/http/cache.ts';
import { HttpError, localeOf } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { getProgram, listPrograms } from '#server/services/auction/catalogue.ts';
import { getMyRegistration, registerForProgram } from '#server/services/auction/registrations.ts';
import { memberId, requireMember } from '../me/_guards.ts';

const idParams = z.object({ _id: z.uuid() });

/**
 * `/api/v1/auction/programs`: the sales whose preview has begun, and a member's registration to bid
 * (docs/decisions/0033-timed-auction.md). Not cached: each answer carries the server's clock.
 */
const auctionProgramRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['auction'],
        summary: 'Programs on preview or sale, newest first; `hall` narrows to one hall',
        querystring: z.object({ hall: z.uuid().optional() }),
        response: { 200: z.object({ programs: z.array(publicProgramSchema), total: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const programs = await listPrograms(app.db, request.query.hall, localeOf(request));
      noStore(reply);
      return { programs, total: programs.length };
    },
  );

  app.get(
    '/:_id',
    {
      schema: {
        tags: ['auction'],
        summary: 'One program with its terms and soft-close rule',
        params: idParams,
        response: { 200: z.object({ program: publicProgramSchema }) },
      },
    },
    async (request, reply) => {
      const program = await getProgram(app.db, request.params._id, localeOf(request));
      if (!program) throw new HttpError(404, 'notFound');
      noStore(reply);
      return { program };
    },
  );

  app.get(
    '/:_id/registration',
    {
      onRequest: requireMember(),
      schema: {
        tags: ['auction'],
        security: bearerSecurity,
        summary: 'My registration for the program (null when none)',
        params: idParams,
        response: { 200: z.object({ registration: myRegistrationSchema.nullable() }) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { registration: await getMyRegistration(app.db, memberId(request), request.params._id) };
    },
  );

  app.post(
    '/:_id/registrations',
    {
      onRequest: requireMember(),
      schema: {
        tags: ['auction'],
        security: bearerSecurity,
        summary: 'Register to bid: the terms accepted and a fresh identity verification (certId, used once)',
        params: idParams,
        body: registrationInputSchema,
        response: { 201: z.object({ registration: myRegistrationSchema }) },
      },
    },
    async (request, reply) => {
      const registration = await registerForProgram(
        app.db,
        memberId(request),
        request.params._id,
        request.body.certId,
      );
      return reply.status(201).send({ registration });
    },
  );
};

export default auctionProgramRoutes;
