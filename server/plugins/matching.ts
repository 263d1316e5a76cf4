import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startReminderDispatcher } from '../services/matching/reminders.ts';
import { startExpirySweep } from '../services/matching/sweep.ts';
import { createNotifier, type Notifier } from '../services/notify/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Delivers business-matching e-mails after their transaction commits
     * (docs/decisions/0008-matching.md § Offers).
     */
    matchingNotifier: Notifier;
  }
}

/** The matching e-mails' notifier, the offer-expiry sweep and the reminders' dispatcher, shared by the member and console routes. */
async function matching(app: FastifyInstance): Promise<void> {
  const notifier = createNotifier(app);
  app.decorate('matchingNotifier', notifier);
  let stop: (() => void) | undefined;
  let stopReminders: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = startExpirySweep(app, notifier);
    // docs/decisions/0026-matching-for-a-large-fair.md § Reminders: the rows are the truth, the timer only ticks
    stopReminders = startReminderDispatcher(app, notifier);
  });
  app.addHook('onClose', async () => {
    stop?.();
    stopReminders?.();
    await notifier.close();
  });
}

export const matchingPlugin = fp(matching, { name: 'matching', fastify: '5.x' });
