import { z } from 'zod';
import { shopReviewMessages as m } from '../messages/shopReviews.ts';
import { fileRefSchema } from './file.ts';
import { REVIEW_PHOTOS_MAX } from '../shop/constants.ts';

/**
 * Product reviews and product questions (docs/decisions/0042-shop-reviews-and-questions.md): the member's
 * inputs and answers, the product page's, the console's.
 */
export { REVIEW_PHOTOS_MAX } from '../shop/constants.ts';
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2_000;
export const QUESTION_TEXT_MIN = 5;
export const REPLY_MAX = 2_000;
export const REVIEW_SORTS = ['newest', 'highest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

const rating = () =>
  z
    .number({ error: m.shopReviewRatingInvalid.ko })
    .int(m.shopReviewRatingInvalid.ko)
    .min(1, m.shopReviewRatingInvalid.ko)
    .max(5, m.shopReviewRatingInvalid.ko);
const reviewText = () =>
  z
    .string({ error: m.shopReviewTextInvalid.ko })
    .trim()
    .min(REVIEW_TEXT_MIN, m.shopReviewTextInvalid.ko)
    .max(REVIEW_TEXT_MAX, m.shopReviewTextInvalid.ko);
/** Ids of files uploaded by `POST /api/v1/me/reviews/photos`, in the order shown. */
const photos = () =>
  z
    .array(z.uuid(m.shopReviewPhotoInvalid.ko))
    .max(REVIEW_PHOTOS_MAX, m.shopReviewPhotosTooMany.ko)
    .default([]);

export const reviewInputSchema = z.object({
  lineId: z.uuid(m.shopReviewNotAllowed.ko),
  rating: rating(),
  text: reviewText(),
  photos: photos(),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const reviewEditSchema = reviewInputSchema.omit({ lineId: true });
export type ReviewEdit = z.output<typeof reviewEditSchema>;

/** A review as the product page shows it: the writer's account masked, the manager's reply below. */
export const publicReviewSchema = z.object({
  _id: z.uuid(),
  productId: z.uuid(),
  rating: z.number().int(),
  text: z.string(),
  photos: z.array(fileRefSchema),
  author: z.string().describe('the account, masked'),
  optionName: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewSummarySchema = z.object({
  count: z.number().int(),
  /** One decimal; 0 without reviews. */
  average: z.number(),
  /** Reviews with 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: z.array(z.number().int()).length(5),
  photoCount: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const productReviewsQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).default('newest'),
  photo: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).default(0),
});

export const productReviewsSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(publicReviewSchema),
  total: z.number().int(),
});

/** The member's own review, with the product it is about. */
export const myReviewSchema = publicReviewSchema.extend({
  productName: z.string(),
  hidden: z.boolean(),
  pointsGranted: z.number().int(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** A delivered line of the member's that has no review yet. */
export const reviewableLineSchema = z.object({
  lineId: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  productId: z.uuid(),
  productName: z.string(),
  optionName: z.string(),
  deliveredAt: z.string().nullable(),
});
export type ReviewableLine = z.infer<typeof reviewableLineSchema>;

export const myReviewsSchema = z.object({
  written: z.array(myReviewSchema),
  toWrite: z.array(reviewableLineSchema),
});

export const consoleReviewSchema = myReviewSchema.extend({
  username: z.string().describe('masked unless revealed'),
  orderNumber: z.string(),
});
export type ConsoleReview = z.infer<typeof consoleReviewSchema>;

/** The manager's moderation: hide or show, a reply (null removes it). */
export const reviewModerationSchema = z.object({
  hidden: z.boolean().optional(),
  reply: z
    .string({ error: m.shopReviewReplyInvalid.ko })
    .trim()
    .min(1, m.shopReviewReplyInvalid.ko)
    .max(REPLY_MAX, m.shopReviewReplyInvalid.ko)
    .nullable()
    .optional(),
});

const reviewPoints = () =>
  z
    .number({ error: m.shopReviewPointsInvalid.ko })
    .int(m.shopReviewPointsInvalid.ko)
    .min(0, m.shopReviewPointsInvalid.ko)
    .max(100_000, m.shopReviewPointsInvalid.ko);
/** The points a review earns, once (0: none); a review with photos earns `photoPoints` instead. */
export const reviewSettingsSchema = z.object({ points: reviewPoints(), photoPoints: reviewPoints() });
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;
export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { points: 0, photoPoints: 0 };

// ---- product questions

export const questionInputSchema = z.object({
  productId: z.uuid(m.shopQuestionProductNotFound.ko),
  text: z
    .string({ error: m.shopQuestionTextInvalid.ko })
    .trim()
    .min(QUESTION_TEXT_MIN, m.shopQuestionTextInvalid.ko)
    .max(REVIEW_TEXT_MAX, m.shopQuestionTextInvalid.ko),
  private: z.boolean().default(false),
});
export type QuestionInput = z.output<typeof questionInputSchema>;

/**
 * A question as the product page shows it: a private one's text and answer only to its writer
 * (`text` null for the others, who see "private question").
 */
export const publicQuestionSchema = z.object({
  _id: z.uuid(),
  productId: z.uuid(),
  private: z.boolean(),
  mine: z.boolean(),
  author: z.string().describe('the account, masked'),
  text: z.string().nullable(),
  answered: z.boolean(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

export const productQuestionsSchema = z.object({
  questions: z.array(publicQuestionSchema),
  total: z.number().int(),
});

export const myQuestionSchema = publicQuestionSchema.extend({ productName: z.string() });
export const myQuestionsSchema = z.object({ inquires: z.array(myQuestionSchema), total: z.number().int() });

export const consoleQuestionSchema = myQuestionSchema.extend({
  username: z.string().describe('masked unless revealed'),
  answeredBy: z.string().nullable(),
});
export type ConsoleQuestion = z.infer<typeof consoleQuestionSchema>;

export const questionAnswerSchema = z.object({
  answer: z
    .string({ error: m.shopQuestionAnswerInvalid.ko })
    .trim()
    .min(1, m.shopQuestionAnswerInvalid.ko)
    .max(REPLY_MAX, m.shopQuestionAnswerInvalid.ko),
});
