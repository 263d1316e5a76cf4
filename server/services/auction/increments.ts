import { asc, sql } from 'drizzle-orm';
import { DEFAULT_INCREMENTS, incrementTableProblem, type IncrementRow } from '#domain/auction/increments.ts';
import type { Db } from '#server/db/index.ts';
import { auctionIncrements } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';

/** The increment table (domain/auction/increments.ts), ceilings ascending, the open row last. */
export async function readIncrements(db: Db): Promise<IncrementRow[]> {
  const rows = await db
    .select({ upTo: auctionIncrements.upTo, step: auctionIncrements.step })
    .from(auctionIncrements)
    .orderBy(sql`${auctionIncrements.upTo} asc nulls last`, asc(auctionIncrements.createdAt));
  // an empty table (a fresh database before the seed) bids by the default steps
  return rows.length ? rows : [...DEFAULT_INCREMENTS];
}

/** Replaces the whole table (the console edits it as one list); a table the proxy rules cannot use is refused. */
export async function replaceIncrements(db: Db, rows: readonly IncrementRow[]): Promise<IncrementRow[]> {
  const sorted = [...rows].sort((a, b) => (a.upTo ?? Infinity) - (b.upTo ?? Infinity));
  if (incrementTableProblem(sorted)) {
    throw new HttpError(400, 'auctionIncrementsInvalid', { rows: 'auctionIncrementsInvalid' });
  }
  await db.transaction(async (tx) => {
    await tx.delete(auctionIncrements);
    await tx.insert(auctionIncrements).values(sorted.map((row) => ({ upTo: row.upTo, step: row.step })));
  });
  return sorted;
}
