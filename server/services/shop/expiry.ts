import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/index.ts';
import { shopOrderEvents, shopOrders } from '#server/db/schema/index.ts';
import { restoreOrderLoyalty } from '#server/services/loyalty/orderHooks.ts';
import { autoConfirm } from './moves.ts';
import { releaseExpiredHolds, restock } from './stock.ts';

const MINUTE_MS = 60_000;

/**
 * Writes EXPIRED on unpaid orders past their `expiresAt` and puts their units back, in one transaction.
 * The database's `expiresAt` is the truth: an approval checks it itself, so a late or missed sweep only
 * delays the stock's return, never lets a late payment through.
 */
export async function expireOrders(db: Db, now = new Date(), orderId?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(shopOrders)
      .set({ status: 'EXPIRED' })
      .where(
        and(
          eq(shopOrders.status, 'PENDING'),
          lte(shopOrders.expiresAt, now),
          orderId ? eq(shopOrders.id, orderId) : undefined,
        ),
      )
      .returning({ id: shopOrders.id });
    const ids = expired.map((row) => row.id);
    await restock(tx, ids);
    await restoreOrderLoyalty(tx, ids);
    if (ids.length) {
      await tx
        .insert(shopOrderEvents)
        .values(ids.map((id) => ({ orderId: id, status: 'EXPIRED' as const, actor: 'system', note: '' })));
    }
    return ids.length;
  });
}

/**
 * Every minute, on every instance (the UPDATEs' conditions make concurrent sweeps harmless): unpaid orders
 * expire, the stock holds of checkouts that died with their process go back, and purchases delivered
 * AUTO_CONFIRM_DAYS ago are confirmed.
 */
export function startOrderExpirySweep(app: FastifyInstance): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await expireOrders(app.db);
      await releaseExpiredHolds(app.db);
      app.shopNotifier.schedule(await autoConfirm(app.db));
    } catch (error) {
      app.log.warn({ err: error }, 'shop order expiry sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), MINUTE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
