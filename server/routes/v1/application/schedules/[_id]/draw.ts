import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicDrawSchema } from '#domain/schemas/draw.ts';
import { errorSchema } from '#server/http/errors.ts';
import { noStorePlugin } from '#server/http/noStore.ts';
import { publicDraw } from '#server/services/draw/results.ts';

/**
 * `/api/v1/application/schedules/:_id/draw`: what anyone may know of a round's draw — the seed's hash
 * from the commitment; once drawn, the seed and the list of eligible receipt numbers that
 * server/tools/verify-draw.ts recomputes the result from (docs/decisions/0028-verifiable-draw.md).
 */
const publicDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  // no-store like every applicant route: the seed and the list appear the moment the draw runs
  await app.register(noStorePlugin);
  app.get(
    '/',
    {
      schema: {
        tags: ['application'],
        summary: "A round's draw: seed hash, and once drawn the seed and the eligible list",
        params: z.object({ _id: z.uuid() }),
        response: { 200: z.object({ draw: publicDrawSchema }), 404: errorSchema },
      },
    },
    async (request) => ({ draw: await publicDraw(app.db, request.params._id) }),
  );
};

export default publicDrawRoutes;
