import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { applicationMessages } from '#domain/messages/application.ts';
import type { ApplicationFormValues, ApplicationInput } from '#domain/schemas/application.ts';
import { STEP_FIELDS, type StepId } from './steps.ts';
import { toSchemaInput, type WizardValues } from './values.ts';

export interface ResolverContext {
  /** The steps of this wizard and the one being checked; 'review' checks everything. */
  steps: readonly StepId[];
  step: StepId;
  /** Codes of the terms marked required by GET /api/v1/terms. */
  requiredTerms: readonly string[];
}

/**
 * Valid stand-ins for what later steps ask, so the domain schema's cross-field rules (marriage date,
 * spouse, car value) run on the step being checked: zod skips an object's refinements while any of
 * its fields has a type error. Only the checked steps' errors are kept.
 */
const STAND_INS = {
  scheduleId: '00000000-0000-4000-8000-000000000000',
  name: '가',
  phone: '01000000000',
  birth: '19900101',
  email: 'stand-in@example.com',
  qualificationType: 'YOUTH_TYPE',
  maritalStatus: 'SINGLE',
  supplyType: 'NORMAL_TYPE',
  supplyCategory: 'YOUTH',
  earningRank: 'FIRST',
  regionRank: 'FIRST',
  isHomeless: true,
  isAsset: false,
  isCar: false,
  spouse: { name: '가', phone: '01000000000', birth: '19900101' },
} as const;

function withStandIns(input: ApplicationFormValues, checked: ReadonlySet<string>): ApplicationFormValues {
  const out: Record<string, unknown> = { ...input };
  for (const [field, value] of Object.entries(STAND_INS)) {
    if (!checked.has(field) && field in out) out[field] = value;
  }
  if (!checked.has('marriageDate') && 'marriageDate' in out && out.maritalStatus === 'SINGLE')
    out.marriageDate = null;
  if (!checked.has('spouse') && 'spouse' in out && out.qualificationType === 'YOUTH_TYPE') out.spouse = null;
  if (!checked.has('carValue') && 'carValue' in out && out.isCar === false) out.carValue = null;
  return out as ApplicationFormValues;
}

/** The errors of the checked fields, with `preferences.unitType` as the form's `unitType`. */
function keep(
  found: Record<string, unknown>,
  full: boolean,
  checked: ReadonlySet<string>,
): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [field, error] of Object.entries(found)) {
    if (field === 'preferences') {
      const unit = (error as { unitType?: FieldError }).unitType;
      if (unit) errors.unitType = unit;
    } else if (full || checked.has(field)) {
      errors[field] = error;
    }
  }
  return errors;
}

/**
 * The domain schema and zod, loaded when the wizard first checks a step rather than before the form
 * paints: about 30 KB gzipped, whose schemas take a phone's CPU a while to build
 * (docs/decisions/0055-few-chunks-per-page.md § The application form).
 */
async function importSchema() {
  const [{ zodResolver }, { applicationInputSchema, missingRequiredTerms }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('#domain/schemas/application.ts'),
  ]);
  return { zr: zodResolver(applicationInputSchema), missingRequiredTerms };
}
let schema: ReturnType<typeof importSchema> | undefined;

/**
 * Starts loading the schema (the wizard calls it when the applicant first touches the form, so a check
 * seldom waits); a failed load (the network) is tried again at the next call.
 */
export function loadSchema(): ReturnType<typeof importSchema> {
  schema ??= importSchema().catch((error: unknown) => {
    schema = undefined;
    throw error;
  });
  return schema;
}

/**
 * The wizard's one resolver: the domain schema through zodResolver, limited to the steps reached so
 * far, plus the required terms (which only GET /api/v1/terms knows). `preferences.unitType` comes back
 * as the form's `unitType`. The step travels as react-hook-form's `context`, which follows every render.
 */
export function wizardResolver(): Resolver<WizardValues, ResolverContext, ApplicationInput> {
  return async (values, ctx, options) => {
    const { zr, missingRequiredTerms } = await loadSchema();
    const { steps, step, requiredTerms } = ctx ?? { steps: [], step: 'review', requiredTerms: [] };
    const reached = step === 'review' ? steps : steps.slice(0, steps.indexOf(step) + 1);
    const checked = new Set<string>(reached.flatMap((s) => STEP_FIELDS[s]));
    const full = step === 'review';
    const input = toSchemaInput(values);
    const first = await zr(full ? input : withStandIns(input, checked), undefined, options as never);
    const errors = keep(first.errors as Record<string, unknown>, full, checked);
    if (Object.keys(errors).length > 0) {
      // A second pass with the fields in error stood in for, so a cross-field rule hidden behind a
      // type error (a spouse's birth, an unchosen type) is reported in the same round.
      const repaired: Record<string, unknown> = { ...(full ? input : withStandIns(input, checked)) };
      for (const field of Object.keys(errors)) {
        if (field in STAND_INS && field in repaired)
          repaired[field] = STAND_INS[field as keyof typeof STAND_INS];
      }
      const second = await zr(repaired as ApplicationFormValues, undefined, options as never);
      for (const [field, error] of Object.entries(
        keep(second.errors as Record<string, unknown>, full, checked),
      )) {
        if (!(field in errors)) errors[field] = error;
      }
    }
    if (
      checked.has('terms') &&
      !errors.terms &&
      missingRequiredTerms(values.terms, requiredTerms).length > 0
    ) {
      errors.terms = { type: 'required', message: applicationMessages.termsRequired.ko };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<WizardValues> };
    return { values: first.values as ApplicationInput, errors: {} };
  };
}
