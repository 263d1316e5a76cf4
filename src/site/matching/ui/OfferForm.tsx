import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { OFFER_MAX_SLOTS } from '#domain/matching/offer.ts';
import { MATCHING_MODE_LABELS, MATCHING_MODES, type MatchingMode } from '#domain/schemas/matchingSchedule.ts';
import { useApi } from '../../api.tsx';
import { attempt } from '../../ui/requests.ts';
import { useResource } from '../../ui/useResource.ts';
import { withNodes, Written } from '../../i18n.tsx';
import { useMatchingI18n } from '../i18n.ts';
import type { FairDetail, Matching, Schedule } from '../types.ts';
import { SlotGrid } from './SlotGrid.tsx';

/**
 * The buyer's offer to a seller (docs/spec.md § 4): slots from the buyer's own schedule for the fair and a
 * mode. Without a schedule the buyer is sent to mark one first.
 */
export function OfferForm({
  fair,
  seller,
  sellerName,
  sellerBooked,
}: {
  fair: string;
  seller: string;
  sellerName: string;
  /** The seller's confirmed slots in this fair: offering them could never end in a meeting. */
  sellerBooked: readonly string[];
}) {
  const { t, tl } = useMatchingI18n();
  const api = useApi();
  const navigate = useNavigate();
  const fairDetail = useResource<{ fair: FairDetail }>(`/api/v1/fairs/${encodeURIComponent(fair)}`);
  const schedule = useResource<{ schedule: Schedule }>(`/api/v1/me/schedules/${encodeURIComponent(fair)}`);
  const [slots, setSlots] = useState<string[]>([]);
  const [mode, setMode] = useState<MatchingMode | null>(null);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = schedule.data?.schedule;
  const chosenMode = mode ?? mine?.mode ?? 'ONLINE';

  const send = async () => {
    setProblem(null);
    setBusy(true);
    const res = await attempt(
      () =>
        api.post<{ matching: Matching }>('/api/v1/me/matchings', {
          fair,
          seller,
          slots,
          mode: chosenMode,
          message,
        }),
      t('mt.network'),
    );
    setBusy(false);
    if (res.ok) void navigate(`/mypage/matchings?fair=${fair}`, { state: { sent: true } });
    else setProblem(res.errors ? (Object.values(res.errors)[0] ?? res.message) : res.message);
  };

  return (
    <section className="member-section" aria-labelledby="offer-title">
      <h2 id="offer-title">{withNodes(t('mt.offer.title'), { name: <Written text={sellerName} /> })}</h2>
      {!fairDetail.data || schedule.loading ? (
        <p className="state-box">{t('page.loading')}</p>
      ) : !mine || mine.slots.length === 0 ? (
        <p className="state-box">
          {t('mt.offer.needSchedule')} <Link to={`/mypage/schedules/${fair}`}>{t('mt.schedule.title')}</Link>
        </p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <p className="form-legend">{t('mt.offer.lead', { max: OFFER_MAX_SLOTS })}</p>
          <p className="form-hint">{t('mt.offer.busyNote')}</p>
          <SlotGrid
            slots={fairDetail.data.fair.slots}
            selected={slots}
            onChange={setSlots}
            enabled={new Set(mine.slots)}
            busy={new Set([...sellerBooked, ...mine.bookedSlots])}
            max={OFFER_MAX_SLOTS}
            caption={t('mt.offer.slots')}
          />
          <fieldset className="choice-row">
            <legend className="form-label">{t('mt.field.mode')}</legend>
            {MATCHING_MODES.map((m) => (
              <label key={m}>
                <input
                  type="radio"
                  name="offer-mode"
                  checked={chosenMode === m}
                  onChange={() => setMode(m)}
                />
                <span>{tl(MATCHING_MODE_LABELS[m])}</span>
              </label>
            ))}
          </fieldset>
          <div className="form-field">
            <label className="form-label" htmlFor="offer-message">
              {t('mt.offer.message')}
            </label>
            <textarea
              id="offer-message"
              className="form-input form-textarea"
              rows={4}
              maxLength={1000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
            <p className="form-hint">{t('mt.offer.messageHint')}</p>
          </div>
          <p className="form-error" role="alert">
            {problem}
          </p>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy || slots.length === 0}>
              {t('mt.offer.send')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
