import { describe, expect, it } from 'vitest';
import { discountShares, spread } from '#domain/shop/paidShares.ts';

// docs/decisions/0043-shop-kcp-window-zero-total-line-shares.md: each line's share of the order's discounts
// and points, in integer won, adding up exactly.

describe('spread', () => {
  it('adds up exactly, in proportion, each share within its capacity', () => {
    expect(spread(100, [50, 50, 50])).toEqual([34, 33, 33]);
    expect(spread(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(spread(10, [30_000, 10_000])).toEqual([8, 2]);
    expect(spread(5, [5, 0])).toEqual([5, 0]);
    expect(spread(0, [5, 5])).toEqual([0, 0]);
    const big = spread(8_999_999_999, [4_000_000_000, 5_000_000_000, 7]);
    expect(big.reduce((s, x) => s + x, 0)).toBe(8_999_999_999);
  });
});

describe('discountShares', () => {
  const lines = [
    { optionId: 'a', amount: 30_000 },
    { optionId: 'b', amount: 10_000 },
  ];

  it('puts a product coupon on its line, a shipping coupon on the fee, an order coupon on the items', () => {
    const shares = discountShares(
      lines,
      3_000,
      [
        { scope: 'PRODUCT', optionId: 'b', amount: 2_000 },
        { scope: 'SHIPPING', optionId: null, amount: 3_000 },
        { scope: 'ORDER', optionId: null, amount: 3_800 },
      ],
      8_800,
      0,
    );
    // the order coupon by what is left of each line: 30,000 and 8,000
    expect(shares).toEqual({ lines: [3_000, 2_800], shipping: 3_000 });
  });

  it('spreads the points over everything unpaid, the level discount over the items', () => {
    const shares = discountShares(
      lines,
      3_000,
      [{ scope: null, optionId: null, amount: 4_000 }],
      4_000,
      3_900,
    );
    expect(shares.lines[0]! + shares.lines[1]! + shares.shipping).toBe(7_900);
    expect(shares).toEqual({ lines: [5_700, 1_900], shipping: 300 });
  });

  it('never more than the order’s discount, and everything when the order is paid by points and coupons', () => {
    const capped = discountShares(lines, 0, [{ scope: 'ORDER', optionId: null, amount: 50_000 }], 40_000, 0);
    expect(capped).toEqual({ lines: [30_000, 10_000], shipping: 0 });
    const free = discountShares(
      lines,
      3_000,
      [{ scope: 'ORDER', optionId: null, amount: 4_000 }],
      4_000,
      39_000,
    );
    expect(free).toEqual({ lines: [30_000, 10_000], shipping: 3_000 });
  });
});
