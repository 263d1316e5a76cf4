import { listTotalFields } from '#domain/schemas/listTotal.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationStatusInputSchema,
  consoleApplicationItemSchema,
  consoleApplicationSchema,
} from '#domain/schemas/applicationReview.ts';
import { HttpError } from '#server/http/errors.ts';
import { pageQuery, pagination } from '#server/http/list.ts';
import { createNotifier } from '#server/services/notify/outbox.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import {
  APPLICATION_EXPORT_COLUMNS,
  applicationExportRows,
  changeStatus,
  countApplications,
  findDocument,
  getApplication,
  listApplications,
  maskApplication,
  subjectTypeOf,
} from '#server/services/applications/console.ts';
import { recordAccess } from '#server/services/audit.ts';
import { openStoredFile } from '#server/services/download.ts';
import { XLSX_MIME, xlsxDownload } from '#server/services/export.ts';
import { requirePersonalDataProof } from '#server/services/personalData.ts';
import {
  actorOf,
  applicationFilterQuery as filterQuery,
  applicationOrderQuery as orderFields,
  filterOf,
  kindsFor,
} from './_applicationFilter.ts';
import {
  logListRead,
  logRecordRead,
  PROVEN_EXPORT_DESCRIPTION,
  reasonQuery,
  revealFields,
  revealQuery,
  sendLoggedFile,
} from './_reveal.ts';
import { STORED_FILE } from '#server/plugins/docs.ts';

const tags = ['console: application'];
const idParams = z.object({ _id: z.uuid() });
const one = z.object({ application: consoleApplicationSchema });

/**
 * `/api/console/application`: interest registrations and applications, one table, one scope per
 * kind. Personal data is masked unless revealed with the secondary-password proof; every reveal, export,
 * download and status change is a row of the access log
 * (docs/decisions/0007-personal-data-and-access-log.md).
 */
const consoleApplicationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // a reserve promoted by a winner's 포기 is told after the commit
  const notifier = createNotifier(app);
  app.addHook('onClose', () => notifier.close());
  const base = { tags, security: bearerSecurity };

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'List registrations and applications',
        description: 'Masked unless reveal=1 with X-Sub-Password-Token and reason (403 / 400 otherwise).',
        querystring: z.object({ ...pageQuery, ...orderFields, ...filterQuery, ...revealFields }),
        response: {
          200: z.object({ applications: z.array(consoleApplicationItemSchema), ...listTotalFields }),
        },
      },
    },
    async (request) => {
      const { reveal, reason: _reason, page, limit, sort, order, ...query } = request.query;
      const filter = filterOf(request, query);
      const reason = reveal ? await requirePersonalDataProof(request) : null;
      const answer = await listApplications(
        app.db,
        {
          ...filter,
          sort,
          order,
          ...pagination({ page, limit }),
          reveal: reason !== null,
        },
        app.config.listCountCap,
      );
      await logListRead(request, {
        subjectType: query.kind ? subjectTypeOf(query.kind) : 'application',
        records: answer.applications,
        reason,
        label: (a) => a.receiptNo,
        typeOf: (a) => subjectTypeOf(a.kind),
      });
      return answer;
    },
  );

  app.get(
    '/export',
    {
      schema: {
        ...base,
        summary: 'Export as .xlsx (clear values)',
        description: PROVEN_EXPORT_DESCRIPTION,
        querystring: z.object({ ...orderFields, ...filterQuery, ...reasonQuery }),
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { sort, order, reason: _reason, ...query } = request.query;
      const filter = filterOf(request, query);
      const reason = await requirePersonalDataProof(request);
      const rows = await countApplications(app.db, filter);
      const title =
        filter.kind === 'REGISTRATION' ? '관심고객' : filter.kind === 'APPLICATION' ? '청약신청' : '신청내역';
      await recordAccess(app.db, {
        ...actorOf(request),
        action: 'export',
        subjectType: filter.kind ? subjectTypeOf(filter.kind) : 'application',
        subjectLabel: title,
        reason,
        detail: JSON.stringify({ filter, sort, order, rows }),
        subjectCount: rows,
      });
      const { headers, body } = xlsxDownload({
        name: title,
        columns: APPLICATION_EXPORT_COLUMNS,
        rows: applicationExportRows(app.db, filter, { sort, order }),
      });
      return reply.headers(headers).send(body);
    },
  );

  app.get(
    '/:_id',
    {
      schema: {
        ...base,
        summary: 'One registration or application, with documents and status history',
        params: idParams,
        querystring: revealQuery,
        response: { 200: one },
      },
    },
    async (request) => {
      const reason = request.query.reveal ? await requirePersonalDataProof(request) : null;
      const application = await getApplication(app.db, request.params._id, kindsFor(request));
      if (!application) throw new HttpError(404, 'notFound');
      await logRecordRead(request, {
        subjectType: subjectTypeOf(application.kind),
        subjectId: application._id,
        subjectLabel: application.receiptNo,
        reason,
      });
      return { application: reason === null ? maskApplication(application) : application };
    },
  );

  app.put(
    '/:_id',
    {
      schema: {
        ...base,
        summary: 'Change the review status',
        description: 'Recorded in the status history and the access log (update).',
        params: idParams,
        body: applicationStatusInputSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const kinds = kindsFor(request);
      notifier.schedule(
        await changeStatus(app.db, request.params._id, kinds, request.body, actorOf(request)),
      );
      const application = await getApplication(app.db, request.params._id, kinds);
      if (!application) throw new HttpError(404, 'notFound');
      return { application: maskApplication(application) };
    },
  );

  app.get(
    '/:_id/files/:fileId',
    {
      schema: {
        ...base,
        summary: 'Open a document',
        produces: [STORED_FILE],
        description: 'Fetch it with the bearer token as a blob; logged as a download.',
        params: idParams.extend({ fileId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const { _id, fileId } = request.params;
      const document = await findDocument(app.db, _id, fileId, kindsFor(request));
      const file = document && (await openStoredFile(app.db, app.storage, fileId));
      if (!document || !file) throw new HttpError(404, 'notFound');
      return sendLoggedFile(request, reply, file, {
        subjectType: subjectTypeOf(document.kind),
        subjectId: _id,
        subjectLabel: document.receiptNo,
        detail: `document ${document.name}`,
      });
    },
  );
};

export default consoleApplicationRoutes;
