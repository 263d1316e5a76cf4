/**
 * The shop's money rules, pure so the server computes them and the site can show the same figures (the
 * server's result is the one that counts: docs/decisions/0029-shop-orders-and-payment.md). Integer won only.
 */

/**
 * The most one order may come to, items and shipping before discounts: the order's money columns are 32-bit
 * integers (at most ₩2,147,483,647), while a basket may reach 50 lines × 99 units × ₩200,000,000. A larger
 * basket is refused at the quote and at checkout, before anything is reserved, and is bought as several
 * orders. Sums over orders (statistics, a member's purchases) are computed as bigint.
 */
export const SHOP_ORDER_TOTAL_MAX = 2_000_000_000;

/** Whether the basket's items and shipping pass SHOP_ORDER_TOTAL_MAX. */
export const orderTooLarge = (totals: { items: number; shipping: number }): boolean =>
  totals.items + totals.shipping > SHOP_ORDER_TOTAL_MAX;

export interface PricedProduct {
  price: number;
  salePrice: number | null;
  shippingFee: number;
  freeShippingOver: number | null;
}

/** What one unit of an option costs: the sale price when there is one, plus the option's extra. */
export function unitPrice(product: PricedProduct, option: { extraPrice: number }): number {
  return (product.salePrice ?? product.price) + option.extraPrice;
}

/**
 * The order's shipping fee: the highest fee among its products that are not free at this items total (one
 * parcel, so fees do not add up; a product with `freeShippingOver` is free from that total on).
 */
export function shippingFee(itemsTotal: number, products: readonly PricedProduct[]): number {
  let fee = 0;
  for (const p of products) {
    const free = p.freeShippingOver !== null && itemsTotal >= p.freeShippingOver;
    if (!free) fee = Math.max(fee, p.shippingFee);
  }
  return fee;
}

export interface Totals {
  items: number;
  shipping: number;
  /** Coupons and points fill these (the loyalty issue); always 0 for now. */
  discount: number;
  points: number;
  total: number;
}

export function orderTotals(
  lines: readonly { unitPrice: number; quantity: number; product: PricedProduct }[],
): Totals {
  const items = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shipping = shippingFee(
    items,
    lines.map((line) => line.product),
  );
  return { items, shipping, discount: 0, points: 0, total: items + shipping };
}
