import type {
  ApplicationFile,
  ApplicationRecord,
  ApplicationSummary,
} from '#domain/schemas/applicationRecord.ts';
import type { applications } from '../../db/schema/index.ts';

export type ApplicationRow = typeof applications.$inferSelect;

export function fileUrlOf(applicationId: string, fileId: string): string {
  return `/api/v1/application/${applicationId}/files/${fileId}`;
}

export function toApplicationRecord(
  row: ApplicationRow,
  round: number,
  files: Record<string, ApplicationFile>,
): ApplicationRecord {
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
    gender: (row.gender as ApplicationRecord['gender']) ?? null,
    verified: row.verifiedAt !== null,
    terms: row.terms,
    qualificationType: (row.qualificationType as ApplicationRecord['qualificationType']) ?? null,
    maritalStatus: (row.maritalStatus as ApplicationRecord['maritalStatus']) ?? null,
    marriageDate: row.marriageDate,
    spouse: row.spouse ?? null,
    supplyType: (row.supplyType as ApplicationRecord['supplyType']) ?? null,
    supplyCategory: (row.supplyCategory as ApplicationRecord['supplyCategory']) ?? null,
    earningRank: (row.earningRank as ApplicationRecord['earningRank']) ?? null,
    regionRank: (row.regionRank as ApplicationRecord['regionRank']) ?? null,
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

export function toSummary(
  row: ApplicationRow,
  round: number,
  supplement: ApplicationSummary['supplement'] = null,
): ApplicationSummary {
  const { _id, kind, scheduleId, receiptNo, name, createdAt, updatedAt } = toApplicationRecord(
    row,
    round,
    {},
  );
  return { _id, kind, scheduleId, round, receiptNo, name, createdAt, updatedAt, supplement };
}
