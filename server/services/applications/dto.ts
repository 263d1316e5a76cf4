import { z } from 'zod';
import {
  APPLICATION_KINDS,
  GENDERS,
  QUALIFICATION_TYPES,
  RANKS,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
} from '#domain/constants.ts';
import { MARITAL_STATUSES } from '#domain/schemas/application.ts';
import type { applications } from '../../db/schema/index.ts';

export type ApplicationRow = typeof applications.$inferSelect;

/** A document of an application: `name` is the document key, `filename` the original (Korean) name. */
export const applicationFileSchema = z.object({
  _id: z.uuid(),
  name: z.string().describe('document key, e.g. residentRegistration'),
  filename: z.string().describe('the original file name'),
  size: z.number().int(),
  type: z.string(),
  url: z.string().describe('/api/v1/application/{_id}/files/{fileId} (needs X-Applicant-Token)'),
});
export type ApplicationFileDto = z.infer<typeof applicationFileSchema>;

const nullableEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable();

/** 0005 Application: what the applicant (and later the console) reads. Dates are ISO 8601 UTC. */
export const applicationDtoSchema = z.object({
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
export type ApplicationDto = z.infer<typeof applicationDtoSchema>;

export const applicationSummarySchema = z.object({
  _id: z.uuid(),
  kind: z.enum(APPLICATION_KINDS),
  scheduleId: z.uuid(),
  round: z.number().int(),
  receiptNo: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationSummaryDto = z.infer<typeof applicationSummarySchema>;

export function fileUrlOf(applicationId: string, fileId: string): string {
  return `/api/v1/application/${applicationId}/files/${fileId}`;
}

export function toApplicationDto(
  row: ApplicationRow,
  round: number,
  files: Record<string, ApplicationFileDto>,
): ApplicationDto {
  return {
    _id: row.id,
    kind: row.kind,
    scheduleId: row.scheduleId,
    round,
    receiptNo: row.receiptNo,
    name: row.name,
    phone: row.phone,
    birth: row.birth,
    email: row.email,
    gender: (row.gender as ApplicationDto['gender']) ?? null,
    verified: row.verifiedAt !== null,
    terms: row.terms,
    qualificationType: (row.qualificationType as ApplicationDto['qualificationType']) ?? null,
    maritalStatus: (row.maritalStatus as ApplicationDto['maritalStatus']) ?? null,
    marriageDate: row.marriageDate,
    spouse: row.spouse ?? null,
    supplyType: (row.supplyType as ApplicationDto['supplyType']) ?? null,
    supplyCategory: (row.supplyCategory as ApplicationDto['supplyCategory']) ?? null,
    earningRank: (row.earningRank as ApplicationDto['earningRank']) ?? null,
    regionRank: (row.regionRank as ApplicationDto['regionRank']) ?? null,
    isHomeless: row.isHomeless,
    isAsset: row.isAsset,
    isCar: row.isCar,
    carValue: row.carValue,
    preferences: { unitType: row.preferences?.unitType ?? null },
    files,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSummary(row: ApplicationRow, round: number): ApplicationSummaryDto {
  return {
    _id: row.id,
    kind: row.kind,
    scheduleId: row.scheduleId,
    round,
    receiptNo: row.receiptNo,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
