import { incrementAt, type IncrementRow } from './increments.ts';

/**
 * Proxy bidding (docs/decisions/0033-timed-auction.md, eBay's rule): a bid is the bidder's maximum; the lot's
 * price is only as high as it takes for the highest maximum to lead — one increment over the runner-up's
 * maximum, capped at the leader's own — and never below a hidden reserve the leader's maximum reaches. Equal
 * maxima go to the earlier bid. The result depends on the maxima only, not on the order they came in (a leader
 * who raises their maximum pays what they would have paid had they bid it first), so it can be checked
 * against a reference. Pure: the server runs it inside the lot's lock, the tests against that reference.
 */

export interface Leader {
  bidderId: string;
  /** The leader's maximum: private to them (never in an answer to anyone else). */
  max: number;
}

export interface LotPricing {
  startPrice: number;
  /** Hidden reserve, or null for none. */
  reserve: number | null;
  increments: readonly IncrementRow[];
}

export interface LotBidState {
  leader: Leader | null;
  /** The best maximum of anyone but the leader (private, like every maximum); null while nobody else bid. */
  runnerUp: number | null;
  /** The current (visible) price; null before the first bid. */
  price: number | null;
}

export interface BidInput {
  bidderId: string;
  max: number;
}

export type BidRefusal = 'belowMinimum' | 'notAboveOwnMax';

export type BidOutcome =
  | { accepted: false; reason: BidRefusal; minimum: number }
  | {
      accepted: true;
      state: { leader: Leader; runnerUp: number | null; price: number };
      /** The bidder leads after the bid (false: a proxy bid of the leader outbid them at once). */
      leading: boolean;
      /** The leader changed hands with this bid. */
      leaderChanged: boolean;
    };

/** The least a new bidder may bid: the start price, then the price plus one increment. */
export function nextMinimum(lot: LotPricing, state: LotBidState): number {
  if (state.price === null) return lot.startPrice;
  return state.price + incrementAt(lot.increments, state.price);
}

/** The price one increment over `max`, capped at `cap`. */
function oneOver(lot: LotPricing, max: number, cap: number): number {
  return Math.min(cap, max + incrementAt(lot.increments, max));
}

/** A leader whose maximum reaches the reserve pays at least the reserve (else the lot could pass unsold). */
function withReserve(lot: LotPricing, leader: Leader, price: number): number {
  if (lot.reserve !== null && leader.max >= lot.reserve && price < lot.reserve) return lot.reserve;
  return price;
}

/** The lot after `bid`, or why it is refused. The state passed in is not changed. */
export function placeBid(lot: LotPricing, state: LotBidState, bid: BidInput): BidOutcome {
  const minimum = nextMinimum(lot, state);
  const { leader, runnerUp, price } = state;

  if (leader === null || price === null) {
    if (bid.max < lot.startPrice) return { accepted: false, reason: 'belowMinimum', minimum };
    const next = { bidderId: bid.bidderId, max: bid.max };
    return {
      accepted: true,
      state: { leader: next, runnerUp: null, price: withReserve(lot, next, lot.startPrice) },
      leading: true,
      leaderChanged: true,
    };
  }

  if (leader.bidderId === bid.bidderId) {
    // the leader raises their own maximum: nobody pushed the price, but one capped at the old maximum rises to
    // where the runner-up's maximum puts it (and to a reserve the new maximum reaches)
    if (bid.max <= leader.max) return { accepted: false, reason: 'notAboveOwnMax', minimum: leader.max + 1 };
    const next = { bidderId: bid.bidderId, max: bid.max };
    const pushed = runnerUp === null ? price : Math.max(price, oneOver(lot, runnerUp, bid.max));
    return {
      accepted: true,
      state: { leader: next, runnerUp, price: withReserve(lot, next, pushed) },
      leading: true,
      leaderChanged: false,
    };
  }

  if (bid.max < minimum) return { accepted: false, reason: 'belowMinimum', minimum };
  if (bid.max > leader.max) {
    const next = { bidderId: bid.bidderId, max: bid.max };
    return {
      accepted: true,
      state: {
        leader: next,
        runnerUp: leader.max,
        price: withReserve(lot, next, oneOver(lot, leader.max, bid.max)),
      },
      leading: true,
      leaderChanged: true,
    };
  }
  // the leader's proxy answers at once; an equal maximum loses to the earlier one
  return {
    accepted: true,
    state: {
      leader,
      runnerUp: Math.max(runnerUp ?? 0, bid.max),
      price: withReserve(lot, leader, oneOver(lot, bid.max, leader.max)),
    },
    leading: false,
    leaderChanged: false,
  };
}

/** Whether the lot sells at its close: a leader, and the price at or over the reserve. */
export function reserveMet(lot: Pick<LotPricing, 'reserve'>, state: LotBidState): boolean {
  if (state.leader === null || state.price === null) return false;
  return lot.reserve === null || state.price >= lot.reserve;
}

/**
 * The lot after `bids` are placed in their order on an empty lot — what it would be had the bids left out (a
 * cancelled bid, a buyer who did not pay) never been made — with each bid's price and lead as the replay
 * decided them. A bid the replay refuses (it raised a maximum only the removed bid had made necessary) keeps
 * its price and no longer leads.
 */
export function replayBids<B extends BidInput & { price: number }>(
  lot: LotPricing,
  bids: readonly B[],
): { state: LotBidState; replayed: { bid: B; price: number; leading: boolean }[] } {
  let state: LotBidState = { leader: null, runnerUp: null, price: null };
  const replayed = bids.map((bid) => {
    const outcome = placeBid(lot, state, bid);
    if (!outcome.accepted) return { bid, price: bid.price, leading: false };
    state = outcome.state;
    return { bid, price: outcome.state.price, leading: outcome.leading };
  });
  return { state, replayed };
}
