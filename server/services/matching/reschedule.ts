import { and, eq } from 'drizzle-orm';
import { meetingEnded, meetingEndsAt } from '#domain/matching/offer.ts';
import { isFairSlot, slotStart } from '#domain/matching/slots.ts';
import type { RescheduleAnswer } from '#domain/schemas/matchingAgenda.ts';
import type { Db } from '../../db/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { matchingReschedules, matchings } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { findFair } from './fairs.ts';
import {
  conflictOf,
  joinedRow,
  lockedRow,
  queueMails,
  recordEvent,
  slotTaken,
  type MatchingChange,
  type MatchingContext,
} from './offers.ts';
import { scheduleReminders } from './reminders.ts';
import { bookedSlots } from './schedules.ts';

/**
 * Moving a confirmed meeting (docs/decisions/0039-agenda-feed-and-reschedule.md): one party proposes another
 * free slot of the fair, the other accepts — the meeting moves, its invite's SEQUENCE grows, reminders follow
 * the new time and both get the updated invite — or declines, and the meeting stays. Every refusal about a
 * slot names it. The matching row is locked for each step; the partial unique indexes settle the rest (two
 * open proposals on one meeting, two meetings moved into one party's same slot).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const named = (slot: string) => `${slot.replace('T', ' ')} KST`;

/** The member's side of the matching; 404 for a stranger's. */
function roleOf(row: { matching: { buyerId: string; sellerId: string } }, userId: string) {
  if (row.matching.buyerId === userId) return 'BUYER' as const;
  if (row.matching.sellerId === userId) return 'SELLER' as const;
  throw new HttpError(404, 'notFound');
}

/**
 * Refuses a meeting that is over (docs/decisions/0051-an-ended-meeting-is-past.md), then a slot it cannot
 * move to (naming it): not in the grid, the same, past, or busy.
 */
async function checkFree(
  tx: Tx,
  m: { fairId: string; buyerId: string; sellerId: string; confirmedSlot: string | null },
  slot: string,
  now: Date,
): Promise<void> {
  const fair = await findFair(tx as unknown as Db, m.fairId);
  const endsAt = fair && meetingEndsAt(m.confirmedSlot, fair.slotMinutes);
  if (meetingEnded({ status: 'CONFIRMED', endsAt }, now)) throw new HttpError(409, 'matchingMeetingEnded');
  if (!fair || !isFairSlot(fair, slot))
    throw new HttpError(400, 'rescheduleNotFairSlot', { slot: 'rescheduleNotFairSlot' }, named(slot));
  if (slot === m.confirmedSlot) throw new HttpError(409, 'rescheduleSameSlot', undefined, named(slot));
  if (slotStart(slot) <= now) throw new HttpError(409, 'rescheduleSlotPast', undefined, named(slot));
  const [buyer, seller] = await Promise.all([
    bookedSlots(tx, m.fairId, m.buyerId),
    bookedSlots(tx, m.fairId, m.sellerId),
  ]);
  if (buyer.includes(slot) || seller.includes(slot)) throw slotTaken([slot]);
}

export async function proposeReschedule(
  db: Db,
  ctx: MatchingContext,
  userId: string,
  id: string,
  slot: string,
  now = new Date(),
): Promise<MatchingChange> {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockedRow(tx, id);
      if (!row) throw new HttpError(404, 'notFound');
      const role = roleOf(row, userId);
      const m = row.matching;
      if (m.status !== 'CONFIRMED' || !m.confirmedSlot) throw new HttpError(409, 'matchingStateConflict');
      await checkFree(tx, m, slot, now);
      await tx
        .insert(matchingReschedules)
        .values({ matchingId: id, proposedBy: role, fromSlot: m.confirmedSlot, toSlot: slot });
      // the history's slots read "from → to"
      await recordEvent(tx, {
        matchingId: id,
        action: 'rescheduleProposed',
        fromStatus: 'CONFIRMED',
        toStatus: 'CONFIRMED',
        actorRole: role,
        actorId: userId,
        slots: [m.confirmedSlot, slot],
      });
      return { id, outboxIds: await queueMails(tx, row, 'rescheduleProposed', ctx, now, [slot]) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'rescheduleOpen');
    throw error;
  }
}

export async function answerReschedule(
  db: Db,
  ctx: MatchingContext,
  userId: string,
  id: string,
  proposalId: string,
  answer: RescheduleAnswer,
  now = new Date(),
): Promise<MatchingChange> {
  let wanted: string | null = null;
  try {
    return await db
      .transaction(async (tx) => {
        const row = await lockedRow(tx, id);
        if (!row) throw new HttpError(404, 'notFound');
        const role = roleOf(row, userId);
        const [proposal] = await tx
          .select()
          .from(matchingReschedules)
          .where(and(eq(matchingReschedules.id, proposalId), eq(matchingReschedules.matchingId, id)));
        if (!proposal) throw new HttpError(404, 'notFound');
        if (proposal.status !== 'PROPOSED') throw new HttpError(409, 'matchingStateConflict');
        if (proposal.proposedBy === role) throw new HttpError(403, 'rescheduleOwnProposal');
        const m = row.matching;
        const close = async (status: 'ACCEPTED' | 'DECLINED' | 'VOID') => {
          await tx
            .update(matchingReschedules)
            .set({ status, answeredAt: now })
            .where(eq(matchingReschedules.id, proposal.id));
          if (status === 'VOID') return;
          await recordEvent(tx, {
            matchingId: id,
            action: status === 'ACCEPTED' ? 'rescheduleAccepted' : 'rescheduleDeclined',
            fromStatus: 'CONFIRMED',
            toStatus: 'CONFIRMED',
            actorRole: role,
            actorId: userId,
            slots: [proposal.fromSlot, proposal.toSlot],
          });
        };
        if (m.status !== 'CONFIRMED' || m.confirmedSlot !== proposal.fromSlot) {
          // cancelled or moved since: the proposal no longer means anything (kept VOID, answered 409)
          await close('VOID');
          return { id, outboxIds: [], void: true };
        }
        if (answer.action === 'decline') {
          await close('DECLINED');
          return {
            id,
            outboxIds: await queueMails(tx, row, 'rescheduleDeclined', ctx, now, [proposal.fromSlot]),
          };
        }
        wanted = proposal.toSlot;
        await checkFree(tx, m, proposal.toSlot, now);
        // conditional on the slot read: a concurrent move of this meeting finds nothing to update
        const moved = await tx
          .update(matchings)
          .set({ confirmedSlot: proposal.toSlot, icsSequence: m.icsSequence + 1, updatedAt: now })
          .where(
            and(
              eq(matchings.id, id),
              eq(matchings.status, 'CONFIRMED'),
              eq(matchings.confirmedSlot, proposal.fromSlot),
            ),
          )
          .returning({ id: matchings.id });
        if (moved.length === 0) throw new HttpError(409, 'matchingStateConflict');
        await close('ACCEPTED');
        await scheduleReminders(
          tx,
          { id, status: 'CONFIRMED', expiresAt: null, confirmedSlot: proposal.toSlot },
          now,
        );
        const after = await joinedRow(tx, id);
        return { id, outboxIds: await queueMails(tx, after!, 'rescheduled', ctx, now) };
      })
      .then((change) => {
        if ('void' in change) throw new HttpError(409, 'matchingStateConflict');
        return change;
      });
  } catch (error) {
    throw conflictOf(error, wanted ? [wanted] : []) ?? error;
  }
}
