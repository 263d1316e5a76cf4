import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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

/** The matching e-mails' notifier and the offer-expiry sweep, shared by the member and console routes. */
async function matching(app: FastifyInstance): Promise<void> {
  const notifier = createNotifier(app);
  app.decorate('matchingNotifier', notifier);
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = startExpirySweep(app, notifier);
  });
  app.addHook('onClose', async () => {
    stop?.();
    await notifier.close();
  });
}

export const matchingPlugin = fp(matching, { name: 'matching', fastify: '5.x' });
