import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drawResultSchema } from '#domain/schemas/draw.ts';
import { errorSchema } from '#server/http/errors.ts';
import { noStorePlugin } from '#server/http/noStore.ts';
import { applicantResult } from '#server/services/draw/results.ts';
import { heldApplication } from '../_proof.ts';

/**
 * `/api/v1/application/:_id/result`: the holder's own draw result, from the round's announcement time
 * (403 resultNotAnnounced before it). The proof is the lookup's applicantToken, so the lookup's limits
 * apply to whoever tries names, phones and births.
 */
const applicationResultRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(noStorePlugin);
  app.get(
    '/',
    {
      schema: {
        tags: ['application'],
        summary: 'The draw result of one of the holder’s applications',
        description: 'X-Applicant-Token. 404 for an id that is not the holder’s.',
        params: z.object({ _id: z.string().max(64) }),
        response: { 200: z.object({ result: drawResultSchema }), 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const held = await heldApplication(app, request, request.params._id);
      return { result: await applicantResult(app.db, held.row) };
    },
  );
};

export default applicationResultRoutes;
