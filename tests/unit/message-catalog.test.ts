import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages/index.ts';

/**
 * The schemas carry the Korean text of a message and the API translates it by that text
 * (domain/messages/index.ts, byKorean): two messages with one Korean text but different translations
 * would answer one of them in English or Chinese wherever the other was meant.
 */
describe('the message catalog', () => {
  it('gives one Korean text one translation', () => {
    const byKorean = new Map<string, { code: string; en: string; cn: string }>();
    const clashes: string[] = [];
    for (const [code, m] of Object.entries(messages)) {
      const seen = byKorean.get(m.ko);
      if (seen && (seen.en !== m.en || seen.cn !== m.cn)) clashes.push(`${seen.code} ~ ${code}: ${m.ko}`);
      else if (!seen) byKorean.set(m.ko, { code, en: m.en, cn: m.cn });
    }
    expect(clashes).toEqual([]);
  });
});
