import { and, asc, count, desc, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import type { ConsoleReview } from '#domain/schemas/shopReviews.ts';
import { maskName } from '#domain/masking.ts';
import type { Db } from '#server/db/index.ts';
import { shopOrderLines, shopReviewPhotos, shopReviews, users } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { searchIn, type ListOrder } from '#server/http/list.ts';
import { paged } from '#server/services/export.ts';
import { reviewQuery, toMyReview, type ReviewRow } from './reviews.ts';
import { photosOf } from './photos.ts';

/**
 * The console's reviews (scope `shop`, docs/decisions/0042-shop-reviews-and-questions.md): every review not
 * deleted by its writer, hidden ones included, with the writer's account masked; hide, show, reply.
 */

export const REVIEW_CONSOLE_SORTS = ['createdAt', 'rating'] as const;
type Sort = (typeof REVIEW_CONSOLE_SORTS)[number];
export interface ReviewFilter {
  q?: string | undefined;
  hidden?: boolean | undefined;
  photo?: boolean | undefined;
  rating?: number | undefined;
}

const sortColumn = { createdAt: shopReviews.createdAt, rating: shopReviews.rating };

const toConsole = (r: ReviewRow, photos: Map<string, ConsoleReview['photos']>): ConsoleReview => ({
  ...toMyReview(r, photos),
  username: maskName(r.username),
  orderNumber: r.orderNumber,
});

function where(f: ReviewFilter): SQL | undefined {
  return and(
    isNull(shopReviews.deletedAt),
    searchIn(f.q, shopOrderLines.productName, shopReviews.text, users.username),
    f.hidden === undefined ? undefined : eq(shopReviews.hidden, f.hidden),
    f.rating === undefined ? undefined : eq(shopReviews.rating, f.rating),
    f.photo
      ? exists(
          sql`(select 1 from ${shopReviewPhotos} where ${shopReviewPhotos.reviewId} = ${shopReviews.id})`,
        )
      : undefined,
  );
}

async function select(db: Db, f: ReviewFilter, o: ListOrder<Sort>, page: { limit: number; offset: number }) {
  const rows = await reviewQuery(db)
    .where(where(f))
    .orderBy((o.order === 'ASC' ? asc : desc)(sortColumn[o.sort ?? 'createdAt']), asc(shopReviews.id))
    .limit(page.limit)
    .offset(page.offset);
  const photos = await photosOf(
    db,
    rows.map((r) => r.review.id),
  );
  return rows.map((r) => toConsole(r, photos));
}

export const consoleReviewService = {
  async list(db: Db, q: ReviewFilter & ListOrder<Sort> & { limit: number; offset: number }) {
    const [reviews, [counted]] = await Promise.all([
      select(db, q, q, q),
      db
        .select({ n: count() })
        .from(shopReviews)
        .innerJoin(users, eq(users.id, shopReviews.userId))
        .innerJoin(shopOrderLines, eq(shopOrderLines.id, shopReviews.lineId))
        .where(where(q)),
    ]);
    return { reviews, total: counted?.n ?? 0 };
  },
  each(db: Db, f: ReviewFilter, o: ListOrder<Sort>) {
    return paged((offset, limit) => select(db, f, o, { limit, offset }));
  },
};

export async function consoleReview(db: Db, id: string): Promise<ConsoleReview> {
  const [row] = await reviewQuery(db).where(and(eq(shopReviews.id, id), isNull(shopReviews.deletedAt)));
  if (!row) throw new HttpError(404, 'shopReviewNotFound');
  return toConsole(row, await photosOf(db, [id]));
}

/** Hides or shows a review and sets or removes the manager's reply. */
export async function moderateReview(
  db: Db,
  id: string,
  input: { hidden?: boolean | undefined; reply?: string | null | undefined },
  manager: string,
): Promise<ConsoleReview> {
  const values: Partial<typeof shopReviews.$inferInsert> = { updatedAt: new Date() };
  if (input.hidden !== undefined) values.hidden = input.hidden;
  if (input.reply !== undefined) {
    values.reply = input.reply;
    values.repliedAt = input.reply === null ? null : new Date();
    values.repliedBy = input.reply === null ? null : manager;
  }
  const rows = await db
    .update(shopReviews)
    .set(values)
    .where(and(eq(shopReviews.id, id), isNull(shopReviews.deletedAt)))
    .returning({ id: shopReviews.id });
  if (rows.length === 0) throw new HttpError(404, 'shopReviewNotFound');
  return consoleReview(db, id);
}
