import { describe, expect, it } from 'vitest';
import { contentLang } from '#domain/contentLang.ts';

describe('contentLang (WCAG 3.1.2)', () => {
  it('marks text with Hangul as Korean on English and Chinese pages', () => {
    expect(contentLang('모집공고 안내', 'en')).toBe('ko');
    expect(contentLang('2026 Notice: 청약 일정', 'cn')).toBe('ko');
    expect(contentLang('<p>내용</p>', 'en')).toBe('ko');
    expect(contentLang('ㅋㅋ', 'en')).toBe('ko'); // compatibility Jamo
    expect(contentLang('\u1100\u1161', 'cn')).toBe('ko'); // conjoining Jamo
  });

  it('leaves everything unmarked on Korean pages', () => {
    expect(contentLang('모집공고 안내', 'ko')).toBeUndefined();
    expect(contentLang('Notice', 'ko')).toBeUndefined();
  });

  it('leaves Latin, Han-only, empty and missing text unmarked', () => {
    expect(contentLang('Application notice', 'en')).toBeUndefined();
    expect(contentLang('<p>Hello</p>', 'cn')).toBeUndefined();
    expect(contentLang('招募公告', 'en')).toBeUndefined();
    expect(contentLang('招募公告', 'cn')).toBeUndefined();
    expect(contentLang('', 'en')).toBeUndefined();
    expect(contentLang(null, 'en')).toBeUndefined();
    expect(contentLang(undefined, 'cn')).toBeUndefined();
  });
});
