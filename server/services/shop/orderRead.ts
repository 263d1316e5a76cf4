import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Order, PayMethod } from '#domain/schemas/shopOrder.ts';
import { shippingPaid } from '#domain/shop/paidShares.ts';
import type { Db } from '#server/db/index.ts';
import { shopOrderEvents, shopOrderLines, shopOrders, shopPayments } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';

export type OrderRow = typeof shopOrders.$inferSelect;
type PaymentRow = typeof shopPayments.$inferSelect;
type LineRow = typeof shopOrderLines.$inferSelect;
type EventRow = typeof shopOrderEvents.$inferSelect;

/** What was paid and given back of an order, from its append-only payment rows. */
export function moneyOf(payments: readonly PaymentRow[]) {
  const approval = payments.find((p) => p.kind === 'APPROVAL') ?? null;
  const refunds = payments.filter((p) => p.kind === 'REFUND');
  const byLine = new Map<string, number>();
  let shipping = 0;
  for (const r of refunds) {
    if (r.lineId) byLine.set(r.lineId, (byLine.get(r.lineId) ?? 0) + r.amount);
    else shipping += r.amount;
  }
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  return { approval, refunds, byLine, shipping, refunded, paid: approval?.amount ?? 0 };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The orders with their lines, payments and timelines, each read in one query for the whole page. */
export async function toOrders(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, events, payments] = await Promise.all([
    db
      .select()
      .from(shopOrderLines)
      .where(inArray(shopOrderLines.orderId, ids))
      .orderBy(asc(shopOrderLines.id)),
    db
      .select()
      .from(shopOrderEvents)
      .where(inArray(shopOrderEvents.orderId, ids))
      .orderBy(asc(shopOrderEvents.createdAt), asc(shopOrderEvents.id)),
    db
      .select()
      .from(shopPayments)
      .where(inArray(shopPayments.orderId, ids))
      .orderBy(asc(shopPayments.createdAt), asc(shopPayments.id)),
  ]);
  return rows.map((row) => orderOf(row, lines, events, payments));
}

/**
 * One order as the API answers it, from its row and the lines, timeline and payments among those given
 * (toOrders reads them; the transaction that has just written an order has them already).
 */
export function orderOf(
  row: OrderRow,
  lines: readonly LineRow[],
  events: readonly EventRow[],
  payments: readonly PaymentRow[],
): Order {
  const money = moneyOf(payments.filter((p) => p.orderId === row.id));
  const own = lines.filter((l) => l.orderId === row.id);
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
    depositAccount: row.status === 'PENDING' ? row.depositAccount : null,
    expiresAt: row.expiresAt.toISOString(),
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    confirmedAt: iso(row.confirmedAt),
    createdAt: row.createdAt.toISOString(),
    paid: money.paid,
    refunded: money.refunded,
    shippingPaid: shippingPaid(row, own),
    shippingRefunded: money.shipping,
    lines: own.map((l) => ({
      _id: l.id,
      productId: l.productId,
      optionId: l.optionId,
      productName: l.productName,
      optionName: l.optionName,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      amount: l.amount,
      paid: l.amount - l.discount,
      refunded: money.byLine.get(l.id) ?? 0,
    })),
    refunds: money.refunds.map((r) => ({
      lineId: r.lineId,
      amount: r.amount,
      reason: r.reason,
      at: r.createdAt.toISOString(),
    })),
    timeline: events
      .filter((e) => e.orderId === row.id)
      .map((e) => ({ status: e.status, note: e.note, at: e.createdAt.toISOString() })),
  };
}

export async function toOrder(db: Db, row: OrderRow): Promise<Order> {
  const [order] = await toOrders(db, [row]);
  return order!;
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

/** Any order by id (the console), or 404. */
export async function orderById(db: Db, orderId: string): Promise<OrderRow> {
  const [row] = await db.select().from(shopOrders).where(eq(shopOrders.id, orderId));
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
  return { orders: await toOrders(db, rows), total: counted?.n ?? 0 };
}
