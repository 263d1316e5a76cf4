import type { z } from 'zod';
import { formatDate, formatNumber } from '#domain/format.ts';
import type { myPointsSchema } from '#domain/schemas/loyalty.ts';
import { MembersOnly } from '../matching/member/MembersOnly.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { PagedPagination } from '../ui/Pagination.tsx';
import { Loaded } from '../ui/Status.tsx';
import { usePagedResource } from '../ui/useResource.ts';
import { useLoyaltyI18n } from './i18n.ts';
import '../shop/commerce.css';

const LIMIT = 20;

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
  const res = usePagedResource<z.infer<typeof myPointsSchema>>('/api/v1/me/points', LIMIT);
  return (
    <CenterPage title={t('loyalty.points.title')} description={t('loyalty.points.lead')} wide>
      <Loaded res={res}>
        {(data) => (
          <>
            <section className="loyalty-summary" aria-labelledby="points-balance">
              <h2 id="points-balance">{t('loyalty.points.balance')}</h2>
              <p className="loyalty-balance">{t('loyalty.won', { amount: formatNumber(data.balance) })}</p>
              <p className="form-hint">
                {t('loyalty.points.rule', {
                  min: formatNumber(data.minBalance),
                  unit: formatNumber(data.unit),
                })}
              </p>
            </section>
            <section aria-labelledby="points-upcoming">
              <h2 id="points-upcoming">{t('loyalty.points.upcoming')}</h2>
              {data.upcoming.length === 0 ? (
                <p className="state-box">{t('loyalty.points.upcomingNone')}</p>
              ) : (
                <ul className="loyalty-upcoming">
                  {data.upcoming.map((u, i) => (
                    <li key={i}>
                      <span>{formatDate(u.expiresAt)}</span>
                      <strong>{t('loyalty.won', { amount: formatNumber(u.amount) })}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="points-history">
              <h2 id="points-history">{t('loyalty.points.history')}</h2>
              {data.entries.length === 0 ? (
                <p className="state-box">{t('loyalty.points.empty')}</p>
              ) : (
                <ul className="loyalty-ledger">
                  {data.entries.map((e) => (
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
                        {formatNumber(e.amount)}
                      </strong>
                    </li>
                  ))}
                </ul>
              )}
              <PagedPagination res={res} total={data.total} path="/mypage/point" />
            </section>
          </>
        )}
      </Loaded>
    </CenterPage>
  );
}
