import { and, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { Order, ShipInput } from '#domain/schemas/shopOrder.ts';
import { AUTO_CONFIRM_DAYS, ORDER_MOVES, RETURN_DAYS, type OrderMove } from '#domain/shop/orderStatus.ts';
import type { Db } from '#server/db/index.ts';
import { shopOrderEvents, shopOrders } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { earnOrderPoints } from '#server/services/loyalty/orderHooks.ts';
import { queueOrderMail, type OrderMailEvent } from './orderMail.ts';
import { orderById, toOrder, type OrderRow } from './orderRead.ts';
import type { Notify } from './payment.ts';

const DAY_MS = 86_400_000;

/**
 * One move of ORDER_MOVES (docs/decisions/0029-shop-orders-and-payment.md): a conditional UPDATE from the
 * move's states (and `when`, a further condition), its timeline row and the buyer's mail in one
 * transaction; 409 when the order is not (or no longer) in a state the move starts from.
 */
async function move(
  db: Db,
  notify: Notify,
  order: OrderRow,
  step: {
    move: OrderMove;
    actor: string;
    note?: string;
    set?: Partial<typeof shopOrders.$inferInsert>;
    when?: SQL;
    refused?: 'shopOrderStateConflict' | 'shopReturnWindowClosed';
    mail: OrderMailEvent;
    detail?: string;
  },
): Promise<Order> {
  const { from, to } = ORDER_MOVES[step.move];
  const mails = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(shopOrders)
      .set({ ...step.set, status: to })
      .where(and(eq(shopOrders.id, order.id), inArray(shopOrders.status, [...from]), step.when))
      .returning({ id: shopOrders.id });
    if (!moved) return null;
    await tx
      .insert(shopOrderEvents)
      .values({ orderId: order.id, status: to, actor: step.actor, note: step.note ?? '' });
    if (step.move === 'confirm') await earnOrderPoints(tx, order.id, new Date());
    return queueOrderMail(tx, order.userId, step.mail, {
      number: order.number,
      amount: order.total,
      ...(step.detail ? { detail: step.detail } : {}),
    });
  });
  if (!mails) {
    const current = await orderById(db, order.id);
    const inFrom = (from as readonly string[]).includes(current.status);
    throw new HttpError(409, inFrom && step.refused ? step.refused : 'shopOrderStateConflict');
  }
  notify(mails);
  return toOrder(db, await orderById(db, order.id));
}

/** The buyer confirms the purchase (after it shipped): no return after this. */
export const confirmPurchase = (db: Db, notify: Notify, order: OrderRow, now = new Date()) =>
  move(db, notify, order, { move: 'confirm', actor: 'buyer', set: { confirmedAt: now }, mail: 'confirmed' });

/** The buyer asks to return a delivered order, within RETURN_DAYS of its delivery. */
export const requestReturn = (db: Db, notify: Notify, order: OrderRow, reason: string, now = new Date()) =>
  move(db, notify, order, {
    move: 'requestReturn',
    actor: 'buyer',
    note: reason,
    when: gt(shopOrders.deliveredAt, new Date(now.getTime() - RETURN_DAYS * DAY_MS)),
    refused: 'shopReturnWindowClosed',
    mail: 'returnRequested',
  });

export const prepareOrder = (db: Db, notify: Notify, order: OrderRow, manager: string) =>
  move(db, notify, order, { move: 'prepare', actor: `manager:${manager}`, mail: 'preparing' });

export const CARRIER_NAMES: Record<ShipInput['carrier'], string> = {
  CJ: 'CJ대한통운',
  HANJIN: '한진택배',
  LOTTE: '롯데택배',
  POST: '우체국택배',
  LOGEN: '로젠택배',
};

export const shipOrder = (
  db: Db,
  notify: Notify,
  order: OrderRow,
  input: ShipInput,
  manager: string,
  now = new Date(),
) => {
  const detail = `${CARRIER_NAMES[input.carrier]} ${input.trackingNumber}`;
  return move(db, notify, order, {
    move: 'ship',
    actor: `manager:${manager}`,
    note: detail,
    set: { carrier: input.carrier, trackingNumber: input.trackingNumber, shippedAt: now },
    mail: 'shipped',
    detail,
  });
};

export const deliverOrder = (db: Db, notify: Notify, order: OrderRow, manager: string, now = new Date()) =>
  move(db, notify, order, {
    move: 'deliver',
    actor: `manager:${manager}`,
    set: { deliveredAt: now },
    mail: 'delivered',
  });

/** The returned parcel arrived; the refund follows (refundOrder). */
export const markReturned = (db: Db, notify: Notify, order: OrderRow, manager: string) =>
  move(db, notify, order, { move: 'returned', actor: `manager:${manager}`, mail: 'returned' });

/**
 * Confirms the purchases delivered AUTO_CONFIRM_DAYS ago and neither confirmed nor returned by their buyer
 * (the sweep; docs/decisions/0031-shop-fulfilment-refunds-and-sales.md). The UPDATE's condition makes
 * concurrent sweeps harmless. Returns the outbox rows to deliver.
 */
export async function autoConfirm(db: Db, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(shopOrders)
      .set({ status: ORDER_MOVES.confirm.to, confirmedAt: now })
      .where(
        and(
          eq(shopOrders.status, 'DELIVERED'),
          lte(shopOrders.deliveredAt, new Date(now.getTime() - AUTO_CONFIRM_DAYS * DAY_MS)),
        ),
      )
      .returning();
    if (confirmed.length === 0) return [];
    await tx
      .insert(shopOrderEvents)
      .values(
        confirmed.map((o) => ({ orderId: o.id, status: 'CONFIRMED' as const, actor: 'system', note: '' })),
      );
    const mails: string[] = [];
    for (const o of confirmed) {
      await earnOrderPoints(tx, o.id, now);
      mails.push(...(await queueOrderMail(tx, o.userId, 'confirmed', { number: o.number, amount: o.total })));
    }
    return mails;
  });
}
