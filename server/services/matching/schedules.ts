import { and, eq, inArray, or } from 'drizzle-orm';
import { canEditSchedule } from '#domain/matching/labels.ts';
import { isFairSlot, sortSlotKeys } from '#domain/matching/slots.ts';
import type { BuyerSchedule, BuyerScheduleInput } from '#domain/schemas/matchingSchedule.ts';
import type { Db } from '../../db/index.ts';
import { buyerSchedules, matchings } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { findMember } from '../members/dto.ts';
import { findFair } from './fairs.ts';
import { addParticipant, participantRole } from './participation.ts';

/**
 * A buyer's available slots per fair (docs/decisions/0008-matching.md § Buyer schedule) and every member's
 * confirmed slots.
 */

/** The slots of the member's confirmed meetings in a fair (as buyer or seller). */
export async function bookedSlots(db: Pick<Db, 'select'>, fairId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ slot: matchings.confirmedSlot })
    .from(matchings)
    .where(
      and(
        eq(matchings.fairId, fairId),
        eq(matchings.status, 'CONFIRMED'),
        or(eq(matchings.buyerId, userId), eq(matchings.sellerId, userId)),
      ),
    );
  return sortSlotKeys(rows.flatMap((r) => (r.slot ? [r.slot] : [])));
}

/**
 * The confirmed slots of each party of each record, in one query: a key `<fair> <member>` → its slots. The
 * offer card greys out a slot where either party is already booked, so neither side picks a slot the other
 * cannot take (docs/decisions/0026-matching-for-a-large-fair.md).
 */
export async function bookedSlotsOfParties(
  db: Pick<Db, 'select'>,
  parties: readonly { fairId: string; userIds: readonly string[] }[],
): Promise<Map<string, string[]>> {
  const fairIds = [...new Set(parties.map((p) => p.fairId))];
  const userIds = [...new Set(parties.flatMap((p) => p.userIds))];
  const booked = new Map<string, string[]>();
  if (!fairIds.length || !userIds.length) return booked;
  const rows = await db
    .select({
      fairId: matchings.fairId,
      buyerId: matchings.buyerId,
      sellerId: matchings.sellerId,
      slot: matchings.confirmedSlot,
    })
    .from(matchings)
    .where(
      and(
        inArray(matchings.fairId, fairIds),
        eq(matchings.status, 'CONFIRMED'),
        or(inArray(matchings.buyerId, userIds), inArray(matchings.sellerId, userIds)),
      ),
    );
  for (const row of rows) {
    if (!row.slot) continue;
    for (const member of [row.buyerId, row.sellerId]) {
      const key = `${row.fairId} ${member}`;
      booked.set(key, [...(booked.get(key) ?? []), row.slot]);
    }
  }
  return booked;
}

export async function getSchedule(db: Db, fairId: string, userId: string): Promise<BuyerSchedule> {
  const fair = await findFair(db, fairId);
  if (!fair || !fair.shows) throw new HttpError(404, 'notFound');
  const [row] = await db
    .select()
    .from(buyerSchedules)
    .where(and(eq(buyerSchedules.fairId, fairId), eq(buyerSchedules.buyerId, userId)));
  return {
    fair: fairId,
    slots: row?.slots ?? [],
    mode: row?.mode ?? 'ONLINE',
    note: row?.note ?? '',
    bookedSlots: await bookedSlots(db, fairId, userId),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Saves the buyer's schedule: slots of the fair's grid, while buyers apply and until the event ends.
 * Saving makes the buyer a participant (joining only within the application period).
 */
export async function saveSchedule(
  db: Db,
  fairId: string,
  userId: string,
  input: BuyerScheduleInput,
  now = new Date(),
): Promise<BuyerSchedule> {
  const [fair, member] = await Promise.all([findFair(db, fairId), findMember(db, userId)]);
  if (!fair || !fair.shows || !member) throw new HttpError(404, 'notFound');
  if (member.user.type !== 'PERSON') throw new HttpError(403, 'memberBuyerOnly');
  if (!canEditSchedule(fair, now)) throw new HttpError(403, 'fairScheduleClosed');
  const role = await participantRole(db, fairId, userId);
  if (!role && now.getTime() > fair.buyerApplyTo.getTime()) throw new HttpError(403, 'fairJoinClosed');
  const slots = sortSlotKeys(input.slots);
  const outside = slots.find((key) => !isFairSlot(fair, key));
  if (outside) throw new HttpError(400, 'invalidInput', { slots: 'matchingSlotInvalid' });
  await db.transaction(async (tx) => {
    if (!role) await addParticipant(tx, fairId, userId, 'BUYER');
    await tx
      .insert(buyerSchedules)
      .values({ fairId, buyerId: userId, slots, mode: input.mode, note: input.note })
      .onConflictDoUpdate({
        target: [buyerSchedules.fairId, buyerSchedules.buyerId],
        set: { slots, mode: input.mode, note: input.note, updatedAt: now },
      });
  });
  return getSchedule(db, fairId, userId);
}
