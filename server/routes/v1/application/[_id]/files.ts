import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#server/http/errors.ts';
import { noStorePlugin } from '#server/http/noStore.ts';
import { isUuid } from '#server/http/params.ts';
import { openDocument } from '#server/services/applications/documents.ts';
import { sendFile } from '#server/services/download.ts';
import { STORED_FILE } from '#server/plugins/docs.ts';
import { heldApplication } from '../_proof.ts';

const tags = ['application'];
const params = z.object({ _id: z.string().max(64) });

/** /api/v1/application/:_id/files — an application's documents, downloaded by its holder only. */
const documentFileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(noStorePlugin);
  app.get(
    '/:fileId',
    {
      schema: {
        tags,
        summary: 'Download a document of the application',
        description:
          'X-Applicant-Token (fetch it as a blob). Content-Disposition carries the original name (RFC 5987).',
        params: params.extend({ fileId: z.string().max(64) }),
        produces: [STORED_FILE],
      },
    },
    async (request, reply) => {
      const held = await heldApplication(app, request, request.params._id);
      const { fileId } = request.params;
      const file = isUuid(fileId) ? await openDocument(app, held, fileId) : undefined;
      if (!file) throw new HttpError(404, 'notFound');
      return sendFile(reply, file, 'private, no-store');
    },
  );
};

export default documentFileRoutes;
