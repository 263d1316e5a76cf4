import type { Locale } from '#domain/locale.ts';
import { localize } from '#domain/localized.ts';
import type { Db } from '#server/db/index.ts';
import { coupons } from '#server/db/schema/index.ts';
import { inArray } from 'drizzle-orm';
import { myCoupons, type CouponRow, type MemberCouponRow, type MyCouponState } from './coupons.ts';
import { levelOf, listLevels, type LevelRow } from './levels.ts';

/** The member's own views of their coupons and level, in their language (`/api/v1/me/coupons`, `/me/level`). */

const nameIn = (row: { name: string; translations: CouponRow['translations'] }, locale: Locale) =>
  localize({ name: row.name }, row.translations, locale).texts.name;

export async function myCouponList(db: Db, userId: string, state: MyCouponState, locale: Locale) {
  const rows = await myCoupons(db, userId, state);
  return rows.map(({ held, coupon }) => toMyCoupon(held, coupon, locale));
}

export const toMyCoupon = (held: MemberCouponRow, coupon: CouponRow, locale: Locale) => ({
  _id: held.id,
  couponId: coupon.id,
  name: nameIn(coupon, locale),
  kind: coupon.kind,
  value: coupon.value,
  maxDiscount: coupon.maxDiscount,
  minOrder: coupon.minOrder,
  scope: coupon.scope,
  issuedAt: held.issuedAt.toISOString(),
  expiresAt: held.expiresAt.toISOString(),
  usedAt: held.usedAt?.toISOString() ?? null,
  orderId: held.orderId,
  discount: held.discount,
});

/** The member's level, its benefits, the next level and what it still needs. */
export async function myLevel(db: Db, userId: string, locale: Locale) {
  const [{ level, net }, levels] = await Promise.all([levelOf(db, userId), listLevels(db)]);
  const couponIds = [...new Set(levels.flatMap((l) => l.couponIds))];
  const couponRows = couponIds.length
    ? await db.select().from(coupons).where(inArray(coupons.id, couponIds))
    : [];
  const couponName = new Map(couponRows.map((c) => [c.id, nameIn(c, locale)]));
  const benefits = (l: LevelRow) => ({
    _id: l.id,
    name: nameIn(l, locale),
    threshold: l.threshold,
    pointRate: l.pointRate,
    discountRate: l.discountRate,
    coupons: l.couponIds.flatMap((id) => couponName.get(id) ?? []),
  });
  const next = levels.find((l) => l.threshold > (level?.threshold ?? -1)) ?? null;
  return {
    level: level ? benefits(level) : null,
    netPurchases: net,
    next: next ? benefits(next) : null,
    toNext: next ? Math.max(0, next.threshold - net) : null,
    levels: levels.map(benefits),
  };
}
