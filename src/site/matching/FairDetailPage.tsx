import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { canJoinFair } from '#domain/matching/labels.ts';
import { useApi } from '../api.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { attempt } from '../ui/requests.ts';
import { LoadFailed, Loading, NotFound } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useMatchingI18n } from './i18n.ts';
import './matching.css';
import type { FairDetail } from './types.ts';
import { viewerClockDiffers, viewerZone } from './time.ts';
import { useMemberType } from './useMember.ts';
import { DualPeriodText } from './ui/DualPeriodText.tsx';
import { FairLabelBadge } from './ui/FairLabelBadge.tsx';
import { FairProducts, FairSellers } from './ui/FairCatalog.tsx';
import { FairRecommendations } from './ui/FairRecommendations.tsx';

/**
 * /matching/fairs/{_fair} — the fair: label, periods in Seoul and the viewer's time, the venue, the
 * join button while the viewer's side may join, the buyer's schedule link, and its sellers and products.
 */
export default function FairDetailPage() {
  const { _fair = '' } = useParams();
  const { t, locale } = useMatchingI18n();
  const api = useApi();
  const type = useMemberType();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'products' ? 'products' : 'sellers';
  const detail = useResource<{ fair: FairDetail }>(`/api/v1/fairs/${encodeURIComponent(_fair)}`);
  const [problem, setProblem] = useState<string | null>(null);
  const fair = detail.data?.fair;
  const title = t('nav.matching.fairs');

  if (detail.status === 404)
    return (
      <CenterPage title={title} description={t('mt.fairs.description')}>
        <NotFound back="/matching" backLabel={t('mt.fairs.back')} />
      </CenterPage>
    );
  if (detail.status !== undefined)
    return (
      <CenterPage title={title} description={t('mt.fairs.description')}>
        <LoadFailed message={detail.message} onRetry={detail.reload} />
      </CenterPage>
    );
  if (!fair)
    return (
      <CenterPage title={title} description={t('mt.fairs.description')}>
        <Loading />
      </CenterPage>
    );

  const join = async () => {
    setProblem(null);
    const res = await attempt(() => api.post('/api/v1/me/fairs', { fair: fair._id }), t('mt.network'));
    if (res.ok) detail.reload();
    else setProblem(res.message);
  };

  const periods: [string, string, string][] = [
    [t('mt.fair.sellerRecruit'), fair.sellerRecruitFrom, fair.sellerRecruitTo],
    [t('mt.fair.buyerApply'), fair.buyerApplyFrom, fair.buyerApplyTo],
    [t('mt.fair.event'), fair.eventFrom, fair.eventTo],
  ];
  const mayJoin = !fair.participating && canJoinFair(fair, new Date(), type === 'MANAGER' ? null : type);

  return (
    <CenterPage title={title} heading={fair.title} description={fair.description.slice(0, 150)} wide>
      <article className="post-view">
        <header className="post-head">
          <div className="fair-labels">
            <FairLabelBadge label={fair.label} />
          </div>
          <h2 className="post-title" lang={contentLang(fair.title, locale)}>
            {fair.title}
          </h2>
        </header>
        {fair.thumb && <img className="fair-thumb" src={fair.thumb.url} alt="" />}
        <dl className="fair-periods">
          {periods.map(([label, from, to]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>
                <DualPeriodText from={from} to={to} />
              </dd>
            </div>
          ))}
          {fair.place && (
            <>
              <dt>{t('mt.fair.place')}</dt>
              <dd lang={contentLang(fair.place, locale)}>{fair.place}</dd>
            </>
          )}
          <dt>{t('mt.fair.slots')}</dt>
          <dd>
            {t('mt.fair.slotSummary', {
              days: fair.dates.length,
              times: fair.times.length,
              minutes: fair.slotMinutes,
            })}
          </dd>
        </dl>
        {viewerClockDiffers() && (
          <p className="form-hint fair-zone-note">{t('mt.time.zoneNote', { zone: viewerZone() })}</p>
        )}
        <p className="plain-text" lang={contentLang(fair.description, locale)}>
          {fair.description}
        </p>
        <div className="card-actions">
          {mayJoin && (
            <button type="button" className="btn btn-primary" onClick={() => void join()}>
              {t('mt.fair.join')}
            </button>
          )}
          {!type && (
            <Link
              className="btn btn-outline"
              to={`/login?next=${encodeURIComponent(`/matching/fairs/${fair._id}`)}`}
            >
              {t('mt.fair.loginToJoin')}
            </Link>
          )}
          {type === 'PERSON' && (
            <Link className="btn btn-outline" to={`/mypage/schedules/${fair._id}`}>
              {t('mt.schedule.title')}
            </Link>
          )}
          {((type === 'COMPANY' && fair.participating) || type === 'MANAGER') && (
            <Link className="btn btn-outline" to={`/matching/fairs/${fair._id}/buyers`}>
              {t('mt.buyers.link')}
            </Link>
          )}
          {fair.participating && (
            <Link className="btn btn-outline" to={`/mypage/matchings?fair=${fair._id}`}>
              {t('nav.matching.offers')}
            </Link>
          )}
          {fair.participating && (
            <Link className="btn btn-outline" to="/mypage/agenda">
              {t('mt.agenda.title')}
            </Link>
          )}
        </div>
        <p className="form-error" role="alert">
          {problem}
        </p>
      </article>

      {fair.participating && (type === 'PERSON' || type === 'COMPANY') && (
        <FairRecommendations fair={fair._id} side={type} />
      )}

      <nav className="fair-catalog-tabs" aria-label={t('mt.fair.catalog')}>
        {(['sellers', 'products'] as const).map((key) => (
          <button
            key={key}
            type="button"
            className={`btn ${tab === key ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={tab === key}
            onClick={() => setParams(key === 'sellers' ? {} : { tab: key }, { replace: true })}
          >
            {t(key === 'sellers' ? 'mt.fair.sellers' : 'mt.fair.products')}
          </button>
        ))}
      </nav>
      {tab === 'sellers' ? <FairSellers fair={fair._id} /> : <FairProducts fair={fair._id} />}
    </CenterPage>
  );
}
