import { asc, eq } from 'drizzle-orm';
import type { ProgramMonitor } from '#domain/schemas/auction.ts';
import type { Db } from '#server/db/index.ts';
import { auctionPrograms, auctionWorks } from '#server/db/schema/index.ts';
import { readIncrements } from '../increments.ts';
import { liveOf, liveRows } from '../live.ts';

/**
 * The live monitor of a program (docs/decisions/0034-auction-console.md): each lot's public state (price,
 * bids, leader's paddle, close by the server's clock) with the hidden reserve and the result; no maximum.
 * Null when there is no such program.
 */
export async function programMonitor(
  db: Db,
  programId: string,
  now = new Date(),
): Promise<ProgramMonitor | null> {
  const [program] = await db
    .select({ id: auctionPrograms.id })
    .from(auctionPrograms)
    .where(eq(auctionPrograms.id, programId));
  if (!program) return null;
  const [rows, increments] = await Promise.all([
    liveRows(db).where(eq(auctionWorks.programId, programId)).orderBy(asc(auctionWorks.lotNumber)),
    readIncrements(db),
  ]);
  return {
    lots: rows.map(({ work, opensAt, leaderPaddle }) => ({
      _id: work.id,
      lotNumber: work.lotNumber,
      title: work.title,
      live: liveOf(work, opensAt, leaderPaddle, increments, now),
      reserveAmount: work.reserve,
      result: work.result,
      hammer: work.hammer,
    })),
    serverNow: now.toISOString(),
  };
}
