/**
 * A won lot's invoice (docs/decisions/0033-timed-auction.md): the hammer price, the buyer's premium at the
 * program's rate (basis points: 1800 = 18%) and VAT of 10% on the premium (the hammer price of a work of
 * art is VAT-free; the auction house's fee is a service). Integer won, fractions of a won dropped.
 */
export const VAT_BASIS_POINTS = 1000;

export interface AuctionInvoice {
  hammer: number;
  premium: number;
  vat: number;
  total: number;
}

export function invoiceOf(hammer: number, premiumBasisPoints: number): AuctionInvoice {
  const premium = Math.floor((hammer * premiumBasisPoints) / 10_000);
  const vat = Math.floor((premium * VAT_BASIS_POINTS) / 10_000);
  return { hammer, premium, vat, total: hammer + premium + vat };
}
