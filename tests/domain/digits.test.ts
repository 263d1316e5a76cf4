import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeDigits, normalizePhone, parseWon } from '#domain/format.ts';
import { birthSchema, phoneSchema } from '#domain/schemas/account.ts';
import { applicationLookupSchema } from '#domain/schemas/application.ts';
import { businessNumberSchema } from '#domain/schemas/member.ts';
import { messageInputSchema } from '#domain/schemas/message.ts';
import { outgoingMessageSchema } from '#domain/schemas/outgoing.ts';

// docs/security.md § Forms, languages and console search: numbers are normalised first (separators,
// full-width digits, surrounding spaces) and only then checked or cut to length, in the site's fields and in
// the shared schemas the API validates with.

describe('normalizeDigits', () => {
  it.each([
    ['010-2345-6789', '01023456789'],
    ['010 2345 6789', '01023456789'],
    ['  01023456789 \n', '01023456789'],
    ['０１０ ２３４５ ６７８９', '01023456789'],
    ['０１０－２３４５－６７８９', '01023456789'],
    ['010\u20132345\u20146789', '01023456789'], // en and em dashes from a word processor
    ['010\u00a02345\u30006789', '01023456789'], // no-break and ideographic spaces
    ['1999-03-15', '19990315'],
    ['1999.03.15', '19990315'],
    ['1999. 03. 15.', '19990315'],
    ['1999/03/15', '19990315'],
    ['１９９９．０３．１５', '19990315'],
    ['1999。03。15', '19990315'],
    ['123-45-67890', '1234567890'],
    ['(02) 123-4567', '021234567'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeDigits(input)).toBe(expected);
  });

  it('keeps what is not a separator, so the rule after it still refuses it', () => {
    expect(normalizeDigits('0101234567a')).toBe('0101234567a');
    expect(normalizeDigits('010_1234_5678')).toBe('010_1234_5678');
    expect(normalizeDigits('')).toBe('');
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+82 10-2345-6789', '01023456789'],
    ['+82 (0)10 2345 6789', '01023456789'],
    ['＋８２ １０ ２３４５ ６７８９', '01023456789'],
    ['010-2345-6789', '01023456789'],
  ])('%j → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe('the shared schemas accept what people paste and give back the digits', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-15T03:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['010-2345-6789', '０１０ ２３４５ ６７８９', ' 010.2345.6789 ', '+82 10 2345 6789'])(
    'phoneSchema takes %j as 01023456789',
    (value) => {
      expect(phoneSchema.parse(value)).toBe('01023456789');
    },
  );

  it.each(['1999-03-15', '1999.03.15', '１９９９－０３－１５', ' 19990315 '])(
    'birthSchema takes %j as 19990315',
    (value) => {
      expect(birthSchema.parse(value)).toBe('19990315');
    },
  );

  it.each(['123-45-67890', '１２３ ４５ ６７８９０', ' 1234567890 '])(
    'businessNumberSchema takes %j as 1234567890',
    (value) => {
      expect(businessNumberSchema.parse(value)).toBe('1234567890');
    },
  );

  it('still refuses what is wrong after normalising', () => {
    for (const value of ['010-234-56', '0101234567a', '010-2345-67890-1']) {
      expect(phoneSchema.safeParse(value).success, value).toBe(false);
    }
    for (const value of ['1999-02-30', '1999-3-15', '2999-01-01']) {
      expect(birthSchema.safeParse(value).success, value).toBe(false);
    }
    expect(businessNumberSchema.safeParse('123-45-6789').success).toBe(false);
  });

  it('the lookup answers the normalised identity, which its limiter counts by', () => {
    const parsed = applicationLookupSchema.parse({
      name: '김붙임',
      phone: '010-2345-6789',
      birth: '1999.03.15',
    });
    expect(parsed).toMatchObject({ phone: '01023456789', birth: '19990315' });
  });

  it('the contact form and the console SMS take a pasted phone too', () => {
    const message = messageInputSchema.parse({
      name: '문의',
      email: 'a@example.com',
      phone: '010-2345-6789',
      message: '본문',
      website: '',
    });
    expect(message.phone).toBe('01023456789');
    const sms = outgoingMessageSchema.parse({ to: '010 2345 6789', subject: '제목', message: '본문' });
    expect(sms.to).toBe('01023456789');
  });
});

describe('parseWon', () => {
  it('reads an amount typed with commas, the won sign, spaces or full-width digits', () => {
    expect(parseWon('1,000,000')).toBe(1_000_000);
    expect(parseWon('₩ 1,050,000')).toBe(1_050_000);
    expect(parseWon('１００００００')).toBe(1_000_000);
    expect(parseWon('  250000 ')).toBe(250_000);
  });
  it('answers 0 when there is no digit, which any minimum refuses', () => {
    expect(parseWon('')).toBe(0);
    expect(parseWon('원')).toBe(0);
  });
});
