import { z } from 'zod';
import {
  APPLICATION_KINDS,
  GENDERS,
  QUALIFICATION_TYPES,
  RANKS,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
} from '../constants.ts';
import { MARITAL_STATUSES } from './application.ts';

/**
 * An application as the applicant reads it (docs/decisions/0005-application-contract.md Application), beside
 * its input in application.ts. Dates are ISO 8601 UTC.
 */

/** A document of an application: `name` is the document key, `filename` the original (Korean) name. */
export const applicationFileSchema = z.object({
  _id: z.uuid(),
  name: z.string().describe('document key, e.g. residentRegistration'),
  filename: z.string().describe('the original file name'),
  size: z.number().int(),
  type: z.string(),
  url: z.string().describe('/api/v1/application/{_id}/files/{fileId} (needs X-Applicant-Token)'),
});
export type ApplicationFile = z.infer<typeof applicationFileSchema>;

const nullableEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable();

export const applicationRecordSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(APPLICATION_KINDS),
  scheduleId: z.uuid(),
  round: z.number().int(),
  receiptNo: z.string(),
  name: z.string(),
  phone: z.string(),
  birth: z.string(),
  email: z.string().nullable(),
  gender: nullableEnum(GENDERS),
  /** True when name, phone and birth come from an identity verification. */
  verified: z.boolean(),
  terms: z.array(z.string()),
  qualificationType: nullableEnum(QUALIFICATION_TYPES),
  maritalStatus: nullableEnum(MARITAL_STATUSES),
  marriageDate: z.string().nullable(),
  spouse: z.object({ name: z.string(), phone: z.string(), birth: z.string() }).nullable(),
  supplyType: nullableEnum(SUPPLY_TYPES),
  supplyCategory: nullableEnum(SUPPLY_CATEGORIES),
  earningRank: nullableEnum(RANKS),
  regionRank: nullableEnum(RANKS),
  isHomeless: z.boolean().nullable(),
  isAsset: z.boolean().nullable(),
  isCar: z.boolean().nullable(),
  carValue: z.number().int().nullable(),
  preferences: z.object({ unitType: z.string().nullable() }),
  files: z.record(z.string(), applicationFileSchema).describe('document key → file'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;

/**
 * An open 보완요청 as the applicant reads it (docs/decisions/0032-notice-idempotency-and-applicant-supplement.md):
 * the documents asked for, each with the reviewer's reason when they rejected its file and whether a file came
 * since the request, the reviewer's note and the deadline.
 */
export const applicantSupplementSchema = z.object({
  documents: z.array(
    z.object({
      name: z.string().describe('document key, e.g. residentRegistration'),
      reason: z.string().nullable().describe("the reviewer's reason for rejecting the file before"),
      uploaded: z.boolean().describe('a file was uploaded since the request'),
    }),
  ),
  note: z.string().nullable().describe("the reviewer's note"),
  deadline: z.string(),
  open: z.boolean().describe('before the deadline: uploads are taken (after it they are refused)'),
});
export type ApplicantSupplement = z.infer<typeof applicantSupplementSchema>;

/** What an applicant's lookup lists: enough to pick one, and an open 보완요청 to answer. */
export const applicationSummarySchema = applicationRecordSchema
  .pick({
    _id: true,
    kind: true,
    scheduleId: true,
    round: true,
    receiptNo: true,
    name: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({ supplement: applicantSupplementSchema.nullable() });
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
