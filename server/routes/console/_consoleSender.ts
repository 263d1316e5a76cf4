import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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

/** What `POST /api/console/email` and `/message` answer (201): the outbox entry, and how they are filed. */
export const sentAnswer = z.object({ message: outboxMessageSchema });
export const SEND_DOCS = { tags: ['console: messages'], security: bearerSecurity };
