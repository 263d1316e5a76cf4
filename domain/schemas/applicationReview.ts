import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applicationStatus.ts';
import { personalMessages as m } from '../messages/personal.ts';
import { applicationRecordSchema } from './applicationRecord.ts';

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

/** A document as the console lists it: `_id` is the file id, `name` the document key. */
export const consoleDocumentSchema = z.object({
  _id: z.uuid().describe('the file id'),
  name: z.string().describe('document key, e.g. residentRegistration'),
  filename: z.string(),
  size: z.number().int(),
  type: z.string(),
  url: z.string().describe('/api/console/application/{_id}/files/{fileId}: fetch with the bearer token'),
});
export type ConsoleDocument = z.infer<typeof consoleDocumentSchema>;

export const statusChangeSchema = z.object({
  from: z.enum(APPLICATION_STATUSES),
  to: z.enum(APPLICATION_STATUSES),
  note: z.string().nullable(),
  by: z.string().describe('manager username'),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** A term agreed to: its title by language now, and the version (its updatedAt) agreed to. */
export const agreedTermSchema = z.object({
  code: z.string(),
  titles: z
    .object({ ko: z.string(), en: z.string().optional(), cn: z.string().optional() })
    .describe("the term's title now, by language (the code when the term no longer exists)"),
  version: z
    .string()
    .nullable()
    .describe("the term's updatedAt when the applicant agreed (ISO); null when not recorded (older rows)"),
});
export type AgreedTerm = z.infer<typeof agreedTermSchema>;

/** One application as the console reads it: every field of the applicant's record, the review, documents. */
export const consoleApplicationSchema = applicationRecordSchema.omit({ files: true }).extend({
  terms: z.array(agreedTermSchema).describe('the terms agreed to, with the version agreed'),
  roundTitle: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  statusChangedAt: z.string().nullable(),
  masked: z.boolean().describe('true unless revealed with X-Sub-Password-Token and a reason'),
  documents: z.array(consoleDocumentSchema),
  history: z.array(statusChangeSchema).describe('newest first'),
});
export type ConsoleApplication = z.infer<typeof consoleApplicationSchema>;

/** A row of the lists: the fields the columns and filters need, personal ones masked by default. */
export const consoleApplicationItemSchema = consoleApplicationSchema
  .omit({
    terms: true,
    spouse: true,
    preferences: true,
    documents: true,
    history: true,
    marriageDate: true,
    maritalStatus: true,
    carValue: true,
    gender: true,
    scheduleId: true,
  })
  .extend({ documentCount: z.number().int() });
export type ConsoleApplicationItem = z.infer<typeof consoleApplicationItemSchema>;
