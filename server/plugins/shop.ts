import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startOrderExpirySweep } from '../services/shop/expiry.ts';
import { startCancelSweep } from '../services/shop/gatewayCancels.ts';
import { paymentProviderFromEnv } from '../services/shop/payment/index.ts';
import { usePaymentProvider } from '../services/shop/payment/provider.ts';
import { createNotifier, type Notifier } from '../services/notify/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the shop's order e-mails after their transaction commits. */
    shopNotifier: Notifier;
  }
}

/**
 * The shop's e-mail notifier, the sweep that releases unpaid orders' stock (docs/decisions/0029-shop-orders-and-payment.md)
 * and the one that retries the gateway's cancels (docs/decisions/0037-shop-restock-and-refund-retry.md).
 */
async function shop(app: FastifyInstance): Promise<void> {
  // PAYMENT_PROVIDER and its KCP_PAY_* settings: a bad one stops the start
  usePaymentProvider(paymentProviderFromEnv());
  const notifier = createNotifier(app);
  app.decorate('shopNotifier', notifier);
  let stops: (() => void)[] = [];
  app.addHook('onReady', async () => {
    stops = [startOrderExpirySweep(app), startCancelSweep(app)];
  });
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
    await notifier.close();
  });
}

export const shopPlugin = fp(shop, { name: 'shop', fastify: '5.x' });
