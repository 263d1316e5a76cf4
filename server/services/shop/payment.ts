import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Order } from '#domain/schemas/shopOrder.ts';
import { DEPOSIT_HOURS, ORDER_MOVES } from '#domain/shop/orderStatus.ts';
import type { Db } from '#server/db/index.ts';
import { shopOrderEvents, shopOrders, shopPayments } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { expireOrders } from './expiry.ts';
import { giveBackApproval } from './gatewayCancels.ts';
import { queueOrderMail } from './orderMail.ts';
import { orderById, ownOrder, toOrder, type OrderRow } from './orderRead.ts';
import { paymentProvider } from './payment/provider.ts';
import { countSold, unitsOf } from './stock.ts';

/** Delivers queued outbox rows after their commit (the shop's notifier). */
export type Notify = (outboxIds: readonly string[]) => void;

/** Cancels at the gateway, in full, an approval (or virtual account) the shop does not take: owed, then tried. */
const giveBack = (db: Db, orderId: string, tid: string, amount: number, reason: string) =>
  giveBackApproval(db, { orderId }, tid, amount, reason);

/**
 * Takes the gateway's approval `tid` for the order (docs/decisions/0029-shop-orders-and-payment.md
 * § Payment): the amount the gateway approved must equal the frozen total, else the approval is cancelled at
 * the gateway. The move to PAID is one conditional UPDATE (PENDING and not past `expiresAt`), so a repeated
 * or concurrent approval pays once: the same `tid` again answers the paid order, another `tid` is cancelled
 * at the gateway, and an approval after the reservation expired is cancelled and the buyer told (answer and
 * e-mail).
 */
async function takeApproval(
  db: Db,
  notify: Notify,
  order: OrderRow,
  tid: string,
  actor: string,
  now: Date,
): Promise<Order> {
  const provider = paymentProvider();
  const approved = await provider.approved(db, tid, order.number);
  if (!approved) throw new HttpError(400, 'shopPaymentFailed');
  if (approved.amount !== order.total) {
    await giveBack(db, order.id, tid, approved.amount, 'amount mismatch');
    throw new HttpError(409, 'shopAmountMismatch');
  }
  const mails = await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(shopOrders)
      .set({ status: ORDER_MOVES.pay.to, paidAt: now, depositAccount: null })
      .where(
        and(eq(shopOrders.id, order.id), eq(shopOrders.status, 'PENDING'), gt(shopOrders.expiresAt, now)),
      )
      .returning();
    if (!paid) return null;
    await tx.insert(shopPayments).values({
      orderId: order.id,
      kind: 'APPROVAL',
      provider: provider.name,
      tid,
      method: approved.method,
      amount: approved.amount,
    });
    await tx.insert(shopOrderEvents).values({ orderId: order.id, status: 'PAID', actor, note: tid });
    await countSold(tx, await unitsOf(tx, order.id), 1);
    return queueOrderMail(tx, order.userId, 'paid', { number: order.number, amount: order.total });
  });
  if (mails) {
    notify(mails);
    return toOrder(db, await orderById(db, order.id));
  }

  const [approval] = await db
    .select({ tid: shopPayments.tid })
    .from(shopPayments)
    .where(and(eq(shopPayments.orderId, order.id), eq(shopPayments.kind, 'APPROVAL')));
  if (approval?.tid === tid) return toOrder(db, await orderById(db, order.id));
  // paid by another approval, or too late: this money goes back
  await giveBack(db, order.id, tid, approved.amount, 'not taken');
  await expireOrders(db, now, order.id);
  const current = await orderById(db, order.id);
  if (current.status === 'EXPIRED') {
    notify(
      await queueOrderMail(db, order.userId, 'lateApproval', {
        number: order.number,
        amount: approved.amount,
      }),
    );
    throw new HttpError(409, 'shopOrderExpired');
  }
  throw new HttpError(409, 'shopOrderStateConflict');
}

/** The buyer's payment window approved `tid` (card, easy pay). */
export async function payOrder(
  db: Db,
  notify: Notify,
  userId: string,
  orderId: string,
  tid: string,
  now = new Date(),
): Promise<Order> {
  return takeApproval(db, notify, await ownOrder(db, userId, orderId), tid, 'buyer', now);
}

/**
 * The window issued a virtual account under `tid` (bank transfer): the order keeps its reservation until
 * the deposit's deadline (DEPOSIT_HOURS) and shows the account; the deposit, not this, pays it
 * (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md).
 */
export async function registerDeposit(
  db: Db,
  notify: Notify,
  userId: string,
  orderId: string,
  tid: string,
  now = new Date(),
): Promise<Order> {
  const order = await ownOrder(db, userId, orderId);
  const provider = paymentProvider();
  const issued = await provider.issued(db, tid, order.number);
  if (!issued || order.payMethod !== 'BANK') throw new HttpError(400, 'shopPaymentFailed');
  if (issued.amount !== order.total) {
    await giveBack(db, order.id, tid, issued.amount, 'amount mismatch');
    throw new HttpError(409, 'shopAmountMismatch');
  }
  if (order.depositTid === tid) return toOrder(db, order);
  const mails = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(shopOrders)
      .set({
        depositTid: tid,
        depositAccount: issued.account,
        expiresAt: new Date(now.getTime() + DEPOSIT_HOURS * 3_600_000),
      })
      .where(
        and(
          eq(shopOrders.id, orderId),
          eq(shopOrders.status, 'PENDING'),
          gt(shopOrders.expiresAt, now),
          isNull(shopOrders.depositTid),
        ),
      )
      .returning();
    if (!row) return null;
    await tx
      .insert(shopOrderEvents)
      .values({ orderId, status: 'PENDING', actor: 'buyer', note: issued.account });
    return queueOrderMail(tx, userId, 'depositIssued', {
      number: order.number,
      amount: order.total,
      detail: issued.account,
    });
  });
  if (!mails) {
    await giveBack(db, order.id, tid, issued.amount, 'not taken');
    throw new HttpError(409, 'shopOrderStateConflict');
  }
  notify(mails);
  return toOrder(db, await orderById(db, orderId));
}

/**
 * The bank transfer arrived — a manager confirms it, or the gateway's deposit notice tells it (`actor`
 * `manager:<name>` or `gateway`): the gateway records the deposit, then the order is paid as by any
 * approval (an expired order is refused and its deposit cancelled).
 */
export async function confirmDeposit(
  db: Db,
  notify: Notify,
  orderId: string,
  actor: string,
  now = new Date(),
): Promise<Order> {
  const order = await orderById(db, orderId);
  if (!order.depositTid) throw new HttpError(409, 'shopDepositNotIssued');
  if (order.status !== 'PENDING') throw new HttpError(409, 'shopOrderStateConflict');
  await paymentProvider().confirmDeposit(db, order.depositTid);
  return takeApproval(db, notify, order, order.depositTid, actor, now);
}
