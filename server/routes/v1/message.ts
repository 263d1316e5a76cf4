import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageInputSchema } from '#domain/schemas/message.ts';
import { errorSchema } from '#server/http/errors.ts';
import { anonymousWriteLimiter } from '#server/services/limits/anonymousWrites.ts';
import { queueContactMessage } from '#server/services/message.ts';

/** POST /api/v1/message — a visitor's contact message to the operator (docs/spec.md § 7). */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const writes = anonymousWriteLimiter(app, 'message');

  app.post(
    '/',
    {
      schema: {
        tags: ['site'],
        summary: 'Send a contact message to the operator',
        description:
          'Queued as one e-mail to the address of the site setting (the outbox; SMTP sends it when configured). ' +
          '202 when queued; 400 invalid input; 429 past 5 messages an hour from one address; 503 without an ' +
          'operator address.',
        body: messageInputSchema,
        response: {
          202: z.object({ _id: z.uuid().describe('the outbox entry') }),
          400: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await writes.count(request.ip, reply);
      const queued = await queueContactMessage(app.db, request.body, { address: request.ip });
      return reply.code(202).send(queued);
    },
  );
};

export default messageRoutes;
