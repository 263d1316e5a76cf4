/**
 * What was paid for each line of an order and for its shipping fee, once coupons, the level's discount and
 * points are taken off (docs/decisions/0043-shop-kcp-window-zero-total-line-shares.md): a per-line refund
 * gives back at most its line's paid share. Integer won; the shares add up to the order's total exactly.
 */

/**
 * The shipping fee's paid part: the fee less what the lines' frozen shares leave of the order's discounts
 * and points (the lines' shares are stored, the fee's is the rest).
 */
export function shippingPaid(
  order: { shippingFee: number; discount: number; points: number },
  lines: readonly { discount: number }[],
): number {
  const linesOff = lines.reduce((sum, l) => sum + l.discount, 0);
  return Math.max(0, order.shippingFee - Math.max(0, order.discount + order.points - linesOff));
}

/** A discount as the checkout applied it: a product coupon names its option, a shipping coupon its scope. */
export interface AppliedDiscount {
  scope: 'ORDER' | 'PRODUCT' | 'SHIPPING' | null;
  optionId: string | null;
  amount: number;
}

/**
 * `amount` spread over `capacities` in proportion to them, each share at most its capacity, the shares
 * adding up to `amount` (largest remainder). `amount` must not exceed the sum of the capacities.
 */
export function spread(amount: number, capacities: readonly number[]): number[] {
  const sum = capacities.reduce((s, c) => s + c, 0);
  if (amount <= 0 || sum <= 0) return capacities.map(() => 0);
  const take = Math.min(amount, sum);
  // BigInt: amount × capacity may pass 2^53 for large orders
  const exact = capacities.map((c) => {
    const product = BigInt(take) * BigInt(c);
    return { share: Number(product / BigInt(sum)), rest: Number(product % BigInt(sum)) };
  });
  let left = take - exact.reduce((s, e) => s + e.share, 0);
  const order = exact.map((_, i) => i).sort((a, b) => exact[b]!.rest - exact[a]!.rest || a - b);
  for (const i of order) {
    if (left === 0) break;
    if (exact[i]!.rest > 0) {
      exact[i]!.share += 1;
      left -= 1;
    }
  }
  return exact.map((e) => e.share);
}

/**
 * Each line's share of the order's `discount` and `points`, and the shipping fee's: a product coupon falls on
 * its line, a shipping coupon on the fee, the level's discount and order coupons on the items in proportion
 * to what is left of each line, and the points (and any rest a cap left over) on everything still unpaid in
 * proportion. The shares add up to `discount + points`.
 */
export function discountShares(
  lines: readonly { optionId: string; amount: number }[],
  shipping: number,
  discounts: readonly AppliedDiscount[],
  discount: number,
  points: number,
): { lines: number[]; shipping: number } {
  const lineOff = lines.map(() => 0);
  let shipOff = 0;
  const left = (i: number) => lines[i]!.amount - lineOff[i]!;
  let itemsOff = 0;
  for (const d of discounts) {
    if (d.scope === 'SHIPPING') shipOff = Math.min(shipping, shipOff + d.amount);
    else if (d.scope === 'PRODUCT' && d.optionId) {
      const i = lines.findIndex((l) => l.optionId === d.optionId);
      if (i >= 0) lineOff[i]! += Math.min(left(i), d.amount);
    } else itemsOff += d.amount;
  }
  spread(
    itemsOff,
    lines.map((_, i) => left(i)),
  ).forEach((share, i) => (lineOff[i]! += share));
  // never more than the order's frozen discount: the coupons' sum was capped at the items and shipping
  const over = lineOff.reduce((s, x) => s + x, 0) + shipOff - discount;
  if (over > 0) {
    const cut = spread(over, [...lineOff, shipOff]);
    cut.forEach((c, i) => (i < lineOff.length ? (lineOff[i]! -= c) : (shipOff -= c)));
  }
  const rest = discount + points - (lineOff.reduce((s, x) => s + x, 0) + shipOff);
  const shares = spread(rest, [...lines.map((_, i) => left(i)), shipping - shipOff]);
  shares.forEach((c, i) => (i < lineOff.length ? (lineOff[i]! += c) : (shipOff += c)));
  return { lines: lineOff, shipping: shipOff };
}
