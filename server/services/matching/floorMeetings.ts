import { isFairSlot, slotStart } from '#domain/matching/slots.ts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FloorMeetingInput, FloorParty } from '#domain/schemas/matchingDay.ts';
import type { Db } from '../../db/index.ts';
import { matchings, memberProfiles, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { searchIn } from '../../http/list.ts';
import { findMember } from '../members/dto.ts';
import { findFair } from './fairs.ts';
import { conflictOf, recordEvent, slotTaken } from './offers.ts';
import { addParticipant } from './participation.ts';
import { scheduleReminders } from './reminders.ts';
import { bookedSlots } from './schedules.ts';
import { isApprovedSeller } from './sellers.ts';

const named = (slot: string) => `${slot.replace('T', ' ')} KST`;

/**
 * `POST /api/console/fairs/{id}/meetings` (docs/decisions/0049-meetings-held-on-the-floor.md): the organiser
 * records a meeting a buyer and a seller held at the fair without a booking, in a slot that has begun. It is
 * a confirmed offline meeting from then on, as one booked through the offer: the fair day gives it a table
 * and a check-in, both parties record attendance and rate it, the follow-up mail goes 3 months on, and the
 * organiser's figures count it. No mail is sent now: both were there. Answers the matching's id.
 */
export async function recordFloorMeeting(
  db: Db,
  fairId: string,
  managerId: string,
  input: FloorMeetingInput,
  now = new Date(),
): Promise<string> {
  const [fair, buyer] = await Promise.all([findFair(db, fairId), findMember(db, input.buyer)]);
  if (!fair) throw new HttpError(404, 'notFound');
  if (!buyer || buyer.user.type !== 'PERSON') throw new HttpError(404, 'floorMeetingNoBuyer');
  if (!(await isApprovedSeller(db, input.seller))) throw new HttpError(404, 'floorMeetingNoSeller');
  if (!isFairSlot(fair, input.slot))
    throw new HttpError(400, 'matchingSlotInvalid', { slot: 'matchingSlotInvalid' }, named(input.slot));
  // a meeting not yet held is booked by the parties themselves, through the offer
  if (slotStart(input.slot) > now)
    throw new HttpError(409, 'floorMeetingNotHeld', undefined, named(input.slot));
  const booked = [
    ...(await bookedSlots(db, fair.id, input.buyer)),
    ...(await bookedSlots(db, fair.id, input.seller)),
  ];
  if (booked.includes(input.slot)) throw slotTaken([input.slot]);
  try {
    return await db.transaction(async (tx) => {
      // they met at the fair, so they take part in it (joining twice is no error)
      await addParticipant(tx, fair.id, input.buyer, 'BUYER');
      await addParticipant(tx, fair.id, input.seller, 'SELLER');
      const [created] = await tx
        .insert(matchings)
        .values({
          fairId: fair.id,
          buyerId: input.buyer,
          sellerId: input.seller,
          mode: 'OFFLINE',
          status: 'CONFIRMED',
          offeredSlots: [input.slot],
          acceptedSlots: [input.slot],
          confirmedSlot: input.slot,
          confirmedAt: now,
          message: input.note,
        })
        .returning({ id: matchings.id });
      const id = created!.id;
      await recordEvent(tx, {
        matchingId: id,
        action: 'record',
        fromStatus: null,
        toStatus: 'CONFIRMED',
        actorRole: 'MANAGER',
        actorId: managerId,
        slots: [input.slot],
      });
      await scheduleReminders(
        tx,
        { id, status: 'CONFIRMED', expiresAt: null, confirmedSlot: input.slot },
        now,
      );
      return id;
    });
  } catch (error) {
    throw conflictOf(error, [input.slot]) ?? error;
  }
}

/**
 * The parties a floor meeting may name (`GET /api/console/fairs/{id}/meetings/parties`): buyers, or sellers
 * already approved, found by username or company name only — an organiser of the fairs scope has no proof
 * to search or read names, phones or e-mails (docs/decisions/0007-personal-data-and-access-log.md).
 */
export async function findFloorParties(
  db: Db,
  fairId: string,
  query: { type: 'PERSON' | 'COMPANY'; q: string },
): Promise<FloorParty[]> {
  // asked of a fair: one that does not exist answers 404, as recording a meeting in it would
  if (!(await findFair(db, fairId))) throw new HttpError(404, 'notFound');
  return db
    .select({ _id: users.id, username: users.username, companyName: memberProfiles.companyName })
    .from(users)
    .innerJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(
      and(
        eq(users.type, query.type),
        isNull(memberProfiles.withdrawnAt),
        query.type === 'COMPANY' ? eq(memberProfiles.status, 'APPROVED') : undefined,
        searchIn(query.q, users.username, memberProfiles.companyName, memberProfiles.companyNameEn),
      ),
    )
    .orderBy(asc(memberProfiles.companyName), asc(users.username))
    .limit(50);
}
