import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/index.ts';
import { shopOptions, shopOrderLines, shopProducts } from '#server/db/schema/index.ts';

/** Puts the orders' reserved units back on their options (expiry, failure, cancel before shipping). */
export async function restock(db: Db, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const lines = await db
    .select({ optionId: shopOrderLines.optionId, quantity: shopOrderLines.quantity })
    .from(shopOrderLines)
    .where(inArray(shopOrderLines.orderId, [...orderIds]))
    .orderBy(shopOrderLines.optionId);
  for (const line of lines) {
    await db
      .update(shopOptions)
      .set({ stock: sql`${shopOptions.stock} + ${line.quantity}` })
      .where(eq(shopOptions.id, line.optionId));
  }
}

/** Moves the products' sold counts (the popular sort) by the order's units: +1 paid, −1 cancelled. */
export async function countSold(db: Db, orderId: string, sign: 1 | -1): Promise<void> {
  const lines = await db
    .select({ productId: shopOrderLines.productId, quantity: shopOrderLines.quantity })
    .from(shopOrderLines)
    .where(eq(shopOrderLines.orderId, orderId));
  for (const line of lines) {
    await db
      .update(shopProducts)
      .set({ sold: sql`greatest(${shopProducts.sold} + ${sign * line.quantity}, 0)` })
      .where(eq(shopProducts.id, line.productId));
  }
}
