import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POST_FILE_MAX_BYTES } from '../../../../domain/schemas/board.ts';
import { publicCache } from '../../../http/cache.ts';
import { HttpError, errorSchema } from '../../../http/errors.ts';
import { boardSchema, findBoard, listBoards } from '../../../services/boards/boards.ts';
import { countWrite, writeLimiter } from '../../../services/center/limits.ts';
import { fileRefSchema, storeUpload, type AllowedType } from '../../../services/files.ts';
import { commentRoutes } from './comments.ts';
import { postRoutes } from './posts.ts';

export const boardParams = z.object({ code: z.string().max(50).describe('board code, e.g. default-board') });

/** What a post may carry: documents and pictures, checked by content. */
export const POST_FILE_TYPES: readonly AllowedType[] = [
  'pdf',
  'hwp',
  'docx',
  'xlsx',
  'jpg',
  'png',
  'gif',
  'webp',
];

/**
 * /api/v1/boards — boards with anonymous posts, comments and attachments (SPEC § 7 "/boards and
 * comments"). Posts and comments are edited and deleted with their password (the same model as 1:1
 * inquiries: a check answers a 10-minute token).
 */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  // uploads cost disk: 30 files an hour per address
  const uploads = writeLimiter(app, 'board-upload', 30, 60 * 60);

  app.get(
    '/boards',
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
    '/boards/:code',
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
    '/boards/:code/files',
    {
      schema: {
        tags: ['boards'],
        summary: 'Upload an attachment for a post (multipart `upload`)',
        description:
          'pdf, hwp, docx, xlsx, jpg, png, gif, webp up to 10 MB, type checked by content: 415 / 413 otherwise. ' +
          'Answers the FileRef whose `_id` goes into the post’s `files`.',
        params: boardParams,
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ file: fileRefSchema }),
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
      await countWrite(uploads, request.ip, reply);
      const part = await request.file({ limits: { files: 1, fileSize: POST_FILE_MAX_BYTES + 1 } });
      if (!part || part.fieldname !== 'upload') {
        if (part) part.file.resume();
        throw new HttpError(400, 'fileRequired', { upload: 'fileRequired' });
      }
      const file = await storeUpload(app, part, {
        allowed: POST_FILE_TYPES,
        maxBytes: POST_FILE_MAX_BYTES,
        visibility: 'public',
      });
      return reply.code(201).send({ file });
    },
  );

  await app.register(postRoutes);
  await app.register(commentRoutes);
};
