import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { shopOrderLines, shopProducts } from './shop.ts';

/**
 * Product reviews and product questions (docs/decisions/0042-shop-reviews-and-questions.md).
 *
 * A review belongs to one order line, and the unique key on the line is what keeps it to one: of two
 * concurrent posts for one line the second hits the key. A deleted review keeps its row (`deletedAt`), so
 * the line stays reviewed and its points are not earned twice by deleting and writing again.
 */
export const shopReviews = pgTable(
  'shop_reviews',
  {
    id: id(),
    lineId: uuid()
      .notNull()
      .unique('shop_reviews_line_unique')
      .references(() => shopOrderLines.id, { onDelete: 'restrict' }),
    productId: uuid()
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    text: text().notNull(),
    hidden: boolean().notNull().default(false),
    reply: text(),
    repliedAt: timestamptz(),
    repliedBy: text(),
    /** The points the review earned (0: none); written once, with the ledger's GRANT. */
    pointsGranted: integer().notNull().default(0),
    deletedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    index('shop_reviews_product_idx').on(t.productId, t.createdAt),
    index('shop_reviews_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A review's photos, in order: a foreign key to `files`, so releaseFiles counts them as uses. */
export const shopReviewPhotos = pgTable(
  'shop_review_photos',
  {
    reviewId: uuid()
      .notNull()
      .references(() => shopReviews.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.fileId] }), index('shop_review_photos_file_idx').on(t.fileId)],
);

/** A member's question about a product; answered when `answer` is set (like the 1:1 inquiries). */
export const shopQuestions = pgTable(
  'shop_questions',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    private: boolean().notNull().default(false),
    answer: text(),
    answeredAt: timestamptz(),
    answeredBy: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shop_questions_product_idx').on(t.productId, t.createdAt),
    index('shop_questions_user_idx').on(t.userId, t.createdAt),
    index('shop_questions_unanswered_idx')
      .on(t.createdAt)
      .where(sql`${t.answeredAt} is null`),
  ],
);
