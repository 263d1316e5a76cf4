import { describe, it, expect } from 'vitest';
import {
  formatArea,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  instantOf,
  seoulYmd,
  toDayjs,
} from '#domain/format.ts';
import { useMachineZone } from '../helpers/machineZone.ts';

describe('formatNumber', () => {
  it.each([
    [1234567, '1,234,567'],
    [-1000, '-1,000'],
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.891, '1,234,567.891'],
    [-0.5, '-0.5'],
    [38_030_000, '38,030,000'],
    ['1234567.50', '1,234,567.50'],
  ])('formats %j as %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '1,000'])(
    'gives "" for %j',
    (value) => {
      expect(formatNumber(value)).toBe('');
    },
  );
});

// The machine's zone must not matter: run every date test in a zone far from Seoul.
describe.each(['America/Los_Angeles', 'UTC', 'Asia/Seoul'])('dates with the machine in %s', (zone) => {
  useMachineZone(zone);

  it('shows a UTC instant on its Seoul calendar day', () => {
    expect(formatDate('2025-01-01T15:30:00Z')).toBe('2025-01-02');
    expect(formatDateTime('2025-01-01T15:30:00Z')).toBe('2025-01-02 00:30:00');
  });

  it('reads an explicit offset', () => {
    expect(formatDateTime('2025-01-01T23:59:59-05:00')).toBe('2025-01-02 13:59:59');
  });

  it('reads a Date and a millisecond number', () => {
    expect(formatDateTime(new Date('2024-12-31T15:00:00.000Z'))).toBe('2025-01-01 00:00:00');
    expect(formatDate(1735657200000)).toBe('2025-01-01');
  });

  it('reads a 13-digit string as a millisecond timestamp, not a year', () => {
    expect(formatDateTime('1735657200000')).toBe('2025-01-01 00:00:00');
    expect(toDayjs('1735657200000')?.valueOf()).toBe(1735657200000);
  });

  it('reads a string without an offset as Seoul wall time', () => {
    expect(formatDate('2025-01-01')).toBe('2025-01-01');
    expect(formatDateTime('2025-01-01 09:05:00')).toBe('2025-01-01 09:05:00');
    expect(toDayjs('2025-01-01T09:00:00')?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it("uses Seoul's offset of the instant's own time: +08:30 in 1958, summer time in 1988, +09:00 now", () => {
    // each asked twice: the offset is remembered per quarter hour and must not leak across them
    for (let twice = 0; twice < 2; twice++) {
      expect(formatDateTime('1958-01-15T00:00:00Z')).toBe('1958-01-15 08:30:00');
      expect(formatDateTime('1988-07-01T00:00:00Z')).toBe('1988-07-01 10:00:00');
      expect(formatDateTime('1988-12-01T00:00:00Z')).toBe('1988-12-01 09:00:00');
      expect(formatDateTime('2026-11-21T00:00:00Z')).toBe('2026-11-21 09:00:00');
    }
  });

  it("formats Dates and instants as Seoul's clock showed them, across a century of offset changes", () => {
    // the oracle: ICU's own Seoul clock, independent of the memoised offset and of dayjs
    // Swedish writes dates and times the ISO way: 1950-01-01 09:00:00
    const seoul = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Seoul',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const clock = (ms: number) => seoul.format(ms);
    const from = Date.UTC(1950, 0, 1);
    const to = Date.UTC(2060, 0, 1);
    for (let i = 0; i < 2_000; i++) {
      const ms = from + Math.floor(((to - from) * i) / 2_000) + i * 7_919;
      const iso = new Date(ms).toISOString();
      expect(formatDateTime(new Date(ms)), iso).toBe(clock(ms));
      expect(formatDateTime(iso), iso).toBe(clock(ms));
      expect(formatDate(ms), iso).toBe(clock(ms).slice(0, 10));
      expect(seoulYmd(ms), iso).toBe(clock(ms).slice(0, 10).replaceAll('-', ''));
    }
    // summer time began at 02:00 on 8 May 1988: the clock jumped to 03:00
    expect(formatDateTime(new Date('1988-05-07T16:59:59Z'))).toBe('1988-05-08 01:59:59');
    expect(formatDateTime(new Date('1988-05-07T17:00:00Z'))).toBe('1988-05-08 03:00:00');
  });

  it('reads instants without a detour: Dates, numbers, ISO and Seoul wall strings', () => {
    expect(instantOf(new Date(1735657200000))).toBe(1735657200000);
    expect(instantOf(1735657200000)).toBe(1735657200000);
    expect(instantOf('2025-01-01T09:00:00')).toBe(Date.UTC(2025, 0, 1, 0));
    expect(instantOf(new Date(Number.NaN))).toBeNull();
    expect(instantOf('nope')).toBeNull();
    expect(seoulYmd('20250301')).toBe('20250301');
  });

  it.each([null, undefined, '', '   ', 'not a date', new Date(Number.NaN), Number.NaN])(
    'gives "" for %j instead of Invalid Date',
    (value) => {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(toDayjs(value)).toBeNull();
    },
  );
});

describe('formatPhone', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['0311234567', '031-123-4567'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });

  it.each(['1588-1234', '12345', '010123456789', '+82 10 1234 5678', '010-abcd-5678', ''])(
    'returns %j unchanged',
    (value) => {
      expect(formatPhone(value)).toBe(value);
    },
  );

  it('gives "" for null and undefined', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('formatArea ("전용 20.4㎡" where the spec says 20.40)', () => {
  it.each([
    [20.4, '20.40'],
    [20.17, '20.17'],
    [152, '152.00'],
    [21238.61, '21,238.61'],
    ['42.1', '42.10'],
    [0.005, '0.01'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatArea(value)).toBe(expected);
  });

  it.each([NaN, Infinity, null, undefined, '', 'abc'])('gives "" for %s', (value) => {
    expect(formatArea(value as never)).toBe('');
  });
});
