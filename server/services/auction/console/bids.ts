import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { replayBids } from '#domain/auction/proxy.ts';
import type { ConsoleBid } from '#domain/schemas/auction.ts';
import type { Db } from '#server/db/index.ts';
import { auctionBids, auctionRegistrations, auctionWorks } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { cappedCount } from '#server/http/keyset.ts';
import type { ListOrder } from '#server/http/list.ts';
import { paged } from '../../export.ts';
import { readIncrements } from '../increments.ts';
import { lotUrl, queueCancelMails } from '../mail.ts';

export const BID_SORTS = ['createdAt', 'seq', 'price'] as const;
export type BidSort = (typeof BID_SORTS)[number];
const SORT_COLUMNS = {
  createdAt: auctionBids.createdAt,
  seq: auctionBids.seq,
  price: auctionBids.price,
} as const;

export interface BidFilter {
  programId?: string | undefined;
  workId?: string | undefined;
  paddle?: number | undefined;
  cancelled?: boolean | undefined;
}

const whereOf = (filter: BidFilter): SQL | undefined =>
  and(
    filter.programId ? eq(auctionWorks.programId, filter.programId) : undefined,
    filter.workId ? eq(auctionBids.workId, filter.workId) : undefined,
    filter.paddle === undefined ? undefined : eq(auctionRegistrations.paddle, filter.paddle),
    filter.cancelled === undefined
      ? undefined
      : filter.cancelled
        ? sql`${auctionBids.cancelledAt} is not null`
        : isNull(auctionBids.cancelledAt),
  );

// the bidder's maximum (auction_bids.max) is never selected: the console's log and export have no column for it
const base = (db: Db) =>
  db
    .select({
      _id: auctionBids.id,
      programId: auctionWorks.programId,
      workId: auctionBids.workId,
      lotNumber: auctionWorks.lotNumber,
      workTitle: auctionWorks.title,
      registrationId: auctionBids.registrationId,
      paddle: auctionRegistrations.paddle,
      seq: auctionBids.seq,
      price: auctionBids.price,
      leading: auctionBids.leading,
      createdAt: auctionBids.createdAt,
      cancelledAt: auctionBids.cancelledAt,
      cancelReason: auctionBids.cancelReason,
    })
    .from(auctionBids)
    .innerJoin(auctionWorks, eq(auctionWorks.id, auctionBids.workId))
    .innerJoin(auctionRegistrations, eq(auctionRegistrations.id, auctionBids.registrationId));

type Row = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number];
const recordOf = (row: Row): ConsoleBid => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

async function select(db: Db, filter: BidFilter, o: ListOrder<BidSort>, limit: number, offset: number) {
  const direction = o.order === 'ASC' ? asc : desc;
  const rows = await base(db)
    .where(whereOf(filter))
    .orderBy(direction(SORT_COLUMNS[o.sort ?? 'createdAt']), asc(auctionBids.workId), asc(auctionBids.seq))
    .limit(limit)
    .offset(offset);
  return rows.map(recordOf);
}

/**
 * Cancels one bid (docs/decisions/0033-timed-auction.md § Consequences, docs/decisions/0034-auction-console.md):
 * under the lot's lock, the bid is marked cancelled with the manager and the reason, and the lot's remaining
 * bids are replayed in their order through the domain's proxy engine from an empty lot — price, leader and
 * the private maxima come out as if the cancelled bid had never been made, and each remaining bid's price
 * and lead are rewritten to match. The close is kept (a soft-close extension bidders saw stays). A settled
 * lot is not changed. Every bidder of the lot is told by e-mail, in their language.
 */
export async function cancelBid(
  db: Db,
  bidId: string,
  reason: string,
  managerId: string,
  publicUrl: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ workId: auctionBids.workId })
      .from(auctionBids)
      .where(eq(auctionBids.id, bidId));
    if (!target) throw new HttpError(404, 'notFound');
    const [work] = await tx
      .select()
      .from(auctionWorks)
      .where(eq(auctionWorks.id, target.workId))
      .for('update');
    if (!work) throw new HttpError(404, 'notFound');
    if (work.result !== null) throw new HttpError(409, 'auctionLotSettled');
    // read again under the lock: a concurrent cancel of the same bid waited for it
    const [bid] = await tx.select().from(auctionBids).where(eq(auctionBids.id, bidId));
    if (!bid) throw new HttpError(404, 'notFound');
    if (bid.cancelledAt) throw new HttpError(409, 'auctionBidAlreadyCancelled');
    await tx
      .update(auctionBids)
      .set({ cancelledAt: now, cancelledBy: managerId, cancelReason: reason })
      .where(eq(auctionBids.id, bidId));

    const remaining = await tx
      .select()
      .from(auctionBids)
      .where(and(eq(auctionBids.workId, work.id), isNull(auctionBids.cancelledAt)))
      .orderBy(asc(auctionBids.seq));
    const pricing = {
      startPrice: work.startPrice,
      reserve: work.reserve,
      increments: await readIncrements(tx),
    };
    const { state, replayed } = replayBids(
      pricing,
      remaining.map((b) => ({ ...b, bidderId: b.registrationId })),
    );
    for (const { bid: earlier, price, leading } of replayed) {
      if (price !== earlier.price || leading !== earlier.leading) {
        await tx.update(auctionBids).set({ price, leading }).where(eq(auctionBids.id, earlier.id));
      }
    }
    const [updated] = await tx
      .update(auctionWorks)
      .set({
        price: state.price,
        leaderRegistrationId: state.leader?.bidderId ?? null,
        leaderMax: state.leader?.max ?? null,
        runnerUpMax: state.runnerUp,
        bidCount: remaining.length,
      })
      .where(eq(auctionWorks.id, work.id))
      .returning();
    if (!updated) throw new Error('lot not updated');

    const others = [...new Set(remaining.map((b) => b.registrationId))].filter(
      (id) => id !== bid.registrationId,
    );
    const mail = await queueCancelMails(
      tx,
      { title: work.title, lotNumber: work.lotNumber, price: state.price, url: lotUrl(publicUrl, work.id) },
      { registrationId: bid.registrationId, reason },
      others,
      state.leader?.bidderId ?? null,
    );
    const [record] = await base(tx).where(eq(auctionBids.id, bidId));
    return { bid: recordOf(record!), workId: work.id, mail };
  });
}

/** The console's bid log (`/api/console/auction/bids`), newest first, cancelled bids with their reason. */
export const bidService = {
  sorts: BID_SORTS as unknown as [BidSort, ...BidSort[]],
  async list(
    db: Db,
    query: BidFilter & ListOrder<BidSort> & { limit: number; offset: number; countCap?: number | undefined },
  ) {
    const where = whereOf(query);
    // counted up to a cap (docs/decisions/0048-capped-list-totals.md): a hot lot's bids only grow
    const [bids, counted] = await Promise.all([
      select(db, query, query, query.limit, query.offset),
      cappedCount(db, {
        rows: db
          .select({ one: sql`1` })
          .from(auctionBids)
          .innerJoin(auctionWorks, eq(auctionWorks.id, auctionBids.workId))
          .innerJoin(auctionRegistrations, eq(auctionRegistrations.id, auctionBids.registrationId))
          .where(where),
        table: auctionBids,
        filtered: where !== undefined,
        cap: query.countCap,
      }),
    ]);
    return { bids, total: counted.total, totalEstimated: counted.estimated };
  },
  each(db: Db, filter: BidFilter, o: ListOrder<BidSort>) {
    return paged((offset, limit) => select(db, filter, o, limit, offset));
  },
};
