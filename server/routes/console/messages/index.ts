import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { testMessageSchema } from '../../../../domain/schemas/outgoing.ts';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../../../db/schema/index.ts';
import { HttpError, errorSchema } from '../../../http/errors.ts';
import { dateRangeQuery, orderQuery, pageQuery, pagination, searchQuery } from '../../../http/list.ts';
import { bearerSecurity, requireScope } from '../../../plugins/auth.ts';
import { exportRows, XLSX_MIME, xlsxDownload } from '../../../services/export.ts';
import {
  eachOutboxMessage,
  getOutboxMessage,
  listOutbox,
  OUTBOX_EXPORT_COLUMNS,
  OUTBOX_SORTS,
  outboxExportRow,
  outboxMessageSchema,
} from '../../../services/outbox.ts';
import { logAccess, revealQuery, revealReason } from '../reveal.ts';
import { consoleSender } from './deliver.ts';

const tags = ['console: messages'];
const filterQuery = {
  q: searchQuery.describe('searches subject, body and recipient'),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  status: z.enum(OUTBOX_STATUSES).optional(),
  ...dateRangeQuery(),
};
const orderFields = { sort: z.enum(OUTBOX_SORTS).optional(), order: orderQuery };
const idParams = z.object({ _id: z.uuid() });
const one = z.object({ message: outboxMessageSchema });

/**
 * `/api/console/messages`: the outbox — every e-mail and SMS sent or queued, with its status — and a test
 * message through the real delivery path. Scope `messages`.
 */
export const messagesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireScope('messages');
  const base = { tags, security: bearerSecurity };
  const send = consoleSender(app);

  app.get(
    '/',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'List sent and queued messages (recipients masked)',
        querystring: z.object({ ...pageQuery, ...orderFields, ...filterQuery }),
        response: { 200: z.object({ messages: z.array(outboxMessageSchema), total: z.number().int() }) },
      },
    },
    async (request) => listOutbox(app.db, { ...request.query, ...pagination(request.query) }),
  );

  app.get(
    '/export',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Export messages as .xlsx',
        description: 'The same filters and order as the list, every matching row, recipients masked.',
        querystring: z.object({ ...orderFields, ...filterQuery }),
        produces: [XLSX_MIME],
      },
    },
    async (request, reply) => {
      const { sort, order, ...filter } = request.query;
      const { headers, body } = xlsxDownload({
        name: '메시지',
        columns: OUTBOX_EXPORT_COLUMNS,
        rows: exportRows(eachOutboxMessage(app.db, filter, { sort, order }), outboxExportRow),
      });
      return reply.headers(headers).send(body);
    },
  );

  app.get(
    '/:_id',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'One message; `reveal=1` with the proof shows the recipient',
        params: idParams,
        querystring: revealQuery,
        response: { 200: one, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const reason = await revealReason(request);
      const message = await getOutboxMessage(app.db, request.params._id, { reveal: reason !== null });
      if (!message) throw new HttpError(404, 'notFound');
      if (reason !== null) {
        await logAccess(app.db, request, {
          action: 'reveal',
          subjectType: 'messages',
          subjectId: message._id,
          reason,
        });
      }
      return { message };
    },
  );

  app.post(
    '/test',
    {
      onRequest: guard,
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
