import { describe, expect, it } from 'vitest';
import {
  canEditSchedule,
  canJoinFair,
  FAIR_LABEL_TEXTS,
  FAIR_LABELS,
  fairLabel,
  type FairPeriods,
} from '#domain/matching/labels.ts';
import { fairSlotKeys, isFairSlot, slotStart, toSlot } from '#domain/matching/slots.ts';

const fair: FairPeriods = {
  sellerRecruitFrom: '2026-11-01T00:00:00Z',
  sellerRecruitTo: '2026-11-20T09:00:00Z',
  buyerApplyFrom: '2026-11-15T00:00:00Z',
  buyerApplyTo: '2026-11-30T09:00:00Z',
  eventFrom: '2026-12-10T00:00:00Z',
  eventTo: '2026-12-11T09:00:00Z',
};
const at = (iso: string) => new Date(iso);
const visitor = { type: null, participating: false } as const;
const seller = { type: 'COMPANY', participating: false } as const;
const buyer = { type: 'PERSON', participating: false } as const;

describe('fairLabel', () => {
  it('is UPCOMING before any period and between periods', () => {
    expect(fairLabel(fair, at('2026-10-31T23:59:59Z'), visitor)).toBe('UPCOMING');
    expect(fairLabel(fair, at('2026-12-05T00:00:00Z'), buyer)).toBe('UPCOMING');
  });

  it('is RECRUITING_SELLERS while only sellers are recruited, for everyone', () => {
    for (const viewer of [visitor, seller, buyer]) {
      expect(fairLabel(fair, at('2026-11-10T00:00:00Z'), viewer)).toBe('RECRUITING_SELLERS');
    }
    expect(fairLabel(fair, at(fair.sellerRecruitFrom as string), visitor)).toBe('RECRUITING_SELLERS');
  });

  it('when both are open, sellers see RECRUITING_SELLERS and everyone else BUYER_APPLYING', () => {
    const both = at('2026-11-17T00:00:00Z');
    expect(fairLabel(fair, both, seller)).toBe('RECRUITING_SELLERS');
    expect(fairLabel(fair, both, buyer)).toBe('BUYER_APPLYING');
    expect(fairLabel(fair, both, visitor)).toBe('BUYER_APPLYING');
  });

  it('is BUYER_APPLYING after seller recruitment until the end of applications (inclusive)', () => {
    expect(fairLabel(fair, at('2026-11-25T00:00:00Z'), seller)).toBe('BUYER_APPLYING');
    expect(fairLabel(fair, at(fair.buyerApplyTo as string), visitor)).toBe('BUYER_APPLYING');
  });

  it('is ONGOING during the event and EXPIRED after it', () => {
    expect(fairLabel(fair, at('2026-12-10T05:00:00Z'), visitor)).toBe('ONGOING');
    expect(fairLabel(fair, at(fair.eventTo as string), visitor)).toBe('ONGOING');
    expect(fairLabel(fair, at('2026-12-11T09:00:01Z'), visitor)).toBe('EXPIRED');
  });

  it('is PARTICIPATING for a participant until the fair ends, then EXPIRED', () => {
    const mine = { type: 'PERSON', participating: true } as const;
    expect(fairLabel(fair, at('2026-11-17T00:00:00Z'), mine)).toBe('PARTICIPATING');
    expect(fairLabel(fair, at('2026-12-10T05:00:00Z'), mine)).toBe('PARTICIPATING');
    expect(fairLabel(fair, at('2026-12-12T00:00:00Z'), mine)).toBe('EXPIRED');
  });

  it('has a text in every language for every label', () => {
    for (const label of FAIR_LABELS) {
      expect(FAIR_LABEL_TEXTS[label].ko).not.toBe('');
      expect(FAIR_LABEL_TEXTS[label].en).not.toBe('');
      expect(FAIR_LABEL_TEXTS[label].cn).not.toBe('');
    }
  });
});

describe('canJoinFair and canEditSchedule', () => {
  it('sellers join while recruited, buyers while applying, managers never', () => {
    expect(canJoinFair(fair, at('2026-11-10T00:00:00Z'), 'COMPANY')).toBe(true);
    expect(canJoinFair(fair, at('2026-11-10T00:00:00Z'), 'PERSON')).toBe(false);
    expect(canJoinFair(fair, at('2026-11-25T00:00:00Z'), 'COMPANY')).toBe(false);
    expect(canJoinFair(fair, at('2026-11-25T00:00:00Z'), 'PERSON')).toBe(true);
    expect(canJoinFair(fair, at('2026-11-25T00:00:00Z'), 'MANAGER')).toBe(false);
  });

  it('a schedule is editable from the start of applications to the end of the event', () => {
    expect(canEditSchedule(fair, at('2026-11-14T23:59:59Z'))).toBe(false);
    expect(canEditSchedule(fair, at('2026-12-01T00:00:00Z'))).toBe(true);
    expect(canEditSchedule(fair, at('2026-12-11T09:00:01Z'))).toBe(false);
  });
});

describe('slot grid', () => {
  const grid = { dates: ['2026-12-11', '2026-12-10'], times: ['14:00', '10:00'], slotMinutes: 30 };

  it('lists dates × times in time order, in Seoul', () => {
    expect(fairSlotKeys(grid)).toEqual([
      '2026-12-10T10:00',
      '2026-12-10T14:00',
      '2026-12-11T10:00',
      '2026-12-11T14:00',
    ]);
    expect(slotStart('2026-12-10T10:00').toISOString()).toBe('2026-12-10T01:00:00.000Z');
    expect(toSlot('2026-12-10T23:45', 30)).toEqual({
      key: '2026-12-10T23:45',
      startAt: '2026-12-10T14:45:00.000Z',
      endAt: '2026-12-10T15:15:00.000Z',
    });
  });

  it('knows its own slots only', () => {
    expect(isFairSlot(grid, '2026-12-10T14:00')).toBe(true);
    expect(isFairSlot(grid, '2026-12-10T14:30')).toBe(false);
    expect(isFairSlot(grid, '2026-12-10 14:00')).toBe(false);
  });
});
