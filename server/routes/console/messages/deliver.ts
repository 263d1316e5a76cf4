import type { FastifyInstance } from 'fastify';
import { createNotifier } from '#server/services/notify/outbox.ts';
import type { OutboxInsert } from '#server/services/notify/outbox.ts';
import { getOutboxMessage, queueOutbox, type OutboxMessage } from '#server/services/outbox.ts';

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
