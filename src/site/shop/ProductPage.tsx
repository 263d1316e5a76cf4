import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { LoadFailed, Loading, NotFound } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { ProductCoupons } from '../loyalty/ProductCoupons.tsx';
import { ProductQuestions } from '../reviews/ProductQuestions.tsx';
import { ProductReviews } from '../reviews/ProductReviews.tsx';
import { AddToCart } from './AddToCart.tsx';
import { Gallery } from './Gallery.tsx';
import { useShopI18n } from './i18n.ts';
import { Price } from './Price.tsx';
import { StockBadge } from './StockBadge.tsx';
import type { ShopProduct } from './types.ts';
import './commerce.css';
import { formatNumber } from '#domain/format.ts';

/** /shop/products/:_id — gallery, price, options with their stock, shipping and the withdrawal rules. */
export default function ProductPage() {
  const { t, locale } = useShopI18n();
  const { _id } = useParams();
  const res = useResource<{ product: ShopProduct }>(`/api/v1/shop/products/${_id ?? ''}`);
  const [optionId, setOptionId] = useState('');
  const product = res.data?.product;

  if (res.status === 404 || res.status === 400) return <NotFound back="/shop" backLabel={t('shop.back')} />;
  return (
    <CenterPage title={t('shop.title')} heading={product?.name} description={t('shop.description')} wide>
      {res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !product ? (
        <Loading />
      ) : (
        <article className="shop-product">
          <Gallery
            images={product.images.length ? product.images : product.thumb ? [product.thumb] : []}
            label={t('shop.gallery')}
          />
          <div className="shop-product-info">
            <p className="shop-card-maker">
              {t('shop.maker')}:{' '}
              <span lang={contentLang(product.maker, locale, product.lang.maker)}>{product.maker}</span>
            </p>
            <h2 lang={contentLang(product.name, locale, product.lang.name)}>{product.name}</h2>
            <Price product={product} />
            <dl className="shop-facts">
              <dt>{t('shop.shipping')}</dt>
              <dd>
                {product.shippingFee === 0
                  ? t('shop.shippingFree')
                  : product.freeShippingOver === null
                    ? t('shop.won', { amount: formatNumber(product.shippingFee) })
                    : t('shop.shippingRule', {
                        fee: formatNumber(product.shippingFee),
                        over: formatNumber(product.freeShippingOver),
                      })}
              </dd>
            </dl>
            <fieldset className="shop-options">
              <legend>{t('shop.option')}</legend>
              {product.options.map((o) => (
                <label key={o._id} className={o.stock <= 0 ? 'is-soldout' : undefined}>
                  <input
                    type="radio"
                    name="option"
                    value={o._id}
                    disabled={o.stock <= 0}
                    checked={optionId === o._id}
                    onChange={() => setOptionId(o._id)}
                  />
                  <span lang={contentLang(o.name, locale, o.lang.name)}>{o.name}</span>
                  {o.extraPrice > 0 && (
                    <span> (+{t('shop.won', { amount: formatNumber(o.extraPrice) })})</span>
                  )}
                  <StockBadge stock={o.stock} />
                </label>
              ))}
            </fieldset>
            {product.status === 'SOLD_OUT' && <StockBadge stock={0} />}
            <AddToCart optionId={optionId} disabled={product.status !== 'ON_SALE'} />
            <ProductCoupons productId={product._id} />
            <p
              className="shop-description"
              lang={contentLang(product.description, locale, product.lang.description)}
            >
              {product.description}
            </p>
            <section className="shop-withdrawal">
              <h3>{t('shop.withdrawal.title')}</h3>
              <p>{t('shop.withdrawal.body')}</p>
            </section>
            <Link to="/shop" className="btn">
              {t('shop.back')}
            </Link>
          </div>
        </article>
      )}
      {product && (
        <>
          <ProductReviews productId={product._id} />
          <ProductQuestions productId={product._id} />
        </>
      )}
    </CenterPage>
  );
}
