import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { pointsEarned } from '#domain/loyalty/rules.ts';
import type { Db } from '#server/db/index.ts';
import { shopOrders, shopPayments } from '#server/db/schema/index.ts';
import { restoreOrderCoupons } from './coupons.ts';
import { levelOf } from './levels.ts';
import { credit, expiryOf, getPointSettings, restoreOrderPoints } from './points.ts';

/**
 * What the shop's order moves call, in their own transaction (docs/decisions/0041-loyalty-points-coupons-levels.md):
 * points are earned on the purchase's confirmation, and an order cancelled, expired or refunded in full
 * gives back its coupons and points. Each is once per order however often it is called.
 */

/**
 * Earns the purchase's points at the member's level rate (the base rate without a level) on what they paid
 * for the items: items less discounts, points and refunds of lines (shipping earns nothing).
 */
export async function earnOrderPoints(tx: Db, orderId: string, now: Date): Promise<number> {
  const [order] = await tx
    .select({
      userId: shopOrders.userId,
      net: sql<number>`(${shopOrders.itemsTotal} - ${shopOrders.discount} - ${shopOrders.points} - coalesce((
        select sum(${shopPayments.amount}) from ${shopPayments}
        where ${shopPayments.orderId} = ${shopOrders.id} and ${shopPayments.kind} = 'REFUND'
          and ${shopPayments.lineId} is not null), 0))::int`,
    })
    .from(shopOrders)
    .where(and(eq(shopOrders.id, orderId), isNotNull(shopOrders.paidAt)));
  if (!order) return 0;
  const { level } = await levelOf(tx, order.userId);
  const rate = level ? level.pointRate : (await getPointSettings(tx)).baseRate;
  const amount = pointsEarned(order.net, rate);
  const id = await credit(tx, order.userId, 'EARN', amount, expiryOf(now), { orderId });
  return id ? amount : 0;
}

/** Gives back the coupons and points of orders that will not be paid for (cancel, expiry, full refund). */
export async function restoreOrderLoyalty(tx: Db, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const orders = await tx
    .select({ id: shopOrders.id, userId: shopOrders.userId })
    .from(shopOrders)
    .where(inArray(shopOrders.id, [...orderIds]));
  for (const order of orders) {
    await restoreOrderCoupons(tx, order.id);
    await restoreOrderPoints(tx, order.userId, order.id);
  }
}
