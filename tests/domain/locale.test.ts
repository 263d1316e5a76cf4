import { describe, expect, it } from 'vitest';
import { negotiateLocale, parseLocale } from '#domain/locale.ts';

/** A first visit follows the browser's languages (docs/decisions/0026-matching-for-a-large-fair.md). */
describe('negotiateLocale (navigator.languages)', () => {
  it('takes the first language the product has', () => {
    expect(negotiateLocale(['en-US', 'en'])).toBe('en');
    expect(negotiateLocale(['zh-CN'])).toBe('cn');
    expect(negotiateLocale(['zh-TW', 'en'])).toBe('cn');
    expect(negotiateLocale(['ko-KR', 'en-US'])).toBe('ko');
    expect(negotiateLocale(['fr-FR', 'de', 'en-GB'])).toBe('en');
  });
  it('is Korean when none is ours or there are none', () => {
    expect(negotiateLocale(['fr-FR', 'ja'])).toBe('ko');
    expect(negotiateLocale([])).toBe('ko');
    expect(negotiateLocale(undefined)).toBe('ko');
  });
});

describe('parseLocale (Accept-Language or a stored choice)', () => {
  it('reads a single tag or stored code', () => {
    expect(parseLocale('en')).toBe('en');
    expect(parseLocale('cn')).toBe('cn');
    expect(parseLocale('zh-CN')).toBe('cn');
    expect(parseLocale('ko')).toBe('ko');
    expect(parseLocale('fr')).toBe('ko');
    expect(parseLocale('')).toBe('ko');
  });
  it('walks a header by weight and takes the first language we have', () => {
    expect(parseLocale('en-US,en;q=0.9,ko;q=0.8')).toBe('en');
    expect(parseLocale('fr-FR,fr;q=0.9,en;q=0.8')).toBe('en');
    expect(parseLocale('de;q=0.9,zh;q=0.5,en;q=0.4')).toBe('cn');
    expect(parseLocale('en;q=0.2,ko;q=0.9')).toBe('ko');
    expect(parseLocale('en;q=0,zh-CN')).toBe('cn');
    expect(parseLocale('*')).toBe('ko');
  });
  it('reads no further than twenty languages of a hostile header', () => {
    expect(parseLocale(`${'fr,'.repeat(30)}en`)).toBe('ko');
  });
});
