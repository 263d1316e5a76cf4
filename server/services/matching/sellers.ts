import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { BookmarkedSeller, Buyer, Seller, SellerDetail } from '#domain/schemas/matchingSeller.ts';
import type { Award } from '#domain/schemas/member.ts';
import type { Db } from '../../db/index.ts';
import {
  buyerSchedules,
  fairParticipants,
  fairs,
  memberProfiles,
  products,
  sellerBookmarks,
  users,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { searchIn } from '../../http/list.ts';
import { filesById, refOf } from '../members/dto.ts';
import { publicProductCondition, toProducts } from './products.ts';
import { bookedSlots } from './schedules.ts';

/** Sellers and buyers as others see them, as the answers of domain/schemas/matchingSeller.ts. */

type ProfileRow = typeof memberProfiles.$inferSelect;

/** Approved, not withdrawn sellers. */
export const approvedSeller = and(
  eq(users.type, 'COMPANY'),
  eq(memberProfiles.status, 'APPROVED'),
  isNull(memberProfiles.withdrawnAt),
);

async function toSellers(db: Db, rows: ProfileRow[], viewerId: string | null): Promise<Seller[]> {
  const refs = await filesById(
    db,
    rows.flatMap((r) => [r.logoFileId, r.photoFileId, r.introductionFileId]),
  );
  const ids = rows.map((r) => r.userId);
  const marked =
    viewerId && ids.length
      ? new Set(
          (
            await db
              .select({ sellerId: sellerBookmarks.sellerId })
              .from(sellerBookmarks)
              .where(and(eq(sellerBookmarks.userId, viewerId), inArray(sellerBookmarks.sellerId, ids)))
          ).map((r) => r.sellerId),
        )
      : new Set<string>();
  return rows.map((p) => ({
    _id: p.userId,
    companyName: p.companyName,
    companyNameEn: p.companyNameEn,
    award: p.award,
    awardYear: p.awardYear,
    industry: p.industry,
    homepage: p.homepage,
    introduction: p.introduction,
    logo: refOf(refs, p.logoFileId),
    photo: refOf(refs, p.photoFileId),
    introductionFile: refOf(refs, p.introductionFileId),
    exportMarkets: p.marketsSought,
    languages: p.languages,
    bookmarked: marked.has(p.userId),
  }));
}

export interface SellerQuery {
  q?: string | undefined;
  award?: Award | undefined;
  /** Sellers with a shown product of this category. */
  category?: string | undefined;
  /** Sellers exporting to this country (ISO 3166 code). */
  market?: string | undefined;
  /** Sellers meeting in this language (ISO 639-1). */
  language?: string | undefined;
  limit: number;
  offset: number;
}

async function listSellersWhere(
  db: Db,
  condition: SQL | undefined,
  query: SellerQuery,
  viewerId: string | null,
) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ profile: memberProfiles })
      .from(memberProfiles)
      .innerJoin(users, eq(users.id, memberProfiles.userId))
      .where(condition)
      .orderBy(asc(memberProfiles.companyName), asc(memberProfiles.userId))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(memberProfiles)
      .innerJoin(users, eq(users.id, memberProfiles.userId))
      .where(condition),
  ]);
  return {
    sellers: await toSellers(
      db,
      rows.map((r) => r.profile),
      viewerId,
    ),
    total: counted?.total ?? 0,
  };
}

const inFair = (fairId: string, role: 'SELLER' | 'BUYER') =>
  inArray(
    memberProfiles.userId,
    sql`(select ${fairParticipants.userId} from ${fairParticipants} where ${fairParticipants.fairId} = ${fairId} and ${fairParticipants.role} = ${role})`,
  );

/** The approved sellers taking part in a fair. */
export function listFairSellers(db: Db, fairId: string, query: SellerQuery, viewerId: string | null) {
  return listSellersWhere(
    db,
    and(
      approvedSeller,
      inFair(fairId, 'SELLER'),
      query.award ? eq(memberProfiles.award, query.award) : undefined,
      query.category
        ? inArray(
            memberProfiles.userId,
            sql`(select ${products.sellerId} from ${products} where ${products.shows} and ${products.category} = ${query.category})`,
          )
        : undefined,
      query.market
        ? sql`exists (select 1 from unnest(${memberProfiles.marketsSought}) m where upper(m) = ${query.market.toUpperCase()})`
        : undefined,
      query.language ? sql`${query.language} = any(${memberProfiles.languages})` : undefined,
      searchIn(
        query.q,
        memberProfiles.companyName,
        memberProfiles.companyNameEn,
        memberProfiles.industry,
        memberProfiles.introduction,
      ),
    ),
    query,
    viewerId,
  );
}

/** The latest shown fair each seller takes part in: where a bookmark links to. */
async function latestFairs(db: Db, sellerIds: string[]): Promise<Map<string, string>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({ sellerId: fairParticipants.userId, fairId: fairs.id })
    .from(fairParticipants)
    .innerJoin(fairs, eq(fairs.id, fairParticipants.fairId))
    .where(and(inArray(fairParticipants.userId, sellerIds), eq(fairs.shows, true)))
    .orderBy(desc(fairs.eventFrom));
  const latest = new Map<string, string>();
  for (const row of rows) if (!latest.has(row.sellerId)) latest.set(row.sellerId, row.fairId);
  return latest;
}

/** The sellers the buyer bookmarked, each with the fair whose page shows it. */
export async function listBookmarkedSellers(
  db: Db,
  userId: string,
  query: SellerQuery,
): Promise<{ sellers: BookmarkedSeller[]; total: number }> {
  const { sellers, total } = await listSellersWhere(
    db,
    and(
      approvedSeller,
      inArray(
        memberProfiles.userId,
        sql`(select ${sellerBookmarks.sellerId} from ${sellerBookmarks} where ${sellerBookmarks.userId} = ${userId})`,
      ),
    ),
    query,
    userId,
  );
  const latest = await latestFairs(
    db,
    sellers.map((seller) => seller._id),
  );
  return { sellers: sellers.map((seller) => ({ ...seller, fair: latest.get(seller._id) ?? null })), total };
}

/** One approved seller of the fair with products; 404 otherwise. */
export async function getFairSeller(
  db: Db,
  fairId: string,
  sellerId: string,
  viewerId: string | null,
): Promise<SellerDetail> {
  const [row] = await db
    .select({ profile: memberProfiles })
    .from(memberProfiles)
    .innerJoin(users, eq(users.id, memberProfiles.userId))
    .where(and(approvedSeller, eq(memberProfiles.userId, sellerId), inFair(fairId, 'SELLER')));
  if (!row) throw new HttpError(404, 'notFound');
  const [seller] = await toSellers(db, [row.profile], viewerId);
  const productRows = await db
    .select()
    .from(products)
    .where(publicProductCondition({ seller: sellerId }))
    .orderBy(asc(products.createdAt));
  return {
    ...seller!,
    address: row.profile.address,
    products: await toProducts(db, productRows, viewerId),
    bookedSlots: await bookedSlots(db, fairId, sellerId),
  };
}

export async function isApprovedSeller(db: Db, sellerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(and(approvedSeller, eq(users.id, sellerId)));
  return Boolean(row);
}

export async function bookmarkSeller(db: Db, userId: string, sellerId: string): Promise<void> {
  if (!(await isApprovedSeller(db, sellerId))) throw new HttpError(404, 'notFound');
  await db.insert(sellerBookmarks).values({ userId, sellerId }).onConflictDoNothing();
}

export async function unbookmarkSeller(db: Db, userId: string, sellerId: string): Promise<void> {
  await db
    .delete(sellerBookmarks)
    .where(and(eq(sellerBookmarks.userId, userId), eq(sellerBookmarks.sellerId, sellerId)));
}

/** The buyers of a fair (for its sellers and managers): company, country and preferred mode. */
export async function listFairBuyers(
  db: Db,
  fairId: string,
  query: { q?: string | undefined; limit: number; offset: number },
): Promise<{ buyers: Buyer[]; total: number }> {
  const condition = and(
    inFair(fairId, 'BUYER'),
    isNull(memberProfiles.withdrawnAt),
    searchIn(query.q, memberProfiles.companyName, memberProfiles.industry),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ profile: memberProfiles, mode: buyerSchedules.mode })
      .from(memberProfiles)
      .leftJoin(
        buyerSchedules,
        and(eq(buyerSchedules.buyerId, memberProfiles.userId), eq(buyerSchedules.fairId, fairId)),
      )
      .where(condition)
      .orderBy(asc(memberProfiles.companyName), asc(memberProfiles.userId))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(memberProfiles).where(condition),
  ]);
  return {
    buyers: rows.map((r) => ({
      _id: r.profile.userId,
      companyName: r.profile.companyName,
      country: r.profile.country,
      industry: r.profile.industry,
      companySize: r.profile.companySize,
      marketsSought: r.profile.marketsSought,
      homepage: r.profile.homepage,
      languages: r.profile.languages,
      mode: r.mode ?? null,
    })),
    total: counted?.total ?? 0,
  };
}
