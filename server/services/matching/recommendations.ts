import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  buyerReasons,
  matches,
  rank,
  sellerReasons,
  type BuyerSide,
  type Reason,
  type SellerSide,
} from '#domain/matching/recommend.ts';
import type { Recommendations } from '#domain/schemas/matchingRecommendation.ts';
import type { Db } from '../../db/index.ts';
import { fairParticipants, memberProfiles, productLikes, products, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { participantRole } from './participation.ts';
import { approvedSeller } from './sellers.ts';

/**
 * Recommendations in a fair (docs/decisions/0039-agenda-feed-and-reschedule.md § Recommendations): the rules
 * of domain/matching/recommend.ts over the fair's participants, read in a few set queries (a fair has
 * hundreds of sellers, not millions, so every one is scored).
 */

const LIMIT = 12;

/** The categories of a member's shown products (the seller's side of every match). */
const categoriesOf = sql<
  string[]
>`coalesce(array_agg(distinct ${products.category}) filter (where ${products.category} <> ''), '{}')`;

async function fairSellers(db: Db, fairId: string) {
  return db
    .select({
      id: memberProfiles.userId,
      companyName: memberProfiles.companyName,
      companyNameEn: memberProfiles.companyNameEn,
      award: memberProfiles.award,
      industry: memberProfiles.industry,
      exportMarkets: memberProfiles.marketsSought,
      languages: memberProfiles.languages,
      categories: categoriesOf,
    })
    .from(memberProfiles)
    .innerJoin(users, eq(users.id, memberProfiles.userId))
    .innerJoin(
      fairParticipants,
      and(
        eq(fairParticipants.userId, memberProfiles.userId),
        eq(fairParticipants.fairId, fairId),
        eq(fairParticipants.role, 'SELLER'),
      ),
    )
    .leftJoin(products, and(eq(products.sellerId, memberProfiles.userId), eq(products.shows, true)))
    .where(approvedSeller)
    .groupBy(memberProfiles.userId);
}

async function profileOf(db: Db, userId: string) {
  const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId));
  if (!row) throw new HttpError(404, 'notFound');
  return row;
}

const sellerSide = (s: {
  categories: string[];
  industry: string;
  exportMarkets: string[];
  languages: string[];
}) =>
  ({
    categories: s.categories,
    industry: s.industry,
    exportMarkets: s.exportMarkets,
    languages: s.languages,
  }) satisfies SellerSide;

/** Sellers of the fair for a buyer, each with its reasons and up to three products that match them. */
async function sellersFor(db: Db, fairId: string, buyerId: string) {
  const profile = await profileOf(db, buyerId);
  const liked = await db
    .selectDistinct({ category: products.category })
    .from(productLikes)
    .innerJoin(products, eq(products.id, productLikes.productId))
    .where(eq(productLikes.userId, buyerId));
  const buyer: BuyerSide = {
    sought: profile.marketsSought,
    country: profile.country,
    languages: profile.languages,
    likedCategories: liked.map((l) => l.category).filter(Boolean),
  };
  const ranked = rank(
    await fairSellers(db, fairId),
    (s) => sellerReasons(buyer, sellerSide(s)),
    (s) => s.id,
    LIMIT,
  );
  const ids = ranked.map((r) => r.candidate.id);
  const shown = ids.length
    ? await db
        .select({
          id: products.id,
          sellerId: products.sellerId,
          name: products.name,
          category: products.category,
        })
        .from(products)
        .where(and(inArray(products.sellerId, ids), eq(products.shows, true)))
        .orderBy(asc(products.createdAt))
    : [];
  return ranked.map(({ candidate: s, reasons }) => {
    const terms = reasons.filter((r) => r.kind === 'sought' || r.kind === 'liked').map((r) => r.value);
    const own = shown.filter((p) => p.sellerId === s.id);
    const fitting = own.filter((p) => terms.some((term) => matches(term, p.category)));
    return {
      _id: s.id,
      companyName: s.companyName,
      companyNameEn: s.companyNameEn,
      award: s.award,
      industry: s.industry,
      reasons,
      products: (fitting.length ? fitting : own).slice(0, 3).map((p) => ({ _id: p.id, name: p.name })),
    };
  });
}

/** Buyers of the fair for a seller, with their reasons (what they seek, where from, what they liked). */
async function buyersFor(db: Db, fairId: string, sellerId: string) {
  const [seller] = (await fairSellers(db, fairId)).filter((s) => s.id === sellerId);
  if (!seller) return [];
  const [buyers, likes] = await Promise.all([
    db
      .select({
        id: memberProfiles.userId,
        companyName: memberProfiles.companyName,
        country: memberProfiles.country,
        industry: memberProfiles.industry,
        sought: memberProfiles.marketsSought,
        languages: memberProfiles.languages,
      })
      .from(memberProfiles)
      .innerJoin(
        fairParticipants,
        and(
          eq(fairParticipants.userId, memberProfiles.userId),
          eq(fairParticipants.fairId, fairId),
          eq(fairParticipants.role, 'BUYER'),
        ),
      )
      .where(isNull(memberProfiles.withdrawnAt)),
    db
      .select({ userId: productLikes.userId, name: products.name })
      .from(productLikes)
      .innerJoin(products, eq(products.id, productLikes.productId))
      .where(eq(products.sellerId, sellerId)),
  ]);
  const likedBy = new Map<string, string[]>();
  for (const like of likes) likedBy.set(like.userId, [...(likedBy.get(like.userId) ?? []), like.name]);
  return rank(
    buyers,
    (b): Reason[] =>
      buyerReasons(
        sellerSide(seller),
        { sought: b.sought, country: b.country, languages: b.languages, likedCategories: [] },
        likedBy.get(b.id) ?? [],
      ),
    (b) => b.id,
    LIMIT,
  ).map(({ candidate: b, reasons }) => ({
    _id: b.id,
    companyName: b.companyName,
    country: b.country,
    industry: b.industry,
    reasons,
  }));
}

/** What the member should look at next in the fair: sellers for a buyer, buyers for a seller. */
export async function recommendationsFor(db: Db, fairId: string, userId: string): Promise<Recommendations> {
  const role = await participantRole(db, fairId, userId);
  if (role === 'BUYER') return { sellers: await sellersFor(db, fairId, userId), buyers: [] };
  if (role === 'SELLER') return { sellers: [], buyers: await buyersFor(db, fairId, userId) };
  throw new HttpError(403, 'fairNotParticipating');
}
