/**
 * Soft close (docs/decisions/0033-timed-auction.md): an accepted bid that arrives, by the server's clock,
 * within the program's window before the lot's closing time pushes that lot's closing time back by the
 * extension — once per bid, again and again. Lots close one after another: the first at `firstCloseAt`,
 * each next one `intervalSeconds` later.
 */

export interface SoftCloseRule {
  /** Seconds before the close in which a bid extends it. */
  windowSeconds: number;
  /** Seconds a bid in the window adds to the close. */
  extensionSeconds: number;
}

/** The lot's closing time after an accepted bid at `now` (unchanged outside the window). */
export function closeAfterBid(closesAt: Date, now: Date, rule: SoftCloseRule): Date {
  const left = closesAt.getTime() - now.getTime();
  if (left > rule.windowSeconds * 1000) return closesAt;
  return new Date(closesAt.getTime() + rule.extensionSeconds * 1000);
}

/** The scheduled (unextended) close of the lot at `position` (0 for the first) in lot-number order. */
export function scheduledClose(firstCloseAt: Date, intervalSeconds: number, position: number): Date {
  return new Date(firstCloseAt.getTime() + position * intervalSeconds * 1000);
}
