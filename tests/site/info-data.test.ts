import { describe, expect, it } from 'vitest';
import { APARTMENT_TYPES, COMPLEX } from '#domain/constants.ts';
import { koInfo } from '#locales/ko/site/info.ts';
import { enInfo } from '#locales/en/site/info.ts';
import { cnInfo } from '#locales/cn/site/info.ts';
import {
  FLOOR_COUNTS,
  PARKING,
  PARKING_BY_FLOOR,
  RESIDENTIAL_FLOOR_COUNT,
  SITE,
  SPECIAL_SUPPLY_SHARE,
  SUPPLY,
  SUPPLY_TOTALS,
  UNIT_SPECS,
  UNITS_BY_CATEGORY,
  UNITS_BY_TYPE,
  UNITS_PER_FLOOR,
  supplyAreaM2,
} from '#src/site/info/data.ts';

/**
 * The facts every info page quotes must agree with docs/spec.md § 1/§ 9 (domain/constants.ts) and each other.
 */
describe('info page facts', () => {
  it('the typical floor times the residential floors makes the 480 units of docs/spec.md § 1', () => {
    expect(UNITS_PER_FLOOR * RESIDENTIAL_FLOOR_COUNT).toBe(COMPLEX.units);
    expect(Object.values(UNITS_BY_TYPE).reduce((a, b) => a + b, 0)).toBe(COMPLEX.units);
    expect(SUPPLY_TOTALS.total).toBe(COMPLEX.units);
    expect(UNITS_BY_CATEGORY.YOUTH + UNITS_BY_CATEGORY.MARRIED).toBe(COMPLEX.units);
  });

  it('the floor guide covers B5 to 24F', () => {
    expect(FLOOR_COUNTS.below).toBe(COMPLEX.basementFloors);
    expect(FLOOR_COUNTS.above).toBe(COMPLEX.upperFloors);
    expect(PARKING_BY_FLOOR).toHaveLength(COMPLEX.basementFloors);
    expect(PARKING.total).toBe(PARKING_BY_FLOOR.reduce((a, b) => a + b, 0));
  });

  it('each unit plan is drawn to its docs/spec.md § 9 area: width × depth and the rooms add up to it', () => {
    for (const type of APARTMENT_TYPES) {
      const spec = UNIT_SPECS[type.code];
      expect((spec.widthMm * spec.depthMm) / 1e6).toBeCloseTo(type.areaM2, 2);
      const rooms = spec.rooms.reduce((sum, r) => sum + r.w * r.h, 0) / 1e6;
      expect(rooms).toBeCloseTo(type.areaM2, 2);
      for (const r of spec.rooms) {
        expect(r.x + r.w).toBeLessThanOrEqual(spec.widthMm);
        expect(r.y + r.h).toBeLessThanOrEqual(spec.depthMm);
      }
      expect(supplyAreaM2(type.code)).toBeGreaterThan(type.areaM2);
    }
  });

  it('25-types go to youth, 52-types to newlyweds, 30 % of each as special supply', () => {
    for (const row of SUPPLY) {
      expect(row.category).toBe(row.code.startsWith('25') ? 'YOUTH' : 'MARRIED');
      expect(row.special + row.general).toBe(row.total);
      expect(row.special).toBe(Math.round(row.total * SPECIAL_SUPPLY_SHARE));
    }
  });

  it('site ratios follow from the areas', () => {
    expect(SITE.coveragePct).toBeCloseTo((SITE.buildingM2 / SITE.landM2) * 100, 2);
    expect(SITE.floorAreaRatioPct).toBeCloseTo((SITE.aboveGroundM2 / SITE.landM2) * 100, 2);
  });
});

describe('info catalogs', () => {
  const placeholders = (text: string) =>
    [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

  it.each([
    ['en', enInfo],
    ['cn', cnInfo],
  ] as const)('%s has every Korean key, non-empty, with the same placeholders', (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(koInfo).sort());
    for (const [key, text] of Object.entries(koInfo)) {
      const translated = catalog[key as keyof typeof koInfo];
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('no placeholder text such as lorem ipsum or TBD', () => {
    for (const catalog of [koInfo, enInfo, cnInfo]) {
      for (const text of Object.values(catalog)) expect(text).not.toMatch(/lorem|ipsum|TBD|TODO|xxx/i);
    }
  });
});
