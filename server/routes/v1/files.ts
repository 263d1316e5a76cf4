import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#server/http/errors.ts';
import { idParams, isUuid } from '#server/http/params.ts';
import { openPublicFile, sendFile } from '#server/services/download.ts';
import { STORED_FILE } from '#server/plugins/docs.ts';

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:_id',
    {
      schema: {
        tags: ['files'],
        summary: 'A file of public content (notice attachment, form download), as an attachment',
        produces: [STORED_FILE],
        description: '404 (error shape) for an unknown or private file.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const { _id } = request.params;
      const file = isUuid(_id) ? await openPublicFile(app.db, app.storage, _id) : undefined;
      if (!file) throw new HttpError(404, 'notFound');
      // the bytes of an id never change
      return sendFile(reply, file, 'public, max-age=86400');
    },
  );
};

export default fileRoutes;
