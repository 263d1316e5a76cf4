import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleResource } from '#domain/consoleResources.ts';
import {
  CONSULTATION_STATES,
  consoleConsultationSchema,
  consultationAssignSchema,
} from '#domain/schemas/consultation.ts';
import { errorSchema, HttpError } from '#server/http/errors.ts';
import { dateRangeQuery, searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { STORED_FILE } from '#server/plugins/docs.ts';
import {
  assignConsultation,
  closeConsultation,
  consoleConsultationFile,
  CONSULTATION_EXPORT_COLUMNS,
  CONSULTATION_SORTS,
  consultationExportRow,
  eachConsultation,
  getConsultation,
  listConsultations,
  resendConsultationLink,
  type ManagerStep,
} from '#server/services/consultations/console.ts';
import { openFileRow } from '#server/services/download.ts';
import { listRoutes } from '../_crud.ts';
import { logAccess, revealRoute, sendLoggedFile } from '../_reveal.ts';

const row = consoleResource('consultations');
const tags = [`console: ${row.api}`];
const idParams = z.object({ _id: z.uuid() });
const linkSchema = z
  .object({ url: z.string(), expiresAt: z.string() })
  .describe('the new adviser link, answered only here and only once (to hand over another way)');
const stepAnswer = z.object({ [row.record]: consoleConsultationSchema, link: linkSchema.optional() });

/**
 * `/api/console/experts/consultations` (scope `experts`; docs/decisions/0025-expert-consultations.md): list
 * with filters by state, practice area, adviser and period, .xlsx export, one record (the member masked
 * unless revealed, every read logged), assign, resend the link, close, and the files (downloads logged).
 */
const consultationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };

  listRoutes(app, {
    tags,
    nouns: 'consultations',
    masked: 'members',
    personalData: { subjectType: row.api },
    title: '전문가 상담',
    plural: row.list,
    record: consoleConsultationSchema,
    filters: {
      q: searchQuery.describe('searches the question'),
      state: z.enum(CONSULTATION_STATES).optional(),
      practiceId: z.uuid().optional(),
      lawyerId: z.uuid().optional().describe('the assigned adviser'),
      ...dateRangeQuery(),
    },
    sorts: CONSULTATION_SORTS,
    list: listConsultations,
    each: eachConsultation,
    exportColumns: CONSULTATION_EXPORT_COLUMNS,
    exportRow: consultationExportRow,
  });

  revealRoute(app, {
    tags,
    summary: 'One consultation; `reveal=1` with the proof shows the member',
    key: row.record,
    record: consoleConsultationSchema,
    subjectType: row.api,
    get: (db, id, reveal) => getConsultation(db, id, reveal),
  });

  /** A manager's step: logged as an update of the record, its mails scheduled after the commit. */
  const step = (
    path: string,
    summary: string,
    description: string,
    run: (id: string, body: unknown) => Promise<ManagerStep>,
    body?: z.ZodType,
  ) =>
    app.post(
      `/:_id/${path}`,
      {
        schema: {
          ...base,
          summary,
          description,
          params: idParams,
          ...(body ? { body } : {}),
          response: { 200: stepAnswer, 400: errorSchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request) => {
        const done = await run(request.params._id, request.body);
        await logAccess(app.db, request, {
          action: 'update',
          subjectType: row.api,
          subjectId: request.params._id,
          detail: path,
        });
        app.expertsNotifier.schedule(done.outboxIds);
        return { [row.record]: done.consultation, ...(done.link ? { link: done.link } : {}) };
      },
    );

  step(
    'assign',
    'Assign (or reassign before an answer) an adviser and mail them a new link',
    'The adviser must have an e-mail address (400). The previous link, if any, stops working. 409 after an answer.',
    (id, body) =>
      assignConsultation(app.db, app.config.publicUrl, id, consultationAssignSchema.parse(body).lawyerId),
    consultationAssignSchema,
  );
  step(
    'resend',
    'Send the adviser a new link (the old one stops working)',
    '409 unless assigned or answered.',
    (id) => resendConsultationLink(app.db, app.config.publicUrl, id),
  );
  step(
    'close',
    'Close the consultation: the adviser’s link stops at once',
    '409 when already closed or withdrawn.',
    (id) => closeConsultation(app.db, app.config.publicUrl, id),
  );

  app.get(
    '/:_id/files/:fileId',
    {
      schema: {
        ...base,
        summary: 'Download a file of a consultation (access-logged)',
        produces: [STORED_FILE],
        description: '404 (error shape) for a file that is not one of this consultation.',
        params: z.object({ _id: z.uuid(), fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const { _id, fileId } = request.params;
      const stored = await consoleConsultationFile(app.db, _id, fileId);
      const file = stored && (await openFileRow(app.storage, stored));
      if (!file) throw new HttpError(404, 'notFound');
      return sendLoggedFile(request, reply, file, {
        subjectType: row.api,
        subjectId: _id,
        detail: file.name,
      });
    },
  );
};

export default consultationRoutes;
