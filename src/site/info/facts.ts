import { COMPLEX, ELIGIBILITY, LIMITS, APPLICATION_FILE_EXTENSIONS } from '#domain/constants.ts';
import { formatNumber } from '#domain/format.ts';
import { RESIDENTIAL_FLOORS, STAY_YEARS, SUPPLY_TOTALS, UNITS_BY_CATEGORY } from './data.ts';

/**
 * The placeholder values the info texts share ({units}, {basement}, {amount} …), in one place; the complex's
 * own facts ({complex}, {station}, {walk} …) come from the setting (complex.ts).
 */
export const FACT_VARS = {
  units: formatNumber(COMPLEX.units),
  basement: COMPLEX.basementFloors,
  floors: COMPLEX.upperFloors,
  from: RESIDENTIAL_FLOORS.from,
  to: RESIDENTIAL_FLOORS.to,
  youth: formatNumber(UNITS_BY_CATEGORY.YOUTH),
  married: formatNumber(UNITS_BY_CATEGORY.MARRIED),
  special: formatNumber(SUPPLY_TOTALS.special),
  general: formatNumber(SUPPLY_TOTALS.general),
  min: ELIGIBILITY.ageMin,
  max: ELIGIBILITY.ageMax,
  years: ELIGIBILITY.newlywedWithinYears,
  amount: formatNumber(ELIGIBILITY.carValueLimitWon),
  year: ELIGIBILITY.carValueLimitYear,
  exts: APPLICATION_FILE_EXTENSIONS.map((e) => e.toUpperCase()).join(', '),
  mb: LIMITS.uploadMaxBytes / (1024 * 1024),
} as const;

/** Stay lengths as the texts quote them. */
export const STAY_VARS = {
  youth: STAY_YEARS.youth,
  married: STAY_YEARS.married,
  child: STAY_YEARS.marriedWithChild,
  renew: STAY_YEARS.renewEvery,
} as const;
