import { z } from 'zod';
import { DOCUMENT_STATES, DOCUMENT_VERDICTS } from '../documentReview.ts';
import { LOCALES } from '../locale.ts';
import { reviewMessages as m } from '../messages/review.ts';
import { documentNameSchema } from './application.ts';

export const DOCUMENT_REASON_MAX = 300;

/** One line of a record's document checklist (docs/decisions/0027-application-status-life.md): required or not, and the state of its file. */
export const checklistItemSchema = z.object({
  name: z.string().describe('document key, e.g. residentRegistration'),
  required: z.boolean().describe('required for this supply type and category (domain/documentReview.ts)'),
  state: z.enum(DOCUMENT_STATES),
  fileId: z.uuid().nullable(),
  reason: z.string().nullable().describe('why it was rejected'),
  by: z.string().nullable().describe('the manager who judged it'),
  at: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** A manager's verdict on the current file of a document: a rejection says why. */
export const documentVerdictSchema = z
  .object({
    verdict: z.enum(DOCUMENT_VERDICTS, { error: m.documentVerdictRequired.ko }),
    reason: z
      .string()
      .trim()
      .max(DOCUMENT_REASON_MAX, m.documentReasonTooLong.ko)
      .nullish()
      .transform((v) => v || null),
  })
  .refine((v) => v.verdict === 'ACCEPTED' || v.reason !== null, {
    error: m.documentReasonRequired.ko,
    path: ['reason'],
  });
export type DocumentVerdictInput = z.infer<typeof documentVerdictSchema>;

/** 보완요청: the documents asked for, until when, why, and the language the applicant is told in. */
export const supplementRequestSchema = z.object({
  documents: z
    .array(documentNameSchema)
    .min(1, m.supplementDocumentsRequired.ko)
    .max(20)
    .transform((names) => [...new Set(names)]),
  deadline: z.iso.datetime({ offset: true, error: m.supplementDeadlineInvalid.ko }),
  note: z
    .string()
    .trim()
    .max(500, m.documentReasonTooLong.ko)
    .nullish()
    .transform((v) => v || null),
  locale: z.enum(LOCALES).default('ko'),
});
export type SupplementRequestInput = z.infer<typeof supplementRequestSchema>;

export const supplementSchema = z.object({
  _id: z.uuid(),
  documents: z.array(z.string()),
  deadline: z.string(),
  note: z.string().nullable(),
  by: z.string(),
  at: z.string(),
  answeredAt: z.string().nullable(),
});
export type Supplement = z.infer<typeof supplementSchema>;

/** What the review of one record needs beside the record: checklist, supplement requests, reviewer, neighbours. */
export const applicationReviewAidsSchema = z.object({
  checklist: z.array(checklistItemSchema),
  supplements: z.array(supplementSchema).describe('newest first'),
  assignee: z.object({ _id: z.uuid(), username: z.string() }).nullable(),
  previous: z.uuid().nullable().describe('the record before this one in the list filter and order'),
  next: z.uuid().nullable(),
});
export type ApplicationReviewAids = z.infer<typeof applicationReviewAidsSchema>;

/** Assigns records to a reviewer (a manager with the scope), or unassigns them (`managerId: null`). */
export const assignmentSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(1_000),
  managerId: z.uuid().nullable(),
});
export type AssignmentInput = z.infer<typeof assignmentSchema>;

export const reviewerSchema = z.object({ _id: z.uuid(), username: z.string(), name: z.string().nullable() });
export type Reviewer = z.infer<typeof reviewerSchema>;
