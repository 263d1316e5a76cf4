import { useShopI18n } from './i18n.ts';

/** Few enough left that the buyer should know. */
const LOW_STOCK = 5;

/** An option's or product's stock state: sold out, a few left, or available. */
export function StockBadge({ stock }: { stock: number }) {
  const { t } = useShopI18n();
  if (stock <= 0) return <span className="shop-badge is-soldout">{t('shop.soldOut')}</span>;
  if (stock <= LOW_STOCK)
    return <span className="shop-badge is-low">{t('shop.lowStock', { count: stock })}</span>;
  return <span className="shop-badge">{t('shop.inStock')}</span>;
}
