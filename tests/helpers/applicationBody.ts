/**
 * The site's APPLICATION request body, built once for the API tests, the rush, the browser tests and the
 * site's fixtures. It imports nothing, so Node, jsdom and Playwright can all load it.
 */

/** The eligibility answers of a single, homeless youth-type applicant without a car or assets. */
export const YOUTH_ANSWERS = {
  qualificationType: 'YOUTH_TYPE',
  maritalStatus: 'SINGLE',
  marriageDate: null,
  spouse: null,
  supplyType: 'NORMAL_TYPE',
  supplyCategory: 'YOUTH',
  earningRank: 'FIRST',
  regionRank: 'SECOND',
  isHomeless: true,
  isAsset: false,
  isCar: false,
  carValue: null,
} as const;

export interface Applicant {
  name: string;
  phone: string;
  birth: string;
  email: string;
}

/** A valid youth-type APPLICATION of `who` to `scheduleId`, every term agreed; `extra` overrides any field. */
export function youthApplicationBody(scheduleId: string, who: Applicant, extra: object = {}) {
  return {
    kind: 'APPLICATION' as const,
    scheduleId,
    terms: ['collect', 'privacy', 'third-party'],
    ...who,
    ...YOUTH_ANSWERS,
    preferences: { unitType: '52A' },
    ...extra,
  };
}
