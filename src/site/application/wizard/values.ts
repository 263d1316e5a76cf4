import type {
  ApartmentTypeCode,
  QualificationType,
  Rank,
  SupplyCategory,
  SupplyType,
} from '#domain/constants.ts';
import type { ApplicationRecord } from '../types.ts';
import type { ApplicationFormValues, MaritalStatus } from '#domain/schemas/application.ts';

export type Kind = 'REGISTRATION' | 'APPLICATION';

/**
 * What the wizard's one react-hook-form instance holds: every field of both kinds as the inputs give
 * them (strings, '' for "not chosen", null for an unanswered yes/no). `toSchemaInput` turns it into
 * the domain schema's input, dropping what does not apply (a spouse for the youth type, a car value
 * without a car) so a hidden field can never block or leak into a submission.
 */
export interface WizardValues {
  kind: Kind;
  scheduleId: string;
  terms: string[];
  name: string;
  phone: string;
  birth: string;
  certId: string | null;
  email: string;
  unitType: '' | ApartmentTypeCode;
  qualificationType: '' | QualificationType;
  maritalStatus: '' | MaritalStatus;
  marriageDate: string;
  spouse: { name: string; phone: string; birth: string };
  supplyType: '' | SupplyType;
  supplyCategory: '' | SupplyCategory;
  earningRank: '' | Rank;
  regionRank: '' | Rank;
  isHomeless: boolean | null;
  isAsset: boolean | null;
  isCar: boolean | null;
  carValue: string;
}

export function emptyValues(kind: Kind): WizardValues {
  return {
    kind,
    scheduleId: '',
    terms: [],
    name: '',
    phone: '',
    birth: '',
    certId: null,
    email: '',
    unitType: '',
    qualificationType: '',
    maritalStatus: '',
    marriageDate: '',
    spouse: { name: '', phone: '', birth: '' },
    supplyType: '',
    supplyCategory: '',
    earningRank: '',
    regionRank: '',
    isHomeless: null,
    isAsset: null,
    isCar: null,
    carValue: '',
  };
}

const orUndefined = <T extends string>(value: T | '' | null | undefined): T | undefined =>
  value ? value : undefined;

/** '38,030,000' → 38030000; '' → null; anything else → NaN, which the schema refuses with its message. */
export function parseWon(text: string): number | null {
  const digits = text.replace(/[,\s]/g, '');
  if (digits === '') return null;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** The wizard's values as the domain schema's input (ApplicationFormValues). */
export function toSchemaInput(v: WizardValues): ApplicationFormValues {
  const common = {
    scheduleId: v.scheduleId,
    terms: v.terms,
    name: v.name,
    phone: v.phone,
    birth: v.birth,
    certId: v.certId || null,
    preferences: v.unitType ? { unitType: v.unitType } : null,
  };
  if (v.kind === 'REGISTRATION') return { kind: 'REGISTRATION', ...common, email: v.email.trim() || null };
  const married = v.qualificationType === 'MARRIED_TYPE';
  return {
    kind: 'APPLICATION',
    ...common,
    email: v.email.trim(),
    qualificationType: orUndefined(v.qualificationType) as QualificationType,
    maritalStatus: orUndefined(v.maritalStatus) as MaritalStatus,
    marriageDate: v.maritalStatus === 'MARRIED' ? v.marriageDate : null,
    spouse: married ? { ...v.spouse } : null,
    supplyType: orUndefined(v.supplyType) as SupplyType,
    supplyCategory: orUndefined(v.supplyCategory) as SupplyCategory,
    earningRank: orUndefined(v.earningRank) as Rank,
    regionRank: orUndefined(v.regionRank) as Rank,
    isHomeless: v.isHomeless,
    isAsset: v.isAsset,
    isCar: v.isCar,
    carValue: v.isCar === true ? parseWon(v.carValue) : null,
  };
}

/** An application as the API answers it, back into the wizard's values (for editing and display). */
export function fromRecord(r: ApplicationRecord): WizardValues {
  return {
    kind: r.kind,
    scheduleId: r.scheduleId,
    terms: r.terms,
    name: r.name,
    phone: r.phone,
    birth: r.birth,
    certId: null,
    email: r.email ?? '',
    unitType: (r.preferences?.unitType ?? '') as WizardValues['unitType'],
    qualificationType: r.qualificationType ?? '',
    maritalStatus: r.maritalStatus ?? '',
    marriageDate: r.marriageDate ?? '',
    spouse: r.spouse ?? { name: '', phone: '', birth: '' },
    supplyType: r.supplyType ?? '',
    supplyCategory: r.supplyCategory ?? '',
    earningRank: r.earningRank ?? '',
    regionRank: r.regionRank ?? '',
    isHomeless: r.isHomeless,
    isAsset: r.isAsset,
    isCar: r.isCar,
    carValue: r.carValue === null ? '' : String(r.carValue).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  };
}
