import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recalculateLevels } from '../services/loyalty/levels.ts';
import { issueBirthdayCoupons } from '../services/loyalty/birthdays.ts';
import { noticeExpiringPoints } from '../services/loyalty/expiryNotice.ts';
import { runOnce } from '../services/loyalty/jobs.ts';
import { expirePoints } from '../services/loyalty/points.ts';
import { seoulYmd } from '#domain/format.ts';

const EVERY_MS = 60_000;

/**
 * The loyalty jobs (docs/decisions/0041-loyalty-points-coupons-levels.md): every instance ticks each minute,
 * and the job table lets one run per period — the levels once a month (from the 1st); the points' expiry,
 * the notices of points expiring within a month and the birthday coupons once a day
 * (docs/decisions/0045-loyalty-notices-birthdays-and-review-limits.md).
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
      const day = seoulYmd(now);
      await runOnce(app.db, 'pointsExpiry', day, now, () => expirePoints(app.db, now));
      await runOnce(app.db, 'pointsExpiryNotice', day, now, async () => {
        const mails = await noticeExpiringPoints(app.db, now);
        app.shopNotifier.schedule(mails);
        return mails.length;
      });
      await runOnce(app.db, 'birthdayCoupons', day, now, () => issueBirthdayCoupons(app.db, now));
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
