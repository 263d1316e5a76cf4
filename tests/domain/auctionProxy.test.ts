import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INCREMENTS,
  incrementAt,
  incrementTableProblem,
  type IncrementRow,
} from '#domain/auction/increments.ts';
import { invoiceOf } from '#domain/auction/invoice.ts';
import { lotState } from '#domain/auction/lotState.ts';
import {
  nextMinimum,
  placeBid,
  reserveMet,
  type LotBidState,
  type LotPricing,
} from '#domain/auction/proxy.ts';
import { closeAfterBid, scheduledClose } from '#domain/auction/softClose.ts';
import { referenceResult, type ReferenceBid } from '../helpers/auctionReference.ts';

// The proxy-bidding engine (docs/decisions/0033-timed-auction.md) against hand-worked cases and against an
// independent reference over many random bid sequences.

const lot: LotPricing = { startPrice: 500_000, reserve: null, increments: DEFAULT_INCREMENTS };
const empty: LotBidState = { leader: null, runnerUp: null, price: null };

function run(pricing: LotPricing, bids: readonly { bidderId: string; max: number }[]) {
  let state = empty;
  const outcomes = bids.map((bid) => {
    const outcome = placeBid(pricing, state, bid);
    if (outcome.accepted) state = outcome.state;
    return outcome;
  });
  return { state, outcomes };
}

describe('the increment table', () => {
  it('steps by the row whose ceiling is above the price', () => {
    expect(incrementAt(DEFAULT_INCREMENTS, 0)).toBe(50_000);
    expect(incrementAt(DEFAULT_INCREMENTS, 999_999)).toBe(50_000);
    expect(incrementAt(DEFAULT_INCREMENTS, 1_000_000)).toBe(100_000);
    expect(incrementAt(DEFAULT_INCREMENTS, 2_000_000_000)).toBe(5_000_000);
  });

  it('refuses tables the proxy rules cannot use', () => {
    expect(incrementTableProblem(DEFAULT_INCREMENTS)).toBeNull();
    expect(incrementTableProblem([])).toBe('empty');
    expect(incrementTableProblem([{ upTo: 100, step: 10 }])).toBe('lastRowOpen');
    expect(incrementTableProblem([{ upTo: null, step: 0 }])).toBe('step');
    expect(
      incrementTableProblem([
        { upTo: 100, step: 10 },
        { upTo: null, step: 5 },
      ]),
    ).toBe('stepShrinks');
    expect(
      incrementTableProblem([
        { upTo: 100, step: 10 },
        { upTo: 100, step: 10 },
        { upTo: null, step: 10 },
      ]),
    ).toBe('upTo');
  });
});

describe('proxy bidding', () => {
  it('opens at the start price whatever the first maximum', () => {
    const { state, outcomes } = run(lot, [{ bidderId: 'a', max: 2_000_000 }]);
    expect(outcomes[0]).toMatchObject({ accepted: true, leading: true });
    expect(state).toEqual({ leader: { bidderId: 'a', max: 2_000_000 }, runnerUp: null, price: 500_000 });
    expect(nextMinimum(lot, state)).toBe(550_000);
  });

  it('refuses a first bid under the start price and a challenger under the next increment', () => {
    expect(placeBid(lot, empty, { bidderId: 'a', max: 499_999 })).toEqual({
      accepted: false,
      reason: 'belowMinimum',
      minimum: 500_000,
    });
    const { state } = run(lot, [{ bidderId: 'a', max: 800_000 }]);
    expect(placeBid(lot, state, { bidderId: 'b', max: 549_999 })).toMatchObject({
      accepted: false,
      minimum: 550_000,
    });
  });

  it('answers a lower challenger with the leader’s proxy at one increment over the challenger', () => {
    const { state, outcomes } = run(lot, [
      { bidderId: 'a', max: 800_000 },
      { bidderId: 'b', max: 600_000 },
    ]);
    expect(outcomes[1]).toMatchObject({ accepted: true, leading: false, leaderChanged: false });
    expect(state).toEqual({ leader: { bidderId: 'a', max: 800_000 }, runnerUp: 600_000, price: 650_000 });
  });

  it('gives the lead to a higher maximum at one increment over the old leader’s, capped at its own', () => {
    const higher = run(lot, [
      { bidderId: 'a', max: 800_000 },
      { bidderId: 'b', max: 2_000_000 },
    ]);
    expect(higher.state).toEqual({
      leader: { bidderId: 'b', max: 2_000_000 },
      runnerUp: 800_000,
      price: 850_000,
    });
    const justOver = run(lot, [
      { bidderId: 'a', max: 800_000 },
      { bidderId: 'b', max: 820_000 },
    ]);
    expect(justOver.state.price).toBe(820_000);
    expect(justOver.outcomes[1]).toMatchObject({ leading: true, leaderChanged: true });
  });

  it('lets the earlier of two equal maxima lead, at that maximum', () => {
    const { state, outcomes } = run(lot, [
      { bidderId: 'a', max: 900_000 },
      { bidderId: 'b', max: 900_000 },
    ]);
    expect(outcomes[1]).toMatchObject({ accepted: true, leading: false });
    expect(state).toEqual({ leader: { bidderId: 'a', max: 900_000 }, runnerUp: 900_000, price: 900_000 });
  });

  it('lets the leader raise their own maximum, which moves a price capped at the old one', () => {
    const capped = run(lot, [
      { bidderId: 'a', max: 600_000 },
      { bidderId: 'b', max: 620_000 },
      { bidderId: 'b', max: 2_000_000 },
    ]);
    expect(capped.outcomes[1]).toMatchObject({ accepted: true });
    expect(capped.state).toEqual({
      leader: { bidderId: 'b', max: 2_000_000 },
      runnerUp: 600_000,
      price: 650_000,
    });
  });

  it('refuses a leader’s bid not above their own maximum and keeps the price when they raise it', () => {
    const { state, outcomes } = run(lot, [
      { bidderId: 'a', max: 800_000 },
      { bidderId: 'b', max: 600_000 },
      { bidderId: 'a', max: 800_000 },
      { bidderId: 'a', max: 3_000_000 },
    ]);
    expect(outcomes[2]).toMatchObject({ accepted: false, reason: 'notAboveOwnMax' });
    expect(state).toEqual({ leader: { bidderId: 'a', max: 3_000_000 }, runnerUp: 600_000, price: 650_000 });
  });

  it('raises the price to a hidden reserve the leader’s maximum reaches, and not beyond their maximum', () => {
    const reserved = { ...lot, reserve: 1_200_000 };
    const reached = run(reserved, [{ bidderId: 'a', max: 1_500_000 }]);
    expect(reached.state.price).toBe(1_200_000);
    expect(reserveMet(reserved, reached.state)).toBe(true);
    const short = run(reserved, [{ bidderId: 'a', max: 1_100_000 }]);
    expect(short.state.price).toBe(500_000);
    expect(reserveMet(reserved, short.state)).toBe(false);
    expect(reserveMet(reserved, empty)).toBe(false);
  });

  it('agrees with the reference on a thousand random bid sequences, and the price never falls', () => {
    // a fixed-seed generator: the same sequences every run
    let seed = 20261127;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const small: IncrementRow[] = [
      { upTo: 100, step: 5 },
      { upTo: 500, step: 10 },
      { upTo: null, step: 50 },
    ];
    for (let round = 0; round < 1000; round++) {
      const pricing: LotPricing = {
        startPrice: 10 + Math.floor(random() * 90),
        reserve: random() < 0.5 ? null : 50 + Math.floor(random() * 800),
        increments: random() < 0.5 ? small : DEFAULT_INCREMENTS,
      };
      let state = empty;
      const accepted: ReferenceBid[] = [];
      const count = 1 + Math.floor(random() * 30);
      for (let seq = 1; seq <= count; seq++) {
        const bid = { bidderId: `b${Math.floor(random() * 6)}`, max: Math.floor(random() * 1500) };
        const before = state.price ?? 0;
        const outcome = placeBid(pricing, state, bid);
        if (!outcome.accepted) {
          expect(bid.max < outcome.minimum || bid.bidderId === state.leader?.bidderId).toBe(true);
          continue;
        }
        const after = outcome.state;
        state = after;
        accepted.push({ ...bid, seq });
        expect(after.price).toBeGreaterThanOrEqual(before);
        expect(after.price).toBeLessThanOrEqual(after.leader.max);
        expect(
          referenceResult(pricing, accepted),
          JSON.stringify({ pricing: { ...pricing, increments: pricing.increments.length }, accepted }),
        ).toEqual({ leader: after.leader.bidderId, price: after.price });
      }
    }
  });
});

describe('soft close and the lot’s state', () => {
  const rule = { windowSeconds: 120, extensionSeconds: 60 };
  const closesAt = new Date('2026-12-01T06:00:00Z');

  it('extends the close by the extension for a bid inside the window, once per bid', () => {
    expect(closeAfterBid(closesAt, new Date('2026-12-01T05:57:59Z'), rule)).toEqual(closesAt);
    const once = closeAfterBid(closesAt, new Date('2026-12-01T05:58:00Z'), rule);
    expect(once).toEqual(new Date('2026-12-01T06:01:00Z'));
    expect(closeAfterBid(once, new Date('2026-12-01T05:59:59Z'), rule)).toEqual(
      new Date('2026-12-01T06:02:00Z'),
    );
  });

  it('staggers the lots’ closing times by the interval', () => {
    expect(scheduledClose(closesAt, 60, 0)).toEqual(closesAt);
    expect(scheduledClose(closesAt, 60, 11)).toEqual(new Date('2026-12-01T06:11:00Z'));
  });

  it('reads preview, open, closing soon, sold and unsold from the clock', () => {
    const opensAt = new Date('2026-12-01T00:00:00Z');
    const at = (iso: string, sells = true) => lotState({ opensAt, closesAt, sells }, new Date(iso));
    expect(at('2026-11-30T23:59:59Z')).toBe('PREVIEW');
    expect(at('2026-12-01T00:00:00Z')).toBe('OPEN');
    expect(at('2026-12-01T05:50:00Z')).toBe('CLOSING_SOON');
    expect(at('2026-12-01T06:00:00Z')).toBe('SOLD');
    expect(at('2026-12-01T06:00:00Z', false)).toBe('UNSOLD');
  });
});

describe('the invoice', () => {
  it('adds the premium and VAT on the premium, in whole won', () => {
    expect(invoiceOf(1_000_000, 1800)).toEqual({
      hammer: 1_000_000,
      premium: 180_000,
      vat: 18_000,
      total: 1_198_000,
    });
    expect(invoiceOf(333_333, 1650)).toEqual({
      hammer: 333_333,
      premium: 54_999,
      vat: 5_499,
      total: 393_831,
    });
  });
});
