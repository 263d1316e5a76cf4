import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentNameSchema } from '#domain/schemas/application.ts';
import { errorSchema, HttpError } from '#server/http/errors.ts';
import { removeDocument, uploadDocument } from '#server/services/applications/documents.ts';
import { applicationFileSchema } from '#domain/schemas/applicationRecord.ts';
import { answerSupplement, openSupplement } from '#server/services/applications/review.ts';
import { assertWritable, serverNow, windowRefusalSchema } from '#server/services/applications/window.ts';
import { noStorePlugin } from '#server/http/noStore.ts';
import { heldApplication } from '../_proof.ts';
import { answerWindowRefusals } from '../_windowRefusal.ts';

const tags = ['application'];
const params = z.object({ _id: z.string().max(64) });

/** /api/v1/application/:_id/upload — an application's documents: upload and delete, by its holder only. */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(noStorePlugin);
  answerWindowRefusals(app);
  app.post(
    '/',
    {
      config: {
        multipart: {
          fields: { name: 'the document key (send it before the file)' },
          files: { upload: { description: 'pdf, xlsx, jpg or png, at most 50 MB' } },
          required: ['name', 'upload'],
        },
      },
      schema: {
        tags,
        summary: 'Upload a document of the application',
        description:
          'X-Applicant-Token; window open, or a 보완요청 open until its deadline. multipart/form-data: `name` (document key, send it first) and ' +
          '`upload` (pdf, xlsx, jpg or png up to 50 MB, type checked by content: 415, size: 413). The same ' +
          'key again replaces the document. At most 20 documents (409 tooManyDocuments).',
        params,
        response: {
          201: z.object({
            file: applicationFileSchema,
            supplementAnswered: z
              .boolean()
              .describe('this upload completed an open 보완요청: the application returns to review'),
          }),
          400: errorSchema,
          403: windowRefusalSchema,
          404: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const held = await heldApplication(app, request, request.params._id);
      const now = serverNow(app);
      // an open 보완요청 lets the applicant upload until its deadline, after the window too
      if (!(await openSupplement(app.db, held.row.id, now)))
        assertWritable(held.schedule, held.row.kind, now);
      if (!request.isMultipart()) throw new HttpError(415, 'unsupportedMediaType');
      const file = await uploadDocument(app, request, held);
      const supplementAnswered = await answerSupplement(app.db, held.row.id, serverNow(app), request.ip);
      return reply.status(201).send({ file, supplementAnswered });
    },
  );

  app.delete(
    '/',
    {
      schema: {
        tags,
        summary: 'Delete a document of the application',
        description: 'X-Applicant-Token; window open. `?name=` the document key. 404 documentNotFound.',
        params,
        querystring: z.object({ name: documentNameSchema }),
      },
    },
    async (request, reply) => {
      const held = await heldApplication(app, request, request.params._id);
      assertWritable(held.schedule, held.row.kind, serverNow(app));
      await removeDocument(app, held, request.query.name);
      return reply.status(204).send();
    },
  );
};

export default documentRoutes;
