import { Link, useParams, useSearchParams } from 'react-router-dom';
import { MATCHING_MODE_LABELS } from '#domain/schemas/matchingSchedule.ts';
import type { Buyer } from '#domain/schemas/matchingSeller.ts';
import { Written } from '../i18n.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { Empty, LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useMatchingI18n } from './i18n.ts';
import './matching.css';
import { BuyerProfile } from './ui/BuyerProfile.tsx';

const LIMIT = 24;

/**
 * /matching/fairs/{_fair}/buyers — the fair's buyers with their profiles, for its sellers and managers
 * (GET /api/v1/fairs/{id}/buyers answers 401/403 to anyone else, and the page shows that answer):
 * docs/decisions/0026-matching-for-a-large-fair.md. Contact details are never listed.
 */
export default function FairBuyersPage() {
  const { _fair = '' } = useParams();
  const { t, tl } = useMatchingI18n();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const query = new URLSearchParams({ page: String(page), limit: String(LIMIT), ...(q ? { q } : {}) });
  const fairPath = `/matching/fairs/${encodeURIComponent(_fair)}`;
  const list = useResource<{ buyers: Buyer[]; total: number }>(
    `/api/v1/fairs/${encodeURIComponent(_fair)}/buyers?${query}`,
  );
  const title = t('mt.buyers.title');

  return (
    <CenterPage title={title} description={t('mt.buyers.lead')} wide>
      <p className="plain-text">{t('mt.buyers.lead')}</p>
      <form className="buyers-search" role="search" action="">
        <label className="visually-hidden" htmlFor="buyers-q">
          {t('mt.buyers.search')}
        </label>
        <input
          id="buyers-q"
          name="q"
          className="form-input"
          defaultValue={q}
          placeholder={t('mt.buyers.search')}
        />
        <button type="submit" className="btn btn-outline">
          {t('mt.buyers.search')}
        </button>
      </form>
      {list.status !== undefined ? (
        <LoadFailed message={list.message} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading list />
      ) : list.data.buyers.length === 0 ? (
        q ? (
          <Empty searching />
        ) : (
          <p className="state-box">{t('mt.buyers.empty')}</p>
        )
      ) : (
        <>
          <ul className="buyer-list">
            {list.data.buyers.map((buyer) => (
              <li key={buyer._id} className="card">
                <div className="card-body">
                  <h2 className="card-title" id={`buyer-${buyer._id}`}>
                    <Written text={buyer.companyName} />
                  </h2>
                  {buyer.mode && (
                    <p className="card-meta">
                      {t('mt.buyers.mode')}: {tl(MATCHING_MODE_LABELS[buyer.mode])}
                    </p>
                  )}
                  <BuyerProfile profile={buyer} titleId={`buyer-${buyer._id}`} />
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            total={list.data.total}
            limit={LIMIT}
            href={(n) => `?${new URLSearchParams({ page: String(n), ...(q ? { q } : {}) })}`}
          />
        </>
      )}
      <p>
        <Link className="btn btn-outline" to={fairPath}>
          {t('mt.buyers.back')}
        </Link>
      </p>
    </CenterPage>
  );
}
