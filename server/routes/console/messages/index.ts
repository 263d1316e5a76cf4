import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { testMessageSchema } from '../../../../domain/schemas/outgoing.ts';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../../../db/schema/index.ts';
import { errorSchema } from '../../../http/errors.ts';
import { dateRangeQuery, searchQuery } from '../../../http/list.ts';
import { bearerSecurity, requireScope } from '../../../plugins/auth.ts';
import {
  eachOutboxMessage,
  getOutboxMessage,
  listOutbox,
  OUTBOX_EXPORT_COLUMNS,
  OUTBOX_SORTS,
  outboxExportRow,
  outboxMessageSchema,
} from '../../../services/outbox.ts';
import { listRoutes } from '../crud.ts';
import { revealRoute } from '../reveal.ts';
import { consoleSender } from './deliver.ts';

const tags = ['console: messages'];
const filterQuery = {
  q: searchQuery.describe('searches subject, body and recipient'),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  status: z.enum(OUTBOX_STATUSES).optional(),
  ...dateRangeQuery(),
};
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

  listRoutes(app, {
    guard,
    tags,
    nouns: 'messages',
    masked: 'recipients',
    listSummary: 'List sent and queued messages (recipients masked)',
    title: '메시지',
    plural: 'messages',
    record: outboxMessageSchema,
    filters: filterQuery,
    sorts: OUTBOX_SORTS,
    list: listOutbox,
    each: eachOutboxMessage,
    exportColumns: OUTBOX_EXPORT_COLUMNS,
    exportRow: outboxExportRow,
  });

  revealRoute(app, {
    guard,
    tags,
    summary: 'One message; `reveal=1` with the proof shows the recipient',
    key: 'message',
    record: outboxMessageSchema,
    subjectType: 'messages',
    get: (db, id, reveal) => getOutboxMessage(db, id, { reveal }),
  });

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
