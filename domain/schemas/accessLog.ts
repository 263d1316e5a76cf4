import { z } from 'zod';
import { ACCESS_ACTIONS } from '../accessLog.ts';

/**
 * The access log as the console reads it (docs/decisions/0007-personal-data-and-access-log.md,
 * 0011-access-log-reads-and-review.md): read-only, newest first; rows of one instant in the order they were
 * written (`seq`).
 */
export const accessLogSchema = z.object({
  _id: z.uuid(),
  seq: z.number().int().describe('the order rows were written in'),
  actorId: z.uuid(),
  actorUsername: z.string(),
  ip: z.string(),
  action: z.enum(ACCESS_ACTIONS),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  subjectLabel: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.string().nullable(),
  subjectCount: z.number().int().nullable().describe("how many people's records it touched"),
  createdAt: z.string(),
});
export type AccessLog = z.infer<typeof accessLogSchema>;

/** Why a manager's month stands out in the monthly review (docs/decisions/0011-access-log-reads-and-review.md). */
export const REVIEW_FLAGS = ['aboveOwnMedian', 'aboveDailyLimit'] as const;

/** One manager's reads in one Seoul month. */
export const reviewRowSchema = z.object({
  actorId: z.uuid(),
  actorUsername: z.string(),
  lists: z.number().int().describe('list pages read'),
  views: z.number().int().describe('records viewed'),
  reveals: z.number().int().describe('records revealed'),
  exports: z.number().int(),
  downloads: z.number().int(),
  subjects: z.number().int().describe("people's records touched by reads, exports and downloads"),
  peakDay: z.string().nullable().describe('the Seoul day with most subjects'),
  peakDaySubjects: z.number().int(),
  baseline: z.number().describe('median of subjects over the 3 months before'),
  flags: z.array(z.enum(REVIEW_FLAGS)),
});
/** The monthly review of the access log: every manager who read personal data that month. */
export const reviewSchema = z.object({
  month: z.string(),
  medianFactor: z.number(),
  dailyLimit: z.number().int(),
  managers: z.array(reviewRowSchema),
});
export type AccessLogReview = z.infer<typeof reviewSchema>;
export type AccessLogReviewRow = z.infer<typeof reviewRowSchema>;
