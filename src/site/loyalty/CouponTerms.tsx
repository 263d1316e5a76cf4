import type { myCouponSchema } from '#domain/schemas/loyalty.ts';
import type { z } from 'zod';
import { useLoyaltyI18n } from './i18n.ts';
import { formatNumber } from '#domain/format.ts';

type MyCoupon = z.infer<typeof myCouponSchema>;

/** What a coupon takes off and when: the words a member compares coupons by. */
export function CouponTerms({
  coupon,
}: {
  coupon: Pick<MyCoupon, 'kind' | 'value' | 'maxDiscount' | 'minOrder' | 'scope'>;
}) {
  const { t } = useLoyaltyI18n();
  const off =
    coupon.kind === 'PERCENT'
      ? t('loyalty.coupons.percent', { value: coupon.value })
      : t('loyalty.coupons.fixed', { amount: formatNumber(coupon.value) });
  return (
    <>
      <p className="loyalty-coupon-off">
        {off}
        {coupon.maxDiscount !== null && (
          <small> ({t('loyalty.coupons.max', { amount: formatNumber(coupon.maxDiscount) })})</small>
        )}
      </p>
      <p className="loyalty-coupon-terms">
        {t(`loyalty.scope.${coupon.scope}`)}
        {coupon.minOrder > 0 && ` · ${t('loyalty.coupons.min', { amount: formatNumber(coupon.minOrder) })}`}
      </p>
    </>
  );
}
