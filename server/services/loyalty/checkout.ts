import { inArray } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { localize } from '#domain/localized.ts';
import { bestCoupons, couponCovers, pointsRefusal, type PricedLine } from '#domain/loyalty/rules.ts';
import type { MessageCode } from '#domain/messages/index.ts';
import type { DiscountLine } from '#domain/schemas/loyalty.ts';
import type { Totals } from '#domain/shop/pricing.ts';
import type { Db } from '#server/db/index.ts';
import { shopProducts } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { couponState, heldCoupons, useCoupons } from './coupons.ts';
import { levelOf } from './levels.ts';
import { debit, getPointSettings, lockWallet, pointBalance } from './points.ts';

/**
 * Coupons, the level's discount and points at checkout (docs/decisions/0041-loyalty-points-coupons-levels.md),
 * computed on the server from the priced lines: the shop's createOrder and quote call these and freeze
 * `discount` and `points` on the order.
 */

export interface LoyaltyChoice {
  points: number;
  coupons: readonly string[];
}

interface Planned {
  totals: Totals;
  discounts: DiscountLine[];
  best: string[];
}

const refuse = (code: MessageCode, field: string): never => {
  throw new HttpError(400, code, { [field]: code });
};

/**
 * The order's discounts and points for the member's choice: every chosen coupon must be theirs, unused,
 * valid now, reach its minimum, fit the order and fit together (one order coupon, one shipping coupon, one
 * product coupon per line); the points must pass the console's minimum balance and unit and not exceed the
 * balance or what is left to pay. With `lock` the member's wallet is locked for the caller's transaction.
 */
async function plan(
  tx: Db,
  userId: string,
  lines: readonly PricedLine[],
  base: Totals,
  choice: LoyaltyChoice | null,
  now: Date,
  locale: Locale,
  lock: boolean,
  known?: MemberLevel,
): Promise<Planned & { balance: number }> {
  const { level } = known ?? (await levelOf(tx, userId));
  const discounts: DiscountLine[] = [];
  const levelOff = level ? Math.floor((base.items * level.discountRate) / 100) : 0;
  if (levelOff > 0) {
    const name = localize({ name: level!.name }, level!.translations, locale).texts.name;
    discounts.push({ kind: 'LEVEL', couponId: null, name, scope: null, optionId: null, amount: levelOff });
  }
  // a checkout that names no coupon needs none read (only the quote offers the best ones)
  const held = lock && !choice?.coupons.length ? [] : await heldCoupons(tx, userId, now);
  const offered = bestCoupons(held, lines, base.items, base.shipping, levelOff).map((p) => p.id);
  let chosen = held.filter((h) => choice?.coupons.includes(h.id));
  if (choice) {
    for (const [i, id] of choice.coupons.entries()) {
      const state = await couponState(tx, userId, id, now);
      if (state) refuse(state, `coupons.${i}`);
      const c = chosen.find((h) => h.id === id)!;
      if (base.items < c.minOrder) refuse('couponBelowMinimum', `coupons.${i}`);
      const fits =
        c.scope === 'ORDER' ||
        (c.scope === 'SHIPPING' && base.shipping > 0) ||
        (c.scope === 'PRODUCT' && lines.some((l) => couponCovers(c, l)));
      if (!fits) refuse('couponOutOfScope', `coupons.${i}`);
    }
  } else chosen = held.filter((h) => offered.includes(h.id));
  const picks = bestCoupons(chosen, lines, base.items, base.shipping, levelOff);
  chosen.forEach((c, i) => {
    // two coupons of one slot: the one not taken does not combine with the other
    if (!picks.some((p) => p.id === c.id)) refuse('couponOutOfScope', `coupons.${i}`);
  });
  for (const p of picks) {
    const c = chosen.find((h) => h.id === p.id)!;
    const name = localize({ name: c.coupon.name }, c.coupon.translations, locale).texts.name;
    discounts.push({
      kind: 'COUPON',
      couponId: p.id,
      name,
      scope: p.scope,
      optionId: p.optionId,
      amount: p.amount,
    });
  }
  const discount = Math.min(
    discounts.reduce((sum, d) => sum + d.amount, 0),
    base.items + base.shipping,
  );
  const payable = base.items + base.shipping - discount;
  const points = choice?.points ?? 0;
  // a checkout that spends no points neither locks nor reads the wallet: nothing of it changes
  let balance = 0;
  if (!lock || points > 0) {
    const settings = await getPointSettings(tx);
    balance = lock ? await lockWallet(tx, userId) : await pointBalance(tx, userId);
    const refusal = pointsRefusal(points, balance, payable, settings);
    if (refusal) refuse(refusal, 'points');
  }
  return {
    totals: { ...base, discount, points, total: payable - points },
    discounts,
    best: offered,
    balance,
  };
}

/** The lines as the coupon rules read them (with each product's category). */
async function pricedLines(
  db: Db,
  lines: readonly { optionId: string; productId: string; amount: number }[],
): Promise<PricedLine[]> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const rows = ids.length
    ? await db
        .select({ id: shopProducts.id, categoryId: shopProducts.categoryId })
        .from(shopProducts)
        .where(inArray(shopProducts.id, ids))
    : [];
  const category = new Map(rows.map((r) => [r.id, r.categoryId]));
  return lines.map((l) => ({ ...l, categoryId: category.get(l.productId) ?? '' }));
}

/** A member's level as levelOf reads it: checkout reads it before its transaction (nothing locks it). */
export type MemberLevel = Awaited<ReturnType<typeof levelOf>>;

/**
 * For createOrder, in its transaction (its lines carry their categories, read with their prices): the order's totals with the member's coupons and points, and the
 * step that marks the coupons used and spends the points once the order exists.
 */
export async function applyLoyalty(
  tx: Db,
  userId: string,
  lines: readonly PricedLine[],
  base: Totals,
  choice: LoyaltyChoice,
  now: Date,
  level: MemberLevel,
) {
  const planned = await plan(tx, userId, lines, base, choice, now, 'ko', true, level);
  return {
    totals: planned.totals,
    discounts: planned.discounts,
    commit: async (orderId: string) => {
      const picks = planned.discounts
        .filter((d) => d.couponId)
        .map((d) => ({ id: d.couponId!, amount: d.amount }));
      await useCoupons(tx, userId, orderId, picks, now);
      if (planned.totals.points > 0)
        await debit(tx, userId, 'SPEND', planned.totals.points, { orderId, actor: 'buyer' });
    },
  };
}

/**
 * For the checkout page's quote: the totals with the member's choice (or, without one, the best coupons),
 * each discount line, the coupons usable and the points balance with the console's rules.
 */
export async function quoteLoyalty(
  db: Db,
  userId: string,
  lines: readonly { optionId: string; productId: string; amount: number }[],
  base: Totals,
  choice: LoyaltyChoice | null,
  locale: Locale,
  now = new Date(),
) {
  const priced = await pricedLines(db, lines);
  const planned = await plan(db, userId, priced, base, choice, now, locale, false);
  const held = await heldCoupons(db, userId, now);
  const settings = await getPointSettings(db);
  return {
    totals: planned.totals,
    loyalty: {
      discounts: planned.discounts,
      bestCoupons: planned.best,
      usableCoupons: held.map((h) => ({
        _id: h.id,
        name: localize({ name: h.coupon.name }, h.coupon.translations, locale).texts.name,
        scope: h.scope,
        expiresAt: h.row.expiresAt.toISOString(),
      })),
      pointsBalance: planned.balance,
      pointsMinBalance: settings.minBalance,
      pointsUnit: settings.unit,
    },
  };
}
