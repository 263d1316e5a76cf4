import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/index.ts';
import { loyaltyJobs } from '#server/db/schema/index.ts';

/** Longer than a run takes; a dead instance's run is taken again after it. */
const LEASE_MS = 10 * 60_000;

/**
 * Runs `job` once for (`kind`, `period`) however many instances call it (docs/decisions/0041-loyalty-points-coupons-levels.md):
 * the row is created once, claimed by one conditional UPDATE for a lease, and marked done by the run. A
 * finished period is never run again; `job` answers what it did (stored as the row's result). Answers
 * null when another instance has it or it is done.
 */
export async function runOnce(
  db: Db,
  kind: string,
  period: string,
  now: Date,
  job: () => Promise<number>,
): Promise<number | null> {
  await db.insert(loyaltyJobs).values({ kind, period }).onConflictDoNothing();
  const [claimed] = await db
    .update(loyaltyJobs)
    .set({ claimedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(loyaltyJobs.kind, kind),
        eq(loyaltyJobs.period, period),
        isNull(loyaltyJobs.doneAt),
        or(isNull(loyaltyJobs.claimedUntil), lte(loyaltyJobs.claimedUntil, now)),
      ),
    )
    .returning({ kind: loyaltyJobs.kind });
  if (!claimed) return null;
  const result = await job();
  await db
    .update(loyaltyJobs)
    .set({ doneAt: sql`now()`, result })
    .where(and(eq(loyaltyJobs.kind, kind), eq(loyaltyJobs.period, period)));
  return result;
}
