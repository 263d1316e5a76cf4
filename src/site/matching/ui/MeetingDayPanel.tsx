import { useEffect, useState } from 'react';
import { FOLLOW_UP_OUTCOMES, MEETING_OUTCOMES, type RatingStage } from '#domain/matching/meetingDay.ts';
import type { MyMeetingDay } from '#domain/schemas/matchingDay.ts';
import { useApi } from '../../api.tsx';
import { attempt } from '../../ui/requests.ts';
import { useMatchingDayI18n } from '../dayI18n.ts';
import { withNodes } from '../../i18n.tsx';
import { useMatchingI18n } from '../i18n.ts';
import { DualTimeText } from './DualTimeText.tsx';

/**
 * A confirmed meeting on the fair day and after it, as one of its parties sees it
 * (docs/decisions/0040-the-fair-day.md): the table and interpreter, the check-in QR staff scan (offline),
 * "did it take place?" from the start, and the two rating rounds (after the meeting, three months on).
 * Once `ended`, the table and the QR are of no use any more and are not shown.
 */
export function MeetingDayPanel({ matchingId, ended }: { matchingId: string; ended: boolean }) {
  const { t, locale } = useMatchingDayI18n();
  const network = useMatchingI18n().t('mt.network');
  const api = useApi();
  const [day, setDay] = useState<MyMeetingDay | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const base = `/api/v1/me/matchings/${matchingId}/day`;

  useEffect(() => {
    let live = true;
    void attempt(() => api.get<{ day: MyMeetingDay }>(base), network).then((res) => {
      if (live && res.ok) setDay(res.data.day);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per meeting
  }, [base]);
  if (!day) return null;

  const fail = (res: { message: string; errors?: Record<string, string> | undefined }) =>
    setProblem(res.errors ? (Object.values(res.errors)[0] ?? res.message) : res.message);
  const record = async (result: string) => {
    setProblem(null);
    const res = await attempt(
      () => api.put<{ day: MyMeetingDay }>(`${base}/attendance`, { result }),
      network,
    );
    if (res.ok) setDay(res.data.day);
    else fail(res);
  };
  const language = (code: string) => {
    try {
      return new Intl.DisplayNames([locale === 'cn' ? 'zh' : locale], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const otherAbsent = day.side === 'BUYER' ? 'SELLER_ABSENT' : 'BUYER_ABSENT';

  return (
    <div className="meeting-day">
      {day.offline && !ended && (
        <p>
          <strong>{t('md.table')}</strong>: {day.table ?? t('md.tableLater')}
          {day.interpreterLanguage && (
            <>
              {' · '}
              <strong>{t('md.interpreter')}</strong>: {language(day.interpreterLanguage)}
              {day.interpreterName && ` (${day.interpreterName})`}
            </>
          )}
        </p>
      )}
      {day.checkIn && !ended && (
        <details className="meeting-day-qr" open={!day.checkedInAt}>
          <summary>{t('md.qr.title')}</summary>
          <p className="form-hint">{t('md.qr.hint')}</p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(day.checkIn.qrSvg)}`}
            alt={t('md.qr.title')}
            width={200}
            height={200}
          />
          <p className="meeting-day-code">
            {t('md.qr.code')}: <code>{day.checkIn.code}</code>
          </p>
        </details>
      )}
      {day.checkedInAt && (
        <p role="status">
          ✓ {withNodes(t('md.checkedIn'), { time: <DualTimeText value={day.checkedInAt} /> })}
        </p>
      )}

      <fieldset className="meeting-day-attendance">
        <legend>{t('md.attendance.title')}</legend>
        {day.attendance.open ? (
          <div className="btn-row">
            <button
              type="button"
              className={`btn ${day.attendance.mine === 'MET' ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={day.attendance.mine === 'MET'}
              onClick={() => void record('MET')}
            >
              {t('md.attendance.MET')}
            </button>
            <button
              type="button"
              className={`btn ${day.attendance.mine === otherAbsent ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={day.attendance.mine === otherAbsent}
              onClick={() => void record(otherAbsent)}
            >
              {t('md.attendance.otherAbsent')}
            </button>
          </div>
        ) : (
          <p className="form-hint">{t('md.attendance.later')}</p>
        )}
        {day.attendance.meeting && (
          <p>{t('md.attendance.recorded', { result: t(`md.result.${day.attendance.meeting}`) })}</p>
        )}
      </fieldset>

      {(['MEETING', 'FOLLOW_UP'] as const).map((stage) => (
        <RatingForm
          key={stage}
          stage={stage}
          day={day}
          base={base}
          onRated={(rating) => setDay({ ...day, ratings: [...day.ratings, rating] })}
          onProblem={setProblem}
        />
      ))}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function RatingForm({
  stage,
  day,
  base,
  onRated,
  onProblem,
}: {
  stage: RatingStage;
  day: MyMeetingDay;
  base: string;
  onRated: (rating: MyMeetingDay['ratings'][number]) => void;
  onProblem: (message: string | null) => void;
}) {
  const { t } = useMatchingDayI18n();
  const network = useMatchingI18n().t('mt.network');
  const api = useApi();
  const outcomes = stage === 'MEETING' ? MEETING_OUTCOMES : FOLLOW_UP_OUTCOMES;
  const [score, setScore] = useState(0);
  const [outcome, setOutcome] = useState('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const done = day.ratings.find((r) => r.stage === stage);
  const id = `rate-${stage}-${base.split('/')[5]}`;
  if (done) {
    return (
      <p>
        <strong>{t(`md.rating.${stage}`)}</strong>:{' '}
        {t('md.rating.done', { score: done.score, outcome: t(`md.outcome.${done.outcome}`) })}
      </p>
    );
  }
  if (!day.ratingOpen[stage]) {
    return stage === 'MEETING' ? <p className="form-hint">{t('md.rating.later')}</p> : null;
  }
  const submit = async () => {
    onProblem(null);
    setBusy(true);
    const res = await attempt(
      () =>
        api.post<{ rating: MyMeetingDay['ratings'][number] }>(`${base}/ratings`, {
          stage,
          score,
          outcome,
          comment,
        }),
      network,
    );
    setBusy(false);
    if (res.ok) onRated(res.data.rating);
    else onProblem(res.errors ? (Object.values(res.errors)[0] ?? res.message) : res.message);
  };
  return (
    <form
      className="meeting-day-rating"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend>{t(`md.rating.${stage}`)}</legend>
        <div role="radiogroup" aria-label={t('md.rating.score')} className="btn-row">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="rating-star">
              <input
                type="radio"
                name={`${id}-score`}
                value={n}
                checked={score === n}
                onChange={() => setScore(n)}
              />
              {n}
            </label>
          ))}
        </div>
        <label htmlFor={`${id}-outcome`} className="form-label">
          {t('md.rating.outcome')}
        </label>
        <select id={`${id}-outcome`} value={outcome} onChange={(e) => setOutcome(e.target.value)} required>
          <option value="">—</option>
          {outcomes.map((o) => (
            <option key={o} value={o}>
              {t(`md.outcome.${o}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-comment`} className="form-label">
          {t('md.rating.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={1000}
          onChange={(e) => setComment(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || score === 0 || !outcome}>
          {t('md.rating.submit')}
        </button>
      </fieldset>
    </form>
  );
}
