import { and, eq } from 'drizzle-orm';
import { placeBid } from '#domain/auction/proxy.ts';
import { closeAfterBid } from '#domain/auction/softClose.ts';
import type { Db } from '#server/db/index.ts';
import { auctionBids, auctionPrograms, auctionRegistrations, auctionWorks } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { readIncrements } from './increments.ts';
import { liveOf } from './live.ts';
import { lotUrl, queueOutbidMail } from './mail.ts';

const won = (amount: number) => `₩${amount.toLocaleString('en-US')}`;

/** The server's clock. A parameter only so tests can read it; the client's clock never counts. */
export type Clock = () => Date;

/**
 * One bid (docs/decisions/0033-timed-auction.md): one transaction that locks the lot's row, reads the clock
 * after the lock (a bid that waited for the lock is timed when it is decided), checks the bidder's approved
 * registration, runs the proxy rules, numbers the bid, extends a soft close and queues the outbid e-mail (in
 * the outbid bidder's language, with a link under `publicUrl`).
 * Concurrent bids on one lot wait for each other; bids on other lots do not.
 */
export async function placeAuctionBid(
  db: Db,
  userId: string,
  workId: string,
  max: number,
  publicUrl: string,
  clock: Clock = () => new Date(),
) {
  return db.transaction(async (tx) => {
    const [work] = await tx.select().from(auctionWorks).where(eq(auctionWorks.id, workId)).for('update');
    if (!work) throw new HttpError(404, 'notFound');
    const [program] = await tx.select().from(auctionPrograms).where(eq(auctionPrograms.id, work.programId));
    if (!program?.shows) throw new HttpError(404, 'notFound');
    const [registration] = await tx
      .select()
      .from(auctionRegistrations)
      .where(and(eq(auctionRegistrations.programId, program.id), eq(auctionRegistrations.userId, userId)));
    if (!registration) throw new HttpError(403, 'auctionRegistrationRequired');
    if (registration.status === 'PENDING') throw new HttpError(403, 'auctionRegistrationPending');
    if (registration.status === 'REJECTED') throw new HttpError(403, 'auctionRegistrationRejected');

    const now = clock();
    if (now < program.opensAt) throw new HttpError(403, 'auctionLotNotOpen');
    if (work.result !== null || now >= work.closesAt) throw new HttpError(403, 'auctionLotClosed');

    const increments = await readIncrements(tx);
    const pricing = { startPrice: work.startPrice, reserve: work.reserve, increments };
    const previousLeader = work.leaderRegistrationId;
    const outcome = placeBid(
      pricing,
      {
        leader:
          previousLeader && work.leaderMax !== null
            ? { bidderId: previousLeader, max: work.leaderMax }
            : null,
        runnerUp: work.runnerUpMax,
        price: work.price,
      },
      { bidderId: registration.id, max },
    );
    if (!outcome.accepted) {
      const code = outcome.reason === 'belowMinimum' ? 'auctionBidBelowMinimum' : 'auctionBidNotAboveOwnMax';
      throw new HttpError(400, code, { max: code }, won(outcome.minimum));
    }

    const { state } = outcome;
    const closesAt = closeAfterBid(work.closesAt, now, {
      windowSeconds: program.softCloseWindowSeconds,
      extensionSeconds: program.softCloseExtensionSeconds,
    });
    const seq = work.lastSeq + 1;
    const [bid] = await tx
      .insert(auctionBids)
      .values({
        workId,
        registrationId: registration.id,
        seq,
        max,
        price: state.price,
        leading: outcome.leading,
        closesAt,
        createdAt: now,
      })
      .returning();
    const [updated] = await tx
      .update(auctionWorks)
      .set({
        price: state.price,
        leaderRegistrationId: state.leader.bidderId,
        leaderMax: state.leader.max,
        runnerUpMax: state.runnerUp,
        bidCount: work.bidCount + 1,
        lastSeq: seq,
        closesAt,
      })
      .where(eq(auctionWorks.id, workId))
      .returning();
    if (!bid || !updated) throw new Error('bid not stored');

    const mail =
      outcome.leaderChanged && previousLeader && previousLeader !== registration.id
        ? await queueOutbidMail(tx, previousLeader, {
            title: work.title,
            lotNumber: work.lotNumber,
            price: state.price,
            url: lotUrl(publicUrl, workId),
          })
        : [];
    const [leaderRow] = await tx
      .select({ paddle: auctionRegistrations.paddle })
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.id, state.leader.bidderId));
    return {
      /** Outbox rows to deliver after the commit. */
      mail,
      bid: {
        _id: bid.id,
        seq,
        max,
        price: state.price,
        leading: outcome.leading,
        createdAt: now.toISOString(),
      },
      lot: liveOf(updated, program.opensAt, leaderRow?.paddle ?? null, increments, now),
    };
  });
}
