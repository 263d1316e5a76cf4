import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { noticeInputSchema } from '#domain/schemas/groupNotice.ts';
import { users } from '#server/db/schema/index.ts';
import { errorSchema, HttpError } from '#server/http/errors.ts';
import { pageQuery, pagination } from '#server/http/list.ts';
import { kindsOf, subjectTypeOf } from '#server/services/applications/console.ts';
import { groupNoticeSchema, noticePreviewSchema } from '#domain/schemas/groupNotice.ts';
import { createNotice, listNotices, previewNotice } from '#server/services/notices/notices.ts';
import {
  IDEMPOTENCY_HEADER,
  parseIdempotencyKey,
  requestHash,
} from '#server/services/applications/idempotency.ts';
import { outboxMessageSchema } from '#domain/schemas/outgoing.ts';
import { consoleSender } from './_consoleSender.ts';
import { logRecordRead } from './_reveal.ts';
import { documentedRoutes } from '#server/http/documentedRoutes.ts';

const tags = ['console: notices'];
/** The Idempotency-Key scope of POST /api/console/notices, followed by the manager's id. */
const NOTICE_KEY_SCOPE = 'console-notice';

const actorOf = (request: FastifyRequest) => ({
  actor: { _id: request.user!._id, username: request.user!.username },
  ip: request.ip,
});

/**
 * `/api/console/notices`: group notices to everyone an applications filter finds
 * (docs/decisions/0030-group-notices-and-round-statistics.md). Scope `application`; the kinds a manager
 * reaches are those their scopes open, as in the applications list.
 */
const noticesRoutes: FastifyPluginAsync = async (fastify) => {
  const { app, base } = documentedRoutes(fastify, tags);

  app.get(
    '/',
    {
      schema: {
        ...base,
        summary: 'Group notices, newest first, with delivery counts',
        description: 'Filters, templates and counts only: no recipient is named, so the read is not logged.',
        querystring: z.object(pageQuery),
        response: { 200: z.object({ notices: z.array(groupNoticeSchema), total: z.number().int() }) },
      },
    },
    (request) => listNotices(app.db, pagination(request.query)),
  );

  app.post(
    '/preview',
    {
      schema: {
        ...base,
        summary: 'How many a notice reaches, and its messages rendered on the first of them',
        description: "The recipient's name is masked; the record rendered is logged as a view.",
        body: noticeInputSchema,
        response: { 200: noticePreviewSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { record, ...preview } = await previewNotice(app.db, request.body, kindsOf(request.user!.scope));
      if (record) {
        await logRecordRead(request, {
          subjectType: subjectTypeOf(record.kind),
          subjectId: record.id,
          subjectLabel: record.receiptNo,
          reason: null,
        });
      }
      return preview;
    },
  );

  // the test goes out through the real delivery path, as the messages page's test message does
  const send = consoleSender(app);
  app.post(
    '/test',
    {
      schema: {
        ...base,
        summary: "Send the notice, rendered on its first recipient, to the manager's own e-mail and phone",
        description:
          "Only to the address and mobile number of the manager's account (400 noticeTestContactMissing " +
          'without them), by the chosen channels, delivered at once; no applicant gets anything.',
        body: noticeInputSchema,
        response: { 201: z.object({ messages: z.array(outboxMessageSchema) }), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const [me] = await app.db
        .select({ email: users.email, phone: users.phone })
        .from(users)
        .where(eq(users.id, request.user!._id));
      const targets = input.channels.flatMap((channel) => {
        const to = channel === 'email' ? me?.email : me?.phone;
        return to ? [{ channel, to }] : [];
      });
      if (targets.length === 0) throw new HttpError(400, 'noticeTestContactMissing');
      const { record, sample } = await previewNotice(app.db, input, kindsOf(request.user!.scope));
      if (!record || !sample) throw new HttpError(400, 'noticeNoRecipients');
      await logRecordRead(request, {
        subjectType: subjectTypeOf(record.kind),
        subjectId: record.id,
        subjectLabel: record.receiptNo,
        reason: null,
      });
      const messages = [];
      for (const { channel, to } of targets) {
        const email = channel === 'email';
        messages.push(
          await send({
            channel,
            to,
            subject: email ? `[TEST] ${sample.subject}` : null,
            body: sample.text,
            html: email ? sample.html : null,
          }),
        );
      }
      return reply.code(201).send({ messages });
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...base,
        summary: 'Create a group notice: queue it for everyone the filter finds',
        description:
          'One transaction: the notice, one outbox row per recipient and channel, one access-log row ' +
          '(create, with the recipient count). Answers at once (202); the dispatcher sends from ' +
          '`scheduledAt` (or now) at a bounded rate. 400 noticeNoRecipients when the filter finds nobody. ' +
          'Idempotency-Key (optional; the console sends one per dialog): the same key and body again — ' +
          'also while the first is running — answer the first notice (`Idempotent-Replayed: true`) and ' +
          'create nothing; the same key with another body is a 422. Keys are per manager.',
        body: noticeInputSchema,
        response: {
          202: z.object({
            notice: z.object({ _id: z.uuid(), recipients: z.number().int(), messages: z.number().int() }),
          }),
          400: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const { replayed, ...notice } = await createNotice(
        app.db,
        request.body,
        kindsOf(request.user!.scope),
        actorOf(request),
        new Date(),
        key === null
          ? null
          : {
              // each manager's keys are their own: another's key never answers their notice
              scope: `${NOTICE_KEY_SCOPE}:${request.user!._id}`,
              key,
              hash: requestHash(request.body),
              reusedCode: 'noticeIdempotencyKeyReused',
            },
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(202).send({ notice });
    },
  );
};

export default noticesRoutes;
