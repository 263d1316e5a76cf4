import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { formatDate, formatNumber } from '#domain/format.ts';
import type { MyReview, myReviewsSchema } from '#domain/schemas/shopReviews.ts';
import { useApi } from '../api.tsx';
import { MembersOnly } from '../matching/member/MembersOnly.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { attempt, type Outcome } from '../ui/requests.ts';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useReviewI18n } from './i18n.ts';
import { ReviewReply } from './ReviewReply.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { Stars } from './Stars.tsx';
import '../shop/commerce.css';

type Answer = z.infer<typeof myReviewsSchema>;

/** /mypage/review — delivered lines still to review, and the reviews written (edit, delete). */
export default function MyReviewsPage() {
  const { t } = useReviewI18n();
  return (
    <MembersOnly title={t('rv.my.title')}>
      <MyReviews />
    </MembersOnly>
  );
}

/** A write's message for the form: the first field message, else the server's. */
const messageOf = (out: Outcome<unknown>) =>
  out.ok ? null : (Object.values(out.errors ?? {})[0] ?? out.message);

function MyReviews() {
  const { t } = useReviewI18n();
  const api = useApi();
  const res = useResource<Answer>('/api/v1/me/reviews');
  const [open, setOpen] = useState<string | null>(null);
  const done = (out: Outcome<unknown>) => {
    if (out.ok) {
      setOpen(null);
      res.reload();
    }
    return messageOf(out);
  };
  const remove = async (review: MyReview) => {
    if (!window.confirm(t('rv.my.confirmDelete'))) return;
    const out = await attempt(() => api.delete(`/api/v1/me/reviews/${review._id}`), t('rv.failed'));
    if (out.ok) res.reload();
    else window.alert(out.message);
  };
  return (
    <CenterPage title={t('rv.my.title')} description={t('rv.my.lead')} wide>
      {res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : (
        <>
          <h3>{t('rv.my.toWrite', { count: res.data.toWrite.length })}</h3>
          {res.data.toWrite.length === 0 ? (
            <p className="state-box">{t('rv.my.noneToWrite')}</p>
          ) : (
            <ul className="rv-list">
              {res.data.toWrite.map((line) => (
                <li key={line.lineId} className="rv-item">
                  <p className="rv-meta">
                    <Link to={`/shop/products/${line.productId}`}>{line.productName}</Link> ·{' '}
                    {line.optionName}
                    <br />
                    {t('rv.my.order', { number: line.orderNumber })}
                    {line.deliveredAt && ` · ${formatDate(line.deliveredAt)}`}
                  </p>
                  {open === line.lineId ? (
                    <ReviewForm
                      initial={{ rating: 5, text: '', photos: [] }}
                      submitLabel={t('rv.form.submit')}
                      onCancel={() => setOpen(null)}
                      send={async (draft) =>
                        done(
                          await attempt(
                            () => api.post('/api/v1/me/reviews', { lineId: line.lineId, ...draft }),
                            t('rv.failed'),
                          ),
                        )
                      }
                    />
                  ) : (
                    <button type="button" className="btn btn-primary" onClick={() => setOpen(line.lineId)}>
                      {t('rv.my.write')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <h3>{t('rv.my.written', { count: res.data.written.length })}</h3>
          {res.data.written.length === 0 ? (
            <p className="state-box">{t('rv.my.noneWritten')}</p>
          ) : (
            <ul className="rv-list">
              {res.data.written.map((r) => (
                <li key={r._id} className="rv-item">
                  <p className="rv-meta">
                    <Link to={`/shop/products/${r.productId}`}>{r.productName}</Link> · {r.optionName} ·{' '}
                    {formatDate(r.createdAt)}
                  </p>
                  {open === r._id ? (
                    <ReviewForm
                      initial={{ rating: r.rating, text: r.text, photos: r.photos }}
                      submitLabel={t('rv.form.save')}
                      onCancel={() => setOpen(null)}
                      send={async (draft) =>
                        done(
                          await attempt(() => api.put(`/api/v1/me/reviews/${r._id}`, draft), t('rv.failed')),
                        )
                      }
                    />
                  ) : (
                    <>
                      <p>
                        <Stars rating={r.rating} label={t('rv.stars', { n: r.rating })} />
                        {r.hidden && <span className="rv-badge"> {t('rv.my.hidden')}</span>}
                        {r.pointsGranted > 0 && (
                          <span className="rv-badge is-done">
                            {' '}
                            {t('rv.my.points', { amount: formatNumber(r.pointsGranted) })}
                          </span>
                        )}
                      </p>
                      <p className="rv-text">{r.text}</p>
                      {r.photos.length > 0 && (
                        <div className="rv-photos">
                          {r.photos.map((p, i) => (
                            <img key={p._id} src={p.url} alt={t('rv.photo', { n: i + 1 })} />
                          ))}
                        </div>
                      )}
                      <ReviewReply reply={r.reply} />
                      <div className="rv-actions">
                        <button type="button" className="btn" onClick={() => setOpen(r._id)}>
                          {t('rv.my.edit')}
                        </button>
                        <button type="button" className="btn" onClick={() => void remove(r)}>
                          {t('rv.my.delete')}
                        </button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </CenterPage>
  );
}
