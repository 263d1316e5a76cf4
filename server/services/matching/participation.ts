import { and, eq, inArray, or } from 'drizzle-orm';
import { canJoinFair } from '#domain/matching/labels.ts';
import type { Db } from '../../db/index.ts';
import { fairParticipants, matchings } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { findMember } from '../members/dto.ts';
import { findFair, type FairRow } from './fairs.ts';

/**
 * Taking part in a fair (docs/decisions/0008-matching.md § Fairs): sellers while recruited, buyers while
 * applying.
 */

export type ParticipantRole = 'SELLER' | 'BUYER';

export async function participantRole(
  db: Db,
  fairId: string,
  userId: string,
): Promise<ParticipantRole | null> {
  const [row] = await db
    .select({ role: fairParticipants.role })
    .from(fairParticipants)
    .where(and(eq(fairParticipants.fairId, fairId), eq(fairParticipants.userId, userId)));
  return row?.role ?? null;
}

type Writer = Pick<Db, 'insert'>;

export async function addParticipant(db: Writer, fairId: string, userId: string, role: ParticipantRole) {
  await db.insert(fairParticipants).values({ fairId, userId, role }).onConflictDoNothing();
}

/**
 * The member joins the fair: an approved seller during seller recruitment, a buyer during buyer
 * applications. Joining twice is no error.
 */
export async function joinFair(db: Db, fairId: string, userId: string, now = new Date()): Promise<FairRow> {
  const [fair, member] = await Promise.all([findFair(db, fairId), findMember(db, userId)]);
  if (!fair || !fair.shows || !member) throw new HttpError(404, 'notFound');
  const type = member.user.type === 'COMPANY' ? 'COMPANY' : 'PERSON';
  if (member.profile.status !== 'APPROVED') throw new HttpError(403, 'memberNotApproved');
  if (!canJoinFair(fair, now, type)) throw new HttpError(403, 'fairJoinClosed');
  await addParticipant(db, fairId, userId, type === 'COMPANY' ? 'SELLER' : 'BUYER');
  return fair;
}

/** Leaving is refused while the member has open or confirmed matchings in the fair. */
export async function leaveFair(db: Db, fairId: string, userId: string): Promise<boolean> {
  const open = await db
    .select({ id: matchings.id })
    .from(matchings)
    .where(
      and(
        eq(matchings.fairId, fairId),
        inArray(matchings.status, ['OFFERED', 'ACCEPTED', 'CONFIRMED']),
        or(eq(matchings.buyerId, userId), eq(matchings.sellerId, userId)),
      ),
    )
    .limit(1);
  if (open.length > 0) throw new HttpError(409, 'fairHasOpenMatchings');
  const deleted = await db
    .delete(fairParticipants)
    .where(and(eq(fairParticipants.fairId, fairId), eq(fairParticipants.userId, userId)))
    .returning({ fairId: fairParticipants.fairId });
  return deleted.length > 0;
}
