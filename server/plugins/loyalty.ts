import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recalculateLevels } from '../services/loyalty/levels.ts';
import { runOnce } from '../services/loyalty/jobs.ts';
import { expirePoints } from '../services/loyalty/points.ts';
import { seoulYmd } from '#domain/format.ts';

const EVERY_MS = 60_000;

/**
 * The loyalty jobs (docs/decisions/0041-loyalty-points-coupons-levels.md): every instance ticks each minute,
 * and the job table lets one run per period — the levels once a month (from the 1st), the points' expiry
 * once a day.
 */
async function loyalty(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = new Date();
      await recalculateLevels(app.db, now);
      await runOnce(app.db, 'pointsExpiry', seoulYmd(now), now, () => expirePoints(app.db, now));
    } catch (error) {
      app.log.warn({ err: error }, 'loyalty jobs failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export const loyaltyPlugin = fp(loyalty, { name: 'loyalty', fastify: '5.x' });
