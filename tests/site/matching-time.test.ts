// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { slotTable } from '#src/site/matching/slotTable.ts';
import { dualPeriod, dualTime, viewerClockDiffers, zoneCity } from '#src/site/matching/time.ts';
import { safeNext } from '#src/site/matching/member/LoginPage.tsx';
import { useMachineZone } from '../helpers/machineZone.ts';

describe('dualPeriod: a period on two short lines', () => {
  it('names the day once when the period is one day, in Seoul and for a Paris viewer', () => {
    expect(dualPeriod('2026-12-10T00:00:00.000Z', '2026-12-10T09:00:00.000Z', 'Europe/Paris')).toEqual({
      seoul: '2026-12-10 09:00 ~ 18:00',
      local: { text: '01:00 ~ 10:00', city: 'Paris' },
    });
  });

  it('leaves the end’s year out, and gives the viewer’s own dates when they are not Seoul’s', () => {
    expect(dualPeriod('2026-11-26T06:00:00.000Z', '2026-12-02T14:30:00.000Z', 'Europe/Paris')).toEqual({
      seoul: '2026-11-26 15:00 ~ 12-02 23:30',
      local: { text: '07:00 ~ 15:30', city: 'Paris' },
    });
    expect(dualPeriod('2026-11-25T21:15:00.000Z', '2026-12-01T21:15:00.000Z', 'Europe/Paris')).toEqual({
      seoul: '2026-11-26 06:15 ~ 12-02 06:15',
      local: { text: '11-25 22:15 ~ 12-01 22:15', city: 'Paris' },
    });
    expect(dualPeriod('2026-12-31T01:00:00.000Z', '2027-01-02T01:00:00.000Z', 'Asia/Seoul')).toEqual({
      seoul: '2026-12-31 10:00 ~ 2027-01-02 10:00',
      local: null,
    });
  });
});

describe('the viewer’s zone on one short line', () => {
  it('names a zone by its city', () => {
    expect(zoneCity('Europe/Paris')).toBe('Paris');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });

  it('tells a clock that reads as Seoul’s (Tokyo) from one that does not (Paris)', () => {
    const instant = Date.parse('2026-11-26T16:00:00.000Z');
    expect(viewerClockDiffers('Asia/Tokyo', instant)).toBe(false);
    expect(viewerClockDiffers('Europe/Paris', instant)).toBe(true);
  });
});

describe('dualTime: Seoul time and the viewer’s own', () => {
  it('gives Paris in winter (UTC+1) and in summer (UTC+2): the offset of that instant, not of today', () => {
    expect(dualTime('2026-12-10T01:00:00.000Z', 'Europe/Paris')).toEqual({
      seoul: '2026-12-10 10:00',
      local: { text: '02:00', zone: 'Europe/Paris', dayShift: 0 },
    });
    expect(dualTime('2026-07-10T01:00:00.000Z', 'Europe/Paris')?.local?.text).toBe('03:00');
  });

  it('marks the previous day for Los Angeles and the next day east of Seoul', () => {
    expect(dualTime('2026-12-10T01:00:00.000Z', 'America/Los_Angeles')?.local).toEqual({
      text: '17:00',
      zone: 'America/Los_Angeles',
      dayShift: -1,
    });
    expect(dualTime('2026-12-10T14:30:00.000Z', 'Pacific/Auckland')?.local?.dayShift).toBe(1);
  });

  it('shows one clock when the viewer reads Seoul time (Seoul or Tokyo)', () => {
    expect(dualTime('2026-12-10T01:00:00.000Z', 'Asia/Seoul')).toEqual({
      seoul: '2026-12-10 10:00',
      local: null,
    });
    expect(dualTime('2026-12-10T01:00:00.000Z', 'Asia/Tokyo')?.local).toBeNull();
  });

  it('keeps the Seoul time when the zone is unknown, and gives nothing for a non-date', () => {
    expect(dualTime('2026-12-10T01:00:00.000Z', 'Mars/Olympus')).toEqual({
      seoul: '2026-12-10 10:00',
      local: null,
    });
    expect(dualTime('not a date', 'Europe/Paris')).toBeNull();
  });
});

describe.each(['America/Los_Angeles', 'Europe/Berlin', 'Asia/Seoul'])(
  'the hours before a summer-time change, with the machine in %s',
  (machine) => {
    useMachineZone(machine);

    // Los Angeles moves to summer time at 2026-03-08 10:00 UTC, Berlin at 2026-03-29 01:00 UTC
    it('shows Seoul and the viewer’s clock as they read at that instant', () => {
      expect(dualTime('2026-03-08T05:00:00.000Z', 'America/Los_Angeles')).toEqual({
        seoul: '2026-03-08 14:00',
        local: { text: '21:00', zone: 'America/Los_Angeles', dayShift: -1 },
      });
      expect(dualTime('2026-03-08T12:00:00.000Z', 'America/Los_Angeles')?.local?.text).toBe('05:00');
      expect(dualTime('2026-03-29T00:30:00.000Z', 'Europe/Berlin')).toEqual({
        seoul: '2026-03-29 09:30',
        local: { text: '01:30', zone: 'Europe/Berlin', dayShift: 0 },
      });
    });

    it('lays such a slot out at its Seoul date and time', () => {
      const table = slotTable([{ key: 'a', startAt: '2026-03-08T05:00:00.000Z' }]);
      expect(table.dates).toEqual(['2026-03-08']);
      expect(table.times).toEqual(['14:00']);
    });
  },
);

describe('slotTable: the fair’s grid as dates × times in Seoul', () => {
  it('puts each slot at its Seoul date and time, whatever order it came in, with holes left empty', () => {
    const table = slotTable([
      { key: '2026-12-11T10:00', startAt: '2026-12-11T01:00:00.000Z' },
      { key: '2026-12-10T10:30', startAt: '2026-12-10T01:30:00.000Z' },
      { key: '2026-12-10T10:00', startAt: '2026-12-10T01:00:00.000Z' },
      { key: 'bad', startAt: 'nonsense' },
    ]);
    expect(table.dates).toEqual(['2026-12-10', '2026-12-11']);
    expect(table.times).toEqual(['10:00', '10:30']);
    expect(table.at('2026-12-10', '10:30')?.key).toBe('2026-12-10T10:30');
    expect(table.at('2026-12-11', '10:30')).toBeUndefined();
  });
});

describe('safeNext: where login goes afterwards', () => {
  it('follows a path on this site only', () => {
    expect(safeNext('?next=%2Fmatching%2Ffairs%2Fx')).toBe('/matching/fairs/x');
    expect(safeNext('?next=//evil.example')).toBe('/mypage/myinfo');
    expect(safeNext('?next=https://evil.example')).toBe('/mypage/myinfo');
    expect(safeNext('')).toBe('/mypage/myinfo');
  });
});
