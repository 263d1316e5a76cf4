import { describe, expect, it } from 'vitest';
import { categoryName } from '#domain/matching/categories.ts';

describe('categoryName: a category in the reader language', () => {
  it('a known Korean category reads in English and Chinese', () => {
    expect(categoryName('스킨케어', 'en')).toBe('Skin care');
    expect(categoryName('스킨케어', 'cn')).toBe('护肤');
    expect(categoryName('스킨케어', 'ko')).toBe('스킨케어');
    expect(categoryName(' skin CARE ', 'ko')).toBe('스킨케어');
  });

  it('a bilingual text shows the part in the reader script; an unknown one stays as written', () => {
    expect(categoryName('화장품 / Cosmetics', 'en')).toBe('Cosmetics');
    expect(categoryName('화장품 / Cosmetics', 'cn')).toBe('化妆品');
    expect(categoryName('문구·완구 / Stationery', 'en')).toBe('Stationery');
    expect(categoryName('문구·완구 / Stationery', 'ko')).toBe('문구·완구');
    expect(categoryName('수제 맥주', 'en')).toBe('수제 맥주');
  });
});
