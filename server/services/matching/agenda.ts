import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { fairSlotKeys, slotStart, toSlot } from '#domain/matching/slots.ts';
import type { Agenda, AgendaFeed, AgendaFeedCreated } from '#domain/schemas/matchingAgenda.ts';
import type { Db } from '../../db/index.ts';
import { agendaFeeds, fairs, matchingReschedules, matchings, memberProfiles } from '../../db/schema/index.ts';
import { selectMatchings } from './dto.ts';
import { feedIcs } from './ics.ts';
import { inviteDataOf, type MatchingContext } from './offers.ts';
import { bookedSlotsOfParties } from './schedules.ts';

/**
 * A member's agenda and calendar feed (docs/decisions/0039-agenda-feed-and-reschedule.md): their confirmed
 * meetings in time order with both clocks, the place or video link, an open reschedule proposal and the
 * slots one could propose; the same meetings as a webcal feed behind a secret token.
 */

const confirmedOf = (userId: string) =>
  and(eq(matchings.status, 'CONFIRMED'), or(eq(matchings.buyerId, userId), eq(matchings.sellerId, userId)));

/** The viewer's confirmed meetings (of one fair, or all), earliest first. */
export async function myAgenda(db: Db, userId: string, fairId?: string, now = new Date()): Promise<Agenda> {
  const [me] = await db
    .select({ timeZone: memberProfiles.timeZone })
    .from(memberProfiles)
    .where(eq(memberProfiles.userId, userId));
  const rows = await selectMatchings(
    db,
    and(confirmedOf(userId), fairId ? eq(matchings.fairId, fairId) : undefined),
  ).orderBy(asc(matchings.confirmedSlot), asc(matchings.id));
  const ids = rows.map((r) => r.matching.id);
  const fairIds = [...new Set(rows.map((r) => r.matching.fairId))];
  const [proposals, grids, booked] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(matchingReschedules)
          .where(
            and(inArray(matchingReschedules.matchingId, ids), eq(matchingReschedules.status, 'PROPOSED')),
          )
      : [],
    fairIds.length
      ? db
          .select({ id: fairs.id, dates: fairs.dates, times: fairs.times, slotMinutes: fairs.slotMinutes })
          .from(fairs)
          .where(inArray(fairs.id, fairIds))
      : [],
    bookedSlotsOfParties(
      db,
      rows.map((r) => ({ fairId: r.matching.fairId, userIds: [r.matching.buyerId, r.matching.sellerId] })),
    ),
  ]);
  const proposalOf = new Map(proposals.map((p) => [p.matchingId, p]));
  const gridOf = new Map(grids.map((g) => [g.id, g]));
  return {
    timeZone: me?.timeZone ?? 'Asia/Seoul',
    meetings: rows.map((row) => {
      const m = row.matching;
      const role = m.buyerId === userId ? 'BUYER' : 'SELLER';
      const minutes = row.fair.slotMinutes;
      const grid = gridOf.get(m.fairId);
      const busy = new Set([
        ...(booked.get(`${m.fairId} ${m.buyerId}`) ?? []),
        ...(booked.get(`${m.fairId} ${m.sellerId}`) ?? []),
      ]);
      const proposal = proposalOf.get(m.id);
      return {
        _id: m.id,
        fair: { _id: m.fairId, title: row.fair.title, place: row.fair.place },
        role,
        slot: toSlot(m.confirmedSlot!, minutes),
        mode: m.mode,
        videoUrl: m.mode === 'ONLINE' ? m.videoUrl : null,
        counterpart:
          role === 'BUYER'
            ? {
                companyName: row.seller?.companyName ?? '',
                country: 'KR',
                timeZone: row.seller?.timeZone ?? 'Asia/Seoul',
              }
            : {
                companyName: row.buyer?.companyName ?? '',
                country: row.buyer?.country ?? '',
                timeZone: row.buyer?.timeZone ?? 'Asia/Seoul',
              },
        reschedule: proposal
          ? {
              _id: proposal.id,
              proposedBy: proposal.proposedBy,
              mine: proposal.proposedBy === role,
              fromSlot: toSlot(proposal.fromSlot, minutes),
              toSlot: toSlot(proposal.toSlot, minutes),
            }
          : null,
        freeSlots: grid ? fairSlotKeys(grid).filter((key) => slotStart(key) > now && !busy.has(key)) : [],
      };
    }),
  };
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** Tokens are 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const feedPath = (token: string) => `/api/v1/agenda/${token}.ics`;

export async function agendaFeedOf(db: Db, userId: string): Promise<AgendaFeed> {
  const [row] = await db.select().from(agendaFeeds).where(eq(agendaFeeds.userId, userId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/** A new subscription URL; the member's previous one stops working (regenerate). */
export async function createAgendaFeed(
  db: Db,
  userId: string,
  publicUrl: string,
): Promise<AgendaFeedCreated> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(agendaFeeds)
    .values({ userId, tokenHash: hashOf(token) })
    .onConflictDoUpdate({
      target: agendaFeeds.userId,
      set: { tokenHash: hashOf(token), createdAt: new Date() },
    })
    .returning();
  const url = `${publicUrl}${feedPath(token)}`;
  return {
    active: true,
    createdAt: row!.createdAt.toISOString(),
    url,
    webcal: url.replace(/^https?:\/\//, 'webcal://'),
  };
}

export async function revokeAgendaFeed(db: Db, userId: string): Promise<void> {
  await db.delete(agendaFeeds).where(eq(agendaFeeds.userId, userId));
}

/** The feed behind `token`: every confirmed meeting of its member, in every fair; null for no such feed. */
export async function agendaFeedIcs(
  db: Db,
  ctx: MatchingContext,
  token: string,
  now = new Date(),
): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const [feed] = await db
    .select({ userId: agendaFeeds.userId })
    .from(agendaFeeds)
    .where(eq(agendaFeeds.tokenHash, hashOf(token)));
  if (!feed) return null;
  const rows = await selectMatchings(db, confirmedOf(feed.userId)).orderBy(asc(matchings.confirmedSlot));
  const events = rows.flatMap((row) => {
    const data = inviteDataOf(row, ctx, now);
    return data ? [data] : [];
  });
  return feedIcs('Business matching / 비즈니스 매칭', events);
}
