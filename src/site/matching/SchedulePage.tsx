import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { canEditSchedule } from '#domain/matching/labels.ts';
import { MATCHING_MODE_LABELS, MATCHING_MODES, type MatchingMode } from '#domain/schemas/matchingSchedule.ts';
import { useApi } from '../api.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { attempt } from '../ui/requests.ts';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useMatchingI18n } from './i18n.ts';
import './matching.css';
import { MembersOnly } from './member/MembersOnly.tsx';
import type { FairDetail, Schedule } from './types.ts';
import { DualTimeText } from './ui/DualTimeText.tsx';
import { SlotGrid } from './ui/SlotGrid.tsx';

/**
 * /mypage/schedules/{_fair} — the buyer marks the slots of the fair's grid they are free at and the
 * mode they prefer (online or offline); saving also enters the fair
 * (docs/decisions/0008-matching.md § Participation).
 */
export default function SchedulePage() {
  const { t } = useMatchingI18n();
  return (
    <MembersOnly title={t('mt.schedule.title')} types={['PERSON']} other={t('mt.schedule.buyersOnly')}>
      <ScheduleLoader />
    </MembersOnly>
  );
}

function ScheduleLoader() {
  const { _fair = '' } = useParams();
  const { t } = useMatchingI18n();
  const fair = useResource<{ fair: FairDetail }>(`/api/v1/fairs/${encodeURIComponent(_fair)}`);
  const current = useResource<{ schedule: Schedule }>(`/api/v1/me/schedules/${encodeURIComponent(_fair)}`);
  const title = t('mt.schedule.title');
  if (fair.status !== undefined)
    return (
      <CenterPage title={title} description={t('mt.schedule.lead')}>
        <LoadFailed message={fair.message} onRetry={fair.reload} />
      </CenterPage>
    );
  if (!fair.data || current.loading)
    return (
      <CenterPage title={title} description={t('mt.schedule.lead')}>
        <Loading />
      </CenterPage>
    );
  return <ScheduleForm key={_fair} fair={fair.data.fair} initial={current.data?.schedule ?? null} />;
}

function ScheduleForm({ fair: f, initial }: { fair: FairDetail; initial: Schedule | null }) {
  const { t, tl, locale } = useMatchingI18n();
  const api = useApi();
  const [slots, setSlots] = useState<string[]>(initial?.slots ?? []);
  const [mode, setMode] = useState<MatchingMode>(initial?.mode ?? 'ONLINE');
  const [note, setNote] = useState(initial?.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const _fair = f._id;
  const title = t('mt.schedule.title');
  const open = canEditSchedule(f, new Date());

  const save = async () => {
    setProblem(null);
    setSaved(null);
    setBusy(true);
    const res = await attempt(
      () =>
        api.put<{ schedule: Schedule }>(`/api/v1/me/schedules/${encodeURIComponent(_fair)}`, {
          slots,
          mode,
          note,
        }),
      t('mt.network'),
    );
    setBusy(false);
    if (res.ok) setSaved(t('mt.schedule.saved', { count: res.data.schedule.slots.length }));
    else setProblem(res.errors ? (Object.values(res.errors)[0] ?? res.message) : res.message);
  };

  return (
    <CenterPage title={title} heading={f.title} description={t('mt.schedule.lead')} wide>
      <h2 className="write-title" lang={contentLang(f.title, locale)}>
        {f.title}
      </h2>
      <p className="form-legend">{t('mt.schedule.lead')}</p>
      <p className="form-hint">
        {t('mt.fair.buyerApply')}: <DualTimeText value={f.buyerApplyFrom} /> ~{' '}
        <DualTimeText value={f.buyerApplyTo} />
      </p>
      {!open && <p className="warning-box">{t('mt.schedule.closed')}</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <SlotGrid
          slots={f.slots}
          selected={slots}
          onChange={setSlots}
          caption={t('mt.schedule.grid', { minutes: f.slotMinutes })}
        />
        <p className="form-hint">{t('mt.schedule.timesNote')}</p>
        <fieldset className="choice-row">
          <legend className="form-label">{t('mt.field.preferredMode')}</legend>
          {MATCHING_MODES.map((m) => (
            <label key={m}>
              <input type="radio" name="schedule-mode" checked={mode === m} onChange={() => setMode(m)} />
              <span>{tl(MATCHING_MODE_LABELS[m])}</span>
            </label>
          ))}
        </fieldset>
        <div className="form-field">
          <label className="form-label" htmlFor="schedule-note">
            {t('mt.schedule.note')}
          </label>
          <textarea
            id="schedule-note"
            className="form-input form-textarea"
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <p className="form-error" role="alert">
          {problem}
        </p>
        <p className="form-status" role="status">
          {saved}
        </p>
        <div className="form-actions">
          <Link className="btn btn-outline" to={`/matching/fairs/${_fair}`}>
            {t('mt.seller.back')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={busy || !open || slots.length === 0}>
            {t('mt.schedule.save')}
          </button>
        </div>
      </form>
    </CenterPage>
  );
}
