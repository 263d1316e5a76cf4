/**
 * An independent statement of the proxy-bidding result (docs/decisions/0033-timed-auction.md), written without
 * domain/auction/proxy.ts: whatever order the accepted bids came in, the leader is the highest maximum (the
 * earlier on a tie) and the price is one increment over the best other bidder's maximum, capped at the
 * leader's, raised to the reserve when the leader's maximum reaches it.
 */
export interface ReferenceBid {
  bidderId: string;
  max: number;
  /** The bid's place in the lot's sequence (the earlier wins a tie). */
  seq: number;
}

export interface ReferenceLot {
  startPrice: number;
  reserve: number | null;
  increments: readonly { upTo: number | null; step: number }[];
}

function step(lot: ReferenceLot, price: number): number {
  const row = lot.increments.find((r) => r.upTo === null || price < r.upTo) ?? lot.increments.at(-1);
  return row!.step;
}

export function referenceResult(
  lot: ReferenceLot,
  accepted: readonly ReferenceBid[],
): { leader: string | null; price: number | null } {
  const best = new Map<string, ReferenceBid>();
  for (const bid of accepted) {
    const seen = best.get(bid.bidderId);
    if (!seen || bid.max > seen.max || (bid.max === seen.max && bid.seq < seen.seq))
      best.set(bid.bidderId, bid);
  }
  const ranked = [...best.values()].sort((a, b) => b.max - a.max || a.seq - b.seq);
  const [first, second] = ranked;
  if (!first) return { leader: null, price: null };
  let price = second ? Math.min(first.max, second.max + step(lot, second.max)) : lot.startPrice;
  if (lot.reserve !== null && first.max >= lot.reserve) price = Math.max(price, lot.reserve);
  return { leader: first.bidderId, price };
}
