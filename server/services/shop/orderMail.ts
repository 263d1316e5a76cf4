import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/index.ts';
import { outbox, users } from '#server/db/schema/index.ts';

export type OrderMailEvent =
  | 'paid'
  | 'depositIssued'
  | 'cancelled'
  | 'lateApproval'
  | 'preparing'
  | 'shipped'
  | 'delivered'
  | 'confirmed'
  | 'returnRequested'
  | 'returned'
  | 'refunded';

interface Facts {
  number: string;
  amount: number;
  /** The virtual account (depositIssued) or the carrier and tracking number (shipped). */
  detail?: string;
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const krw = (amount: number) => `KRW ${amount.toLocaleString('en-US')}`;

/** Each mail in Korean first, English below (members choose no mail language; buyers abroad shop too). */
const MAILS: Record<OrderMailEvent, { subject: [string, string]; body: (f: Facts) => [string, string] }> = {
  paid: {
    subject: ['결제가 완료되었습니다', 'Payment received'],
    body: (f) => [
      `주문번호 ${f.number}의 결제 ${won(f.amount)}이 완료되었습니다.`,
      `Order ${f.number}: ${krw(f.amount)} paid.`,
    ],
  },
  depositIssued: {
    subject: ['입금하실 가상계좌가 발급되었습니다', 'Your virtual account for the bank transfer'],
    body: (f) => [
      `주문번호 ${f.number}: ${f.detail ?? ''} 계좌로 ${won(f.amount)}을 24시간 안에 입금해주세요.`,
      `Order ${f.number}: please transfer ${krw(f.amount)} to ${f.detail ?? ''} within 24 hours.`,
    ],
  },
  cancelled: {
    subject: ['주문이 취소되었습니다', 'Order cancelled'],
    body: (f) => [
      `주문번호 ${f.number}이 취소되었습니다. 환불 금액: ${won(f.amount)}.`,
      `Order ${f.number} was cancelled. Refund: ${krw(f.amount)}.`,
    ],
  },
  lateApproval: {
    subject: ['결제 시간이 지나 결제를 취소했습니다', 'Payment too late: cancelled'],
    body: (f) => [
      `주문번호 ${f.number}은 결제 시간이 지나 취소되었습니다. 승인된 ${won(f.amount)}은 결제 취소되었습니다.`,
      `Order ${f.number} had expired; the ${krw(f.amount)} approved was cancelled.`,
    ],
  },
  preparing: {
    subject: ['상품을 준비하고 있습니다', 'Your order is being prepared'],
    body: (f) => [`주문번호 ${f.number}의 상품을 준비하고 있습니다.`, `Order ${f.number} is being prepared.`],
  },
  shipped: {
    subject: ['상품이 발송되었습니다', 'Your order has shipped'],
    body: (f) => [
      `주문번호 ${f.number}이 발송되었습니다. ${f.detail ?? ''}`,
      `Order ${f.number} has shipped. ${f.detail ?? ''}`,
    ],
  },
  delivered: {
    subject: ['배송이 완료되었습니다', 'Delivered'],
    body: (f) => [
      `주문번호 ${f.number}의 배송이 완료되었습니다. 7일 안에 구매확정 또는 반품신청을 할 수 있습니다.`,
      `Order ${f.number} was delivered. You may confirm it or ask for a return within 7 days.`,
    ],
  },
  confirmed: {
    subject: ['구매가 확정되었습니다', 'Purchase confirmed'],
    body: (f) => [`주문번호 ${f.number}의 구매가 확정되었습니다.`, `Order ${f.number} is confirmed.`],
  },
  returnRequested: {
    subject: ['반품 신청이 접수되었습니다', 'Return requested'],
    body: (f) => [
      `주문번호 ${f.number}의 반품 신청이 접수되었습니다.`,
      `We received your return request for order ${f.number}.`,
    ],
  },
  returned: {
    subject: ['반품 상품이 도착했습니다', 'Return received'],
    body: (f) => [
      `주문번호 ${f.number}의 반품 상품이 도착했습니다. 확인 후 환불해드립니다.`,
      `The items of order ${f.number} came back; the refund follows.`,
    ],
  },
  refunded: {
    subject: ['환불되었습니다', 'Refunded'],
    body: (f) => [
      `주문번호 ${f.number}에서 ${won(f.amount)}이 환불되었습니다.`,
      `Order ${f.number}: ${krw(f.amount)} refunded.`,
    ],
  },
};

/**
 * Queues the buyer's e-mail about an order in the caller's transaction (so what was acknowledged is what
 * gets told); the shop's notifier delivers it after the commit. A buyer without an e-mail gets none.
 */
export async function queueOrderMail(
  db: Db,
  userId: string,
  event: OrderMailEvent,
  facts: Facts,
): Promise<string[]> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user?.email) return [];
  const mail = MAILS[event];
  const [ko, en] = mail.body(facts);
  const [row] = await db
    .insert(outbox)
    .values({
      channel: 'email',
      to: user.email,
      subject: `[서울어워드 쇼핑몰] ${mail.subject[0]} / ${mail.subject[1]}`,
      body: `${ko}\n\n${en}`,
    })
    .returning({ id: outbox.id });
  return row ? [row.id] : [];
}
