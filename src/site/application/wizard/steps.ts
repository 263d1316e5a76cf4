import type { Kind, WizardValues } from './values.ts';

export type StepId = 'terms' | 'identity' | 'details' | 'eligibility' | 'documents' | 'review';

/**
 * The wizard of docs/decisions/0005-application-contract.md: terms → identity → details → eligibility →
 * documents → review.
 */
export const STEPS: Record<Kind, readonly StepId[]> = {
  APPLICATION: ['terms', 'identity', 'details', 'eligibility', 'documents', 'review'],
  // Interest registration asks only who to tell: no eligibility answers, no documents.
  REGISTRATION: ['terms', 'identity', 'details', 'review'],
};

/** Changing one's application skips what cannot change (consent given, identity locked). */
export const EDIT_STEPS: Record<Kind, readonly StepId[]> = {
  APPLICATION: ['details', 'eligibility', 'documents', 'review'],
  REGISTRATION: ['details', 'review'],
};

type FieldName = keyof WizardValues | `spouse.${keyof WizardValues['spouse']}`;

/** The form fields each step asks for; an error on one of them sends the applicant back there. */
export const STEP_FIELDS: Record<StepId, readonly FieldName[]> = {
  terms: ['terms'],
  identity: ['name', 'phone', 'birth', 'certId'],
  details: [
    'scheduleId',
    'email',
    'unitType',
    'qualificationType',
    'maritalStatus',
    'marriageDate',
    'spouse',
    'spouse.name',
    'spouse.phone',
    'spouse.birth',
    'supplyType',
    'supplyCategory',
    'earningRank',
    'regionRank',
  ],
  eligibility: ['isHomeless', 'isAsset', 'isCar', 'carValue'],
  documents: [],
  review: [],
};

/** The step a field (or an error path such as `spouse.name`) belongs to. */
export function stepOfField(field: string): StepId | undefined {
  const top = field === 'preferences.unitType' ? 'unitType' : field;
  return (Object.keys(STEP_FIELDS) as StepId[]).find((step) =>
    (STEP_FIELDS[step] as readonly string[]).some((f) => f === top || top.startsWith(`${f}.`)),
  );
}
