import { and, asc, count, eq } from 'drizzle-orm';
import { SHOP_CART_MAX, type CartLine } from '#domain/schemas/shopOrder.ts';
import type { Db } from '#server/db/index.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { shopCartLines } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { saleableOptions } from './saleable.ts';

/**
 * The member's cart (`/api/v1/me/carts`): every read re-prices each line from the shop and says when its
 * price changed since it was added, or it sold out, or it is no longer sold.
 */
export async function cartOf(db: Db, userId: string): Promise<CartLine[]> {
  const rows = await db
    .select()
    .from(shopCartLines)
    .where(eq(shopCartLines.userId, userId))
    .orderBy(asc(shopCartLines.createdAt), asc(shopCartLines.id));
  const saleable = await saleableOptions(
    db,
    rows.map((row) => row.optionId),
  );
  return rows.flatMap((row) => {
    const now = saleable.get(row.optionId);
    if (!now) return [];
    const state = !now.onSale
      ? 'UNAVAILABLE'
      : now.stock < row.quantity
        ? 'SOLD_OUT'
        : now.unitPrice !== row.seenPrice
          ? 'PRICE_CHANGED'
          : 'OK';
    return [
      {
        _id: row.id,
        productId: now.productId,
        optionId: row.optionId,
        productName: now.productName,
        optionName: now.optionName,
        thumb: now.thumb,
        unitPrice: now.unitPrice,
        seenPrice: row.seenPrice,
        quantity: row.quantity,
        stock: now.stock,
        state,
      },
    ];
  });
}

async function onSaleOption(db: Db, optionId: string) {
  const option = (await saleableOptions(db, [optionId])).get(optionId);
  if (!option?.onSale) throw new HttpError(400, 'invalidInput', { optionId: 'shopOptionNotFound' });
  return option;
}

/** Adds a line, or adds to the quantity of the line of the same option. */
export async function addToCart(db: Db, userId: string, input: { optionId: string; quantity: number }) {
  const option = await onSaleOption(db, input.optionId);
  const [counted] = await db
    .select({ n: count() })
    .from(shopCartLines)
    .where(eq(shopCartLines.userId, userId));
  if ((counted?.n ?? 0) >= SHOP_CART_MAX) throw new HttpError(409, 'shopCartFull');
  const [existing] = await db
    .select()
    .from(shopCartLines)
    .where(and(eq(shopCartLines.userId, userId), eq(shopCartLines.optionId, input.optionId)));
  const quantity = Math.min((existing?.quantity ?? 0) + input.quantity, 99);
  await db
    .insert(shopCartLines)
    .values({ userId, optionId: input.optionId, quantity, seenPrice: option.unitPrice })
    .onConflictDoUpdate({
      target: [shopCartLines.userId, shopCartLines.optionId],
      set: { quantity, seenPrice: option.unitPrice },
    });
}

/** Changes a line's quantity or option; the price seen becomes the current one (the member saw it now). */
export async function changeCartLine(
  db: Db,
  userId: string,
  lineId: string,
  input: { optionId?: string | undefined; quantity: number },
) {
  const [line] = await db
    .select()
    .from(shopCartLines)
    .where(and(eq(shopCartLines.id, lineId), eq(shopCartLines.userId, userId)));
  if (!line) throw new HttpError(404, 'shopCartLineNotFound');
  const target = input.optionId ?? line.optionId;
  const options = await saleableOptions(db, [line.optionId, target]);
  const option = options.get(target);
  // another option of the same product only: a different product is a new line
  if (!option?.onSale || option.productId !== options.get(line.optionId)?.productId) {
    throw new HttpError(400, 'invalidInput', { optionId: 'shopOptionNotFound' });
  }
  try {
    await db
      .update(shopCartLines)
      .set({ optionId: option.optionId, quantity: input.quantity, seenPrice: option.unitPrice })
      .where(eq(shopCartLines.id, lineId));
  } catch (error) {
    // the option is on another line already
    if (isUniqueViolation(error))
      throw new HttpError(400, 'invalidInput', { optionId: 'shopOptionNotFound' });
    throw error;
  }
}

export async function removeCartLine(db: Db, userId: string, lineId: string) {
  const rows = await db
    .delete(shopCartLines)
    .where(and(eq(shopCartLines.id, lineId), eq(shopCartLines.userId, userId)))
    .returning({ id: shopCartLines.id });
  if (rows.length === 0) throw new HttpError(404, 'shopCartLineNotFound');
}
