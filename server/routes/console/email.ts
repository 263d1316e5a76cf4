import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outgoingEmailSchema } from '#domain/schemas/outgoing.ts';
import { errorSchema } from '#server/http/errors.ts';
import { htmlToText, sanitizeRichText } from '#server/services/html.ts';
import { consoleSender, SEND_DOCS, sentAnswer } from './_consoleSender.ts';

/**
 * `POST /api/console/email` (to, subject, html): a manager writes to one person; it lands in the outbox like
 * every message (`POST /api/console/message` is the text-message twin).
 */
const emailRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const send = consoleSender(app);

  app.post(
    '/',
    {
      schema: {
        ...SEND_DOCS,
        summary: 'Send an HTML e-mail',
        description: 'The HTML is sanitized; a plain-text part is made from it. 201 with the outbox entry.',
        body: outgoingEmailSchema,
        response: { 201: sentAnswer, 400: errorSchema },
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
};

export default emailRoutes;
