import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { categoryName } from '#domain/matching/categories.ts';
import { AWARD_LABELS } from '#domain/matching/texts.ts';
import { AWARDS } from '#domain/matching/constants.ts';
import { apiQuery, useListParams, type ListParams } from '../../ui/listParams.ts';
import { SearchableList } from '../../ui/SearchableList.tsx';
import { useResource } from '../../ui/useResource.ts';
import { useI18n } from '../../i18n.tsx';
import { useMatchingI18n } from '../i18n.ts';
import type { Product, Seller } from '../types.ts';
import { useMemberType } from '../useMember.ts';
import { ToggleButton } from './Toggles.tsx';
import { countryOptions, languageOptions } from '../member/countries.ts';

const LIMIT = 24;

/**
 * The catalogue's frame: search (Korean or English text), category and award filters in the URL, the
 * total, and the pages (a 400-seller fair is not one list).
 */
function useCatalog<T extends { total: number }>(fair: string, what: 'sellers' | 'products') {
  const list = useListParams();
  const category = list.get('category');
  const sellers = what === 'sellers';
  const award = sellers ? list.get('award') : '';
  const res = useResource<T>(
    `/api/v1/fairs/${encodeURIComponent(fair)}/${what}${apiQuery({
      page: list.page,
      limit: LIMIT,
      q: list.q,
      category,
      award,
      market: sellers ? list.get('market') : '',
      language: sellers ? list.get('language') : '',
    })}`,
  );
  return { list, res, category, award };
}

function CatalogFilters({ fair, list, sellers }: { fair: string; list: ListParams; sellers: boolean }) {
  const { t, tl, locale } = useMatchingI18n();
  const categories = useResource<{ categories: string[] }>(
    `/api/v1/fairs/${encodeURIComponent(fair)}/categories`,
  );
  return (
    <div className="catalog-filters">
      <label>
        <span>{t('mt.catalog.category')}</span>
        <select
          value={list.get('category')}
          onChange={(e) => list.set({ category: e.target.value, page: undefined })}
        >
          <option value="">{t('mt.catalog.allCategories')}</option>
          {(categories.data?.categories ?? []).map((c) => (
            <option key={c} value={c}>
              {categoryName(c, locale)}
            </option>
          ))}
        </select>
      </label>
      {sellers && (
        <label>
          <span>{t('mt.catalog.award')}</span>
          <select
            value={list.get('award')}
            onChange={(e) => list.set({ award: e.target.value, page: undefined })}
          >
            <option value="">{t('mt.catalog.allAwards')}</option>
            {AWARDS.map((a) => (
              <option key={a} value={a}>
                {tl(AWARD_LABELS[a])}
              </option>
            ))}
          </select>
        </label>
      )}
      {sellers && (
        <label>
          <span>{t('mt.catalog.market')}</span>
          <select
            value={list.get('market')}
            onChange={(e) => list.set({ market: e.target.value, page: undefined })}
          >
            <option value="">{t('mt.catalog.allMarkets')}</option>
            {countryOptions(locale).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {sellers && (
        <label>
          <span>{t('mt.catalog.language')}</span>
          <select
            value={list.get('language')}
            onChange={(e) => list.set({ language: e.target.value, page: undefined })}
          >
            <option value="">{t('mt.catalog.allLanguages')}</option>
            {languageOptions(locale).map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

/** The approved sellers of a fair, each linking to their page; buyers bookmark them. */
export function FairSellers({ fair }: { fair: string }) {
  const { t, locale } = useMatchingI18n();
  const type = useMemberType();
  const { list, res } = useCatalog<{ sellers: Seller[]; total: number }>(fair, 'sellers');
  return (
    <>
      <CatalogFilters fair={fair} list={list} sellers />
      <SearchableList
        res={res}
        list={list}
        searchLabel={t('mt.catalog.search')}
        limit={LIMIT}
        rows={(data) => data.sellers}
      >
        {(sellers) => (
          <ul className="card-grid">
            {sellers.map((seller) => (
              <li key={seller._id} className="card">
                {seller.logo && <img src={seller.logo.url} alt="" loading="lazy" />}
                <div className="card-body">
                  <h3 className="card-title" lang={contentLang(seller.companyName, locale)}>
                    <Link to={`/matching/fairs/${fair}/sellers/${seller._id}`}>{seller.companyName}</Link>
                  </h3>
                  {seller.companyNameEn && (
                    <p className="card-meta" lang="en">
                      {seller.companyNameEn}
                    </p>
                  )}
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
        )}
      </SearchableList>
    </>
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

/** The products of a fair's sellers, searched, filtered and paged; buyers like them. */
export function FairProducts({ fair }: { fair: string }) {
  const { t } = useMatchingI18n();
  const { list, res } = useCatalog<{ products: Product[]; total: number }>(fair, 'products');
  return (
    <>
      <CatalogFilters fair={fair} list={list} sellers={false} />
      <SearchableList
        res={res}
        list={list}
        searchLabel={t('mt.catalog.search')}
        limit={LIMIT}
        rows={(data) => data.products}
      >
        {(products) => <ProductCards products={products} fair={fair} />}
      </SearchableList>
    </>
  );
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
              {product.category ? ` · ${categoryName(product.category, locale)}` : ''}
            </p>
            {product.summary && <p lang={contentLang(product.summary, locale)}>{product.summary}</p>}
            {product.description && (
              // the long text folds: a grid of 24 cards stays scannable
              <details className="product-description">
                <summary>{t('mt.product.more')}</summary>
                <p className="plain-text" lang={contentLang(product.description, locale)}>
                  {product.description}
                </p>
              </details>
            )}
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
