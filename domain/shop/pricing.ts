/**
 * The shop's money rules, pure so the server computes them and the site can show the same figures (the
 * server's result is the one that counts: docs/decisions/0029-shop-orders-and-payment.md). Integer won only.
 */

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
