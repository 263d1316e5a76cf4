import { describe, expect, it } from 'vitest';
import { languageName } from '#domain/matching/languageNames.ts';

describe('a meeting language by its name', () => {
  it("names the code in the reader's language, never the bare code", () => {
    expect(languageName('fr', 'ko')).toBe('프랑스어');
    expect(languageName('fr', 'en')).toBe('French');
    expect(languageName('fr', 'cn')).toBe('法语');
  });
});
