import { and, eq, inArray } from 'drizzle-orm';
import type { RefundInput } from '#domain/schemas/shopOrder.ts';
import {
  canMove,
  ORDER_MOVES,
  REFUNDABLE_STATUSES,
  RESTOCK_ON_REFUND,
  type OrderStatus,
} from '#domain/shop/orderStatus.ts';
import { shippingPaid } from '#domain/shop/paidShares.ts';
import type { Db } from '#server/db/index.ts';
import { shopOrderEvents, shopOrderLines, shopOrders, shopPayments } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { restoreOrderLoyalty } from '#server/services/loyalty/orderHooks.ts';
import { queueOrderMail } from './orderMail.ts';
import { moneyOf, orderById, toOrder, type OrderRow } from './orderRead.ts';
import type { Notify } from './payment.ts';
import { oweCancel, settleCancels } from './gatewayCancels.ts';
import { countSold, restock } from './stock.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A piece of a refund: of an order line, or of the shipping fee (`lineId` null). */
interface Piece {
  lineId: string | null;
  amount: number;
}

/** Locks the order's row for the transaction: refunds of one order are counted one after another. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow> {
  const [row] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for('update');
  if (!row) throw new HttpError(404, 'shopOrderNotFound');
  return row;
}

/**
 * What is left to refund of the order, line by line and the shipping fee: each what was paid for it (its
 * amount less its share of the discounts and points, frozen at checkout: domain/shop/paidShares.ts) less
 * what went back of it, and never more in all than what was paid and not yet given back.
 */
async function leftPieces(tx: Tx, order: OrderRow) {
  const [lines, payments] = await Promise.all([
    tx.select().from(shopOrderLines).where(eq(shopOrderLines.orderId, order.id)),
    tx.select().from(shopPayments).where(eq(shopPayments.orderId, order.id)),
  ]);
  const money = moneyOf(payments);
  const lineLeft = new Map(
    lines.map((l) => [l.id, Math.max(0, l.amount - l.discount - (money.byLine.get(l.id) ?? 0))]),
  );
  return {
    money,
    lineLeft,
    shippingLeft: Math.max(0, shippingPaid(order, lines) - money.shipping),
    moneyLeft: money.paid - money.refunded,
  };
}

/** Everything still refundable, capped at the money left. */
function wholePieces(left: Awaited<ReturnType<typeof leftPieces>>): Piece[] {
  const pieces: Piece[] = [];
  let budget = left.moneyLeft;
  const take = (lineId: string | null, amount: number) => {
    const amountNow = Math.min(amount, budget);
    if (amountNow > 0) pieces.push({ lineId, amount: amountNow });
    budget -= amountNow;
  };
  for (const [lineId, amount] of left.lineLeft) take(lineId, amount);
  take(null, left.shippingLeft);
  return pieces;
}

/**
 * The refund rows and the gateway's cancel they call for, in the caller's transaction; append-only
 * (docs/decisions/0029-shop-orders-and-payment.md). `balanceBefore` is what the gateway still holds: what
 * was paid less what went back before. Answers the cancel's id for `settleCancels` after the commit.
 */
async function writeRefunds(
  tx: Tx,
  order: OrderRow,
  pieces: readonly Piece[],
  reason: string,
  balanceBefore: number,
) {
  const approval = (
    await tx
      .select()
      .from(shopPayments)
      .where(and(eq(shopPayments.orderId, order.id), eq(shopPayments.kind, 'APPROVAL')))
  )[0];
  if (!approval || pieces.length === 0) return null;
  await tx.insert(shopPayments).values(
    pieces.map((p) => ({
      orderId: order.id,
      kind: 'REFUND' as const,
      provider: approval.provider,
      tid: approval.tid,
      method: approval.method,
      amount: p.amount,
      lineId: p.lineId,
      reason,
    })),
  );
  const amount = pieces.reduce((sum, p) => sum + p.amount, 0);
  const cancelId = await oweCancel(tx, {
    orderId: order.id,
    tid: approval.tid,
    amount,
    balanceBefore,
    reason,
  });
  return { cancelId, amount };
}

/**
 * Cancels an order before shipping (the buyer or a manager): the move, the stock's return and the refund
 * of everything paid, line by line, in one transaction; then the gateway's cancel. An unpaid order is
 * simply cancelled.
 */
export async function cancelOrder(db: Db, notify: Notify, order: OrderRow, reason: string, actor: string) {
  const result = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const [moved] = await tx
      .update(shopOrders)
      .set({ status: ORDER_MOVES.cancel.to, depositAccount: null })
      .where(and(eq(shopOrders.id, order.id), inArray(shopOrders.status, [...ORDER_MOVES.cancel.from])))
      .returning();
    if (!moved) throw new HttpError(409, 'shopOrderStateConflict');
    const back = await restock(tx, [order.id]);
    await restoreOrderLoyalty(tx, [order.id]);
    await tx.insert(shopOrderEvents).values({ orderId: order.id, status: 'CANCELLED', actor, note: reason });
    const left = await leftPieces(tx, locked);
    const refund = await writeRefunds(tx, locked, wholePieces(left), reason, left.moneyLeft);
    // a paid order counted its units sold (an order paid by points alone has no refund to write)
    if (locked.paidAt) await countSold(tx, back, -1);
    // a virtual account never deposited into is closed at the gateway too
    const cancelId =
      refund?.cancelId ??
      (locked.depositTid
        ? await oweCancel(tx, {
            orderId: order.id,
            tid: locked.depositTid,
            amount: locked.total,
            balanceBefore: locked.total,
            reason,
          })
        : null);
    const mails = await queueOrderMail(tx, order.userId, 'cancelled', {
      number: order.number,
      amount: refund?.amount ?? 0,
    });
    return { cancelId, mails };
  });
  if (result.cancelId) await settleCancels(db, [result.cancelId]);
  notify(result.mails);
  return toOrder(db, await orderById(db, order.id));
}

/**
 * A manager refunds part or all of what was paid (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md):
 * each line at most what is left of it, the shipping fee at most its own, the whole at most what was paid;
 * counted under the order's row lock, so concurrent refunds cannot pass the limits together. When the
 * refunds reach what was paid the order moves: before shipping to CANCELLED (the stock comes back), after
 * it to REFUNDED. An order that paid nothing (points and coupons alone) is refunded whole with no money.
 */
export async function refundOrder(
  db: Db,
  notify: Notify,
  orderId: string,
  input: RefundInput,
  manager: string,
) {
  const actor = `manager:${manager}`;
  const result = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!REFUNDABLE_STATUSES.includes(order.status)) throw new HttpError(409, 'shopOrderStateConflict');
    const left = await leftPieces(tx, order);
    let pieces: Piece[];
    if (input.lines.length === 0 && input.shipping === 0) pieces = wholePieces(left);
    else {
      const errors: Record<string, string> = {};
      input.lines.forEach((line, i) => {
        const lineLeft = left.lineLeft.get(line.lineId);
        if (lineLeft === undefined) errors[`lines.${i}.lineId`] = 'shopOrderNotFound';
        else if (line.amount > lineLeft) errors[`lines.${i}.amount`] = 'shopRefundTooMuch';
      });
      if (input.shipping > left.shippingLeft) errors.shipping = 'shopRefundTooMuch';
      if (Object.keys(errors).length) throw new HttpError(400, 'invalidInput', errors);
      pieces = [
        ...input.lines.map((l) => ({ lineId: l.lineId, amount: l.amount })),
        ...(input.shipping > 0 ? [{ lineId: null, amount: input.shipping }] : []),
      ];
    }
    const amount = pieces.reduce((sum, p) => sum + p.amount, 0);
    // an order paid by points and coupons alone (total 0) is refunded in full with no money: its moves,
    // stock and loyalty only (docs/decisions/0047-owed-cancels-of-invoices-and-big-won.md)
    const nothingPaid = left.money.paid === 0 && amount === 0;
    if (!nothingPaid && (amount === 0 || amount > left.moneyLeft)) {
      throw new HttpError(400, 'invalidInput', { amount: 'shopRefundTooMuch' });
    }
    const refund = nothingPaid ? null : await writeRefunds(tx, order, pieces, input.reason, left.moneyLeft);
    if (!nothingPaid && !refund) throw new HttpError(409, 'shopOrderStateConflict');
    const whole = amount === left.moneyLeft;
    let status: OrderStatus = order.status;
    if (whole && canMove(order.status, 'cancel')) status = ORDER_MOVES.cancel.to;
    else if (whole && canMove(order.status, 'refund')) status = ORDER_MOVES.refund.to;
    // the units of goods in our hands go back: all of a cancelled order, else each line refunded in full
    if (RESTOCK_ON_REFUND.includes(order.status)) {
      const fullLines = pieces.flatMap((p) =>
        p.lineId && p.amount === left.lineLeft.get(p.lineId) ? [p.lineId] : [],
      );
      const all = status === 'CANCELLED' || nothingPaid;
      const back = await restock(tx, [order.id], all ? undefined : fullLines);
      await countSold(tx, back, -1);
    }
    if (status !== order.status) {
      await tx.update(shopOrders).set({ status }).where(eq(shopOrders.id, order.id));
    }
    if (whole) await restoreOrderLoyalty(tx, [order.id]);
    await tx.insert(shopOrderEvents).values({
      orderId: order.id,
      status,
      actor,
      note: `${input.reason} (-${amount.toLocaleString('ko-KR')}원)`,
    });
    const mails = await queueOrderMail(tx, order.userId, status === 'CANCELLED' ? 'cancelled' : 'refunded', {
      number: order.number,
      amount,
    });
    return { refund, mails };
  });
  if (result.refund) await settleCancels(db, [result.refund.cancelId]);
  notify(result.mails);
  return toOrder(db, await orderById(db, orderId));
}
