import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONSULTATION_FILES_MAX,
  consultationFollowUpSchema,
  consultationRequestSchema,
  memberConsultationSchema,
} from '#domain/schemas/consultation.ts';
import { errorSchema, HttpError, localeOf } from '#server/http/errors.ts';
import { pageQuery, pagination } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { STORED_FILE } from '#server/plugins/docs.ts';
import { openFileRow, sendFile } from '#server/services/download.ts';
import { releaseFiles } from '#server/services/files.ts';
import {
  askFollowUp,
  getOwnConsultation,
  listOwnConsultations,
  ownConsultationFile,
  requestConsultation,
  withdrawConsultation,
} from '#server/services/consultations/member.ts';
import { CONSULTATION_FILES_FIELD, readConsultationRequest } from '#server/services/consultations/upload.ts';
import { memberId, requireMember } from './_guards.ts';

const one = z.object({ consultation: memberConsultationSchema });
const idParams = z.object({ _id: z.uuid() });

/** Field → first message of a failed parse (the Korean texts of the domain schema, localized on the way out). */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  return errors;
}

/**
 * `/api/v1/me/consultations`: a member's (seller's or buyer's) consultations with the experts' advisers
 * (docs/decisions/0025-expert-consultations.md). Only their own: another member's id is a 404.
 */
const meConsultationRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['experts: me'], security: bearerSecurity };
  const onRequest = requireMember();
  const notify = (ids: readonly string[]) => app.expertsNotifier.schedule(ids);
  const member = (request: Parameters<typeof memberId>[0]) => ({
    id: memberId(request),
    locale: localeOf(request),
  });

  app.get(
    '/',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'My consultations, newest first',
        querystring: z.object(pageQuery),
        response: {
          200: z.object({ consultations: z.array(memberConsultationSchema), total: z.number().int() }),
        },
      },
    },
    async (request) =>
      listOwnConsultations(app.db, memberId(request), localeOf(request), pagination(request.query)),
  );

  app.get(
    '/:_id',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'One of my consultations with its answers',
        params: idParams,
        response: { 200: one },
      },
    },
    async (request) => ({
      consultation: await getOwnConsultation(
        app.db,
        memberId(request),
        request.params._id,
        localeOf(request),
      ),
    }),
  );

  app.post(
    '/',
    {
      onRequest,
      config: {
        multipart: {
          fields: consultationRequestSchema,
          files: {
            [CONSULTATION_FILES_FIELD]: {
              description: `pdf, docx, xlsx, jpg or png, at most 50 MB each, at most ${CONSULTATION_FILES_MAX}`,
              many: true,
            },
          },
          json: true,
        },
      },
      schema: {
        ...base,
        summary: 'Ask for a consultation, with up to five files',
        description:
          'multipart/form-data: `practiceId`, `lawyerId` (optional: the adviser wished for), `country` (ISO ' +
          'code), `question`, `shareFiles` (`true`: the assigned adviser may see the files) and up to 5 `files` ' +
          '(pdf, docx, xlsx, jpg, png; 50 MB each, type checked by content). application/json takes the same ' +
          'fields without files. 201; 400 invalid input or an unknown practice area or adviser; 413 too large ' +
          'or too many files; 415 wrong file type. A refused request stores nothing.',
        response: { 201: one, 400: errorSchema, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request, reply) => {
      const { fields, fileIds } = request.isMultipart()
        ? await readConsultationRequest(app, request)
        : { fields: (request.body ?? {}) as Record<string, unknown>, fileIds: [] };
      try {
        const parsed = consultationRequestSchema.safeParse(fields);
        if (!parsed.success) throw new HttpError(400, 'invalidInput', fieldErrors(parsed.error));
        const done = await requestConsultation(
          app.db,
          app.config.publicUrl,
          member(request),
          parsed.data,
          fileIds,
        );
        notify(done.outboxIds);
        return reply.status(201).send({ consultation: done.consultation });
      } catch (error) {
        await releaseFiles(app, fileIds);
        throw error;
      }
    },
  );

  app.post(
    '/:_id/follow-up',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Ask the one follow-up question after an answer',
        description: '409 when the consultation is not answered or a follow-up was already asked.',
        params: idParams,
        body: consultationFollowUpSchema,
        response: { 200: one, 409: errorSchema },
      },
    },
    async (request) => {
      const done = await askFollowUp(
        app.db,
        app.config.publicUrl,
        member(request),
        request.params._id,
        request.body.question,
      );
      notify(done.outboxIds);
      return { consultation: done.consultation };
    },
  );

  app.post(
    '/:_id/withdraw',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Withdraw a request no adviser has answered yet',
        params: idParams,
        response: { 200: one, 409: errorSchema },
      },
    },
    async (request) => {
      const done = await withdrawConsultation(
        app.db,
        app.config.publicUrl,
        member(request),
        request.params._id,
      );
      notify(done.outboxIds);
      return { consultation: done.consultation };
    },
  );

  app.get(
    '/:_id/files/:fileId',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Download a file of my consultation',
        produces: [STORED_FILE],
        description: '404 (error shape) for a file that is not one of my consultation’s.',
        params: z.object({ _id: z.uuid(), fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const row = await ownConsultationFile(
        app.db,
        memberId(request),
        request.params._id,
        request.params.fileId,
      );
      const file = row && (await openFileRow(app.storage, row));
      if (!file) throw new HttpError(404, 'notFound');
      return sendFile(reply, file, 'private, no-store');
    },
  );
};

export default meConsultationRoutes;
