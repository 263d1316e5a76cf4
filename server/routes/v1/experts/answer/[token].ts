import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adviserConsultationSchema, consultationAnswerSchema } from '#domain/schemas/consultation.ts';
import { errorSchema, HttpError, localeOf } from '#server/http/errors.ts';
import { noStorePlugin } from '#server/http/noStore.ts';
import { STORED_FILE } from '#server/plugins/docs.ts';
import { adviserLinkFile, answerByLink, openAdviserLink } from '#server/services/consultations/adviser.ts';
import { openFileRow, sendFile } from '#server/services/download.ts';

const tokenParams = z.object({ token: z.string().max(100) });
const one = z.object({ consultation: adviserConsultationSchema });

/**
 * `/api/v1/experts/answer/{token}`: the adviser's link (docs/decisions/0025-expert-consultations.md § The
 * link). Advisers have no accounts: the token in the path is the whole credential, and it opens these three
 * routes of its own consultation only — read, answer, download a shared file. Every refusal is the same 404.
 */
const adviserAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  // the consultation and its files are the member's: no browser or proxy may keep them
  await app.register(noStorePlugin);
  const base = { tags: ['experts: adviser link'] };

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'The consultation this link opens',
        description: '404 for an unknown, replaced or expired link, or a closed or withdrawn consultation.',
        params: tokenParams,
        response: { 200: one, 404: errorSchema },
      },
    },
    async (request) => ({
      consultation: await openAdviserLink(app.db, request.params.token, localeOf(request)),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        ...base,
        summary: 'Answer the question (or the follow-up) of this link’s consultation',
        description: '409 when nothing awaits an answer; 404 as the read.',
        params: tokenParams,
        body: consultationAnswerSchema,
        response: { 200: one, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const done = await answerByLink(
        app.db,
        app.config.publicUrl,
        request.params.token,
        request.body.answer,
        localeOf(request),
      );
      app.expertsNotifier.schedule(done.outboxIds);
      return { consultation: done.consultation };
    },
  );

  app.get(
    '/files/:fileId',
    {
      schema: {
        ...base,
        summary: 'Download a file the member shared with the adviser',
        produces: [STORED_FILE],
        description: '404 (error shape) for a file not shared, or not of this link’s consultation.',
        params: tokenParams.extend({ fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const row = await adviserLinkFile(app.db, request.params.token, request.params.fileId);
      const file = row && (await openFileRow(app.storage, row));
      if (!file) throw new HttpError(404, 'notFound');
      return sendFile(reply, file, 'private, no-store');
    },
  );
};

export default adviserAnswerRoutes;
