import { describe, expect, it } from 'vitest';
import { maskContactsInText } from '#domain/schemas/matchingMessage.ts';

/** Messages before a confirmed meeting carry no contacts (docs/decisions/0026-matching-for-a-large-fair.md). */
describe('maskContactsInText', () => {
  it('masks e-mail addresses and phone numbers as people write them', () => {
    expect(maskContactsInText('mail me: claire.m+fair@example.co.uk!')).toBe('mail me: […]!');
    expect(maskContactsInText('010-1234-5678 / 01012345678 / 02-123-4567')).toBe('[…] / […] / […]');
    expect(maskContactsInText('+33 6 12 34 56 78, (415) 555-0100')).toBe('[…], ([…]');
    expect(maskContactsInText('WhatsApp +8613812345678')).toBe('WhatsApp […]');
  });
  it('keeps quantities, prices, years and the meeting’s dates', () => {
    const text = 'MOQ 500 units at 12.50 EUR, 2026-12-10 10:00 KST, in 2027, order no. 1234567';
    expect(maskContactsInText(text)).toBe(text);
  });
});
