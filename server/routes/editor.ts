import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#server/http/errors.ts';
import { bearerSecurity, requireAnyConsoleScope } from '#server/plugins/auth.ts';
import { releaseFiles, storeUpload, type AllowedType } from '#server/services/files.ts';
import type { FileRef } from '#domain/schemas/file.ts';

export const EDITOR_PHOTO_TYPES: readonly AllowedType[] = ['jpg', 'png', 'gif', 'webp'];
export const EDITOR_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const EDITOR_PHOTO_MAX_FILES = 10;

/** `/api/editor`: images pasted or picked in the console's rich-text editor. */
export const editorRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/photos',
    {
      onRequest: requireAnyConsoleScope(),
      config: {
        multipart: {
          files: { 'files[]': { description: 'jpg, png, gif or webp, at most 10 MB each', many: true } },
          required: ['files[]'],
        },
      },
      schema: {
        tags: ['console: editor'],
        security: bearerSecurity,
        summary: 'Upload editor images',
        description:
          'multipart/form-data with the images in `files[]`: jpg, png, gif or webp, at most 10 MB each and ' +
          '10 files. All or nothing: one refused file removes the ones stored before it.',
        response: { 200: z.object({ photos: z.array(z.object({ url: z.string() })) }) },
      },
    },
    async (request) => {
      const stored: FileRef[] = [];
      try {
        const parts = request.files({
          limits: { files: EDITOR_PHOTO_MAX_FILES, fileSize: EDITOR_PHOTO_MAX_BYTES + 1 },
        });
        for await (const part of parts) {
          if (part.fieldname !== 'files[]' && part.fieldname !== 'files') {
            part.file.resume();
            continue;
          }
          stored.push(
            await storeUpload(app, part, {
              allowed: EDITOR_PHOTO_TYPES,
              maxBytes: EDITOR_PHOTO_MAX_BYTES,
              visibility: 'public',
              owner: { userId: request.user?._id ?? null },
            }),
          );
        }
      } catch (error) {
        await releaseFiles(
          app,
          stored.map((file) => file._id),
        );
        throw error;
      }
      if (stored.length === 0) throw new HttpError(400, 'fileRequired', { 'files[]': 'fileRequired' });
      return { photos: stored.map((file) => ({ url: file.url })) };
    },
  );
};
