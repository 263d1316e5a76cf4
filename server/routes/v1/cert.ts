import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENDERS } from '#domain/constants.ts';
import { errorSchema, HttpError } from '#server/http/errors.ts';
import { noStorePlugin } from '#server/http/noStore.ts';
import { idParams, isUuid } from '#server/http/params.ts';
import { serverNow } from '#server/services/applications/window.ts';
import { readCertOnce } from '#server/services/cert/store.ts';

/**
 * /api/v1/cert/{_id}: the verified identity, to prefill and lock the forms
 * (docs/decisions/0005-application-contract.md).
 */
const certRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(noStorePlugin);
  app.get(
    '/:_id',
    {
      schema: {
        tags: ['application'],
        summary: 'The verified name, phone, birth and gender of an identity verification',
        description:
          'Answers once, within 10 minutes of the verification; 404 certNotFound after (or for an unknown id). ' +
          '`birth` may be null when the provider gave none. CI/DI never leave the server.',
        params: idParams,
        response: {
          200: z.object({
            cert: z.object({
              name: z.string(),
              phone: z.string(),
              birth: z.string().nullable(),
              gender: z.enum(GENDERS).nullable(),
            }),
          }),
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { _id } = request.params;
      const cert = isUuid(_id) ? await readCertOnce(app.db, _id, serverNow(app)) : null;
      if (!cert) throw new HttpError(404, 'certNotFound');
      return reply.send({ cert });
    },
  );
};

export default certRoutes;
