import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ACCESS_ACTIONS } from '#domain/accessLog.ts';
import { HttpError } from '#server/http/errors.ts';
import { cursorQuery } from '#server/http/keyset.ts';
import { dateRangeQuery, orderQuery, pageQuery, pagination, searchQuery } from '#server/http/list.ts';
import {
  ACCESS_LOG_EXPORT_COLUMNS,
  ACCESS_LOG_SORTS,
  accessLogExportRow,
  countAccessLogs,
  eachAccessLog,
  getAccessLog,
  listAccessLogs,
} from '#server/services/accessLogs.ts';
import { accessLogSchema } from '#domain/schemas/accessLog.ts';
import { listTotalFields } from '#domain/schemas/listTotal.ts';
import { monthQuery, reviewMonth, seoulMonth } from '#server/services/accessLogReview.ts';
import { reviewSchema } from '#domain/schemas/accessLog.ts';
import { recordAccess } from '#server/services/audit.ts';
import { exportRows, XLSX_MIME, xlsxDownload } from '#server/services/export.ts';
import { consoleResource } from '#domain/consoleResources.ts';
import { documentedRoutes } from '#server/http/documentedRoutes.ts';

const row = consoleResource('logs');
const tags = [`console: ${row.api}`];
const filterQuery = {
  q: searchQuery.describe('searches the subject label, the reason and the detail'),
  actor: z.string().trim().max(100).optional().describe("the manager's username (contains)"),
  action: z.enum(ACCESS_ACTIONS).optional(),
  subjectType: z.string().trim().max(50).optional(),
  subjectId: z.string().trim().max(100).optional(),
  ...dateRangeQuery(),
};
const orderFields = { sort: z.enum(ACCESS_LOG_SORTS).optional(), order: orderQuery };

/**
 * `/api/console/common/logs`: the access log (docs/decisions/0007-personal-data-and-access-log.md,
 * docs/decisions/0011-access-log-reads-and-review.md) and its monthly review, scope `manager`. Read-only by
 * design: there is no POST, PUT or DELETE here, and the table refuses UPDATE and DELETE itself.
 */
const consoleLogsRoutes: FastifyPluginAsync = async (fastify) => {
  const { app, base } = documentedRoutes(fastify, tags);

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'List the access log',
        querystring: z.object({ ...pageQuery, ...cursorQuery, ...orderFields, ...filterQuery }),
        response: { 200: z.object({ logs: z.array(accessLogSchema), ...listTotalFields }) },
      },
    },
    async (request) =>
      listAccessLogs(app.db, { ...request.query, ...pagination(request.query) }, app.config.listCountCap),
  );

  app.get(
    '/export',
    {
      schema: {
        ...base,
        summary: 'Export the access log as .xlsx',
        description:
          'Same filters and order as the list, every row, Korean headers; the export is logged too.',
        querystring: z.object({ ...orderFields, ...filterQuery }),
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { sort, order, ...filter } = request.query;
      const rows = await countAccessLogs(app.db, filter);
      // logged before the rows are read, so the file's rows never include its own export row
      const startedAt = new Date();
      await recordAccess(app.db, {
        actor: { _id: request.user!._id, username: request.user!.username },
        ip: request.ip,
        action: 'export',
        subjectType: 'logs',
        subjectLabel: '접속기록',
        detail: JSON.stringify({ filter, sort, order, rows }),
      });
      const to = filter.to && filter.to < startedAt ? filter.to : startedAt;
      const { headers, body } = xlsxDownload({
        name: '접속기록',
        columns: ACCESS_LOG_EXPORT_COLUMNS,
        rows: exportRows(eachAccessLog(app.db, { ...filter, to }, { sort, order }), accessLogExportRow),
      });
      return reply.headers(headers).send(body);
    },
  );

  app.get(
    '/review',
    {
      schema: {
        ...base,
        summary: 'The monthly review of the access log',
        description:
          'Per manager for one Seoul month: list reads, record views, reveals, exports, downloads and ' +
          'subjects touched, flagged above 3× their median of the 3 months before or above 1,000 ' +
          'subjects in one day (docs/decisions/0011).',
        querystring: z.object({ month: monthQuery.optional() }),
        response: { 200: z.object({ review: reviewSchema }) },
      },
    },
    async (request) => ({ review: await reviewMonth(app.db, request.query.month ?? seoulMonth()) }),
  );

  app.get(
    '/:_id',
    {
      schema: {
        ...base,
        summary: 'One row of the access log',
        params: z.object({ _id: z.uuid() }),
        response: { 200: z.object({ log: accessLogSchema }) },
      },
    },
    async (request) => {
      const log = await getAccessLog(app.db, request.params._id);
      if (!log) throw new HttpError(404, 'notFound');
      return { log };
    },
  );
};

export default consoleLogsRoutes;
