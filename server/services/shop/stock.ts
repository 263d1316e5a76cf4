import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/index.ts';
import { shopOptions, shopOrderLines, shopProducts } from '#server/db/schema/index.ts';

/** An order line's units, as they go back on stock or count as sold. */
interface Units {
  productId: string;
  optionId: string;
  quantity: number;
}

/**
 * Puts the units of the orders' lines (or of `lineIds` among them) back on their options (expiry, failure,
 * cancel before shipping, a refund of returned goods). Each line is marked when its units go back, so a
 * line never comes back twice, whichever of these reaches it first. Answers the lines put back.
 */
export async function restock(
  db: Db,
  orderIds: readonly string[],
  lineIds?: readonly string[],
): Promise<Units[]> {
  if (orderIds.length === 0 || lineIds?.length === 0) return [];
  const lines = await db
    .update(shopOrderLines)
    .set({ restockedAt: sql`now()` })
    .where(
      and(
        inArray(shopOrderLines.orderId, [...orderIds]),
        lineIds ? inArray(shopOrderLines.id, [...lineIds]) : undefined,
        isNull(shopOrderLines.restockedAt),
      ),
    )
    .returning({
      productId: shopOrderLines.productId,
      optionId: shopOrderLines.optionId,
      quantity: shopOrderLines.quantity,
    });
  // option-id order, as checkout takes them: two transactions never wait on each other's options
  lines.sort((x, y) => x.optionId.localeCompare(y.optionId));
  for (const line of lines) {
    await db
      .update(shopOptions)
      .set({ stock: sql`${shopOptions.stock} + ${line.quantity}` })
      .where(eq(shopOptions.id, line.optionId));
  }
  return lines;
}

/** Moves the products' sold counts (the popular sort) by the lines' units: +1 paid, −1 given back. */
export async function countSold(db: Db, lines: readonly Units[], sign: 1 | -1): Promise<void> {
  for (const line of lines) {
    await db
      .update(shopProducts)
      .set({ sold: sql`greatest(${shopProducts.sold} + ${sign * line.quantity}, 0)` })
      .where(eq(shopProducts.id, line.productId));
  }
}

/** The order's lines as units (what a payment counts as sold). */
export async function unitsOf(db: Db, orderId: string): Promise<Units[]> {
  return db
    .select({
      productId: shopOrderLines.productId,
      optionId: shopOrderLines.optionId,
      quantity: shopOrderLines.quantity,
    })
    .from(shopOrderLines)
    .where(eq(shopOrderLines.orderId, orderId));
}
