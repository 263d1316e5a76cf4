import { describe, expect, it } from 'vitest';
import { application as cn } from '#locales/cn/site/application.ts';
import { application as en } from '#locales/en/site/application.ts';
import { application as ko } from '#locales/ko/site/application.ts';

// The application pages' own catalog (loaded with those pages, not with `/`): every language has every
// Korean key, nothing else, the same placeholders, and no empty text.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('locales/*/site/application.ts', () => {
  it.each([
    ['en', en],
    ['cn', cn],
  ] as const)('%s matches the Korean keys and placeholders', (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(ko).sort());
    for (const [key, text] of Object.entries(ko)) {
      const translated = (catalog as Record<string, string>)[key]!;
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('uses its own key prefix, so it can never shadow a shell text', () => {
    expect(Object.keys(ko).every((key) => key.startsWith('ap.'))).toBe(true);
  });
});
