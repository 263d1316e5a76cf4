import type { Db } from '#server/db/index.ts';
import { outbox, users } from '#server/db/schema/index.ts';
import { eq } from 'drizzle-orm';

type Event = 'paid' | 'cancelled' | 'lateApproval';

const SUBJECTS: Record<Event, string> = {
  paid: '[서울어워드 쇼핑몰] 결제가 완료되었습니다',
  cancelled: '[서울어워드 쇼핑몰] 주문이 취소되고 환불되었습니다',
  lateApproval: '[서울어워드 쇼핑몰] 결제 시간이 지나 결제를 취소했습니다',
};

const BODIES: Record<Event, (number: string, amount: number) => string> = {
  paid: (n, a) => `주문번호 ${n}의 결제 ${a.toLocaleString('ko-KR')}원이 완료되었습니다.`,
  cancelled: (n, a) => `주문번호 ${n}이 취소되었습니다. 환불 금액: ${a.toLocaleString('ko-KR')}원.`,
  lateApproval: (n, a) =>
    `주문번호 ${n}은 결제 시간(15분)이 지나 취소되었습니다. 승인된 ${a.toLocaleString('ko-KR')}원은 결제 취소되었습니다.`,
};

/**
 * Queues the buyer's e-mail about an order in the caller's transaction (so what was acknowledged is what
 * gets told); the shop's notifier delivers it after the commit. A buyer without an e-mail gets none.
 */
export async function queueOrderMail(
  db: Db,
  userId: string,
  event: Event,
  order: { number: string; amount: number },
): Promise<string[]> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user?.email) return [];
  const [row] = await db
    .insert(outbox)
    .values({
      channel: 'email',
      to: user.email,
      subject: SUBJECTS[event],
      body: BODIES[event](order.number, order.amount),
    })
    .returning({ id: outbox.id });
  return row ? [row.id] : [];
}
