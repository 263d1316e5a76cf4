import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POST_FILE_MAX_BYTES, boardSchema } from '#domain/schemas/board.ts';
import { publicCache } from '#server/http/cache.ts';
import { HttpError, errorSchema } from '#server/http/errors.ts';
import { findBoard, listBoards } from '#server/services/boards/boards.ts';
import { anonymousWriteLimiter } from '#server/services/limits/anonymousWrites.ts';
import { storeUpload, type AllowedType } from '#server/services/files.ts';
import { fileRefSchema } from '#domain/schemas/file.ts';
import { oneUpload } from '#server/plugins/docs.ts';

const boardParams = z.object({ code: z.string().max(50).describe('board code, e.g. default-board') });

/** What a post may carry: documents and pictures, checked by content. */
const POST_FILE_TYPES: readonly AllowedType[] = ['pdf', 'hwp', 'docx', 'xlsx', 'jpg', 'png', 'gif', 'webp'];

/**
 * /api/v1/boards — boards with anonymous posts, comments and attachments (docs/spec.md § 7 "/boards and
 * comments"). Posts and comments are edited and deleted with their password (the same model as 1:1
 * inquiries: a check answers a 10-minute token).
 */
const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = anonymousWriteLimiter(app, 'boardUpload');

  app.get(
    '/',
    {
      schema: {
        tags: ['boards'],
        summary: 'Every board',
        response: { 200: z.object({ boards: z.array(boardSchema) }) },
      },
    },
    async (_request, reply) => {
      publicCache(reply);
      return { boards: await listBoards(app.db) };
    },
  );

  app.get(
    '/:code',
    {
      schema: {
        tags: ['boards'],
        summary: 'One board by code',
        params: boardParams,
        response: { 200: z.object({ board: boardSchema }), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const board = await findBoard(app.db, request.params.code);
      if (!board) throw new HttpError(404, 'notFound');
      publicCache(reply);
      return { board };
    },
  );

  app.post(
    '/:code/files',
    {
      config: oneUpload('pdf, hwp, docx, xlsx, jpg, png, gif or webp, at most 10 MB'),
      schema: {
        tags: ['boards'],
        summary: 'Upload an attachment for a post (multipart `upload`)',
        description:
          'pdf, hwp, docx, xlsx, jpg, png, gif, webp up to 10 MB, type checked by content: 415 / 413 otherwise. ' +
          'Answers the FileRef whose `_id` goes into the post’s `files`, with a `token` (answered only ' +
          'here) that goes into its `uploadTokens`: a file is attached only by its uploader.',
        params: boardParams,
        response: {
          201: z.object({
            file: fileRefSchema.extend({ token: z.string().describe('the upload token, answered once') }),
          }),
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const board = await findBoard(app.db, request.params.code);
      if (!board) throw new HttpError(404, 'notFound');
      if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
      await uploads.count(request.ip, reply);
      const part = await request.file({ limits: { files: 1, fileSize: POST_FILE_MAX_BYTES + 1 } });
      if (!part || part.fieldname !== 'upload') {
        if (part) part.file.resume();
        throw new HttpError(400, 'fileRequired', { upload: 'fileRequired' });
      }
      const file = await storeUpload(app, part, {
        allowed: POST_FILE_TYPES,
        maxBytes: POST_FILE_MAX_BYTES,
        visibility: 'public',
        owner: { userId: request.user?._id ?? null, token: true },
      });
      if (!file.token) throw new Error('upload token not made');
      return reply.code(201).send({ file: { ...file, token: file.token } });
    },
  );
};

export default boardRoutes;
