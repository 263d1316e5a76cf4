import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startNoticeDispatcher } from '../services/notices/dispatch.ts';
import { createNotifier, type Notifier } from '../services/notify/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers group notices' messages (docs/decisions/0030-group-notices-and-round-statistics.md). */
    noticeNotifier: Notifier;
  }
}

/** The group notices' dispatcher: ticks from ready to close on every instance. */
async function notices(app: FastifyInstance): Promise<void> {
  const notifier = createNotifier(app);
  app.decorate('noticeNotifier', notifier);
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = startNoticeDispatcher(app, notifier);
  });
  app.addHook('onClose', async () => {
    stop?.();
    await notifier.close();
  });
}

export const noticesPlugin = fp(notices, { name: 'notices', fastify: '5.x' });
