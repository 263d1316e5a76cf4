import { ELIGIBILITY } from './constants.ts';
import type { QualificationType, SupplyCategory } from './constants.ts';
import { seoulYmd, YMD } from './format.ts';
import type { DateInput } from './format.ts';
import { applicationMessages as m } from './messages/application.ts';
import type { ApplicationMessageCode } from './messages/application.ts';
import type { MaritalStatus } from './schemas/application.ts';

/**
 * Eligibility of a subscription application (docs/spec.md § 9), pure: the site runs it while the applicant
 * answers, so the form says what fails and why before submission, and the server runs the same code on
 * every POST and PUT of an APPLICATION (interest registrations have no conditions).
 *
 * Reference date: the round's openAt date in Seoul (`referenceDateOf`). The rules:
 * - age (만 나이) on the reference date from 19 to 39 inclusive: the 19th birthday passes, the day
 *   before fails; the 40th birthday fails;
 * - youth type only when single;
 * - newlywed type only when married within 7 years of the reference date (the marriage date 7 years
 *   before it still counts) or planning registration;
 * - the supply category matches the qualification type (YOUTH ↔ YOUTH_TYPE, MARRIED ↔ MARRIED_TYPE);
 * - homeless required;
 * - no car, or a car worth at most 38,030,000 won (2025).
 * Unanswered inputs (null/undefined) are not judged here: the schema reports them.
 */

export interface EligibilityInput {
  birth?: string | null;
  qualificationType?: QualificationType | null;
  supplyCategory?: SupplyCategory | null;
  maritalStatus?: MaritalStatus | null;
  marriageDate?: string | null;
  isHomeless?: boolean | null;
  isCar?: boolean | null;
  carValue?: number | null;
}

export type EligibilityCode = Extract<
  ApplicationMessageCode,
  | 'eligibilityTooYoung'
  | 'eligibilityTooOld'
  | 'eligibilityYouthNotSingle'
  | 'eligibilityNotNewlywed'
  | 'eligibilityMarriedTooLong'
  | 'eligibilityCategoryMismatch'
  | 'eligibilityNotHomeless'
  | 'eligibilityCarValue'
>;

export interface EligibilityFailure {
  /** A message code of domain/messages (en/cn via `message(code, locale)`). */
  code: EligibilityCode;
  /** The form field the failure belongs to. */
  field: keyof EligibilityInput;
  /** The reason in Korean (the catalog's `ko` text). */
  message: string;
  /** The figures behind the reason, for a form that wants to show them (age, limit …). */
  values: Record<string, number | string>;
}

/** The round's reference date for eligibility: its openAt date in Seoul, as YYYYMMDD. */
export function referenceDateOf(schedule: { openAt: DateInput }): string {
  return seoulYmd(schedule.openAt);
}

/**
 * 만 나이 on `on` (both YYYYMMDD): whole years since birth; the birthday itself completes the year.
 * Someone born on 29 February completes it on 1 March in common years (Civil Act art. 160).
 */
export function ageOn(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(4) < birth.slice(4) ? years - 1 : years;
}

/** YYYYMMDD `years` before `ymd` (29 February stays 0229: compared as text it acts as 1 March). */
function yearsBefore(ymd: string, years: number): string {
  return String(Number(ymd.slice(0, 4)) - years).padStart(4, '0') + ymd.slice(4);
}

function fail(
  code: EligibilityCode,
  field: keyof EligibilityInput,
  values: Record<string, number | string> = {},
): EligibilityFailure {
  return { code, field, message: m[code].ko, values };
}

export function checkEligibility(input: EligibilityInput, referenceDate: DateInput): EligibilityFailure[] {
  const failures: EligibilityFailure[] = [];
  const on = seoulYmd(referenceDate);
  if (!on) throw new Error('checkEligibility: the reference date is not a date');

  if (input.birth && YMD.test(input.birth)) {
    const age = ageOn(input.birth, on);
    if (age < ELIGIBILITY.ageMin) {
      failures.push(
        fail('eligibilityTooYoung', 'birth', { age, min: ELIGIBILITY.ageMin, referenceDate: on }),
      );
    } else if (age > ELIGIBILITY.ageMax) {
      failures.push(fail('eligibilityTooOld', 'birth', { age, max: ELIGIBILITY.ageMax, referenceDate: on }));
    }
  }

  const status = input.maritalStatus;
  if (input.qualificationType === 'YOUTH_TYPE' && status && status !== 'SINGLE') {
    failures.push(fail('eligibilityYouthNotSingle', 'qualificationType'));
  }
  if (input.qualificationType === 'MARRIED_TYPE' && status) {
    if (status === 'SINGLE') {
      failures.push(fail('eligibilityNotNewlywed', 'qualificationType'));
    } else if (status === 'MARRIED' && input.marriageDate && YMD.test(input.marriageDate)) {
      const earliest = yearsBefore(on, ELIGIBILITY.newlywedWithinYears);
      if (input.marriageDate < earliest) {
        failures.push(
          fail('eligibilityMarriedTooLong', 'marriageDate', {
            years: ELIGIBILITY.newlywedWithinYears,
            earliest,
            referenceDate: on,
          }),
        );
      }
    }
  }

  if (input.qualificationType && input.supplyCategory) {
    const expected: SupplyCategory = input.qualificationType === 'MARRIED_TYPE' ? 'MARRIED' : 'YOUTH';
    if (input.supplyCategory !== expected)
      failures.push(fail('eligibilityCategoryMismatch', 'supplyCategory'));
  }

  if (ELIGIBILITY.homelessRequired && input.isHomeless === false) {
    failures.push(fail('eligibilityNotHomeless', 'isHomeless'));
  }

  if (
    input.isCar === true &&
    typeof input.carValue === 'number' &&
    input.carValue > ELIGIBILITY.carValueLimitWon
  ) {
    failures.push(
      fail('eligibilityCarValue', 'carValue', {
        limit: ELIGIBILITY.carValueLimitWon,
        year: ELIGIBILITY.carValueLimitYear,
      }),
    );
  }
  return failures;
}
