import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { OFFER_STATUSES } from '#domain/matching/offer.ts';
import { consoleOfferActionSchema, consoleMatchingSchema } from '#domain/schemas/matchingOffer.ts';
import { matchings } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { orderQuery, pageQuery, pagination, searchQuery } from '#server/http/list.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { XLSX_MIME, xlsxDownload } from '#server/services/export.ts';
import { selectMatchings, toConsoleMatchings } from '#server/services/matching/dto.ts';
import { MATCHING_EXPORT_COLUMNS, matchingExportRows } from '#server/services/matching/exports.ts';
import { listConsoleMatchings, managerCancel } from '#server/services/matching/offers.ts';
import { listEntry, logListRead, logReads, logRecordRead } from './_reveal.ts';

const tags = ['console: matchings'];
const idParams = z.object({ _id: z.uuid() });
const one = z.object({ matching: consoleMatchingSchema });
const filterQuery = {
  q: searchQuery.describe("searches the buyer's and seller's company names"),
  fair: z.uuid().optional(),
  status: z.enum(OFFER_STATUSES).optional(),
};

/** `/api/console/matchings` (scope `fairs`): every matching with status and history; a manager may cancel. */
const consoleMatchingsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags, security: bearerSecurity };

  const one_ = async (id: string) => {
    const [row] = await selectMatchings(app.db, eq(matchings.id, id));
    if (!row) throw new HttpError(404, 'notFound');
    const [matching] = await toConsoleMatchings(app.db, [row], true);
    return matching!;
  };

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'List matchings',
        querystring: z.object({ ...pageQuery, ...filterQuery, order: orderQuery }),
        response: { 200: z.object({ matchings: z.array(consoleMatchingSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const answer = await listConsoleMatchings(app.db, request.query, pagination(request.query));
      await logListRead(request, { subjectType: 'matchings', records: answer.matchings, reason: null });
      return answer;
    },
  );

  app.get(
    '/export',
    {
      schema: {
        ...base,
        summary: 'Export matchings as .xlsx',
        querystring: z.object(filterQuery),
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { total } = await listConsoleMatchings(app.db, request.query, { limit: 1, offset: 0 });
      await logReads(request, [{ ...listEntry(request, 'matchings', total), action: 'export' }]);
      const { headers, body } = xlsxDownload({
        name: '매칭목록',
        columns: MATCHING_EXPORT_COLUMNS,
        rows: matchingExportRows(app.db, request.query),
      });
      return reply.headers(headers).send(body);
    },
  );

  app.get(
    '/:_id',
    {
      schema: { ...base, summary: 'One matching with its history', params: idParams, response: { 200: one } },
    },
    async (request) => {
      const matching = await one_(request.params._id);
      await logRecordRead(request, { subjectType: 'matchings', subjectId: matching._id, reason: null });
      return { matching };
    },
  );

  app.put(
    '/:_id/schedules',
    {
      schema: {
        ...base,
        summary: 'Cancel a matching (both parties are told)',
        params: idParams,
        body: consoleOfferActionSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const change = await managerCancel(
        app.db,
        { config: app.config },
        request.user!._id,
        request.params._id,
        request.body.reason,
      );
      app.matchingNotifier.schedule(change.outboxIds);
      return { matching: await one_(change.id) };
    },
  );
};

export default consoleMatchingsRoutes;
