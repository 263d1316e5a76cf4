import { useState } from 'react';
import type { z } from 'zod';
import { formatDate } from '#domain/format.ts';
import type { productReviewsSchema, ReviewSort } from '#domain/schemas/shopReviews.ts';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useReviewI18n } from './i18n.ts';
import { ReviewReply } from './ReviewReply.tsx';
import { Stars } from './Stars.tsx';
import '../shop/commerce.css';

type Answer = z.infer<typeof productReviewsSchema>;
const PAGE = 10;

/** The product page's reviews: average and distribution, a photo-review filter, newest or highest first. */
export function ProductReviews({ productId }: { productId: string }) {
  const { t } = useReviewI18n();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [photo, setPhoto] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const res = useResource<Answer>(
    `/api/v1/shop/products/${productId}/reviews?sort=${sort}&photo=${photo}&limit=${limit}`,
  );
  const summary = res.data?.summary;
  return (
    <section className="rv-section" aria-labelledby="product-reviews">
      <h3 id="product-reviews">{t('rv.title')}</h3>
      {summary && (
        <div className="rv-summary">
          <p className="rv-average">
            <Stars rating={Math.round(summary.average)} label={t('rv.stars', { n: summary.average })} />{' '}
            {t('rv.average', { average: summary.average.toFixed(1), count: summary.count })}
          </p>
          <ul className="rv-distribution">
            {[5, 4, 3, 2, 1].map((n) => {
              const count = summary.distribution[n - 1] ?? 0;
              const share = summary.count ? Math.round((count / summary.count) * 100) : 0;
              return (
                <li key={n} aria-label={t('rv.starsCount', { n, count })}>
                  <span aria-hidden="true">{n}★</span>
                  <span className="rv-bar" aria-hidden="true">
                    <span style={{ width: `${share}%` }} />
                  </span>
                  <span aria-hidden="true">{count}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="rv-controls">
        <label>
          <input
            type="checkbox"
            checked={photo}
            onChange={(e) => (setPhoto(e.target.checked), setLimit(PAGE))}
          />{' '}
          {t('rv.photoOnly', { count: summary?.photoCount ?? 0 })}
        </label>
        <label>
          {t('rv.sort')}{' '}
          <select value={sort} onChange={(e) => (setSort(e.target.value as ReviewSort), setLimit(PAGE))}>
            <option value="newest">{t('rv.sort.newest')}</option>
            <option value="highest">{t('rv.sort.highest')}</option>
          </select>
        </label>
      </div>
      {res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : res.data.reviews.length === 0 ? (
        <p className="state-box">{t('rv.empty')}</p>
      ) : (
        <>
          <ul className="rv-list">
            {res.data.reviews.map((r) => (
              <li key={r._id} className="rv-item">
                <p className="rv-meta">
                  <Stars rating={r.rating} label={t('rv.stars', { n: r.rating })} /> {r.author} ·{' '}
                  {formatDate(r.createdAt)} · {r.optionName}
                </p>
                <p className="rv-text">{r.text}</p>
                {r.photos.length > 0 && (
                  <div className="rv-photos">
                    {r.photos.map((p, i) => (
                      <a key={p._id} href={p.url} target="_blank" rel="noreferrer">
                        <img src={p.url} alt={t('rv.photo', { n: i + 1 })} loading="lazy" />
                      </a>
                    ))}
                  </div>
                )}
                <ReviewReply reply={r.reply} />
              </li>
            ))}
          </ul>
          {res.data.total > res.data.reviews.length && (
            <button type="button" className="btn" onClick={() => setLimit((n) => n + PAGE)}>
              {t('rv.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
