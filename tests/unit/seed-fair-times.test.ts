import { describe, expect, it } from 'vitest';
import { at, halfHoursBesideLunch, seoulDateAfter } from '#server/db/seedContent/fairTimes.ts';

describe('the seeded fairs’ calendar', () => {
  it('lays meetings every half hour, both ends included, but not in the lunch hour', () => {
    expect(halfHoursBesideLunch('10:00', '16:30')).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    expect(halfHoursBesideLunch('09:00', '17:30')).toHaveLength(16);
  });

  it('counts days and times in Seoul', () => {
    expect(seoulDateAfter(new Date('2026-03-01T15:30:00Z'), 1)).toBe('2026-03-03');
    expect(at('2026-03-03', '09:00').toISOString()).toBe('2026-03-03T00:00:00.000Z');
  });
});
