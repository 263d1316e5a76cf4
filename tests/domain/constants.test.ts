import { describe, it, expect } from 'vitest';
import {
  APARTMENT_TYPES,
  APPLICATION_KINDS,
  BREAKPOINTS,
  COMPLEX,
  ELIGIBILITY,
  GENDERS,
  LIMITS,
  QUALIFICATION_TYPES,
  RANKS,
  SLIDER,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
  USER_TYPES,
} from '#domain/constants.ts';
import * as labels from '#domain/labels.ts';
import type { Localized } from '#domain/locale.ts';
import { LOCALES } from '#domain/locale.ts';

describe('constants of docs/spec.md § 9', () => {
  it('has the apartment types with their areas', () => {
    expect(APARTMENT_TYPES.map(({ code, areaM2 }) => `${code} ${areaM2}`)).toEqual([
      '25A 20.17',
      '25B 20.4',
      '52A 41.25',
      '52B 42.17',
    ]);
  });

  it('has the limits, with the upload limit in bytes', () => {
    expect(LIMITS).toEqual({
      passwordMin: 8,
      passwordMax: 16,
      usernameMin: 4,
      phoneDigits: [10, 11],
      birthLength: 8,
      uploadMaxBytes: 52_428_800,
      sellerMaxSlots: 3,
    });
  });

  it('has the eligibility figures, the complex facts, breakpoints and slider', () => {
    expect(ELIGIBILITY).toMatchObject({
      ageMin: 19,
      ageMax: 39,
      newlywedWithinYears: 7,
      carValueLimitWon: 38_030_000,
    });
    expect(COMPLEX).toEqual({ units: 480, basementFloors: 5, upperFloors: 24 });
    expect(Object.values(BREAKPOINTS)).toEqual([576, 768, 1024, 1200]);
    expect(SLIDER).toEqual({ effect: 'fade', autoplayMs: 5000, speedMs: 500, loop: true });
  });
});

describe('labels', () => {
  const pairs: [readonly string[], Record<string, Localized>][] = [
    [USER_TYPES, labels.USER_TYPE_LABELS],
    [RANKS, labels.RANK_LABELS],
    [APPLICATION_KINDS, labels.KIND_LABELS],
    [SUPPLY_TYPES, labels.SUPPLY_TYPE_LABELS],
    [SUPPLY_CATEGORIES, labels.CATEGORY_LABELS],
    [GENDERS, labels.GENDER_LABELS],
    [QUALIFICATION_TYPES, labels.QUALIFICATION_TYPE_LABELS],
  ];

  it.each(pairs)('labels exactly the values %j, in every locale, each distinct', (values, labels) => {
    expect(Object.keys(labels)).toEqual([...values]);
    for (const locale of LOCALES) {
      const texts = values.map((value) => labels[value]?.[locale] ?? '');
      expect(texts.every((text) => text.trim() !== '')).toBe(true);
      expect(new Set(texts).size).toBe(values.length);
    }
  });
});
