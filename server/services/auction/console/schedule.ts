import { and, asc, eq, isNull } from 'drizzle-orm';
import { scheduledClose } from '#domain/auction/softClose.ts';
import type { Db } from '#server/db/index.ts';
import { auctionPrograms, auctionWorks } from '#server/db/schema/index.ts';

/**
 * Lays out the closes of a program's lots after the console changed the program or its lots
 * (docs/decisions/0033-timed-auction.md): the lot at position n in lot-number order closes at firstCloseAt +
 * n × interval. A lot that has bids or a result keeps its close — bidders saw it, and soft close may have
 * moved it.
 */
export async function rescheduleCloses(db: Db, programId: string): Promise<void> {
  const [program] = await db.select().from(auctionPrograms).where(eq(auctionPrograms.id, programId));
  if (!program) return;
  const lots = await db
    .select({ id: auctionWorks.id, bidCount: auctionWorks.bidCount, result: auctionWorks.result })
    .from(auctionWorks)
    .where(eq(auctionWorks.programId, programId))
    .orderBy(asc(auctionWorks.lotNumber));
  for (const [position, lot] of lots.entries()) {
    if (lot.bidCount > 0 || lot.result !== null) continue;
    await db
      .update(auctionWorks)
      .set({ closesAt: scheduledClose(program.firstCloseAt, program.closeIntervalSeconds, position) })
      .where(and(eq(auctionWorks.id, lot.id), eq(auctionWorks.bidCount, 0), isNull(auctionWorks.result)));
  }
}
