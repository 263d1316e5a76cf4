import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { consoleResource } from '#domain/consoleResources.ts';
import { formatDateTime } from '#domain/format.ts';
import { consoleRegistrationSchema, REGISTRATION_STATUSES } from '#domain/schemas/auction.ts';
import { registrationDecisionSchema, type ConsoleRegistration } from '#domain/schemas/auction.ts';
import { errorSchema, HttpError } from '#server/http/errors.ts';
import { orderQuery, pageQuery, pagination, searchQuery } from '#server/http/list.ts';
import { registrationService } from '#server/services/auction/console/registrations.ts';
import { exportRows, XLSX_MIME, xlsxDownload, type XlsxColumn } from '#server/services/export.ts';
import { requirePersonalDataProof } from '#server/services/personalData.ts';
import { logAccess, logListRead, logReads, reasonQuery, revealFields, revealReason } from '../_reveal.ts';
import { revealRoute } from '../_reveal.ts';
import { documentedRoutes } from '#server/http/documentedRoutes.ts';

const row = consoleResource('auctionRegistrations');
const tags = [`console: ${row.api}`];
/** The access log's name for a bidder's registration (docs/decisions/0007-personal-data-and-access-log.md). */
const SUBJECT = row.api;
const idParams = z.object({ _id: z.uuid() });
const filterQuery = {
  q: searchQuery.describe('the username or the paddle'),
  programId: z.uuid().optional(),
  status: z.enum(REGISTRATION_STATUSES).optional(),
};
const orderFields = { sort: z.enum(registrationService.sorts).optional(), order: orderQuery };
const label = (r: ConsoleRegistration) => `${r.programTitle} #${r.paddle}`;

const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '경매', width: 30 },
  { header: '패들', width: 8 },
  { header: '아이디', width: 20 },
  { header: '이름', width: 12 },
  { header: '휴대폰', width: 16 },
  { header: '상태', width: 10 },
  { header: '응찰수', width: 8 },
  { header: '등록일시', width: 21 },
];
const STATUS_LABEL = { PENDING: '승인대기', APPROVED: '승인', REJECTED: '거절' } as const;

/**
 * `/api/console/auction/registrations` (scope `auction`): bidders' registrations, their names and phones
 * masked unless revealed with the sub-password proof and a reason; every read, reveal, export and decision
 * is in the access log, as the applicants' are (docs/decisions/0007-personal-data-and-access-log.md).
 */
const auctionRegistrationsRoutes: FastifyPluginAsync = async (fastify) => {
  const { app, base } = documentedRoutes(fastify, tags);

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'List bidders’ registrations (masked; reveal=1 with the proof)',
        querystring: z.object({ ...pageQuery, ...orderFields, ...filterQuery, ...revealFields }),
        response: {
          200: z.object({ registrations: z.array(consoleRegistrationSchema), total: z.number().int() }),
        },
      },
    },
    async (request) => {
      const { reveal: _reveal, reason: _reason, page, limit, ...query } = request.query;
      const reason = await revealReason(request);
      const answer = await registrationService.list(
        app.db,
        { ...query, ...pagination({ page, limit }) },
        reason !== null,
      );
      await logListRead(request, { subjectType: SUBJECT, records: answer.registrations, reason, label });
      return answer;
    },
  );

  app.get(
    '/export',
    {
      schema: {
        ...base,
        summary: 'Export bidders’ registrations as .xlsx (clear values)',
        description:
          'The list’s filters and order, every matching row, Korean headers. Needs X-Sub-Password-Token and ' +
          'reason; one export row of the access log.',
        querystring: z.object({ ...orderFields, ...filterQuery, ...reasonQuery }),
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { sort, order, reason: _reason, ...filter } = request.query;
      const reason = await requirePersonalDataProof(request);
      const rows = await registrationService.count(app.db, filter);
      await logReads(request, [
        {
          action: 'export',
          subjectType: SUBJECT,
          subjectLabel: '경매 응찰자',
          reason,
          subjectCount: rows,
          detail: JSON.stringify({ filter, sort, order, rows }),
        },
      ]);
      const { headers, body } = xlsxDownload({
        name: '경매응찰자',
        columns: EXPORT_COLUMNS,
        rows: exportRows(registrationService.each(app.db, filter, { sort, order }), (r) => [
          r.programTitle,
          r.paddle,
          r.username,
          r.name,
          r.phone,
          STATUS_LABEL[r.status],
          r.bidCount,
          formatDateTime(r.createdAt),
        ]),
      });
      return reply.headers(headers).send(body);
    },
  );

  revealRoute(app, {
    tags,
    summary: 'One registration; `reveal=1` with the proof shows the bidder’s name and phone',
    key: 'registration',
    record: consoleRegistrationSchema,
    subjectType: SUBJECT,
    get: (db, id, reveal) => registrationService.get(db, id, reveal),
    label,
  });

  app.post(
    '/:_id/decision',
    {
      schema: {
        ...base,
        summary: 'Approve or reject a registration (a bidder with bids is not rejected: 409)',
        params: idParams,
        body: registrationDecisionSchema,
        response: {
          200: z.object({ registration: consoleRegistrationSchema }),
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const registration = await registrationService.decide(
        app.db,
        request.params._id,
        request.body.status,
        request.user!._id,
      );
      if (!registration) throw new HttpError(404, 'notFound');
      await logAccess(app.db, request, {
        action: 'update',
        subjectType: SUBJECT,
        subjectId: registration._id,
        subjectLabel: label(registration),
        detail: request.body.status,
      });
      return { registration };
    },
  );
};

export default auctionRegistrationsRoutes;
