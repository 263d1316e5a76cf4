import type { OrderStatus } from '#domain/shop/orderStatus.ts';
import type { ShopKey } from '#locales/ko/site/shop.ts';
import { useShopI18n } from './i18n.ts';

/** An order's state as its buyer reads it. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useShopI18n();
  return <span className={`shop-status is-${status.toLowerCase()}`}>{t(`status.${status}` as ShopKey)}</span>;
}
