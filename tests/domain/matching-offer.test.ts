import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  deadline,
  effectiveStatus,
  newOffer,
  OFFER_ACTORS,
  OFFER_STATUSES,
  transition,
  type OfferActor,
  type OfferCommand,
  type OfferState,
  type OfferStatus,
} from '#domain/matching/offer.ts';
import { slotStart } from '#domain/matching/slots.ts';

const NOW = new Date('2026-12-01T00:00:00Z'); // 09:00 in Seoul
const TTL = 72;
const SLOTS = ['2026-12-10T10:00', '2026-12-10T10:30', '2026-12-10T11:00', '2026-12-10T11:30'];
const FUTURE = new Date('2026-12-04T00:00:00Z');

const offer = (status: OfferStatus, overrides: Partial<OfferState> = {}): OfferState => ({
  status,
  offeredSlots: SLOTS,
  acceptedSlots: status === 'OFFERED' ? [] : SLOTS.slice(0, 2),
  expiresAt: FUTURE,
  ...overrides,
});

const COMMANDS: Record<string, OfferCommand> = {
  accept: { action: 'accept', slots: SLOTS.slice(0, 2) },
  decline: { action: 'decline', reason: '일정이 맞지 않습니다' },
  confirm: { action: 'confirm', slot: SLOTS[0]! },
  cancel: { action: 'cancel', reason: '사정이 생겼습니다' },
  expire: { action: 'expire' },
};

/** Every allowed (status, action, actor) → next status; everything else is refused. */
const ALLOWED: Record<string, OfferStatus> = {
  'OFFERED accept SELLER': 'ACCEPTED',
  'OFFERED decline SELLER': 'DECLINED',
  'OFFERED cancel BUYER': 'CANCELLED',
  'OFFERED cancel MANAGER': 'CANCELLED',
  'ACCEPTED confirm BUYER': 'CONFIRMED',
  'ACCEPTED cancel BUYER': 'CANCELLED',
  'ACCEPTED cancel SELLER': 'CANCELLED',
  'ACCEPTED cancel MANAGER': 'CANCELLED',
  'CONFIRMED cancel BUYER': 'CANCELLED',
  'CONFIRMED cancel SELLER': 'CANCELLED',
  'CONFIRMED cancel MANAGER': 'CANCELLED',
};

describe('offer state machine: every (state, action, actor)', () => {
  for (const status of OFFER_STATUSES) {
    for (const [name, command] of Object.entries(COMMANDS)) {
      for (const actor of OFFER_ACTORS) {
        const key = `${status} ${name} ${actor}`;
        if (name === 'expire') continue; // below, with a deadline in the past
        it(key, () => {
          const result = transition(offer(status), command, actor, NOW, TTL);
          const expected = ALLOWED[key];
          if (expected) {
            expect(result).toMatchObject({ ok: true, status: expected });
          } else {
            expect(result.ok).toBe(false);
            if (!result.ok) expect([403, 409]).toContain(result.httpStatus);
          }
        });
      }
    }
  }

  it('tells "not yours" (403) from "not now" (409)', () => {
    expect(transition(offer('OFFERED'), COMMANDS.accept!, 'BUYER', NOW, TTL)).toMatchObject({
      httpStatus: 403,
      code: 'matchingNotAllowed',
    });
    expect(transition(offer('ACCEPTED'), COMMANDS.accept!, 'SELLER', NOW, TTL)).toMatchObject({
      httpStatus: 409,
      code: 'matchingStateConflict',
    });
    expect(transition(offer('OFFERED'), COMMANDS.cancel!, 'SELLER', NOW, TTL)).toMatchObject({
      httpStatus: 403,
    });
    expect(transition(offer('DECLINED'), COMMANDS.cancel!, 'BUYER', NOW, TTL)).toMatchObject({
      httpStatus: 409,
      code: 'matchingStateConflict',
    });
    expect(transition(offer('OFFERED'), COMMANDS.confirm!, 'SELLER', NOW, TTL)).toMatchObject({
      httpStatus: 403,
    });
  });
});

describe('accept: the seller keeps 1 to 3 of the offered slots', () => {
  const accept = (slots: string[]) =>
    transition(offer('OFFERED'), { action: 'accept', slots }, 'SELLER', NOW, TTL);

  it('accepts 1, 2 and 3 slots, sorted', () => {
    expect(accept([SLOTS[0]!])).toMatchObject({ ok: true, acceptedSlots: [SLOTS[0]] });
    expect(accept([SLOTS[1]!, SLOTS[0]!])).toMatchObject({ ok: true, acceptedSlots: [SLOTS[0], SLOTS[1]] });
    expect(accept(SLOTS.slice(0, 3))).toMatchObject({ ok: true, acceptedSlots: SLOTS.slice(0, 3) });
  });

  it('refuses 4 slots, none, repeats and slots that were not offered', () => {
    expect(accept(SLOTS)).toMatchObject({ ok: false, httpStatus: 400, code: 'matchingTooManySlots' });
    expect(accept([])).toMatchObject({ ok: false, httpStatus: 400, code: 'matchingSlotInvalid' });
    expect(accept([SLOTS[0]!, SLOTS[0]!])).toMatchObject({ ok: false, code: 'matchingSlotInvalid' });
    expect(accept(['2026-12-10T17:00'])).toMatchObject({ ok: false, code: 'matchingSlotInvalid' });
  });

  it('refuses a slot that has started', () => {
    const late = new Date(slotStart(SLOTS[0]!).getTime() + 60_000);
    const result = transition(
      offer('OFFERED', { expiresAt: slotStart(SLOTS[3]!) }),
      { action: 'accept', slots: [SLOTS[0]!] },
      'SELLER',
      late,
      TTL,
    );
    expect(result).toMatchObject({ ok: false, code: 'matchingSlotPast' });
  });

  it("sets the buyer's deadline: the TTL, but no later than the last accepted slot's start", () => {
    const result = accept([SLOTS[0]!]);
    expect(result.ok && result.expiresAt?.toISOString()).toBe(
      new Date(NOW.getTime() + TTL * 3_600_000).toISOString(),
    );
    const close = new Date(slotStart(SLOTS[1]!).getTime() - 3_600_000);
    const soon = transition(
      offer('OFFERED', { expiresAt: slotStart(SLOTS[3]!) }),
      { action: 'accept', slots: [SLOTS[0]!, SLOTS[1]!] },
      'SELLER',
      close,
      TTL,
    );
    expect(soon.ok && soon.expiresAt?.toISOString()).toBe(slotStart(SLOTS[1]!).toISOString());
  });
});

describe('confirm: one of the accepted slots', () => {
  it('confirms an accepted slot and refuses any other', () => {
    expect(
      transition(offer('ACCEPTED'), { action: 'confirm', slot: SLOTS[1]! }, 'BUYER', NOW, TTL),
    ).toMatchObject({
      ok: true,
      status: 'CONFIRMED',
      confirmedSlot: SLOTS[1],
    });
    expect(
      transition(offer('ACCEPTED'), { action: 'confirm', slot: SLOTS[2]! }, 'BUYER', NOW, TTL),
    ).toMatchObject({
      ok: false,
      code: 'matchingSlotInvalid',
    });
  });
});

describe('expiry', () => {
  const past = new Date(NOW.getTime() - 1);

  it('an open offer past its deadline is EXPIRED on read; closed ones keep their status', () => {
    expect(effectiveStatus(offer('OFFERED', { expiresAt: past }), NOW)).toBe('EXPIRED');
    expect(effectiveStatus(offer('ACCEPTED', { expiresAt: NOW }), NOW)).toBe('EXPIRED');
    expect(effectiveStatus(offer('OFFERED'), NOW)).toBe('OFFERED');
    expect(effectiveStatus(offer('CONFIRMED', { expiresAt: past }), NOW)).toBe('CONFIRMED');
    expect(effectiveStatus(offer('DECLINED', { expiresAt: past }), NOW)).toBe('DECLINED');
  });

  it('refuses every action on an expired offer with matchingExpired, and offers no buttons', () => {
    for (const status of ['OFFERED', 'ACCEPTED'] as const) {
      const expired = offer(status, { expiresAt: past });
      const own: [OfferCommand, OfferActor][] =
        status === 'OFFERED'
          ? [
              [COMMANDS.accept!, 'SELLER'],
              [COMMANDS.decline!, 'SELLER'],
              [COMMANDS.cancel!, 'BUYER'],
            ]
          : [
              [COMMANDS.confirm!, 'BUYER'],
              [COMMANDS.cancel!, 'SELLER'],
            ];
      for (const [command, actor] of own) {
        expect(transition(expired, command, actor, NOW, TTL)).toMatchObject({
          ok: false,
          httpStatus: 409,
          code: 'matchingExpired',
        });
      }
      expect(allowedActions(expired, 'BUYER', NOW)).toEqual([]);
      expect(allowedActions(expired, 'SELLER', NOW)).toEqual([]);
    }
  });

  it('an ended meeting is cancelled by the organiser only; one still to end by either party', () => {
    const ended = offer('CONFIRMED', { endsAt: NOW });
    const ending = offer('CONFIRMED', { endsAt: new Date(NOW.getTime() + 1) });
    for (const actor of ['BUYER', 'SELLER'] as const) {
      expect(transition(ended, COMMANDS.cancel!, actor, NOW, TTL)).toMatchObject({
        ok: false,
        httpStatus: 409,
        code: 'matchingMeetingEnded',
      });
      expect(allowedActions(ended, actor, NOW)).toEqual([]);
      expect(allowedActions(ending, actor, NOW)).toEqual(['cancel']);
    }
    expect(transition(ended, COMMANDS.cancel!, 'MANAGER', NOW, TTL)).toMatchObject({ ok: true });
  });

  it('only the system expires, only open offers past their deadline', () => {
    expect(
      transition(offer('OFFERED', { expiresAt: past }), COMMANDS.expire!, 'SYSTEM', NOW, TTL),
    ).toMatchObject({
      ok: true,
      status: 'EXPIRED',
    });
    expect(
      transition(offer('ACCEPTED', { expiresAt: past }), COMMANDS.expire!, 'SYSTEM', NOW, TTL),
    ).toMatchObject({
      ok: true,
      status: 'EXPIRED',
    });
    expect(transition(offer('OFFERED'), COMMANDS.expire!, 'SYSTEM', NOW, TTL)).toMatchObject({
      ok: false,
      httpStatus: 409,
    });
    expect(
      transition(offer('CONFIRMED', { expiresAt: past }), COMMANDS.expire!, 'SYSTEM', NOW, TTL),
    ).toMatchObject({
      ok: false,
    });
    for (const actor of ['BUYER', 'SELLER', 'MANAGER'] as const) {
      expect(
        transition(offer('OFFERED', { expiresAt: past }), COMMANDS.expire!, actor, NOW, TTL),
      ).toMatchObject({
        ok: false,
        httpStatus: 403,
      });
    }
  });

  it('the deadline is the TTL or the start of the last slot, whichever is first', () => {
    expect(deadline(SLOTS, NOW, TTL).toISOString()).toBe(
      new Date(NOW.getTime() + TTL * 3_600_000).toISOString(),
    );
    expect(deadline(SLOTS, NOW, 24 * 30).toISOString()).toBe(slotStart(SLOTS[3]!).toISOString());
  });
});

describe('newOffer', () => {
  const available = SLOTS;

  it('takes 1–10 distinct available future slots', () => {
    expect(newOffer([SLOTS[2]!, SLOTS[0]!], available, NOW, TTL)).toMatchObject({
      ok: true,
      status: 'OFFERED',
      slots: [SLOTS[0], SLOTS[2]],
    });
    expect(newOffer([], available, NOW, TTL)).toMatchObject({ ok: false, code: 'matchingSlotInvalid' });
    expect(newOffer(['2026-12-10T09:00'], available, NOW, TTL)).toMatchObject({
      ok: false,
      code: 'matchingSlotInvalid',
    });
    const many = Array.from({ length: 11 }, (_, i) => `2026-12-1${Math.floor(i / 5)}T1${i % 5}:00`);
    expect(newOffer(many, many, NOW, TTL)).toMatchObject({ ok: false, code: 'matchingTooManySlots' });
    expect(newOffer([SLOTS[0]!], available, new Date('2026-12-10T02:00:00Z'), TTL)).toMatchObject({
      ok: false,
      code: 'matchingSlotPast',
    });
  });
});

describe('allowedActions', () => {
  it('lists the buttons of each party', () => {
    expect(allowedActions(offer('OFFERED'), 'SELLER', NOW)).toEqual(['accept', 'decline']);
    expect(allowedActions(offer('OFFERED'), 'BUYER', NOW)).toEqual(['cancel']);
    expect(allowedActions(offer('ACCEPTED'), 'BUYER', NOW)).toEqual(['confirm', 'cancel']);
    expect(allowedActions(offer('ACCEPTED'), 'SELLER', NOW)).toEqual(['cancel']);
    expect(allowedActions(offer('CONFIRMED'), 'SELLER', NOW)).toEqual(['cancel']);
    expect(allowedActions(offer('CANCELLED'), 'BUYER', NOW)).toEqual([]);
  });
});
