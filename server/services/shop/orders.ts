import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { PURCHASE_TERM_CODE, type CheckoutInput, type Quote } from '#domain/schemas/shopOrder.ts';
import { orderTooLarge, orderTotals } from '#domain/shop/pricing.ts';
import type { Db } from '#server/db/index.ts';
import { levelOf } from '#server/services/loyalty/levels.ts';
import { shopOrderLines, shopOrders, shopPayments } from '#server/db/schema/index.ts';
import { termVersion } from '#server/services/applications/terms.ts';
import { HttpError } from '#server/http/errors.ts';
import { moneyOf, orderOf } from './orderRead.ts';
import type { Notify } from './payment.ts';
import { saleableOptions } from './saleable.ts';
import { orderWriterOf, soldOut } from './checkoutWriter.ts';
import { holdStock, releaseHolds } from './stock.ts';

/**
 * Creates the order with its stock. The units are first held (docs/decisions/0054-stock-holds-and-prepared-hot-reads.md:
 * each option's stock taken by a conditional UPDATE of its own, `stock >= quantity`, in option-id order); a
 * line that cannot be held is "sold out" before anything is written. The order's transaction (shared with the
 * checkouts writing meanwhile: checkoutWriter.ts) then turns the holds into its lines; if it fails, the units
 * go back. A line already sold out when the prices are read is
 * refused before any hold. Prices and totals are computed from that read and frozen on the order.
 */
export async function createOrder(
  db: Db,
  notify: Notify,
  userId: string,
  input: CheckoutInput,
  now = new Date(),
) {
  const byOption = [...input.lines].sort((a, b) => (a.optionId < b.optionId ? -1 : 1));
  const saleable = await saleableOptions(
    db,
    byOption.map((l) => l.optionId),
  );
  input.lines.forEach((line, index) => {
    const option = saleable.get(line.optionId);
    if (!option?.onSale) {
      throw new HttpError(400, 'invalidInput', { [`lines.${index}.optionId`]: 'shopOptionNotFound' });
    }
    if (option.stock < line.quantity) throw soldOut(index);
  });
  const priced = input.lines.map((line) => {
    const option = saleable.get(line.optionId)!;
    return { ...line, option, unitPrice: option.unitPrice, product: option.product };
  });
  refuseTooLarge(orderTotals(priced));
  // what the order reads without locking is read beside the hold, not in the transaction's round trips
  const reads = Promise.all([termVersion(db, PURCHASE_TERM_CODE), levelOf(db, userId)]);
  reads.catch(() => {}); // awaited below, or not at all when the hold fails: never an unhandled rejection
  const held = await holdStock(db, input.lines, now);
  if (held.short >= 0) throw soldOut(held.short);
  const row = await reads
    .then(([termUpdatedAt, level]) =>
      orderWriterOf(db)({ userId, input, priced, byOption, holds: held.holds, termUpdatedAt, level, now }),
    )
    .catch(async (error: unknown) => {
      // not an order: its units go back now (the sweep would, a minute later)
      await releaseHolds(db, held.holds);
      throw error;
    });
  notify(row.mails);
  return orderOf(row.order, row.lines, row.events, row.payments);
}

/** A basket past SHOP_ORDER_TOTAL_MAX: refused with its message on the lines, before anything is written. */
function refuseTooLarge(totals: { items: number; shipping: number }) {
  if (orderTooLarge(totals)) throw new HttpError(400, 'shopOrderTooLarge', { lines: 'shopOrderTooLarge' });
}

/**
 * The checkout page's totals for the chosen lines, priced as createOrder prices them (domain/shop/pricing.ts)
 * but reserving nothing: a line no longer sold is a 400 on its field, as at checkout.
 */
export async function quoteOrder(db: Db, lines: CheckoutInput['lines']): Promise<Quote> {
  const saleable = await saleableOptions(
    db,
    lines.map((l) => l.optionId),
  );
  const priced = lines.map((line, index) => {
    const option = saleable.get(line.optionId);
    if (!option?.onSale) {
      throw new HttpError(400, 'invalidInput', { [`lines.${index}.optionId`]: 'shopOptionNotFound' });
    }
    return { ...line, option, unitPrice: option.unitPrice, product: option.product };
  });
  const totals = orderTotals(priced);
  refuseTooLarge(totals);
  return {
    lines: priced.map((l) => ({
      optionId: l.optionId,
      productId: l.option.productId,
      productName: l.option.productName,
      optionName: l.option.optionName,
      thumb: l.option.thumb,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      amount: l.unitPrice * l.quantity,
      stock: l.option.stock,
    })),
    ...totals,
  };
}

/**
 * `/api/v1/me/purchases`: the lines the member paid for, newest first, each with what was refunded of it
 * (a line given back whole stays listed: its refund is part of the purchase's story).
 */
export async function listPurchases(db: Db, userId: string, page: { limit: number; offset: number }) {
  const where = and(eq(shopOrders.userId, userId), isNotNull(shopOrders.paidAt));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ line: shopOrderLines, order: shopOrders })
      .from(shopOrderLines)
      .innerJoin(shopOrders, eq(shopOrders.id, shopOrderLines.orderId))
      .where(where)
      .orderBy(desc(shopOrders.paidAt), desc(shopOrderLines.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(shopOrderLines)
      .innerJoin(shopOrders, eq(shopOrders.id, shopOrderLines.orderId))
      .where(where),
  ]);
  const orderIds = [...new Set(rows.map((r) => r.order.id))];
  const payments = orderIds.length
    ? await db.select().from(shopPayments).where(inArray(shopPayments.orderId, orderIds))
    : [];
  const refundedOf = moneyOf(payments).byLine;
  return {
    purchases: rows.map(({ line, order }) => ({
      _id: line.id,
      productId: line.productId,
      optionId: line.optionId,
      productName: line.productName,
      optionName: line.optionName,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      amount: line.amount,
      paid: line.amount - line.discount,
      refunded: refundedOf.get(line.id) ?? 0,
      orderId: order.id,
      orderNumber: order.number,
      status: order.status,
      paidAt: order.paidAt!.toISOString(),
    })),
    total: counted?.n ?? 0,
  };
}
