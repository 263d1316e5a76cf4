import { and, asc, count, desc, eq, exists, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import { maskName } from '#domain/masking.ts';
import { message } from '#domain/messages/index.ts';
import type {
  MyReview,
  PublicReview,
  ReviewableLine,
  ReviewEdit,
  ReviewInput,
  ReviewSort,
  ReviewSummary,
} from '#domain/schemas/shopReviews.ts';
import type { OrderStatus } from '#domain/shop/orderStatus.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { Db } from '#server/db/index.ts';
import {
  shopOrderLines,
  shopOrders,
  shopPayments,
  shopProducts,
  shopReviewPhotos,
  shopReviews,
  users,
} from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import type { FileActor } from '../files.ts';
import { visible as shownOnSite } from '../shop/storefront.ts';
import { credit, expiryOf } from '../loyalty/points.ts';
import { linkPhotos, photoIdsOf, photosOf } from './photos.ts';
import { getReviewSettings } from './settings.ts';

/**
 * Product reviews (docs/decisions/0042-shop-reviews-and-questions.md): one per order line, by its buyer,
 * once the line was delivered; the unique key on the line keeps two concurrent posts to one.
 */

/** Delivered, and still delivered or confirmed: a returned or refunded line earns no review. */
export const REVIEWABLE_STATUSES: readonly OrderStatus[] = ['DELIVERED', 'CONFIRMED'];

const live = isNull(shopReviews.deletedAt);

/**
 * A line given back on its own (docs/decisions/0045-loyalty-notices-birthdays-and-review-limits.md): its units
 * came back on stock, or its refunds reach what was paid for it, while the rest of the order stays delivered.
 * A partial refund of a line (a price adjustment, the goods kept) leaves it reviewable.
 */
const lineGivenBack = sql<boolean>`(${shopOrderLines.restockedAt} is not null or (
  select coalesce(sum(p.amount), 0) from ${shopPayments} p where p.line_id = ${shopOrderLines.id} and p.kind = 'REFUND'
) >= greatest(${shopOrderLines.amount} - ${shopOrderLines.discount}, 1))`;

function reviewQuery(db: Db) {
  return db
    .select({
      review: shopReviews,
      username: users.username,
      optionName: shopOrderLines.optionName,
      productName: shopOrderLines.productName,
      orderNumber: shopOrders.number,
    })
    .from(shopReviews)
    .innerJoin(users, eq(users.id, shopReviews.userId))
    .innerJoin(shopOrderLines, eq(shopOrderLines.id, shopReviews.lineId))
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderLines.orderId));
}
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>['execute']>>[number];
export { reviewQuery };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPublicReview(r: ReviewRow, photos: Map<string, PublicReview['photos']>): PublicReview {
  return {
    _id: r.review.id,
    productId: r.review.productId,
    rating: r.review.rating,
    text: r.review.text,
    photos: photos.get(r.review.id) ?? [],
    author: maskName(r.username),
    optionName: r.optionName,
    reply: r.review.reply,
    repliedAt: iso(r.review.repliedAt),
    createdAt: r.review.createdAt.toISOString(),
    updatedAt: r.review.updatedAt.toISOString(),
  };
}

export function toMyReview(r: ReviewRow, photos: Map<string, PublicReview['photos']>): MyReview {
  return {
    ...toPublicReview(r, photos),
    productName: r.productName,
    hidden: r.review.hidden,
    pointsGranted: r.review.pointsGranted,
  };
}

/**
 * Writes the review of a delivered line of the member's, links its photos and grants the review points of
 * the console's setting (once: the review row is written once per line).
 */
export async function createReview(db: Db, actor: FileActor, userId: string, input: ReviewInput) {
  try {
    return await db.transaction(async (tx) => {
      const [line] = await tx
        .select({
          productId: shopOrderLines.productId,
          givenBack: lineGivenBack,
          shown: sql<boolean>`${shownOnSite}`,
        })
        .from(shopOrderLines)
        .innerJoin(shopOrders, eq(shopOrders.id, shopOrderLines.orderId))
        .innerJoin(shopProducts, eq(shopProducts.id, shopOrderLines.productId))
        .where(
          and(
            eq(shopOrderLines.id, input.lineId),
            eq(shopOrders.userId, userId),
            inArray(shopOrders.status, [...REVIEWABLE_STATUSES]),
          ),
        );
      if (!line) throw new HttpError(403, 'shopReviewNotAllowed', { lineId: 'shopReviewNotAllowed' });
      if (line.givenBack)
        throw new HttpError(403, 'shopReviewLineRefunded', { lineId: 'shopReviewLineRefunded' });
      if (!line.shown)
        throw new HttpError(403, 'shopReviewProductHidden', { lineId: 'shopReviewProductHidden' });
      const [row] = await tx
        .insert(shopReviews)
        .values({
          lineId: input.lineId,
          productId: line.productId,
          userId,
          rating: input.rating,
          text: input.text,
        })
        .returning({ id: shopReviews.id });
      const id = row!.id;
      await linkPhotos(tx, actor, id, input.photos);
      const settings = await getReviewSettings(tx);
      const points = input.photos.length > 0 ? settings.photoPoints : settings.points;
      if (points > 0) {
        await credit(tx, userId, 'GRANT', points, expiryOf(new Date()), {
          reason: message('shopReviewPointsReason', 'ko'),
          actor: `review:${id}`,
        });
        await tx.update(shopReviews).set({ pointsGranted: points }).where(eq(shopReviews.id, id));
      }
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, 'shopReviewExists', { lineId: 'shopReviewExists' });
    throw error;
  }
}

async function ownReview(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: shopReviews.id })
    .from(shopReviews)
    .where(and(eq(shopReviews.id, id), eq(shopReviews.userId, userId), live))
    .for('update');
  if (!row) throw new HttpError(404, 'shopReviewNotFound');
}

/** The member's edit of their own review; answers the photos no longer used, for releaseFiles. */
export async function editReview(
  db: Db,
  actor: FileActor,
  userId: string,
  id: string,
  input: ReviewEdit,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await ownReview(tx, userId, id);
    const before = await photoIdsOf(tx, id);
    await tx
      .update(shopReviews)
      .set({ rating: input.rating, text: input.text })
      .where(eq(shopReviews.id, id));
    await linkPhotos(tx, actor, id, input.photos, before);
    return before.filter((f) => !input.photos.includes(f));
  });
}

/**
 * The member deletes their own review: it leaves the product page and its photos go; the row stays
 * (`deletedAt`) so that the line is not reviewed, and its points earned, a second time.
 */
export async function deleteReview(db: Db, userId: string, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await ownReview(tx, userId, id);
    const photos = await photoIdsOf(tx, id);
    await tx.delete(shopReviewPhotos).where(eq(shopReviewPhotos.reviewId, id));
    await tx.update(shopReviews).set({ deletedAt: new Date() }).where(eq(shopReviews.id, id));
    return photos;
  });
}

export async function myReview(db: Db, userId: string, id: string): Promise<MyReview> {
  const [row] = await reviewQuery(db).where(
    and(eq(shopReviews.id, id), eq(shopReviews.userId, userId), live),
  );
  if (!row) throw new HttpError(404, 'shopReviewNotFound');
  return toMyReview(row, await photosOf(db, [row.review.id]));
}

/** The member's reviews, newest first, and their delivered lines without one that they may still review. */
export async function myReviews(db: Db, userId: string) {
  const rows = await reviewQuery(db)
    .where(and(eq(shopReviews.userId, userId), live))
    .orderBy(desc(shopReviews.createdAt));
  const photos = await photosOf(
    db,
    rows.map((r) => r.review.id),
  );
  return { written: rows.map((r) => toMyReview(r, photos)), toWrite: await reviewableLines(db, userId) };
}

export async function reviewableLines(db: Db, userId: string): Promise<ReviewableLine[]> {
  const rows = await db
    .select({ line: shopOrderLines, order: shopOrders })
    .from(shopOrderLines)
    .innerJoin(shopOrders, eq(shopOrders.id, shopOrderLines.orderId))
    .innerJoin(shopProducts, eq(shopProducts.id, shopOrderLines.productId))
    .leftJoin(shopReviews, eq(shopReviews.lineId, shopOrderLines.id))
    .where(
      and(
        eq(shopOrders.userId, userId),
        inArray(shopOrders.status, [...REVIEWABLE_STATUSES]),
        isNull(shopReviews.id),
        not(lineGivenBack),
        shownOnSite,
      ),
    )
    .orderBy(desc(shopOrders.deliveredAt), asc(shopOrderLines.id));
  return rows.map(({ line, order }) => ({
    lineId: line.id,
    orderId: order.id,
    orderNumber: order.number,
    productId: line.productId,
    productName: line.productName,
    optionName: line.optionName,
    deliveredAt: iso(order.deliveredAt),
  }));
}

const shown = (productId: string): SQL =>
  and(eq(shopReviews.productId, productId), live, eq(shopReviews.hidden, false))!;
const withPhotos = exists(
  sql`(select 1 from ${shopReviewPhotos} where ${shopReviewPhotos.reviewId} = ${shopReviews.id})`,
);

/** The product page's summary: count, average, the 1–5 distribution, how many have photos. */
export async function reviewSummary(db: Db, productId: string): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: shopReviews.rating, n: count() })
    .from(shopReviews)
    .where(shown(productId))
    .groupBy(shopReviews.rating);
  const [photo] = await db
    .select({ n: count() })
    .from(shopReviews)
    .where(and(shown(productId), withPhotos));
  const distribution = [1, 2, 3, 4, 5].map((star) => rows.find((r) => r.rating === star)?.n ?? 0);
  const total = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  return {
    count: total,
    average: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
    distribution,
    photoCount: photo?.n ?? 0,
  };
}

/** The product page's reviews: shown ones only, newest or highest first, optionally photo reviews only. */
export async function productReviews(
  db: Db,
  productId: string,
  q: { sort: ReviewSort; photo: boolean; limit: number; offset: number },
) {
  const [product] = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(and(eq(shopProducts.id, productId), shownOnSite));
  // a hidden product's reviews are as unknown as the product (GET /api/v1/shop/products/{id})
  if (!product) throw new HttpError(404, 'notFound');
  const where = and(shown(productId), q.photo ? withPhotos : undefined);
  const order =
    q.sort === 'highest'
      ? [desc(shopReviews.rating), desc(shopReviews.createdAt), asc(shopReviews.id)]
      : [desc(shopReviews.createdAt), asc(shopReviews.id)];
  const [rows, [counted], summary] = await Promise.all([
    reviewQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(shopReviews).where(where),
    reviewSummary(db, productId),
  ]);
  const photos = await photosOf(
    db,
    rows.map((r) => r.review.id),
  );
  return { summary, reviews: rows.map((r) => toPublicReview(r, photos)), total: counted?.n ?? 0 };
}
