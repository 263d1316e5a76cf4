import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outgoingMessageSchema } from '#domain/schemas/outgoing.ts';
import { errorSchema } from '#server/http/errors.ts';
import { consoleSender, SEND_DOCS, sentAnswer } from './_consoleSender.ts';

/**
 * `POST /api/console/message` (to, subject, message): a manager texts one person; it lands in the outbox
 * like every message.
 */
const messageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const send = consoleSender(app);

  app.post(
    '/',
    {
      schema: {
        ...SEND_DOCS,
        summary: 'Send a text message (SMS/LMS) to a mobile number',
        description: '`to` is 10–11 digits. 201 with the outbox entry.',
        body: outgoingMessageSchema,
        response: { 201: sentAnswer, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { to, subject, message: body } = request.body;
      const message = await send({ channel: 'sms', to, subject, body });
      return reply.code(201).send({ message });
    },
  );
};

export default messageRoutes;
