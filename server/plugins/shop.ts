import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startOrderExpirySweep } from '../services/shop/expiry.ts';
import { createNotifier, type Notifier } from '../services/notify/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the shop's order e-mails after their transaction commits. */
    shopNotifier: Notifier;
  }
}

/** The shop's e-mail notifier and the sweep that releases unpaid orders' stock (docs/decisions/0029-shop-orders-and-payment.md). */
async function shop(app: FastifyInstance): Promise<void> {
  const notifier = createNotifier(app);
  app.decorate('shopNotifier', notifier);
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = startOrderExpirySweep(app);
  });
  app.addHook('onClose', async () => {
    stop?.();
    await notifier.close();
  });
}

export const shopPlugin = fp(shop, { name: 'shop', fastify: '5.x' });
