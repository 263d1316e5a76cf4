import { and, asc, eq } from 'drizzle-orm';
import {
  applications,
  applicationStatusChanges,
  drawPlacements,
  outbox,
  roundDraws,
  schedules,
} from '#server/db/schema/index.ts';
import { drawNotifications } from './notices.ts';
import type { Actor, Tx } from './settings.ts';

/**
 * 포기 (docs/decisions/0028-verifiable-draw.md § Decision): when a winner gives up, the reserve of the same
 * cell with the lowest number still waiting (status RESERVE) becomes WON in the same transaction, with its
 * history row; once results are announced the promoted applicant is told through the outbox. Returns the
 * outbox ids to deliver (none when nobody waits or before the announcement).
 */
export async function promoteNextReserve(
  tx: Tx,
  gaveUpId: string,
  by: Actor,
  receiptNo: string,
): Promise<string[]> {
  const [given] = await tx.select().from(drawPlacements).where(eq(drawPlacements.applicationId, gaveUpId));
  if (!given) return [];
  const [next] = await tx
    .select({
      id: applications.id,
      name: applications.name,
      phone: applications.phone,
      email: applications.email,
      receiptNo: applications.receiptNo,
      reserveNo: drawPlacements.reserveNo,
    })
    .from(drawPlacements)
    .innerJoin(applications, eq(applications.id, drawPlacements.applicationId))
    .where(
      and(
        eq(drawPlacements.scheduleId, given.scheduleId),
        eq(drawPlacements.unitType, given.unitType),
        eq(drawPlacements.supplyType, given.supplyType),
        eq(drawPlacements.category, given.category),
        eq(drawPlacements.outcome, 'RESERVE'),
        eq(applications.status, 'RESERVE'),
      ),
    )
    .orderBy(asc(drawPlacements.reserveNo))
    .limit(1)
    .for('update');
  if (!next) return [];
  const now = new Date();
  await tx
    .update(applications)
    .set({ status: 'WON', statusChangedAt: now })
    .where(eq(applications.id, next.id));
  await tx.update(drawPlacements).set({ promotedAt: now }).where(eq(drawPlacements.applicationId, next.id));
  await tx.insert(applicationStatusChanges).values({
    applicationId: next.id,
    fromStatus: 'RESERVE',
    toStatus: 'WON',
    note: `예비 ${next.reserveNo}번 승격 (${receiptNo} 포기)`,
    actorId: by.actor._id,
    actorUsername: by.actor.username,
    createdAt: now,
  });
  const [round] = await tx
    .select({ round: schedules.round, announceAt: roundDraws.announceAt })
    .from(roundDraws)
    .innerJoin(schedules, eq(schedules.id, roundDraws.scheduleId))
    .where(eq(roundDraws.scheduleId, given.scheduleId));
  if (!round?.announceAt || round.announceAt > now) return [];
  const rows = drawNotifications(
    { kind: 'PROMOTED', unitType: given.unitType },
    { ...next, round: round.round },
  );
  const inserted = await tx.insert(outbox).values(rows).returning({ id: outbox.id });
  return inserted.map((r) => r.id);
}
