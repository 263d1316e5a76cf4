import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fairLabel, type FairViewer } from '#domain/matching/labels.ts';
import { fairSlotKeys, toSlot } from '#domain/matching/slots.ts';
import type { Fair, FairDetail, FairInput } from '#domain/schemas/matchingFair.ts';
import type { Db } from '../../db/index.ts';
import { fairParticipants, fairs, matchings, memberProfiles } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { searchIn } from '../../http/list.ts';
import { CONSOLE_MANAGER, claimFiles } from '../files.ts';
import { filesById, refOf } from '../members/dto.ts';

/**
 * Fairs (docs/decisions/0008-matching.md § Fairs): the public list and detail with the viewer's label, and
 * the console's writes.
 */

export type FairRow = typeof fairs.$inferSelect;

/** Who looks: the label and `participating` depend on it. */
export interface Viewer {
  userId: string | null;
  type: FairViewer['type'];
}
export const ANONYMOUS: Viewer = { userId: null, type: null };

export const FAIR_SORTS = ['eventFrom', 'createdAt', 'title'] as const;

export interface FairQuery {
  q?: string | undefined;
  shows?: boolean | undefined;
  /** Only fairs the viewer takes part in. */
  mine?: boolean | undefined;
  /** `upcoming` = not yet ended, `ended` = ended. */
  period?: 'upcoming' | 'ended' | undefined;
  sort?: (typeof FAIR_SORTS)[number] | undefined;
  order?: 'ASC' | 'DESC' | undefined;
  limit: number;
  offset: number;
}

async function counts(db: Db, ids: string[]) {
  const result = new Map<string, { sellers: number; buyers: number }>(
    ids.map((id) => [id, { sellers: 0, buyers: 0 }]),
  );
  if (ids.length === 0) return result;
  const rows = await db
    .select({ fairId: fairParticipants.fairId, role: fairParticipants.role, n: count() })
    .from(fairParticipants)
    .innerJoin(memberProfiles, eq(memberProfiles.userId, fairParticipants.userId))
    .where(and(inArray(fairParticipants.fairId, ids), eq(memberProfiles.status, 'APPROVED')))
    .groupBy(fairParticipants.fairId, fairParticipants.role);
  for (const row of rows) {
    const entry = result.get(row.fairId)!;
    if (row.role === 'SELLER') entry.sellers = row.n;
    else entry.buyers = row.n;
  }
  return result;
}

async function participations(db: Db, ids: string[], userId: string | null): Promise<Set<string>> {
  if (!userId || ids.length === 0) return new Set();
  const rows = await db
    .select({ fairId: fairParticipants.fairId })
    .from(fairParticipants)
    .where(and(inArray(fairParticipants.fairId, ids), eq(fairParticipants.userId, userId)));
  return new Set(rows.map((r) => r.fairId));
}

export async function toFairs(db: Db, rows: FairRow[], viewer: Viewer, now = new Date()): Promise<Fair[]> {
  const ids = rows.map((r) => r.id);
  const [thumbs, counted, mine] = await Promise.all([
    filesById(
      db,
      rows.map((r) => r.thumbFileId),
    ),
    counts(db, ids),
    participations(db, ids, viewer.userId),
  ]);
  return rows.map((row) => {
    const participating = mine.has(row.id);
    return {
      _id: row.id,
      title: row.title,
      description: row.description,
      place: row.place,
      thumb: refOf(thumbs, row.thumbFileId),
      shows: row.shows,
      sellerRecruitFrom: row.sellerRecruitFrom.toISOString(),
      sellerRecruitTo: row.sellerRecruitTo.toISOString(),
      buyerApplyFrom: row.buyerApplyFrom.toISOString(),
      buyerApplyTo: row.buyerApplyTo.toISOString(),
      eventFrom: row.eventFrom.toISOString(),
      eventTo: row.eventTo.toISOString(),
      dates: row.dates,
      times: row.times,
      slotMinutes: row.slotMinutes,
      timeZone: 'Asia/Seoul' as const,
      offerTtlHours: row.offerTtlHours,
      label: fairLabel(row, now, { type: viewer.type, participating }),
      participating,
      sellers: counted.get(row.id)?.sellers ?? 0,
      buyers: counted.get(row.id)?.buyers ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export function withSlots(fair: Fair): FairDetail {
  return { ...fair, slots: fairSlotKeys(fair).map((key) => toSlot(key, fair.slotMinutes)) };
}

function where(query: FairQuery, viewer: Viewer, now: Date): SQL | undefined {
  return and(
    searchIn(query.q, fairs.title, fairs.description, fairs.place),
    query.shows === undefined ? undefined : eq(fairs.shows, query.shows),
    query.period === 'upcoming' ? gte(fairs.eventTo, now) : undefined,
    query.period === 'ended' ? lt(fairs.eventTo, now) : undefined,
    query.mine
      ? inArray(
          fairs.id,
          sql`(select ${fairParticipants.fairId} from ${fairParticipants} where ${fairParticipants.userId} = ${viewer.userId})`,
        )
      : undefined,
  );
}

const SORT = { eventFrom: fairs.eventFrom, createdAt: fairs.createdAt, title: fairs.title } as const;

export async function listFairs(
  db: Db,
  query: FairQuery,
  viewer: Viewer,
  now = new Date(),
): Promise<{ fairs: Fair[]; total: number }> {
  const condition = where(query, viewer, now);
  const direction = query.order === 'ASC' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(fairs)
      .where(condition)
      .orderBy(direction(SORT[query.sort ?? 'eventFrom']), desc(fairs.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(fairs).where(condition),
  ]);
  return { fairs: await toFairs(db, rows, viewer, now), total: counted?.total ?? 0 };
}

export async function findFair(db: Db, id: string): Promise<FairRow | null> {
  const [row] = await db.select().from(fairs).where(eq(fairs.id, id));
  return row ?? null;
}

/** A fair the public may see: shown ones only (managers see all through the console). */
export async function getVisibleFair(
  db: Db,
  id: string,
  viewer: Viewer,
  now = new Date(),
): Promise<FairDetail> {
  const row = await findFair(db, id);
  if (!row || !row.shows) throw new HttpError(404, 'notFound');
  const [fair] = await toFairs(db, [row], viewer, now);
  return withSlots(fair!);
}

/**
 * 404 unless the fair is shown: the guard of its public lists (sellers, products, categories), which need
 * neither its counts, the viewer's label nor its slots — one indexed read instead of four.
 */
export async function assertVisibleFair(db: Db, id: string): Promise<void> {
  const [row] = await db.select({ shows: fairs.shows }).from(fairs).where(eq(fairs.id, id));
  if (!row?.shows) throw new HttpError(404, 'notFound');
}

export async function getFair(db: Db, id: string, viewer: Viewer = ANONYMOUS): Promise<FairDetail | null> {
  const row = await findFair(db, id);
  if (!row) return null;
  const [fair] = await toFairs(db, [row], viewer);
  return withSlots(fair!);
}

/** The thumb must be a public file, so a private document is never published by its id. */
async function checkThumb(db: Db, id: string | null): Promise<void> {
  // only the fairs' console routes (their scope's managers) come here
  await claimFiles(db, CONSOLE_MANAGER, id ? [id] : [], {
    field: 'thumb',
    visibility: 'public',
    notFound: 'notFound',
  });
}

function values(input: FairInput) {
  return {
    title: input.title,
    description: input.description,
    place: input.place,
    thumbFileId: input.thumb,
    shows: input.shows,
    sellerRecruitFrom: new Date(input.sellerRecruitFrom),
    sellerRecruitTo: new Date(input.sellerRecruitTo),
    buyerApplyFrom: new Date(input.buyerApplyFrom),
    buyerApplyTo: new Date(input.buyerApplyTo),
    eventFrom: new Date(input.eventFrom),
    eventTo: new Date(input.eventTo),
    dates: input.dates,
    times: input.times,
    slotMinutes: input.slotMinutes,
    offerTtlHours: input.offerTtlHours,
  };
}

export async function createFair(db: Db, input: FairInput): Promise<FairDetail> {
  await checkThumb(db, input.thumb);
  const [row] = await db.insert(fairs).values(values(input)).returning();
  return (await getFair(db, row!.id))!;
}

/**
 * Confirmed meetings at slots the new grid drops: 409 naming each (slot, buyer ↔ seller), so no meeting is
 * orphaned silently. The manager cancels them in the matchings console first; both parties are
 * then told by mail with the cancelling invite.
 */
async function refuseOrphans(db: Db, id: string, input: FairInput): Promise<void> {
  const kept = new Set(fairSlotKeys(input));
  const buyer = alias(memberProfiles, 'orphan_buyer');
  const seller = alias(memberProfiles, 'orphan_seller');
  const confirmed = await db
    .select({ slot: matchings.confirmedSlot, buyer: buyer.companyName, seller: seller.companyName })
    .from(matchings)
    .leftJoin(buyer, eq(buyer.userId, matchings.buyerId))
    .leftJoin(seller, eq(seller.userId, matchings.sellerId))
    .where(and(eq(matchings.fairId, id), eq(matchings.status, 'CONFIRMED')))
    .orderBy(asc(matchings.confirmedSlot));
  const orphans = confirmed.filter((m) => m.slot && !kept.has(m.slot));
  if (orphans.length === 0) return;
  const named = orphans.map((m) => `${m.slot!.replace('T', ' ')} KST ${m.buyer ?? ''} ↔ ${m.seller ?? ''}`);
  throw new HttpError(409, 'fairSlotHasMeetings', { dates: 'fairSlotHasMeetings' }, named.join('; '));
}

export async function updateFair(db: Db, id: string, input: FairInput): Promise<FairDetail | null> {
  await checkThumb(db, input.thumb);
  await refuseOrphans(db, id, input);
  const [row] = await db.update(fairs).set(values(input)).where(eq(fairs.id, id)).returning({ id: fairs.id });
  return row ? getFair(db, id) : null;
}

/** A fair with matchings keeps its history: 409 `fairHasMatchings`. */
export async function deleteFair(db: Db, id: string): Promise<boolean> {
  const [used] = await db.select({ n: count() }).from(matchings).where(eq(matchings.fairId, id));
  if ((used?.n ?? 0) > 0) throw new HttpError(409, 'fairHasMatchings');
  const deleted = await db.delete(fairs).where(eq(fairs.id, id)).returning({ id: fairs.id });
  return deleted.length > 0;
}
