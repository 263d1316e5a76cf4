import { listTotalFields } from '#domain/schemas/listTotal.ts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { testMessageSchema, outboxMessageSchema } from '#domain/schemas/outgoing.ts';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '#server/db/schema/index.ts';
import { errorSchema } from '#server/http/errors.ts';
import { cursorQuery } from '#server/http/keyset.ts';
import { dateRangeQuery, orderQuery, pageQuery, pagination, searchQuery } from '#server/http/list.ts';
import { XLSX_MIME, xlsxDownload } from '#server/services/export.ts';
import {
  countOutbox,
  getOutboxMessage,
  listOutbox,
  OUTBOX_EXPORT_COLUMNS,
  OUTBOX_SORTS,
  outboxExportRows,
} from '#server/services/outbox.ts';
import { requirePersonalDataProof } from '#server/services/personalData.ts';
import {
  listEntry,
  logListRead,
  logReads,
  reasonQuery,
  revealFields,
  revealReason,
  revealRoute,
} from './_reveal.ts';
import { consoleSender } from './_consoleSender.ts';
import { documentedRoutes } from '#server/http/documentedRoutes.ts';

const tags = ['console: messages'];
const SUBJECT = 'messages';
const orderFields = { sort: z.enum(OUTBOX_SORTS).optional(), order: orderQuery };
const filterQuery = {
  q: searchQuery.describe('searches subject, body and recipient'),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  status: z.enum(OUTBOX_STATUSES).optional(),
  notice: z.uuid().optional().describe("a group notice's id: its messages, one per recipient and channel"),
  ...dateRangeQuery(),
};
const one = z.object({ message: outboxMessageSchema });

/**
 * `/api/console/messages`: the outbox — every e-mail and SMS sent or queued, with its status — and a test
 * message through the real delivery path. Scope `messages`.
 */
const messagesRoutes: FastifyPluginAsync = async (fastify) => {
  const { app, base } = documentedRoutes(fastify, tags);
  const send = consoleSender(app);

  // Not listRoutes: its export answers without the proof, and a message's text is personal data
  // (docs/decisions/0007-personal-data-and-access-log.md).
  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'List sent and queued messages (masked; reveal=1 with the proof)',
        description:
          'Recipients and the e-mails and phones in subjects and bodies are masked unless `reveal=1&reason=…` ' +
          'with X-Sub-Password-Token (each revealed message is access-logged). Verification codes are never ' +
          'shown. 403 personalDataProofRequired for a reveal without a valid proof.',
        querystring: z.object({
          ...pageQuery,
          ...cursorQuery,
          ...orderFields,
          ...filterQuery,
          ...revealFields,
        }),
        response: {
          200: z.object({ messages: z.array(outboxMessageSchema), ...listTotalFields }),
          400: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const reason = await revealReason(request);
      const { reveal: _reveal, reason: _reason, ...query } = request.query;
      const answer = await listOutbox(
        app.db,
        { ...query, ...pagination(query) },
        { reveal: reason !== null, countCap: app.config.listCountCap },
      );
      await logListRead(request, { subjectType: SUBJECT, records: answer.messages, reason });
      return answer;
    },
  );

  app.get(
    '/export',
    {
      schema: {
        ...base,
        summary: 'Export messages as .xlsx (needs the proof and a reason: personal data)',
        description:
          "The list's filters and order, every matching message in clear (codes excepted), with " +
          'X-Sub-Password-Token and `reason`; the export is access-logged with its filter and count. ' +
          '403 personalDataProofRequired without a valid proof, 400 without a reason.',
        querystring: z.object({ ...orderFields, ...filterQuery, ...reasonQuery }),
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const reason = await requirePersonalDataProof(request);
      const { sort, order, reason: _reason, ...filter } = request.query;
      const total = await countOutbox(app.db, filter);
      await logReads(request, [{ ...listEntry(request, SUBJECT, total), action: 'export', reason }]);
      const { headers, body } = xlsxDownload({
        name: '메시지',
        columns: OUTBOX_EXPORT_COLUMNS,
        rows: outboxExportRows(app.db, filter, { sort, order }),
      });
      return reply.headers(headers).send(body);
    },
  );

  revealRoute(app, {
    tags,
    summary: 'One message; `reveal=1` with the proof shows the recipient',
    key: 'message',
    record: outboxMessageSchema,
    subjectType: SUBJECT,
    get: (db, id, reveal) => getOutboxMessage(db, id, { reveal }),
  });

  app.post(
    '/test',
    {
      schema: {
        ...base,
        summary: 'Send a test e-mail or SMS',
        description:
          'Goes through the outbox and is delivered at once: by SMTP (e-mail) or the SMS provider when ' +
          'configured, otherwise it stays `pending` in the outbox. The answer has the resulting status.',
        body: testMessageSchema,
        response: { 201: one, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { channel, to, subject, message } = request.body;
      const sent = await send({ channel, to, subject, body: message });
      return reply.code(201).send({ message: sent });
    },
  );
};

export default messagesRoutes;
