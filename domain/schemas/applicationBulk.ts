import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applicationStatus.ts';
import { personalMessages as pm } from '../messages/personal.ts';
import { reviewMessages as m } from '../messages/review.ts';
import { STATUS_NOTE_MAX } from './applicationReview.ts';

/** At most this many selected rows in one request; "everything this filter finds" has its own bound. */
export const BULK_IDS_MAX = 1_000;
export const BULK_FILTER_MAX = 20_000;

/**
 * A bulk status change (`POST /api/console/application/bulk`, the list's filter in the query string):
 * either the selected `ids`, or everything the filter finds, when `expected` — the count the manager
 * confirmed — is still what it finds. One reason for every record.
 */
export const applicationBulkStatusSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES, { error: pm.applicationStatusRequired.ko }),
    reason: z
      .string({ error: m.bulkReasonRequired.ko })
      .trim()
      .min(1, m.bulkReasonRequired.ko)
      .max(STATUS_NOTE_MAX, pm.statusNoteTooLong.ko),
    ids: z.array(z.uuid()).min(1).max(BULK_IDS_MAX, m.bulkTooMany.ko).optional(),
    expected: z.number().int().min(1).max(BULK_FILTER_MAX, m.bulkTooMany.ko).optional(),
  })
  .refine((b) => (b.ids === undefined) !== (b.expected === undefined), {
    error: m.bulkTargetRequired.ko,
    path: ['ids'],
  });
export type ApplicationBulkStatus = z.infer<typeof applicationBulkStatusSchema>;

/** What a bulk change did: how many it changed, and how many it skipped, by status and reason. */
export const applicationBulkResultSchema = z.object({
  matched: z.number().int(),
  changed: z.number().int(),
  skipped: z.array(
    z.object({
      from: z.enum(APPLICATION_STATUSES),
      reason: z.string().describe('the refusal, in the request language'),
      count: z.number().int(),
    }),
  ),
});
export type ApplicationBulkResult = z.infer<typeof applicationBulkResultSchema>;
