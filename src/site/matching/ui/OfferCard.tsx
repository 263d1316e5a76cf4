import { useState } from 'react';
import { contentLang } from '#domain/contentLang.ts';
import { SELLER_MAX_SLOTS } from '#domain/matching/offer.ts';
import { OFFER_STATUS_LABELS } from '#domain/matching/texts.ts';
import { MATCHING_MODE_LABELS } from '#domain/schemas/matchingSchedule.ts';
import { useApi } from '../../api.tsx';
import { attempt } from '../../ui/requests.ts';
import { downloadWithToken } from '../download.ts';
import { withNodes, Written } from '../../i18n.tsx';
import { useMatchingI18n } from '../i18n.ts';
import type { Matching } from '../types.ts';
import { BuyerProfile } from './BuyerProfile.tsx';
import { DualTimeText } from './DualTimeText.tsx';
import { MeetingDayPanel } from './MeetingDayPanel.tsx';
import { OfferHistory } from './OfferHistory.tsx';
import { OfferMessages } from './OfferMessages.tsx';

type Step =
  | { action: 'accept'; slots: string[] }
  | { action: 'confirm'; slot: string }
  | { action: 'decline' | 'cancel'; reason: string };

/**
 * One offer as its buyer or seller sees it, with the buttons the server allows (`allowed`, from
 * domain/matching/offer.ts): the seller accepts with at most 3 of the offered slots or declines, the buyer
 * confirms one accepted slot, either cancels with a reason. A confirmed meeting shows its time, place or
 * video link, the counterpart's contact and the calendar invite; once over, it reads as a past meeting — no
 * invite, link, table or QR, only attendance and the rating.
 */
export function OfferCard({ matching, onChanged }: { matching: Matching; onChanged: (m: Matching) => void }) {
  const { t, tl, locale } = useMatchingI18n();
  const api = useApi();
  const [picked, setPicked] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const m = matching;
  const can = (a: Matching['allowed'][number]) => m.allowed.includes(a);
  const counterpart = m.role === 'BUYER' ? m.seller.companyName : m.buyer.companyName;
  const idBase = `offer-${m._id}`;
  // over by its end time as the page was opened (the server refuses cancelling it then:
  // docs/decisions/0051-an-ended-meeting-is-past.md)
  const [openedAt] = useState(() => Date.now());
  const ended =
    m.status === 'CONFIRMED' && !!m.confirmedSlot && Date.parse(m.confirmedSlot.endAt) <= openedAt;

  const run = async (step: Step) => {
    setProblem(null);
    setBusy(true);
    const res = await attempt(
      () => api.put<{ matching: Matching }>(`/api/v1/me/matchings/${m._id}/schedules`, step),
      t('mt.network'),
    );
    setBusy(false);
    if (res.ok) {
      setPicked([]);
      setReason('');
      onChanged(res.data.matching);
    } else setProblem(res.errors ? (Object.values(res.errors)[0] ?? res.message) : res.message);
  };

  const invite = async () => {
    try {
      await downloadWithToken(api, `/api/v1/me/matchings/${m._id}/invite.ics`, 'invite.ics');
    } catch {
      setProblem(t('mt.network'));
    }
  };

  const toggle = (key: string, single: boolean) =>
    setPicked(single ? [key] : picked.includes(key) ? picked.filter((k) => k !== key) : [...picked, key]);

  const choosing = can('accept') ? m.offeredSlots : can('confirm') ? m.acceptedSlots : [];
  const single = can('confirm');

  return (
    <article className="offer" aria-labelledby={`${idBase}-title`}>
      <header className="offer-head">
        <h3 id={`${idBase}-title`} className="card-title">
          {withNodes(
            t(
              m.status === 'CONFIRMED'
                ? 'mt.offers.meetingWith'
                : m.role === 'BUYER'
                  ? 'mt.offers.toSeller'
                  : 'mt.offers.fromBuyer',
            ),
            { name: <Written text={counterpart} /> },
          )}
        </h3>
        <span className={`fair-label offer-status-${m.status.toLowerCase()}`}>
          {tl(OFFER_STATUS_LABELS[m.status])}
        </span>
      </header>
      <p className="card-meta">
        <Written text={m.fair.title} /> · {tl(MATCHING_MODE_LABELS[m.mode])}
        {m.role === 'SELLER' && m.buyer.country ? ` · ${m.buyer.country}` : ''}
      </p>
      {m.message && (
        <p className="plain-text" lang={contentLang(m.message, locale)}>
          “{m.message}”
        </p>
      )}
      {m.role === 'SELLER' && (
        // the seller reads who is asking before accepting (docs/decisions/0026-matching-for-a-large-fair.md)
        <details className="offer-buyer" open={can('accept')}>
          <summary id={`${idBase}-buyer`}>{t('mt.buyer.profile')}</summary>
          <BuyerProfile profile={m.buyer} titleId={`${idBase}-buyer`} />
        </details>
      )}
      {m.buyer.note && (
        // what the buyer asked of the fair (an interpreter's language): the seller prepares for it
        <p className="plain-text">
          <strong>{t('mt.offers.buyerNote')}</strong>: <Written text={m.buyer.note} />
        </p>
      )}

      {m.status === 'CONFIRMED' && m.confirmedSlot ? (
        <div
          className="meeting-box"
          role="group"
          aria-label={t(ended ? 'mt.meeting.past' : 'mt.meeting.title')}
        >
          <p>
            <strong>{t(ended ? 'mt.meeting.past' : 'mt.meeting.title')}</strong>:{' '}
            <DualTimeText value={m.confirmedSlot.startAt} /> ~ <DualTimeText value={m.confirmedSlot.endAt} />
          </p>
          {m.mode === 'ONLINE' && m.videoUrl && !ended && (
            <p>
              {t('mt.meeting.video')}:{' '}
              <a href={m.videoUrl} target="_blank" rel="noopener noreferrer">
                {m.videoUrl}
              </a>
            </p>
          )}
          {m.mode === 'OFFLINE' && m.fair.place && (
            <p>
              {t('mt.fair.place')}: <Written text={m.fair.place} />
            </p>
          )}
          {m.contact && (
            <p>
              {t('mt.meeting.contact')}: {m.contact.email} · {m.contact.phone}
            </p>
          )}
          {!ended && (
            <button type="button" className="btn btn-outline" onClick={() => void invite()}>
              {t('mt.meeting.invite')}
            </button>
          )}
          <MeetingDayPanel matchingId={m._id} ended={ended} />
        </div>
      ) : (
        <>
          <p className="form-label">
            {t(m.acceptedSlots.length ? 'mt.offers.accepted' : 'mt.offers.offered')}
          </p>
          <ul>
            {(m.acceptedSlots.length ? m.acceptedSlots : m.offeredSlots).map((s) => (
              <li key={s.key}>
                <DualTimeText value={s.startAt} />
              </li>
            ))}
          </ul>
          {m.expiresAt && (m.status === 'OFFERED' || m.status === 'ACCEPTED') && (
            <p className="card-meta">
              {t('mt.offers.expires')}: <DualTimeText value={m.expiresAt} />
            </p>
          )}
        </>
      )}
      {m.reason && (
        <p className="card-meta">
          {t('mt.offers.reason')}: <Written text={m.reason} />
        </p>
      )}

      {choosing.length > 0 && (
        <fieldset className="form-field">
          <legend className="form-label">
            {single ? t('mt.offers.pickConfirm') : t('mt.offers.pickAccept', { max: SELLER_MAX_SLOTS })}
          </legend>
          {choosing.map((s) => {
            const booked = m.bookedSlots.includes(s.key);
            const on = picked.includes(s.key);
            return (
              <div key={s.key} className="form-check-row">
                <input
                  id={`${idBase}-${s.key}`}
                  type={single ? 'radio' : 'checkbox'}
                  name={`${idBase}-slot`}
                  checked={on}
                  disabled={booked || (!single && !on && picked.length >= SELLER_MAX_SLOTS)}
                  onChange={() => toggle(s.key, single)}
                />
                <label htmlFor={`${idBase}-${s.key}`}>
                  <DualTimeText value={s.startAt} />
                  {booked && ` (${t('mt.offers.booked')})`}
                </label>
              </div>
            );
          })}
          <div className="card-actions">
            {can('accept') && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy || picked.length === 0}
                onClick={() => void run({ action: 'accept', slots: picked })}
              >
                {t('mt.offers.accept', { count: picked.length })}
              </button>
            )}
            {can('confirm') && (
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy || picked.length !== 1}
                onClick={() => void run({ action: 'confirm', slot: picked[0] ?? '' })}
              >
                {t('mt.offers.confirm')}
              </button>
            )}
          </div>
        </fieldset>
      )}

      <OfferHistory matching={m} idBase={idBase} />

      <OfferMessages
        matchingId={m._id}
        canWrite={m.status === 'OFFERED' || m.status === 'ACCEPTED' || m.status === 'CONFIRMED'}
        confirmed={m.status === 'CONFIRMED'}
      />

      {(can('decline') || can('cancel')) && (
        <div className="form-field">
          <label className="form-label" htmlFor={`${idBase}-reason`}>
            {t('mt.offers.reasonLabel')}
          </label>
          <input
            id={`${idBase}-reason`}
            className="form-input"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="card-actions">
            {can('decline') && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy || !reason.trim()}
                onClick={() => void run({ action: 'decline', reason })}
              >
                {t('mt.offers.decline')}
              </button>
            )}
            {can('cancel') && (
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy || !reason.trim()}
                onClick={() =>
                  window.confirm(t('mt.offers.cancelConfirm')) && void run({ action: 'cancel', reason })
                }
              >
                {t('mt.offers.cancel')}
              </button>
            )}
          </div>
        </div>
      )}
      <p className="form-error" role="alert">
        {problem}
      </p>
    </article>
  );
}
