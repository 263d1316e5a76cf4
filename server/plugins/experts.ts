import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifier, type Notifier } from '../services/notify/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Delivers the consultations' e-mails after their step's transaction commits
     * (docs/decisions/0025-expert-consultations.md § Mail): shared by the member's, the adviser's and the
     * console's routes.
     */
    expertsNotifier: Notifier;
  }
}

async function experts(app: FastifyInstance): Promise<void> {
  const notifier = createNotifier(app);
  app.decorate('expertsNotifier', notifier);
  app.addHook('onClose', async () => {
    await notifier.close();
  });
}

export const expertsPlugin = fp(experts, { name: 'experts', fastify: '5.x' });
