import type { FastifyInstance } from 'fastify';
import type { Notifier } from '../notify/outbox.ts';
import { expireDue } from './offers.ts';

const MINUTE_MS = 60_000;

/**
 * Every minute: write EXPIRED on unanswered offers past their deadline and mail both parties. Reads
 * already show them expired (effectiveStatus), so a missed run delays only the e-mails.
 */
export function startExpirySweep(app: FastifyInstance, notifier: Notifier): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      notifier.schedule(await expireDue(app.db, { config: app.config }));
    } catch (error) {
      app.log.warn({ err: error }, 'matching expiry sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), MINUTE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
