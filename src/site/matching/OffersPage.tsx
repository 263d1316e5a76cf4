import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { OFFER_STATUSES } from '#domain/matching/offer.ts';
import { OFFER_STATUS_LABELS } from '#domain/matching/texts.ts';
import { CenterPage } from '../ui/CenterPage.tsx';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useMatchingI18n } from './i18n.ts';
import './matching.css';
import { MembersOnly } from './member/MembersOnly.tsx';
import type { Matching } from './types.ts';
import { OfferCard } from './ui/OfferCard.tsx';
import { viewerZone } from './time.ts';

/** /mypage/matchings — the member's offers, sent (buyer) or received (seller), newest first. */
export default function OffersPage() {
  const { t } = useMatchingI18n();
  return (
    <MembersOnly title={t('nav.matching.offers')}>
      <Offers />
    </MembersOnly>
  );
}

function Offers() {
  const { t, tl } = useMatchingI18n();
  const [params, setParams] = useSearchParams();
  const { state } = useLocation() as { state: { sent?: boolean } | null };
  const fair = params.get('fair') ?? '';
  const status = params.get('status') ?? '';
  const query = new URLSearchParams({ limit: '100', sort: 'createdAt', order: 'DESC' });
  if (fair) query.set('fair', fair);
  if (status) query.set('status', status);
  const list = useResource<{ matchings: Matching[]; total: number }>(`/api/v1/me/matchings?${query}`);
  // an action answers with the changed offer; it replaces the listed one until the next load
  const [changed, setChanged] = useState<Record<string, Matching>>({});

  return (
    <CenterPage title={t('nav.matching.offers')} description={t('mt.offers.lead')} wide>
      <p className="form-legend">{t('mt.offers.lead')}</p>
      <p className="form-hint">{t('mt.time.zoneNote', { zone: viewerZone() })}</p>
      {state?.sent && (
        <p className="form-status" role="status">
          {t('mt.offer.sent')}
        </p>
      )}
      <div className="list-toolbar">
        <label className="form-label" htmlFor="offers-status">
          {t('mt.offers.filter')}
        </label>
        <select
          id="offers-status"
          className="form-input"
          value={status}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            if (e.target.value) next.set('status', e.target.value);
            else next.delete('status');
            setParams(next, { replace: true });
          }}
        >
          <option value="">{t('mt.offers.all')}</option>
          {OFFER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {tl(OFFER_STATUS_LABELS[s])}
            </option>
          ))}
        </select>
      </div>
      {list.status !== undefined ? (
        <LoadFailed message={list.message} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.matchings.length === 0 ? (
        <p className="state-box">{t('mt.offers.empty')}</p>
      ) : (
        <div className="offer-list">
          {list.data.matchings.map((m) => (
            <OfferCard
              key={m._id}
              matching={changed[m._id] ?? m}
              onChanged={(next) => setChanged((c) => ({ ...c, [next._id]: next }))}
            />
          ))}
        </div>
      )}
    </CenterPage>
  );
}
