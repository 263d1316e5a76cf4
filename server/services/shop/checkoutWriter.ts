import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { seoulYmd } from '#domain/format.ts';
import type { CheckoutInput } from '#domain/schemas/shopOrder.ts';
import { ORDER_PAY_MINUTES, UNPAID_ORDERS_MAX } from '#domain/shop/orderStatus.ts';
import { discountShares } from '#domain/shop/paidShares.ts';
import { orderTotals, type PricedProduct } from '#domain/shop/pricing.ts';
import { grouped, HOT_GROUP_LIMITS, RefusedInGroup } from '#server/db/grouped.ts';
import type { Db } from '#server/db/index.ts';
import { preparedPerDb } from '#server/db/prepared.ts';
import { shopPayments } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { applyLoyalty, type MemberLevel } from '#server/services/loyalty/checkout.ts';
import { queueOrderMail } from './orderMail.ts';
import { writeOrders } from './orderWrite.ts';
import type { Saleable } from './saleable.ts';
import { countSold, retakeUnclaimed } from './stock.ts';

/** The approval of an order paid in full by points and coupons: no gateway, nothing to cancel there. */
export const POINTS_PROVIDER = 'points';

/** A checkout priced and holding its units, ready to become an order. */
export interface Checkout {
  userId: string;
  input: CheckoutInput;
  priced: readonly (CheckoutInput['lines'][number] & {
    option: Saleable;
    unitPrice: number;
    product: PricedProduct;
  })[];
  /** The lines in option-id order, as their units were held. */
  byOption: readonly CheckoutInput['lines'][number][];
  holds: readonly string[];
  termUpdatedAt: Date | null;
  level: MemberLevel;
  now: Date;
}

const tooManyUnpaid = () => new HttpError(409, 'shopTooManyUnpaid');

/** "Sold out" on the line `index` of the checkout. */
export const soldOut = (index: number) =>
  new HttpError(409, 'shopSoldOut', { [`lines.${index}.optionId`]: 'shopSoldOut' });

/** `20261126` and eight random digits: what the buyer and the gateway see, not guessable in sequence. */
function orderNumber(now: Date): string {
  return `${seoulYmd(now).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * Writes the order of a checkout. Checkouts that arrive while others are being written go together, in one
 * transaction whose orders are one statement (server/db/grouped.ts; docs/decisions/0064-orders-written-in-groups.md):
 * a hundred winners of a hot product no longer queue one transaction after the other for the pool's
 * connections, each paying four round trips to an event loop serving every other buyer. A group that fails
 * is rolled back whole. A member who already had the most unpaid orders is refused and the others are
 * written again as a group; any other refusal (a coupon used meanwhile, a hold the sweep took back, a
 * member's own checkouts of one group past the cap) has them written again one by one, so each is answered
 * with its own refusal.
 */
export const orderWriterOf = preparedPerDb((db) =>
  grouped((checkouts: readonly Checkout[]) => writeCheckouts(db, checkouts), HOT_GROUP_LIMITS),
);

async function writeCheckouts(db: Db, checkouts: readonly Checkout[]) {
  return db.transaction(async (tx) => {
    await lockMembers(
      tx,
      checkouts.map((c) => c.userId),
    );
    const planned = [];
    // one after the other: two checkouts of one member spend from one wallet
    for (const checkout of checkouts) planned.push(await planOrder(tx, checkout));
    const written = await writeOrders(
      tx,
      planned.map((p) => p.order),
    );
    // counted in the statement's snapshot, after the members' lock: a member who already had the most is
    // refused whatever the group does, and the others are written again as a group without them
    const atLimit = new Map(
      written.flatMap((w, i) => (w.counted >= UNPAID_ORDERS_MAX ? [[i, tooManyUnpaid()] as const] : [])),
    );
    if (atLimit.size > 0) throw new RefusedInGroup(atLimit);
    const answers = [];
    for (const [i, checkout] of checkouts.entries()) {
      const { order, lines, events, claimed, counted } = written[i]!;
      // with this group's earlier orders of the member: that refusal depends on the others being written, so
      // the whole group is undone and written one by one
      const earlier = checkouts.slice(0, i).filter((c) => c.userId === checkout.userId).length;
      if (counted + earlier >= UNPAID_ORDERS_MAX) throw tooManyUnpaid();
      await planned[i]!.loyalty.commit(order.id);
      const gone = await retakeUnclaimed(tx, claimed, checkout.holds.length, checkout.byOption);
      if (gone >= 0) throw soldOut(checkout.input.lines.indexOf(checkout.byOption[gone]!));
      // the answer is made from the rows written here, ordered as toOrders reads them: no read back
      lines.sort((a, b) => (a.id < b.id ? -1 : 1));
      if (order.status !== 'PAID') {
        answers.push({ order, lines, events, payments: [], mails: [] });
        continue;
      }
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
      const mails = await queueOrderMail(tx, checkout.userId, 'paid', { number: order.number, amount: 0 });
      answers.push({ order, lines, events, payments, mails });
    }
    return answers;
  });
}

/**
 * A member with UNPAID_ORDERS_MAX unpaid orders still open is refused another (docs/decisions/0054-stock-holds-and-prepared-hot-reads.md § Decision):
 * the orders' transaction first takes a lock of each member, in one order, so concurrent checkouts of one
 * member count one after the other, and counts in its write's statement, whose snapshot is taken after the
 * locks: a count in the locking statement would miss the order the transaction it waited for has just
 * committed.
 */
async function lockMembers(tx: Db, userIds: readonly string[]) {
  const keys = sql.join(
    [...new Set(userIds)].sort().map((id) => sql`(${`shop-order:${id}`})`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(k.key, 0))
      from (select key from (values ${keys}) as v(key) order by key) as k`,
  );
}

/** The checkout's loyalty applied and its order's rows, totals computed here and frozen on the order. */
async function planOrder(tx: Db, checkout: Checkout) {
  const { priced, input, now } = checkout;
  const loyalty = await applyLoyalty(
    tx,
    checkout.userId,
    priced.map((l) => ({
      optionId: l.optionId,
      productId: l.option.productId,
      categoryId: l.option.product.categoryId,
      amount: l.unitPrice * l.quantity,
    })),
    orderTotals(priced),
    input,
    now,
    checkout.level,
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
  const order = {
    order: {
      number: orderNumber(now),
      userId: checkout.userId,
      status: free ? ('PAID' as const) : ('PENDING' as const),
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
      termsVersion: checkout.termUpdatedAt?.toISOString() ?? null,
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
    event: { status: free ? ('PAID' as const) : ('PENDING' as const), actor: 'buyer' },
    optionIds: checkout.byOption.map((l) => l.optionId),
    holds: checkout.holds,
    now,
  };
  return { order, loyalty };
}
