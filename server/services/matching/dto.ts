import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { maskName } from '#domain/masking.ts';
import { allowedActions, effectiveStatus, meetingEndsAt } from '#domain/matching/offer.ts';
import { sortSlotKeys, toSlot } from '#domain/matching/slots.ts';
import type { FileRef } from '#domain/schemas/file.ts';
import type { ConsoleMatching, Matching, MatchingHistory } from '#domain/schemas/matchingOffer.ts';
import type { Db } from '../../db/index.ts';
import { digitsOf } from '../../http/list.ts';
import {
  buyerSchedules,
  fairs,
  matchingEvents,
  matchings,
  memberProfiles,
  users,
} from '../../db/schema/index.ts';
import { filesById, refOf } from '../members/dto.ts';
import { bookedSlotsOfParties } from './schedules.ts';

/** Matchings read with their fair and both parties, as the answers of domain/schemas/matchingOffer.ts. */

const buyerUsers = alias(users, 'buyer_users');
const sellerUsers = alias(users, 'seller_users');
const buyerProfiles = alias(memberProfiles, 'buyer_profiles');
const sellerProfiles = alias(memberProfiles, 'seller_profiles');

export const matchingColumns = {
  matching: matchings,
  fair: { id: fairs.id, title: fairs.title, place: fairs.place, slotMinutes: fairs.slotMinutes },
  buyerUser: { name: buyerUsers.name, email: buyerUsers.email, phone: buyerUsers.phone },
  sellerUser: { name: sellerUsers.name, email: sellerUsers.email, phone: sellerUsers.phone },
  buyer: {
    companyName: buyerProfiles.companyName,
    country: buyerProfiles.country,
    timeZone: buyerProfiles.timeZone,
    industry: buyerProfiles.industry,
    companySize: buyerProfiles.companySize,
    marketsSought: buyerProfiles.marketsSought,
    homepage: buyerProfiles.homepage,
    languages: buyerProfiles.languages,
  },
  buyerNote: buyerSchedules.note,
  seller: {
    companyName: sellerProfiles.companyName,
    logo: sellerProfiles.logoFileId,
    timeZone: sellerProfiles.timeZone,
  },
};

/** Matchings with their fair and both parties, filtered by `condition`. */
export function selectMatchings(db: Db, condition: SQL | undefined) {
  return db
    .select(matchingColumns)
    .from(matchings)
    .innerJoin(fairs, eq(fairs.id, matchings.fairId))
    .innerJoin(buyerUsers, eq(buyerUsers.id, matchings.buyerId))
    .innerJoin(sellerUsers, eq(sellerUsers.id, matchings.sellerId))
    .leftJoin(buyerProfiles, eq(buyerProfiles.userId, matchings.buyerId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, matchings.sellerId))
    .leftJoin(
      buyerSchedules,
      and(eq(buyerSchedules.fairId, matchings.fairId), eq(buyerSchedules.buyerId, matchings.buyerId)),
    )
    .where(condition)
    .$dynamic();
}

export async function countMatchings(db: Db, condition: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(matchings)
    .innerJoin(buyerUsers, eq(buyerUsers.id, matchings.buyerId))
    .innerJoin(sellerUsers, eq(sellerUsers.id, matchings.sellerId))
    .leftJoin(buyerProfiles, eq(buyerProfiles.userId, matchings.buyerId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, matchings.sellerId))
    .where(condition);
  return row?.total ?? 0;
}

/** Columns the list search (`q`) looks in. */
export const matchingSearchColumns = [buyerProfiles.companyName, sellerProfiles.companyName];
/** The console also finds a matching by either side's contact person and phone (a member's list does not). */
export const consoleMatchingSearchColumns = [
  ...matchingSearchColumns,
  buyerUsers.name,
  sellerUsers.name,
  digitsOf(buyerUsers.phone),
  digitsOf(sellerUsers.phone),
];

export type MatchingJoinedRow = Awaited<ReturnType<ReturnType<typeof selectMatchings>['execute']>>[number];

async function histories(db: Db, ids: string[]) {
  const result = new Map<string, MatchingHistory[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select()
    .from(matchingEvents)
    .where(inArray(matchingEvents.matchingId, ids))
    .orderBy(asc(matchingEvents.createdAt), asc(matchingEvents.id));
  for (const row of rows) {
    result.get(row.matchingId)?.push({
      action: row.action,
      from: row.fromStatus,
      to: row.toStatus,
      actorRole: row.actorRole,
      slots: row.slots,
      reason: row.reason,
      at: row.createdAt.toISOString(),
    });
  }
  return result;
}

function base(row: MatchingJoinedRow, logos: Map<string, FileRef>, now: Date) {
  const m = row.matching;
  const minutes = row.fair.slotMinutes;
  const confirmedOnce = m.confirmedSlot !== null;
  return {
    _id: m.id,
    fair: { _id: row.fair.id, title: row.fair.title, place: row.fair.place, slotMinutes: minutes },
    buyer: {
      _id: m.buyerId,
      companyName: row.buyer?.companyName ?? '',
      name: row.buyerUser.name ?? '',
      country: row.buyer?.country ?? '',
      timeZone: row.buyer?.timeZone ?? 'Asia/Seoul',
      note: row.buyerNote ?? '',
      industry: row.buyer?.industry ?? '',
      companySize: row.buyer?.companySize ?? null,
      marketsSought: row.buyer?.marketsSought ?? [],
      homepage: row.buyer?.homepage ?? '',
      languages: row.buyer?.languages ?? [],
    },
    seller: {
      _id: m.sellerId,
      companyName: row.seller?.companyName ?? '',
      logo: refOf(logos, row.seller?.logo ?? null),
    },
    mode: m.mode,
    status: effectiveStatus(m, now),
    offeredSlots: m.offeredSlots.map((key) => toSlot(key, minutes)),
    acceptedSlots: m.acceptedSlots.map((key) => toSlot(key, minutes)),
    confirmedSlot: m.confirmedSlot ? toSlot(m.confirmedSlot, minutes) : null,
    message: m.message,
    reason: m.reason,
    cancelledBy: m.cancelledBy,
    expiresAt: m.expiresAt?.toISOString() ?? null,
    videoUrl: m.status === 'CONFIRMED' ? m.videoUrl : null,
    inviteUrl: confirmedOnce ? `/api/v1/me/matchings/${m.id}/invite.ics` : null,
    history: [] as MatchingHistory[],
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/**
 * Records for one party. `bookedSlots` are the slots where either party of a record already has a confirmed
 * meeting in its fair: the seller accepting and the buyer confirming both see them greyed out.
 */
export async function toMatchings(
  db: Db,
  rows: MatchingJoinedRow[],
  viewerId: string,
  now = new Date(),
): Promise<Matching[]> {
  const [logos, history, booked] = await Promise.all([
    filesById(
      db,
      rows.map((r) => r.seller?.logo ?? null),
    ),
    histories(
      db,
      rows.map((r) => r.matching.id),
    ),
    bookedSlotsOfParties(
      db,
      rows.map((r) => ({ fairId: r.fair.id, userIds: [r.matching.buyerId, r.matching.sellerId] })),
    ),
  ]);
  const bookedOf = (row: MatchingJoinedRow) =>
    sortSlotKeys([
      ...new Set(
        [row.matching.buyerId, row.matching.sellerId].flatMap(
          (member) => booked.get(`${row.fair.id} ${member}`) ?? [],
        ),
      ),
    ]);
  return rows.map((row) => {
    const role = row.matching.buyerId === viewerId ? 'BUYER' : 'SELLER';
    const other = role === 'BUYER' ? row.sellerUser : row.buyerUser;
    const record = base(row, logos, now);
    return {
      ...record,
      history: history.get(row.matching.id) ?? [],
      role,
      allowed: allowedActions(
        { ...row.matching, endsAt: meetingEndsAt(row.matching.confirmedSlot, row.fair.slotMinutes) },
        role,
        now,
      ),
      contact:
        record.status === 'CONFIRMED'
          ? { name: other.name ?? '', email: other.email ?? '', phone: other.phone ?? '' }
          : null,
      bookedSlots: bookedOf(row),
    };
  });
}

/**
 * Records for the console: the buyer's contact name masked
 * (docs/decisions/0007-personal-data-and-access-log.md).
 */
export async function toConsoleMatchings(
  db: Db,
  rows: MatchingJoinedRow[],
  withHistory: boolean,
  now = new Date(),
): Promise<ConsoleMatching[]> {
  const [logos, history] = await Promise.all([
    filesById(
      db,
      rows.map((r) => r.seller?.logo ?? null),
    ),
    withHistory
      ? histories(
          db,
          rows.map((r) => r.matching.id),
        )
      : Promise.resolve(new Map()),
  ]);
  return rows.map((row) => {
    const record = base(row, logos, now);
    return {
      ...record,
      buyer: { ...record.buyer, name: record.buyer.name ? maskName(record.buyer.name) : '' },
      history: history.get(row.matching.id) ?? [],
    };
  });
}
