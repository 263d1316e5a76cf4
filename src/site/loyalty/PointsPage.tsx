import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { formatDate } from '#domain/format.ts';
import type { myPointsSchema } from '#domain/schemas/loyalty.ts';
import { MembersOnly } from '../matching/member/MembersOnly.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useLoyaltyI18n } from './i18n.ts';
import './loyalty.css';

const LIMIT = 20;
const won = (n: number) => n.toLocaleString('ko-KR');

/** /mypage/point — the balance (the ledger's sum, from the server), what expires next, the history. */
export default function PointsPage() {
  const { t } = useLoyaltyI18n();
  return (
    <MembersOnly title={t('loyalty.points.title')}>
      <Points />
    </MembersOnly>
  );
}

function Points() {
  const { t } = useLoyaltyI18n();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const res = useResource<z.infer<typeof myPointsSchema>>(`/api/v1/me/points?page=${page}&limit=${LIMIT}`);
  return (
    <CenterPage title={t('loyalty.points.title')} description={t('loyalty.points.lead')} wide>
      {res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : (
        <>
          <section className="loyalty-summary" aria-labelledby="points-balance">
            <h2 id="points-balance">{t('loyalty.points.balance')}</h2>
            <p className="loyalty-balance">{t('loyalty.won', { amount: won(res.data.balance) })}</p>
            <p className="form-hint">
              {t('loyalty.points.rule', { min: won(res.data.minBalance), unit: won(res.data.unit) })}
            </p>
          </section>
          <section aria-labelledby="points-upcoming">
            <h2 id="points-upcoming">{t('loyalty.points.upcoming')}</h2>
            {res.data.upcoming.length === 0 ? (
              <p className="state-box">{t('loyalty.points.upcomingNone')}</p>
            ) : (
              <ul className="loyalty-upcoming">
                {res.data.upcoming.map((u, i) => (
                  <li key={i}>
                    <span>{formatDate(u.expiresAt)}</span>
                    <strong>{t('loyalty.won', { amount: won(u.amount) })}</strong>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="points-history">
            <h2 id="points-history">{t('loyalty.points.history')}</h2>
            {res.data.entries.length === 0 ? (
              <p className="state-box">{t('loyalty.points.empty')}</p>
            ) : (
              <ul className="loyalty-ledger">
                {res.data.entries.map((e) => (
                  <li key={e._id}>
                    <span className="loyalty-ledger-date">{formatDate(e.createdAt)}</span>
                    <span className="loyalty-ledger-kind">
                      {t(`loyalty.kind.${e.kind}`)}
                      {e.reason && <small> · {e.reason}</small>}
                      {e.expiresAt && e.amount > 0 && (
                        <small className="loyalty-ledger-expiry">
                          {t('loyalty.points.expires')} {formatDate(e.expiresAt)}
                        </small>
                      )}
                    </span>
                    <strong className={e.amount < 0 ? 'is-minus' : 'is-plus'}>
                      {e.amount > 0 ? '+' : ''}
                      {won(e.amount)}
                    </strong>
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              total={res.data.total}
              page={page}
              limit={LIMIT}
              href={(next) => `/mypage/point?page=${next}`}
            />
          </section>
        </>
      )}
    </CenterPage>
  );
}
