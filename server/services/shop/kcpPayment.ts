import { eq } from 'drizzle-orm';
import type { Order, PayMethod } from '#domain/schemas/shopOrder.ts';
import type { Db } from '#server/db/index.ts';
import { shopOrderLines, shopOrders, users } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { ownOrder } from './orderRead.ts';
import { confirmDeposit, payOrder, registerDeposit, type Notify } from './payment.ts';
import type { KcpNotice, KcpPaymentProvider, KcpWindowRequest } from './payment/kcp.ts';
import { readKcpDeposit } from './payment/kcp.ts';
import { paymentProvider } from './payment/provider.ts';

/** The configured provider when it is KCP's (PAYMENT_PROVIDER=kcp), else 404: the routes below are KCP's only. */
function kcp(): KcpPaymentProvider {
  const provider = paymentProvider();
  if (provider.name !== 'kcp') throw new HttpError(404, 'notFound');
  return provider as KcpPaymentProvider;
}

/** The fields of KCP's window for the member's unpaid order. */
export async function kcpWindowFor(db: Db, userId: string, orderId: string): Promise<KcpWindowRequest> {
  const provider = kcp();
  const order = await ownOrder(db, userId, orderId);
  if (order.status !== 'PENDING') throw new HttpError(409, 'shopOrderStateConflict');
  const lines = await db
    .select({ name: shopOrderLines.productName })
    .from(shopOrderLines)
    .where(eq(shopOrderLines.orderId, order.id));
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const first = lines[0]?.name ?? order.number;
  return provider.window({
    number: order.number,
    total: order.total,
    payMethod: order.payMethod as PayMethod,
    goodName: lines.length > 1 ? `${first} 외 ${lines.length - 1}건` : first,
    buyerName: order.recipient,
    buyerPhone: order.phone,
    buyerEmail: user?.email ?? '',
  });
}

/**
 * KCP's window answered the order (the page hands over its encrypted result): the shop approves it with
 * KCP for the frozen total, then takes it as any approval — a card pays the order, a virtual account
 * waits for its deposit (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md).
 */
export async function payWithKcp(
  db: Db,
  notify: Notify,
  userId: string,
  orderId: string,
  window: { enc_data: string; enc_info: string; tran_cd: string },
): Promise<Order> {
  const provider = kcp();
  const order = await ownOrder(db, userId, orderId);
  const approved = await provider.approve(db, window, order);
  if (!approved) throw new HttpError(400, 'shopPaymentFailed');
  return approved.account
    ? registerDeposit(db, notify, userId, orderId, approved.tid)
    : payOrder(db, notify, userId, orderId, approved.tid);
}

/**
 * KCP's common notification (공통통보). Only KCP's addresses and our site code are heard; a deposit (TX00)
 * for the order's virtual account pays it once (a repeated notice answers 0000 again, as KCP resends
 * until it reads 0000). Answers whether KCP may stop resending.
 */
export async function kcpNotice(
  db: Db,
  notify: Notify,
  sourceIp: string,
  notice: KcpNotice,
): Promise<{ status: 200 | 403; ok: boolean }> {
  const deposit = readKcpDeposit(kcp().notices, sourceIp, notice);
  if (deposit === 'FOREIGN') return { status: 403, ok: false };
  if (deposit === 'OTHER') return { status: 200, ok: true };
  if (deposit === 'INVALID') return { status: 200, ok: false };
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.number, deposit.orderNumber));
  if (!order || order.depositTid !== deposit.tid || deposit.amount !== order.total) {
    return { status: 200, ok: false };
  }
  if (order.status !== 'PENDING') return { status: 200, ok: true };
  try {
    await confirmDeposit(db, notify, order.id, 'gateway');
    return { status: 200, ok: true };
  } catch (error) {
    // expired: the deposit went back at the gateway (takeApproval), nothing more to do
    if (error instanceof HttpError && error.status === 409) return { status: 200, ok: true };
    throw error;
  }
}
