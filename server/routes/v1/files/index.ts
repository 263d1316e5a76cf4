import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http/errors.ts';
import { idParams, isUuid } from '../../../http/params.ts';
import { openPublicFile } from '../../../services/download.ts';
import { contentDisposition } from '../../../services/files.ts';

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:_id',
    {
      schema: {
        tags: ['files'],
        summary: 'A file of public content (notice attachment, form download), as an attachment',
        description: '404 (error shape) for an unknown or private file.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const { _id } = request.params;
      const file = isUuid(_id) ? await openPublicFile(app.db, app.storage, _id) : undefined;
      if (!file) throw new HttpError(404, 'notFound');
      return (
        reply
          .header('content-type', file.type)
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition(file.name))
          // the bytes of an id never change
          .header('cache-control', 'public, max-age=86400')
          .send(file.stream)
      );
    },
  );
};
