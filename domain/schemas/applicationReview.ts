import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applicationStatus.ts';
import { personalMessages as m } from '../messages/personal.ts';

export const STATUS_NOTE_MAX = 500;

/** A manager's review-status change (`PUT /api/console/application/{_id}`), with an optional note. */
export const applicationStatusInputSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: m.applicationStatusRequired.ko }),
  note: z
    .string()
    .trim()
    .max(STATUS_NOTE_MAX, m.statusNoteTooLong.ko)
    .nullish()
    .transform((value) => value || null),
});
export type ApplicationStatusInput = z.infer<typeof applicationStatusInputSchema>;
