import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outgoingEmailSchema, outgoingMessageSchema } from '#domain/schemas/outgoing.ts';
import { errorSchema } from '#server/http/errors.ts';
import { bearerSecurity, requireScope } from '#server/plugins/auth.ts';
import { htmlToText, sanitizeRichText } from '#server/services/html.ts';
import { outboxMessageSchema } from '#server/services/outbox.ts';
import { consoleSender } from './deliver.ts';

const one = z.object({ message: outboxMessageSchema });

/**
 * `POST /api/console/email` (to, subject, html) and `POST /api/console/message` (to, subject, message) of
 * SPEC § 7: a manager writes to one person. Scope `messages`; both land in the outbox like every message.
 */
export const sendRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = requireScope('messages');
  const base = { tags: ['console: messages'], security: bearerSecurity };
  const send = consoleSender(app);

  app.post(
    '/email',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Send an HTML e-mail',
        description: 'The HTML is sanitized; a plain-text part is made from it. 201 with the outbox entry.',
        body: outgoingEmailSchema,
        response: { 201: one, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const html = sanitizeRichText(request.body.html);
      const message = await send({
        channel: 'email',
        to: request.body.to,
        subject: request.body.subject,
        body: htmlToText(html),
        html,
      });
      return reply.code(201).send({ message });
    },
  );

  app.post(
    '/message',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Send a text message (SMS/LMS) to a mobile number',
        description: '`to` is 10–11 digits. 201 with the outbox entry.',
        body: outgoingMessageSchema,
        response: { 201: one, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { to, subject, message: body } = request.body;
      const message = await send({ channel: 'sms', to, subject, body });
      return reply.code(201).send({ message });
    },
  );
};
