import { Link, useSearchParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate } from '#domain/format.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useMatchingI18n } from './i18n.ts';
import './matching.css';
import type { Fair } from './types.ts';
import { FairLabelBadge } from './ui/FairLabelBadge.tsx';

const LIMIT = 12;

/** /matching — the fairs, newest event first, each with its label for this viewer. */
export default function FairListPage() {
  const { t, locale } = useMatchingI18n();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useResource<{ fairs: Fair[]; total: number }>(
    `/api/v1/fairs?page=${page}&limit=${LIMIT}&sort=eventFrom&order=DESC`,
  );

  return (
    <CenterPage title={t('nav.matching.fairs')} description={t('mt.fairs.description')} wide>
      <p className="form-legend">{t('mt.fairs.lead')}</p>
      {list.status !== undefined ? (
        <LoadFailed message={list.message} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.fairs.length === 0 ? (
        <p className="state-box">{t('mt.fairs.empty')}</p>
      ) : (
        <>
          <ul className="card-grid">
            {list.data.fairs.map((fair) => (
              <li key={fair._id} className="card">
                {fair.thumb && <img src={fair.thumb.url} alt="" loading="lazy" />}
                <div className="card-body">
                  <div className="fair-labels">
                    <FairLabelBadge label={fair.label} />
                  </div>
                  <h2 className="card-title" lang={contentLang(fair.title, locale)}>
                    <Link to={`/matching/fairs/${fair._id}`}>{fair.title}</Link>
                  </h2>
                  <p className="card-meta">
                    {t('mt.fair.event')}: {formatDate(fair.eventFrom)} ~ {formatDate(fair.eventTo)}
                  </p>
                  <p className="card-meta">
                    {t('mt.fair.counts', { sellers: fair.sellers, buyers: fair.buyers })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={page} total={list.data.total} limit={LIMIT} href={(p) => `/matching?page=${p}`} />
        </>
      )}
    </CenterPage>
  );
}
