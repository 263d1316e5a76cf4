/**
 * What a lot shows (docs/decisions/0033-timed-auction.md), decided by the server's clock: before bidding
 * opens it is on preview; open; closing soon in its last ten minutes; after its (extended) close sold or
 * unsold, which only the reserve and the bids decide — so the state is the same before and after settling.
 */
export const LOT_STATES = ['PREVIEW', 'OPEN', 'CLOSING_SOON', 'SOLD', 'UNSOLD'] as const;
export type LotState = (typeof LOT_STATES)[number];

export const CLOSING_SOON_MS = 10 * 60_000;

export function lotState(lot: { opensAt: Date; closesAt: Date; sells: boolean }, now: Date): LotState {
  if (now < lot.opensAt) return 'PREVIEW';
  if (now >= lot.closesAt) return lot.sells ? 'SOLD' : 'UNSOLD';
  if (lot.closesAt.getTime() - now.getTime() <= CLOSING_SOON_MS) return 'CLOSING_SOON';
  return 'OPEN';
}

/** Bids are taken while the lot is open or closing soon. */
export const takesBids = (state: LotState): boolean => state === 'OPEN' || state === 'CLOSING_SOON';
