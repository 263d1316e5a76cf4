import { and, eq, isNull, lte } from 'drizzle-orm';
import { invoiceOf } from '#domain/auction/invoice.ts';
import { reserveMet } from '#domain/auction/proxy.ts';
import type { Db } from '#server/db/index.ts';
import {
  auctionInvoices,
  auctionPrograms,
  auctionRegistrations,
  auctionWorks,
} from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { bidStateOf } from './bidState.ts';

/** A won lot is paid within 7 days of its close (Catawiki gives 3; a bank transfer here takes longer). */
export const PAYMENT_DAYS = 7;

/**
 * Closes one lot (docs/decisions/0033-timed-auction.md), idempotently: under the lot's lock, a lot already
 * closed is answered as it is; one whose (extended) close has not passed by the server's clock is refused;
 * otherwise the reserve decides SOLD or UNSOLD, and a sold lot gets its invoice (one per lot, a unique index).
 */
export async function settleWork(db: Db, workId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [work] = await tx.select().from(auctionWorks).where(eq(auctionWorks.id, workId)).for('update');
    if (!work) throw new HttpError(404, 'notFound');
    if (work.result !== null) return { workId, result: work.result, hammer: work.hammer, changed: false };
    if (now < work.closesAt) throw new HttpError(409, 'auctionNotClosedYet');
    const [program] = await tx.select().from(auctionPrograms).where(eq(auctionPrograms.id, work.programId));
    if (!program) throw new HttpError(404, 'notFound');
    const sold = reserveMet({ reserve: work.reserve }, bidStateOf(work)) && work.price !== null;
    await tx
      .update(auctionWorks)
      .set({ result: sold ? 'SOLD' : 'UNSOLD', hammer: sold ? work.price : null, settledAt: now })
      .where(eq(auctionWorks.id, workId));
    if (sold && work.price !== null && work.leaderRegistrationId) {
      const [winner] = await tx
        .select({ userId: auctionRegistrations.userId })
        .from(auctionRegistrations)
        .where(eq(auctionRegistrations.id, work.leaderRegistrationId));
      if (!winner) throw new Error('winner not found');
      await tx.insert(auctionInvoices).values({
        workId,
        registrationId: work.leaderRegistrationId,
        userId: winner.userId,
        ...invoiceOf(work.price, program.premiumBasisPoints),
        dueAt: new Date(now.getTime() + PAYMENT_DAYS * 86_400_000),
        createdAt: now,
      });
    }
    return {
      workId,
      result: sold ? ('SOLD' as const) : ('UNSOLD' as const),
      hammer: sold ? work.price : null,
      changed: true,
    };
  });
}

/** Closes every lot of the program whose close has passed; lots still open are left for later. */
export async function settleProgram(db: Db, programId: string, now = new Date()) {
  const due = await db
    .select({ id: auctionWorks.id })
    .from(auctionWorks)
    .where(
      and(
        eq(auctionWorks.programId, programId),
        isNull(auctionWorks.result),
        lte(auctionWorks.closesAt, now),
      ),
    );
  const results = [];
  for (const work of due) results.push(await settleWork(db, work.id, now));
  return results;
}

/** Every instance's minute sweep: closes lots whose time has passed (the database is the truth). */
export async function settleDueWorks(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: auctionWorks.id })
    .from(auctionWorks)
    .where(and(isNull(auctionWorks.result), lte(auctionWorks.closesAt, now)))
    .limit(100);
  for (const work of due) await settleWork(db, work.id, now);
  return due.length;
}
