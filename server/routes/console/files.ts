import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { storeUpload, type AllowedType } from '#server/services/files.ts';
import { fileRefSchema } from '#domain/schemas/file.ts';
import { oneUpload } from '#server/plugins/docs.ts';

export const CONSOLE_UPLOAD_TYPES: readonly AllowedType[] = ['pdf', 'xlsx', 'docx', 'hwp', 'jpg', 'png'];
export const CONSOLE_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/**
 * `/api/console/files`: attachments for console content (notices …), public once attached; any manager of
 * the target resource may attach them (services/files.ts FileActor).
 */
const filesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/',
    {
      config: oneUpload('pdf, xlsx, docx, hwp, jpg or png, at most 50 MB'),
      schema: {
        tags: ['console: files'],
        security: bearerSecurity,
        summary: 'Upload one attachment',
        description:
          'multipart/form-data with the file in `upload`: pdf, xlsx, docx, hwp, jpg or png up to 50 MB, ' +
          'type checked by content (415), size by bytes (413).',
        response: { 201: z.object({ file: fileRefSchema }) },
      },
    },
    async (request, reply) => {
      const part = await request.file({ limits: { files: 1, fileSize: CONSOLE_UPLOAD_MAX_BYTES + 1 } });
      if (!part || part.fieldname !== 'upload') {
        if (part) part.file.resume();
        throw new HttpError(400, 'fileRequired', { upload: 'fileRequired' });
      }
      const file = await storeUpload(app, part, {
        allowed: CONSOLE_UPLOAD_TYPES,
        maxBytes: CONSOLE_UPLOAD_MAX_BYTES,
        visibility: 'public',
        owner: { userId: request.user?._id ?? null },
      });
      return reply.status(201).send({ file });
    },
  );
};

export default filesRoutes;
