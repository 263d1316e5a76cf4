import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#server/http/errors.ts';
import { bearerSecurity } from '#server/plugins/auth.ts';
import { createNotifier } from '#server/services/notify/outbox.ts';
import type { OutboxInsert } from '#server/services/notify/outbox.ts';
import { getOutboxMessage, queueOutbox } from '#server/services/outbox.ts';
import { outboxMessageSchema, type OutboxMessage } from '#domain/schemas/outgoing.ts';

/**
 * A manager's message goes the way every message goes: a row of the outbox, then delivery now (SMTP or the
 * SMS provider when configured; otherwise it stays pending for the console). The answer carries the outcome.
 */
export function consoleSender(app: FastifyInstance) {
  const notifier = createNotifier(app);
  app.addHook('onClose', () => notifier.close());
  return async (message: OutboxInsert): Promise<OutboxMessage> => {
    const id = await queueOutbox(app.db, message);
    await notifier.deliver([id]);
    const sent = await getOutboxMessage(app.db, id, { reveal: false });
    if (!sent) throw new Error('outbox row vanished');
    return sent;
  };
}

/** What `POST /api/console/email` and `/message` answer (201): the outbox entry. */
const sentAnswer = z.object({ message: outboxMessageSchema });

/**
 * `POST /` of a manager's one-off message (`/api/console/email`, `/message`): the body's schema, its docs,
 * and how a valid body becomes an outbox row.
 */
export function sendRoutes<Body extends z.ZodType>(route: {
  summary: string;
  description: string;
  body: Body;
  toOutbox(body: z.infer<Body>): OutboxInsert;
}): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const send = consoleSender(app);
    app.post(
      '/',
      {
        schema: {
          tags: ['console: messages'],
          security: bearerSecurity,
          summary: route.summary,
          description: route.description,
          body: route.body,
          response: { 201: sentAnswer, 400: errorSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ message: await send(route.toOutbox(request.body as z.infer<Body>)) }),
    );
  };
}
