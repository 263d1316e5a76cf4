import type { TextLangs } from '#domain/localized.ts';

/** Shapes of the application API answers the pages read (docs/decisions/0005-application-contract.md). */

export interface Term {
  _id: string;
  code: string;
  title: string;
  /** Sanitized HTML. */
  content: string;
  required: boolean;
  order: number;
  /** the language each text is in (docs/decisions/0012-localized-content.md) */
  lang?: TextLangs<'title' | 'content'>;
}

export interface FileRef {
  _id: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

/** GET /api/v1/cert/{_id}: the verified identity, once. */
export interface VerifiedIdentity {
  name: string;
  phone: string;
  birth: string;
  gender?: string;
}

/** A document of an application: `name` is the document key, `filename` the original name. */
export interface ApplicationFile {
  _id: string;
  name: string;
  filename: string;
  size: number;
  type: string;
  /** /api/v1/application/{_id}/files/{fileId}: needs X-Applicant-Token. */
  url: string;
}

/** 0005 Application, as GET /api/v1/application/{_id} and POST answer it. */
export interface ApplicationRecord {
  _id: string;
  kind: 'REGISTRATION' | 'APPLICATION';
  scheduleId: string;
  round: number;
  receiptNo: string;
  name: string;
  phone: string;
  birth: string;
  email: string | null;
  gender: string | null;
  verified: boolean;
  terms: string[];
  qualificationType: 'YOUTH_TYPE' | 'MARRIED_TYPE' | null;
  maritalStatus: 'SINGLE' | 'MARRIED' | 'PLANNED' | null;
  marriageDate: string | null;
  spouse: { name: string; phone: string; birth: string } | null;
  supplyType: 'SPECIAL_TYPE' | 'NORMAL_TYPE' | null;
  supplyCategory: 'YOUTH' | 'MARRIED' | null;
  earningRank: 'FIRST' | 'SECOND' | 'THIRD' | null;
  regionRank: 'FIRST' | 'SECOND' | 'THIRD' | null;
  isHomeless: boolean | null;
  isAsset: boolean | null;
  isCar: boolean | null;
  carValue: number | null;
  preferences: { unitType: string | null };
  files: Record<string, ApplicationFile>;
  createdAt: string;
  updatedAt: string;
}

export interface ApplicationSummary {
  _id: string;
  kind: 'REGISTRATION' | 'APPLICATION';
  scheduleId: string;
  round: number;
  receiptNo: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}
