import { describe, expect, it } from 'vitest';
import { timesBetween } from '#src/admin/fairs/SlotGridInput.tsx';

describe('timesBetween: the start times the grid editor generates', () => {
  it('steps by the slot length from the first start to before the end', () => {
    expect(timesBetween('10:00', '12:00', 30)).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(timesBetween('09:00', '10:00', 40)).toEqual(['09:00', '09:40']);
  });

  it('stops at midnight and gives nothing for bad input', () => {
    expect(timesBetween('23:00', '23:59', 30)).toEqual(['23:00', '23:30']);
    expect(timesBetween('12:00', '10:00', 30)).toEqual([]);
    expect(timesBetween('1000', '12:00', 30)).toEqual([]);
    expect(timesBetween('10:00', '12:00', 0)).toEqual([]);
  });
});
