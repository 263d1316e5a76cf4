import { Fragment } from 'react';
import { useShopI18n } from './i18n.ts';
import { formatNumber } from '#domain/format.ts';

/** The server's totals: items, shipping, discounts, points and what is paid (integer won). */
export function TotalsBlock({
  totals,
  discounts = [],
}: {
  /** Each discount line (the level's, each coupon's) under the discount, as the server's quote gives them. */
  discounts?: readonly { kind: string; couponId: string | null; name: string; amount: number }[];
  totals: {
    items?: number;
    itemsTotal?: number;
    shipping?: number;
    shippingFee?: number;
    discount: number;
    points: number;
    total: number;
  };
}) {
  const { t } = useShopI18n();
  const won = (amount: number) => t('shop.won', { amount: formatNumber(amount) });
  return (
    <dl className="shop-totals" aria-label={t('checkout.totals')}>
      <dt>{t('checkout.itemsTotal')}</dt>
      <dd>{won(totals.items ?? totals.itemsTotal ?? 0)}</dd>
      <dt>{t('checkout.shipping')}</dt>
      <dd>{won(totals.shipping ?? totals.shippingFee ?? 0)}</dd>
      <dt>{t('checkout.discount')}</dt>
      <dd>{totals.discount ? `-${won(totals.discount)}` : won(0)}</dd>
      {discounts.map((d) => (
        <Fragment key={d.couponId ?? d.kind}>
          <dt className="loyalty-discount-line">{d.name}</dt>
          <dd className="loyalty-discount-line">-{won(d.amount)}</dd>
        </Fragment>
      ))}
      <dt>{t('checkout.points')}</dt>
      <dd>{totals.points ? `-${won(totals.points)}` : won(0)}</dd>
      <dt className="shop-totals-total">{t('checkout.total')}</dt>
      <dd className="shop-totals-total">{won(totals.total)}</dd>
    </dl>
  );
}
