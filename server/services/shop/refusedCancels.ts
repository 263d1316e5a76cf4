import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/index.ts';
import { auctionInvoices, shopGatewayCancels, shopOrderEvents, shopOrders } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { recordAccess, type AccessEntry } from '#server/services/audit.ts';
import { GATEWAY_CANCELS, tryClaimedCancel } from './gatewayCancels.ts';
import { paymentProvider, type PaymentProvider } from './payment/provider.ts';

/**
 * A cancel the gateway REFUSED is money still owed to the buyer, which no sweep tries again
 * (server/services/shop/gatewayCancels.ts). A manager of its scope settles it: tries it again now, or records
 * that the money went back another way (a bank transfer). Each is one conditional UPDATE from REFUSED in a
 * transaction with its access-log row (and, for an order, its timeline's line), so a replay or a second
 * manager at the same moment is 409 and the money is settled once.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whose cancels: an order's (scope shop), or those of the invoices of a lot (scope auction). */
export type CancelsOf = { orderId: string } | { workId: string };

/** Who acts, from where, on which record: the route's part of the access-log row. */
export type CancelActor = Pick<AccessEntry, 'actor' | 'ip' | 'subjectType'>;

function ownedBy(tx: Tx, of: CancelsOf): SQL {
  return 'orderId' in of
    ? eq(shopGatewayCancels.orderId, of.orderId)
    : inArray(
        shopGatewayCancels.invoiceId,
        tx
          .select({ id: auctionInvoices.id })
          .from(auctionInvoices)
          .where(eq(auctionInvoices.workId, of.workId)),
      );
}

async function takeRefused(
  db: Db,
  of: CancelsOf,
  cancelId: string,
  set: PgUpdateSetSource<typeof shopGatewayCancels>,
  note: string,
  who: CancelActor,
  what: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(shopGatewayCancels)
      .set(set)
      .where(
        and(eq(shopGatewayCancels.id, cancelId), ownedBy(tx, of), eq(shopGatewayCancels.outcome, 'REFUSED')),
      )
      .returning();
    if (!row) {
      const [known] = await tx
        .select({ id: shopGatewayCancels.id })
        .from(shopGatewayCancels)
        .where(and(eq(shopGatewayCancels.id, cancelId), ownedBy(tx, of)));
      throw known ? new HttpError(409, 'shopGatewayCancelNotRefused') : new HttpError(404, 'notFound');
    }
    const [order] = row.orderId
      ? await tx
          .select({ number: shopOrders.number, status: shopOrders.status })
          .from(shopOrders)
          .where(eq(shopOrders.id, row.orderId))
      : [];
    const [invoice] = row.invoiceId
      ? await tx
          .select({ number: auctionInvoices.number })
          .from(auctionInvoices)
          .where(eq(auctionInvoices.id, row.invoiceId))
      : [];
    const detail = `gateway cancel ${what}: ${row.tid} ${row.amount.toLocaleString('ko-KR')}원`;
    await recordAccess(tx, {
      ...who,
      action: 'update',
      subjectId: 'orderId' in of ? of.orderId : of.workId,
      subjectLabel: (order ?? invoice)!.number,
      reason: note,
      detail,
    });
    // the order's timeline says who settled its money and how, in the state it stays in
    if (order) {
      await tx.insert(shopOrderEvents).values({
        orderId: row.orderId!,
        status: order.status,
        actor: `manager:${who.actor.username}`,
        note: `${detail} — ${note}`,
      });
    }
    return row;
  });
}

/**
 * Tries a refused cancel again now: claimed in the manager's UPDATE (a lease, as the sweep's claim takes one,
 * so no sweep tries it meanwhile and a dead instance's claim lapses to the sweep), then asked of the gateway.
 * The gateway still checks the balance, so it never gives back twice; a refusal again leaves it REFUSED with
 * the new error, a failure leaves it owed to the sweep.
 */
export async function retryRefusedCancel(
  db: Db,
  of: CancelsOf,
  cancelId: string,
  note: string,
  who: CancelActor,
  provider: PaymentProvider = paymentProvider(),
): Promise<void> {
  const now = Date.now();
  const row = await takeRefused(
    db,
    of,
    cancelId,
    {
      outcome: null,
      doneAt: null,
      dueAt: new Date(now),
      claimedUntil: new Date(now + GATEWAY_CANCELS.leaseMs),
      attempts: sql`${shopGatewayCancels.attempts} + 1`,
    },
    note,
    who,
    'retried',
  );
  await tryClaimedCancel(db, row, provider);
}

/**
 * Records that the money of a refused cancel went back to the buyer outside the gateway: the cancel is made
 * (BY_HAND, with who and the note), so the order or the lot owes nothing more, as after the gateway's DONE.
 */
export async function settleRefusedByHand(
  db: Db,
  of: CancelsOf,
  cancelId: string,
  note: string,
  who: CancelActor,
): Promise<void> {
  await takeRefused(
    db,
    of,
    cancelId,
    { outcome: 'BY_HAND', doneAt: new Date(), settledBy: who.actor.username, settledNote: note },
    note,
    who,
    'returned by hand',
  );
}
