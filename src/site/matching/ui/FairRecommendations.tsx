import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { categoryName } from '#domain/matching/categories.ts';
import type { Recommendations } from '#domain/schemas/matchingRecommendation.ts';
import { LoadFailed, Loading } from '../../ui/Status.tsx';
import { useResource } from '../../ui/useResource.ts';
import { useMatchingI18n } from '../i18n.ts';
import { displayName } from './BuyerProfile.tsx';

type Reason = Recommendations['sellers'][number]['reasons'][number];

/**
 * Sellers for a buyer, or buyers for a seller, of a fair the member takes part in, each with the reasons it
 * is recommended (docs/decisions/0039-agenda-feed-and-reschedule.md § Recommendations).
 */
export function FairRecommendations({ fair, side }: { fair: string; side: 'PERSON' | 'COMPANY' }) {
  const { t, locale } = useMatchingI18n();
  const res = useResource<Recommendations>(`/api/v1/me/recommendations?fair=${encodeURIComponent(fair)}`);
  const reasonText = (reason: Reason) => {
    const names = (type: 'language' | 'region') =>
      reason.value
        .split(',')
        .map((code) => displayName(locale, type, code))
        .join(', ');
    switch (reason.kind) {
      case 'sought':
        return t(side === 'PERSON' ? 'mt.reco.sought' : 'mt.reco.theySeek', {
          value: categoryName(reason.value, locale),
        });
      case 'market':
        return t(side === 'PERSON' ? 'mt.reco.market' : 'mt.reco.fromMarket', { value: names('region') });
      case 'language':
        return t('mt.reco.language', { value: names('language') });
      case 'liked':
        return t('mt.reco.liked', { value: categoryName(reason.value, locale) });
      case 'likedYours':
        return t('mt.reco.likedYours', { value: reason.value });
    }
  };
  const why = (reasons: Reason[]) => (
    <p className="card-meta reco-why">
      {t('mt.reco.why')}: {reasons.map(reasonText).join(' · ')}
    </p>
  );
  const list = res.data ? (side === 'PERSON' ? res.data.sellers : res.data.buyers) : [];
  return (
    <section className="member-section reco" aria-labelledby="reco-title">
      <h2 id="reco-title">{t('mt.reco.title')}</h2>
      <p className="form-hint">{t(side === 'PERSON' ? 'mt.reco.leadBuyer' : 'mt.reco.leadSeller')}</p>
      {res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : list.length === 0 ? (
        <p className="state-box">{t('mt.reco.none')}</p>
      ) : (
        <ul className="buyer-list">
          {res.data.sellers.map((s) => (
            <li key={s._id} className="card">
              <div className="card-body">
                <h3 className="card-title" lang={contentLang(s.companyName, locale)}>
                  <Link to={`/matching/fairs/${fair}/sellers/${s._id}`}>
                    {locale === 'ko' || !s.companyNameEn ? s.companyName : s.companyNameEn}
                  </Link>
                </h3>
                {why(s.reasons)}
                {s.products.length > 0 && (
                  <p className="card-meta">
                    {t('mt.reco.products')}: {s.products.map((p) => p.name).join(' · ')}
                  </p>
                )}
              </div>
            </li>
          ))}
          {res.data.buyers.map((b) => (
            <li key={b._id} className="card">
              <div className="card-body">
                <h3 className="card-title" lang={contentLang(b.companyName, locale)}>
                  <Link to={`/matching/fairs/${fair}/buyers?q=${encodeURIComponent(b.companyName)}`}>
                    {b.companyName}
                  </Link>
                </h3>
                <p className="card-meta">
                  {displayName(locale, 'region', b.country)} · {b.industry}
                </p>
                {why(b.reasons)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
