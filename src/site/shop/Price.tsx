import { useShopI18n } from './i18n.ts';
import type { ShopProduct } from './types.ts';
import { formatNumber } from '#domain/format.ts';

/** The price as the buyer pays it, the list price struck through when on sale. */
export function Price({ product }: { product: Pick<ShopProduct, 'price' | 'salePrice'> }) {
  const { t } = useShopI18n();
  return (
    <p className="shop-price">
      {product.salePrice !== null && (
        <>
          <del>{t('shop.won', { amount: formatNumber(product.price) })}</del>{' '}
          <strong className="shop-discount">
            {Math.round((1 - product.salePrice / product.price) * 100)}%
          </strong>{' '}
        </>
      )}
      <strong>{t('shop.won', { amount: formatNumber(product.salePrice ?? product.price) })}</strong>
    </p>
  );
}
