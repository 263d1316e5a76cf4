import { describe, expect, it } from 'vitest';
import { ELIGIBILITY } from '#domain/constants.ts';
import { ageOn, checkEligibility, referenceDateOf } from '#domain/eligibility.ts';
import { seoulYmd } from '#domain/format.ts';
import type { EligibilityInput } from '#domain/eligibility.ts';
import { message } from '#domain/messages/index.ts';

const REF = '20250301';
const youth: EligibilityInput = {
  birth: '20000101',
  qualificationType: 'YOUTH_TYPE',
  supplyCategory: 'YOUTH',
  maritalStatus: 'SINGLE',
  isHomeless: true,
  isCar: false,
  carValue: null,
};
const codes = (input: EligibilityInput, ref: string | Date = REF) =>
  checkEligibility(input, ref).map((f) => f.code);

describe('ageOn (만 나이)', () => {
  it('completes a year on the birthday', () => {
    expect(ageOn('20060301', '20250228')).toBe(18);
    expect(ageOn('20060301', '20250301')).toBe(19);
    expect(ageOn('19850301', '20250301')).toBe(40);
    expect(ageOn('19850302', '20250301')).toBe(39);
  });

  it('lets a 29 February birthday complete the year on 1 March in common years', () => {
    expect(ageOn('20040229', '20230228')).toBe(18);
    expect(ageOn('20040229', '20230301')).toBe(19);
    expect(ageOn('20040229', '20240229')).toBe(20);
  });
});

describe('checkEligibility: age 19 to 39 on the reference date', () => {
  it('refuses the day before the 19th birthday and accepts the birthday itself', () => {
    expect(codes({ ...youth, birth: '20060302' })).toEqual(['eligibilityTooYoung']);
    expect(codes({ ...youth, birth: '20060301' })).toEqual([]);
  });

  it('accepts the last day of 39 and refuses the 40th birthday', () => {
    expect(codes({ ...youth, birth: '19850302' })).toEqual([]);
    expect(codes({ ...youth, birth: '19850301' })).toEqual(['eligibilityTooOld']);
  });

  it('says why, with the figures, in Korean and through the catalog in English', () => {
    const [failure] = checkEligibility({ ...youth, birth: '19800101' }, REF);
    expect(failure).toEqual({
      code: 'eligibilityTooOld',
      field: 'birth',
      message: '모집 기준일 현재 만 40세 이상은 신청할 수 없습니다 (만 19세~39세 신청 가능)',
      values: { age: 45, max: 39, referenceDate: REF },
    });
    expect(message(failure!.code, 'en')).toBe(
      "Applicants must be 39 or younger on the round's reference date (ages 19 to 39).",
    );
  });

  it('reads the reference date in Seoul: 00:30 on 1 March in Seoul is 28 February in UTC', () => {
    const openAt = new Date('2025-02-28T15:30:00Z');
    expect(referenceDateOf({ openAt })).toBe('20250301');
    expect(codes({ ...youth, birth: '20060301' }, openAt)).toEqual([]);
    expect(seoulYmd('2025-03-01T08:59:59+09:00')).toBe('20250301');
    expect(seoulYmd('20250301')).toBe('20250301');
  });

  it('throws for a reference date that is not a date', () => {
    expect(() => checkEligibility(youth, 'tomorrow')).toThrow();
  });
});

describe('checkEligibility: qualification type', () => {
  it('gives the youth type to single applicants only', () => {
    expect(codes({ ...youth, maritalStatus: 'MARRIED', marriageDate: '20240101' })).toEqual([
      'eligibilityYouthNotSingle',
    ]);
    expect(codes({ ...youth, maritalStatus: 'PLANNED' })).toEqual(['eligibilityYouthNotSingle']);
  });

  const newlywed: EligibilityInput = {
    ...youth,
    qualificationType: 'MARRIED_TYPE',
    supplyCategory: 'MARRIED',
    maritalStatus: 'MARRIED',
    marriageDate: '20200101',
  };

  it('gives the newlywed type within 7 years of marriage, the 7th anniversary included', () => {
    expect(codes({ ...newlywed, marriageDate: '20180301' })).toEqual([]);
    expect(codes({ ...newlywed, marriageDate: '20180228' })).toEqual(['eligibilityMarriedTooLong']);
    const [failure] = checkEligibility({ ...newlywed, marriageDate: '20100505' }, REF);
    expect(failure).toMatchObject({ field: 'marriageDate', values: { years: 7, earliest: '20180301' } });
  });

  it('gives the newlywed type to a planned marriage, not to a single applicant', () => {
    expect(codes({ ...newlywed, maritalStatus: 'PLANNED', marriageDate: null })).toEqual([]);
    expect(codes({ ...newlywed, maritalStatus: 'SINGLE', marriageDate: null })).toEqual([
      'eligibilityNotNewlywed',
    ]);
  });

  it('matches the supply category to the qualification type', () => {
    expect(codes({ ...youth, supplyCategory: 'MARRIED' })).toEqual(['eligibilityCategoryMismatch']);
    expect(codes({ ...newlywed, supplyCategory: 'YOUTH' })).toEqual(['eligibilityCategoryMismatch']);
  });
});

describe('checkEligibility: home and car', () => {
  it('requires a homeless applicant', () => {
    expect(codes({ ...youth, isHomeless: false })).toEqual(['eligibilityNotHomeless']);
  });

  it(`accepts no car or a car worth at most ${ELIGIBILITY.carValueLimitWon} won`, () => {
    expect(codes({ ...youth, isCar: true, carValue: ELIGIBILITY.carValueLimitWon })).toEqual([]);
    expect(codes({ ...youth, isCar: true, carValue: ELIGIBILITY.carValueLimitWon + 1 })).toEqual([
      'eligibilityCarValue',
    ]);
    expect(codes({ ...youth, isCar: false, carValue: 99_000_000 })).toEqual([]);
    const [failure] = checkEligibility({ ...youth, isCar: true, carValue: 50_000_000 }, REF);
    expect(failure?.message).toBe('자동차가액이 3,803만원(2025년 기준)을 넘으면 신청할 수 없습니다');
  });

  it('reports every failing rule at once, in form order', () => {
    expect(
      codes({ ...youth, birth: '19700101', isHomeless: false, isCar: true, carValue: 90_000_000 }),
    ).toEqual(['eligibilityTooOld', 'eligibilityNotHomeless', 'eligibilityCarValue']);
  });

  it('leaves unanswered questions to the form schema', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ birth: '2000', isHomeless: null, isCar: true, carValue: null })).toEqual([]);
  });
});
