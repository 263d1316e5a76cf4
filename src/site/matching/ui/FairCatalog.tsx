import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { AWARD_LABELS } from '#domain/matching/texts.ts';
import { LoadFailed, Loading } from '../../ui/Status.tsx';
import { useResource } from '../../ui/useResource.ts';
import { useI18n } from '../../i18n.tsx';
import { useMatchingI18n } from '../i18n.ts';
import type { Product, Seller } from '../types.ts';
import { useMemberType } from '../useMember.ts';
import { ToggleButton } from './Toggles.tsx';

/** The approved sellers of a fair, each linking to their page; buyers bookmark them. */
export function FairSellers({ fair }: { fair: string }) {
  const { t, locale } = useMatchingI18n();
  const type = useMemberType();
  const list = useResource<{ sellers: Seller[]; total: number }>(
    `/api/v1/fairs/${encodeURIComponent(fair)}/sellers?limit=100`,
  );
  if (list.status !== undefined) return <LoadFailed message={list.message} onRetry={list.reload} />;
  if (!list.data) return <Loading />;
  if (list.data.sellers.length === 0) return <p className="state-box">{t('mt.sellers.empty')}</p>;
  return (
    <ul className="card-grid">
      {list.data.sellers.map((seller) => (
        <li key={seller._id} className="card">
          {seller.logo && <img src={seller.logo.url} alt="" loading="lazy" />}
          <div className="card-body">
            <h3 className="card-title" lang={contentLang(seller.companyName, locale)}>
              <Link to={`/matching/fairs/${fair}/sellers/${seller._id}`}>{seller.companyName}</Link>
            </h3>
            <AwardLine seller={seller} />
            {seller.industry && (
              <p className="card-meta" lang={contentLang(seller.industry, locale)}>
                {seller.industry}
              </p>
            )}
            {type === 'PERSON' && (
              <div className="card-actions">
                <ToggleButton
                  kind="bookmarks"
                  id={seller._id}
                  on={seller.bookmarked}
                  name={seller.companyName}
                />
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function AwardLine({ seller }: { seller: Pick<Seller, 'award' | 'awardYear'> }) {
  const { tl } = useI18n();
  if (!seller.award) return null;
  return (
    <p className="card-meta">
      {tl(AWARD_LABELS[seller.award])}
      {seller.awardYear ? ` ${seller.awardYear}` : ''}
    </p>
  );
}

/** The products of a fair's sellers; buyers like them. */
export function FairProducts({ fair }: { fair: string }) {
  const { t } = useMatchingI18n();
  const list = useResource<{ products: Product[]; total: number }>(
    `/api/v1/fairs/${encodeURIComponent(fair)}/products?limit=100`,
  );
  if (list.status !== undefined) return <LoadFailed message={list.message} onRetry={list.reload} />;
  if (!list.data) return <Loading />;
  if (list.data.products.length === 0) return <p className="state-box">{t('mt.products.empty')}</p>;
  return <ProductCards products={list.data.products} fair={fair} />;
}

export function ProductCards({
  products,
  fair,
}: {
  products: readonly Product[];
  fair?: string | undefined;
}) {
  const { t, locale } = useMatchingI18n();
  const type = useMemberType();
  return (
    <ul className="card-grid">
      {products.map((product) => (
        <li key={product._id} className="card">
          {product.thumb && (
            <img
              src={product.thumb.url}
              alt={t('mt.product.thumbAlt', { name: product.name })}
              loading="lazy"
            />
          )}
          <div className="card-body">
            <h3 className="card-title" lang={contentLang(product.name, locale)}>
              {product.name}
            </h3>
            <p
              className="card-meta"
              lang={contentLang(`${product.seller.companyName} ${product.category ?? ''}`, locale)}
            >
              {fair ? (
                <Link to={`/matching/fairs/${fair}/sellers/${product.seller._id}`}>
                  {product.seller.companyName}
                </Link>
              ) : (
                product.seller.companyName
              )}
              {product.category ? ` · ${product.category}` : ''}
            </p>
            {product.summary && <p lang={contentLang(product.summary, locale)}>{product.summary}</p>}
            {product.price && (
              <p className="card-meta">
                {t('mt.product.price')}: {product.price}
              </p>
            )}
            {product.images.length > 0 && (
              <div className="product-images">
                {product.images.map((image) => (
                  <img
                    key={image._id}
                    src={image.url}
                    alt={t('mt.product.imageAlt', { name: product.name })}
                    loading="lazy"
                  />
                ))}
              </div>
            )}
            {type === 'PERSON' && (
              <div className="card-actions">
                <ToggleButton kind="likes" id={product._id} on={product.liked} name={product.name} />
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
