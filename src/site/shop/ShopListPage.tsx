import { Link, useSearchParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { SHOP_SORTS, type ShopSort } from '#domain/shop/constants.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useShopI18n } from './i18n.ts';
import { Price } from './Price.tsx';
import { StockBadge } from './StockBadge.tsx';
import type { ShopCategory, ShopProduct } from './types.ts';
import './commerce.css';

const LIMIT = 12;
const FILTERS = ['q', 'category', 'minPrice', 'maxPrice', 'sort'] as const;

/** /shop — the catalogue: category tabs, search, a price range and a sort, all kept in the address. */
export default function ShopListPage() {
  const { t, locale } = useShopI18n();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = (SHOP_SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as ShopSort)
    : 'new';
  const query = new URLSearchParams({ page: String(page), limit: String(LIMIT), sort });
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value && key !== 'sort') query.set(key, value);
  }
  const categories = useResource<{ categories: ShopCategory[] }>('/api/v1/shop/categories');
  const list = useResource<{ products: ShopProduct[]; total: number }>(`/api/v1/shop/products?${query}`);
  const tops = categories.data?.categories.filter((c) => c.parentId === null) ?? [];

  const change = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    merged.delete('page');
    setParams(merged);
  };

  return (
    <CenterPage title={t('shop.title')} description={t('shop.description')} wide>
      <nav className="shop-categories" aria-label={t('shop.title')}>
        <button type="button" aria-pressed={!params.get('category')} onClick={() => change({ category: '' })}>
          {t('shop.all')}
        </button>
        {tops.map((c) => (
          <button
            key={c._id}
            type="button"
            lang={contentLang(c.name, locale, c.lang.name)}
            aria-pressed={params.get('category') === c._id}
            onClick={() => change({ category: c._id })}
          >
            {c.name}
          </button>
        ))}
      </nav>
      <form
        className="shop-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          change({
            q: String(form.get('q') ?? '').trim(),
            minPrice: String(form.get('minPrice') ?? ''),
            maxPrice: String(form.get('maxPrice') ?? ''),
          });
        }}
      >
        <input
          name="q"
          type="search"
          aria-label={t('shop.search')}
          placeholder={t('shop.search')}
          defaultValue={params.get('q') ?? ''}
        />
        <input
          name="minPrice"
          type="number"
          min={0}
          step={1000}
          aria-label={t('shop.minPrice')}
          placeholder={t('shop.minPrice')}
          defaultValue={params.get('minPrice') ?? ''}
        />
        <input
          name="maxPrice"
          type="number"
          min={0}
          step={1000}
          aria-label={t('shop.maxPrice')}
          placeholder={t('shop.maxPrice')}
          defaultValue={params.get('maxPrice') ?? ''}
        />
        <button type="submit" className="btn btn-primary">
          {t('shop.searchButton')}
        </button>
        <select
          aria-label={t('shop.sort')}
          value={sort}
          onChange={(event) => change({ sort: event.target.value })}
        >
          {SHOP_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`shop.sort.${s}`)}
            </option>
          ))}
        </select>
      </form>
      {list.status !== undefined ? (
        <LoadFailed message={list.message} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.products.length === 0 ? (
        <p className="state-box">{t('shop.empty')}</p>
      ) : (
        <>
          <p className="shop-total">{t('shop.total', { count: list.data.total })}</p>
          <ul className="shop-grid">
            {list.data.products.map((p, index) => (
              <li key={p._id} className="shop-card">
                <Link to={`/shop/products/${p._id}`}>
                  {p.thumb && (
                    // the first is the page's largest paint, announced in its HTML (domain/pageReads.ts)
                    <img
                      src={p.thumb}
                      alt=""
                      {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
                      width={400}
                      height={400}
                    />
                  )}
                  <span className="shop-card-maker" lang={contentLang(p.maker, locale, p.lang.maker)}>
                    {p.maker}
                  </span>
                  <span className="shop-card-name" lang={contentLang(p.name, locale, p.lang.name)}>
                    {p.name}
                  </span>
                </Link>
                <Price product={p} />
                {p.status === 'SOLD_OUT' && <StockBadge stock={0} />}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            total={list.data.total}
            limit={LIMIT}
            href={(n) => `/shop?${new URLSearchParams({ ...Object.fromEntries(params), page: String(n) })}`}
          />
        </>
      )}
    </CenterPage>
  );
}
