import type { FastifyInstance } from 'fastify';
import { pruneCerts } from '../cert/store.ts';
import { pruneIdempotencyKeys } from './idempotency.ts';

const HOUR_MS = 3_600_000;

/**
 * Hourly: forget Idempotency-Key records after their retention and delete finished verifications'
 * personal data a day after they expired. Runs beside requests, never on their path.
 */
export function startMaintenance(app: FastifyInstance): () => void {
  const run = async () => {
    try {
      const now = new Date();
      await pruneIdempotencyKeys(app.db, now);
      await pruneCerts(app.db, now);
    } catch (error) {
      app.log.warn({ err: error }, 'application maintenance failed');
    }
  };
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
