import type { Db } from '../index.ts';
import { coupons, memberLevels } from '../schema/index.ts';

const DAY_MS = 86_400_000;

/**
 * Member levels and two coupons for a fresh server (docs/decisions/0041-loyalty-points-coupons-levels.md):
 * levels by 12 months' net purchases, a free-shipping coupon to download from the product pages and a code.
 * No sign-up coupon: every member who joins would have it applied at checkout.
 */
export async function seedLoyalty(tx: Db, { now }: { now: Date }): Promise<void> {
  await tx.insert(memberLevels).values([
    {
      name: '브론즈',
      translations: { en: { name: 'Bronze' }, cn: { name: '青铜' } },
      threshold: 0,
      pointRate: 1,
      discountRate: 0,
    },
    {
      name: '실버',
      translations: { en: { name: 'Silver' }, cn: { name: '白银' } },
      threshold: 300_000,
      pointRate: 3,
      discountRate: 3,
    },
    {
      name: '골드',
      translations: { en: { name: 'Gold' }, cn: { name: '黄金' } },
      threshold: 1_000_000,
      pointRate: 5,
      discountRate: 5,
    },
  ]);
  await tx.insert(coupons).values([
    {
      name: '무료배송 쿠폰',
      translations: { en: { name: 'Free shipping' }, cn: { name: '免运费优惠券' } },
      kind: 'FIXED',
      value: 3_000,
      scope: 'SHIPPING',
      issue: 'DOWNLOAD',
      validFrom: now,
      validUntil: new Date(now.getTime() + 365 * DAY_MS),
      validDays: 30,
      perMemberLimit: 1,
    },
    {
      name: '신규 오픈 10% 할인',
      translations: { en: { name: 'Opening 10% off' }, cn: { name: '新店开业九折' } },
      kind: 'PERCENT',
      value: 10,
      maxDiscount: 5_000,
      minOrder: 30_000,
      scope: 'ORDER',
      issue: 'CODE',
      code: 'OPEN2026',
      validFrom: now,
      validUntil: new Date(now.getTime() + 365 * DAY_MS),
      perMemberLimit: 1,
    },
  ]);
}
