import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { seoulYmd } from '#domain/format.ts';
import { PURCHASE_TERM_CODE, type CheckoutInput, type Quote } from '#domain/schemas/shopOrder.ts';
import { ORDER_PAY_MINUTES, UNPAID_ORDERS_MAX } from '#domain/shop/orderStatus.ts';
import { discountShares } from '#domain/shop/paidShares.ts';
import { orderTooLarge, orderTotals } from '#domain/shop/pricing.ts';
import type { Db } from '#server/db/index.ts';
import { applyLoyalty } from '#server/services/loyalty/checkout.ts';
import { levelOf } from '#server/services/loyalty/levels.ts';
import { shopOrderLines, shopOrders, shopPayments } from '#server/db/schema/index.ts';
import { termVersion } from '#server/services/applications/terms.ts';
import { HttpError } from '#server/http/errors.ts';
import { queueOrderMail } from './orderMail.ts';
import { moneyOf, orderOf } from './orderRead.ts';
import type { Notify } from './payment.ts';
import { saleableOptions } from './saleable.ts';
import { writeOrder } from './orderWrite.ts';
import { countSold, holdStock, releaseHolds, retakeUnclaimed } from './stock.ts';

/** The approval of an order paid in full by points and coupons: no gateway, nothing to cancel there. */
export const POINTS_PROVIDER = 'points';

/** `20261126` and eight random digits: what the buyer and the gateway see, not guessable in sequence. */
function orderNumber(now: Date): string {
  return `${seoulYmd(now).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * Creates the order with its stock. The units are first held (docs/decisions/0054-stock-holds-and-prepared-hot-reads.md:
 * each option's stock taken by a conditional UPDATE of its own, `stock >= quantity`, in option-id order); a
 * line that cannot be held is "sold out" before anything is written. The order's transaction then turns the
 * holds into its lines; if it fails, the units go back. A line already sold out when the prices are read is
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
  const soldOut = (index: number) =>
    new HttpError(409, 'shopSoldOut', { [`lines.${index}.optionId`]: 'shopSoldOut' });
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
  const [termUpdatedAt, level] = await reads.catch(async (error: unknown) => {
    await releaseHolds(db, held.holds);
    throw error;
  });
  const row = await db
    .transaction(async (tx) => {
      await lockMember(tx, userId);
      const loyalty = await applyLoyalty(
        tx,
        userId,
        priced.map((l) => ({
          optionId: l.optionId,
          productId: l.option.productId,
          categoryId: l.option.product.categoryId,
          amount: l.unitPrice * l.quantity,
        })),
        orderTotals(priced),
        input,
        now,
        level,
      );
      const totals = loyalty.totals;
      // paid in full by points and coupons: paid now, no payment window (docs/decisions/0043-shop-kcp-window-zero-total-line-shares.md)
      const free = totals.total === 0;
      const shares = discountShares(
        priced.map((l) => ({ optionId: l.optionId, amount: l.unitPrice * l.quantity })),
        totals.shipping,
        loyalty.discounts,
        totals.discount,
        totals.points,
      );
      const { order, lines, events, claimed, counted } = await writeOrder(tx, {
        order: {
          number: orderNumber(now),
          userId,
          status: free ? 'PAID' : 'PENDING',
          paidAt: free ? now : null,
          itemsTotal: totals.items,
          shippingFee: totals.shipping,
          discount: totals.discount,
          points: totals.points,
          total: totals.total,
          payMethod: input.payMethod,
          recipient: input.recipient,
          phone: input.phone,
          postcode: input.postcode,
          address1: input.address1,
          address2: input.address2,
          memo: input.memo,
          termsVersion: termUpdatedAt?.toISOString() ?? null,
          expiresAt: new Date(now.getTime() + ORDER_PAY_MINUTES * 60_000),
        },
        lines: priced.map((line, index) => ({
          productId: line.option.productId,
          optionId: line.optionId,
          productName: line.option.productName,
          optionName: line.option.optionName,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          amount: line.unitPrice * line.quantity,
          discount: shares.lines[index]!,
        })),
        // one event: two in one transaction would share their time and lose their order on the timeline
        event: { status: free ? 'PAID' : 'PENDING', actor: 'buyer' },
        optionIds: byOption.map((l) => l.optionId),
        holds: held.holds,
        count: unpaidOrders(tx, userId, now),
      });
      // counted in the statement's snapshot, before its own order, after the member's lock: the whole
      // transaction is undone when the member already had the most
      if (counted >= UNPAID_ORDERS_MAX) throw new HttpError(409, 'shopTooManyUnpaid');
      await loyalty.commit(order.id);
      const gone = await retakeUnclaimed(tx, claimed, held.holds.length, byOption);
      if (gone >= 0) throw soldOut(input.lines.indexOf(byOption[gone]!));
      // the answer is made from the rows written here, ordered as toOrders reads them: no read back
      lines.sort((a, b) => (a.id < b.id ? -1 : 1));
      if (!free) return { order, lines, events, payments: [], mails: [] };
      const payments = await tx
        .insert(shopPayments)
        .values({
          orderId: order.id,
          kind: 'APPROVAL',
          provider: POINTS_PROVIDER,
          tid: `${POINTS_PROVIDER}-${order.number}`,
          method: 'POINTS',
          amount: 0,
        })
        .returning();
      await countSold(tx, lines, 1);
      const mails = await queueOrderMail(tx, userId, 'paid', { number: order.number, amount: 0 });
      return { order, lines, events, payments, mails };
    })
    .catch(async (error: unknown) => {
      // not an order: its units go back now (the sweep would, a minute later)
      await releaseHolds(db, held.holds);
      throw error;
    });
  notify(row.mails);
  return orderOf(row.order, row.lines, row.events, row.payments);
}

/**
 * A member with UNPAID_ORDERS_MAX unpaid orders still open is refused another (docs/decisions/0054-stock-holds-and-prepared-hot-reads.md § Decision):
 * the order's transaction first takes a lock of the member, so concurrent checkouts of one member count one
 * after the other, and counts in its next statement (writeOrder's), whose snapshot is taken after the lock:
 * a count in the locking statement would miss the order the transaction it waited for has just committed.
 */
async function lockMember(tx: Db, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shop-order:${userId}`}, 0))`);
}

/** The member's unpaid orders still open. */
const unpaidOrders = (tx: Db, userId: string, now: Date) =>
  tx
    .select({ n: count() })
    .from(shopOrders)
    .where(
      and(eq(shopOrders.userId, userId), eq(shopOrders.status, 'PENDING'), gt(shopOrders.expiresAt, now)),
    );

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
