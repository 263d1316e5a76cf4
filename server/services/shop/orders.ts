import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { seoulYmd } from '#domain/format.ts';
import type { CheckoutInput, Order, PayMethod } from '#domain/schemas/shopOrder.ts';
import { ORDER_MOVES, ORDER_PAY_MINUTES } from '#domain/shop/orderStatus.ts';
import { orderTotals } from '#domain/shop/pricing.ts';
import type { Db } from '#server/db/index.ts';
import {
  shopCartLines,
  shopOptions,
  shopOrderEvents,
  shopOrderLines,
  shopOrders,
  shopPayments,
} from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { expireOrders } from './expiry.ts';
import { queueOrderMail } from './orderMail.ts';
import { paymentProvider } from './payment/provider.ts';
import { saleableOptions } from './saleable.ts';
import { countSold, restock } from './stock.ts';

type OrderRow = typeof shopOrders.$inferSelect;
/** Delivers queued outbox rows after their commit (the shop's notifier). */
type Notify = (outboxIds: readonly string[]) => void;

/** `20261126` and eight random digits: what the buyer and the gateway see, not guessable in sequence. */
function orderNumber(now: Date): string {
  return `${seoulYmd(now).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

async function toOrder(db: Db, row: OrderRow): Promise<Order> {
  const [lines, events] = await Promise.all([
    db
      .select()
      .from(shopOrderLines)
      .where(eq(shopOrderLines.orderId, row.id))
      .orderBy(asc(shopOrderLines.id)),
    db
      .select()
      .from(shopOrderEvents)
      .where(eq(shopOrderEvents.orderId, row.id))
      .orderBy(asc(shopOrderEvents.createdAt), asc(shopOrderEvents.id)),
  ]);
  return {
    _id: row.id,
    number: row.number,
    status: row.status,
    itemsTotal: row.itemsTotal,
    shippingFee: row.shippingFee,
    discount: row.discount,
    points: row.points,
    total: row.total,
    payMethod: row.payMethod as PayMethod,
    recipient: row.recipient,
    phone: row.phone,
    postcode: row.postcode,
    address1: row.address1,
    address2: row.address2,
    memo: row.memo,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lines: lines.map((l) => ({
      _id: l.id,
      productId: l.productId,
      optionId: l.optionId,
      productName: l.productName,
      optionName: l.optionName,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      amount: l.amount,
    })),
    timeline: events.map((e) => ({ status: e.status, note: e.note, at: e.createdAt.toISOString() })),
  };
}

/**
 * Creates the order and reserves its stock in one transaction: each option's stock is taken by a
 * conditional UPDATE (`stock >= quantity`), in option-id order so two orders never wait on each other
 * crosswise; a line that cannot be taken rolls everything back ("sold out"). Prices and totals are read
 * and computed here, inside the same transaction, and frozen on the order.
 */
export async function createOrder(db: Db, userId: string, input: CheckoutInput, now = new Date()) {
  const byOption = [...input.lines].sort((a, b) => (a.optionId < b.optionId ? -1 : 1));
  const row = await db.transaction(async (tx) => {
    const saleable = await saleableOptions(
      tx,
      byOption.map((l) => l.optionId),
    );
    for (const line of byOption) {
      const index = input.lines.indexOf(line);
      if (!saleable.get(line.optionId)?.onSale) {
        throw new HttpError(400, 'invalidInput', { [`lines.${index}.optionId`]: 'shopOptionNotFound' });
      }
      const taken = await tx
        .update(shopOptions)
        .set({ stock: sql`${shopOptions.stock} - ${line.quantity}` })
        .where(and(eq(shopOptions.id, line.optionId), gte(shopOptions.stock, line.quantity)))
        .returning({ id: shopOptions.id });
      if (taken.length === 0)
        throw new HttpError(409, 'shopSoldOut', { [`lines.${index}.optionId`]: 'shopSoldOut' });
    }
    const priced = input.lines.map((line) => {
      const option = saleable.get(line.optionId)!;
      return { ...line, option, unitPrice: option.unitPrice, product: option.product };
    });
    const totals = orderTotals(priced);
    const [order] = await tx
      .insert(shopOrders)
      .values({
        number: orderNumber(now),
        userId,
        status: 'PENDING',
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
        expiresAt: new Date(now.getTime() + ORDER_PAY_MINUTES * 60_000),
      })
      .returning();
    if (!order) throw new Error('order not inserted');
    await tx.insert(shopOrderLines).values(
      priced.map((line) => ({
        orderId: order.id,
        productId: line.option.productId,
        optionId: line.optionId,
        productName: line.option.productName,
        optionName: line.option.optionName,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        amount: line.unitPrice * line.quantity,
      })),
    );
    await tx.insert(shopOrderEvents).values({ orderId: order.id, status: 'PENDING', actor: 'buyer' });
    await tx.delete(shopCartLines).where(
      and(
        eq(shopCartLines.userId, userId),
        inArray(
          shopCartLines.optionId,
          byOption.map((l) => l.optionId),
        ),
      ),
    );
    return order;
  });
  return toOrder(db, row);
}

/** The buyer's own order, or 404 (another member's id answers as if it did not exist). */
export async function ownOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.userId, userId)));
  if (!row) throw new HttpError(404, 'shopOrderNotFound');
  return row;
}

export async function getOwnOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  return toOrder(db, await ownOrder(db, userId, orderId));
}

export async function listOwnOrders(db: Db, userId: string, page: { limit: number; offset: number }) {
  const where = eq(shopOrders.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(shopOrders)
      .where(where)
      .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(shopOrders).where(where),
  ]);
  const orders: Order[] = [];
  for (const row of rows) orders.push(await toOrder(db, row));
  return { orders, total: counted?.n ?? 0 };
}

/**
 * Takes the gateway's approval `tid` for the order (docs/decisions/0029-shop-orders-and-payment.md § Payment): the amount the gateway
 * approved must equal the frozen total, else the approval is cancelled at the gateway. The move to PAID is
 * one conditional UPDATE (PENDING and not past `expiresAt`), so a repeated or concurrent approval pays once:
 * the same `tid` again answers the paid order, another `tid` is cancelled at the gateway, and an approval
 * after the reservation expired is cancelled and the buyer told (answer and e-mail).
 */
export async function payOrder(
  db: Db,
  notify: Notify,
  userId: string,
  orderId: string,
  tid: string,
  now = new Date(),
): Promise<Order> {
  const order = await ownOrder(db, userId, orderId);
  const provider = paymentProvider();
  const approved = await provider.approved(db, tid, order.number);
  if (!approved) throw new HttpError(400, 'shopPaymentFailed');
  if (approved.amount !== order.total) {
    await provider.cancel(db, tid, approved.amount);
    throw new HttpError(409, 'shopAmountMismatch');
  }
  const mails = await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(shopOrders)
      .set({ status: ORDER_MOVES.pay.to, paidAt: now })
      .where(and(eq(shopOrders.id, orderId), eq(shopOrders.status, 'PENDING'), gt(shopOrders.expiresAt, now)))
      .returning();
    if (!paid) return null;
    await tx.insert(shopPayments).values({
      orderId,
      kind: 'APPROVAL',
      provider: provider.name,
      tid,
      method: approved.method,
      amount: approved.amount,
    });
    await tx.insert(shopOrderEvents).values({ orderId, status: 'PAID', actor: 'buyer', note: tid });
    await countSold(tx, orderId, 1);
    return queueOrderMail(tx, userId, 'paid', { number: order.number, amount: order.total });
  });
  if (mails) {
    notify(mails);
    return getOwnOrder(db, userId, orderId);
  }

  const [approval] = await db
    .select({ tid: shopPayments.tid })
    .from(shopPayments)
    .where(and(eq(shopPayments.orderId, orderId), eq(shopPayments.kind, 'APPROVAL')));
  if (approval?.tid === tid) return getOwnOrder(db, userId, orderId);
  // paid by another approval, or too late: this money goes back
  await provider.cancel(db, tid, approved.amount);
  await expireOrders(db, now, orderId);
  const [current] = await db
    .select({ status: shopOrders.status })
    .from(shopOrders)
    .where(eq(shopOrders.id, orderId));
  if (current?.status === 'EXPIRED') {
    const told = await queueOrderMail(db, userId, 'lateApproval', {
      number: order.number,
      amount: approved.amount,
    });
    throw Object.assign(new HttpError(409, 'shopOrderExpired'), { mails: told });
  }
  throw new HttpError(409, 'shopOrderStateConflict');
}

/**
 * The buyer cancels before shipping: the move, the stock's return and the full refund's record in one
 * transaction, then the gateway's cancel. An unpaid order is simply cancelled.
 */
export async function cancelOrder(
  db: Db,
  notify: Notify,
  userId: string,
  orderId: string,
  reason: string,
  actor = 'buyer',
): Promise<Order> {
  const order = await ownOrder(db, userId, orderId);
  const result = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(shopOrders)
      .set({ status: ORDER_MOVES.cancel.to })
      .where(and(eq(shopOrders.id, orderId), inArray(shopOrders.status, [...ORDER_MOVES.cancel.from])))
      .returning();
    if (!moved) throw new HttpError(409, 'shopOrderStateConflict');
    await restock(tx, [orderId]);
    await tx.insert(shopOrderEvents).values({ orderId, status: 'CANCELLED', actor, note: reason });
    const [approval] = await tx
      .select()
      .from(shopPayments)
      .where(and(eq(shopPayments.orderId, orderId), eq(shopPayments.kind, 'APPROVAL')));
    if (!approval) return { approval: null, mails: [] as string[] };
    await tx.insert(shopPayments).values({
      orderId,
      kind: 'REFUND',
      provider: approval.provider,
      tid: approval.tid,
      method: approval.method,
      amount: approval.amount,
      reason,
    });
    await countSold(tx, orderId, -1);
    const mails = await queueOrderMail(tx, userId, 'cancelled', {
      number: order.number,
      amount: approval.amount,
    });
    return { approval, mails };
  });
  if (result.approval) await paymentProvider().cancel(db, result.approval.tid, result.approval.amount);
  notify(result.mails);
  return getOwnOrder(db, userId, orderId);
}
