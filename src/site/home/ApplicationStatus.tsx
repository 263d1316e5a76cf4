import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { applicationWindowStatus, windowMessage, type WindowStatus } from '#domain/applicationWindow.ts';
import { contentLang } from '#domain/contentLang.ts';
import { formatDateTime } from '#domain/format.ts';
import { useApiData } from '../api.tsx';
import { useI18n } from '../i18n.tsx';
import { ArrowRightIcon, ClockIcon } from '../layout/icons.tsx';
import type { Schedule } from '../types.ts';

type Shown = { schedule: Schedule; status: WindowStatus };

const RANK: Record<WindowStatus['state'], number> = {
  open: 0,
  beforeOpen: 1,
  stopped: 2,
  closed: 3,
  hidden: 4,
};

/**
 * The round to feature on the home: an open one, else the next to open, else a stopped one, else the
 * latest closed one. Hidden rounds never show.
 */
export function pickSchedule(schedules: readonly Schedule[], now: number): Shown | null {
  const shown = schedules
    .map((schedule) => ({ schedule, status: applicationWindowStatus(schedule, now, { place: 'landing' }) }))
    .filter((s) => s.status.state !== 'hidden')
    .sort(
      (a, b) =>
        RANK[a.status.state] - RANK[b.status.state] ||
        (a.status.state === 'closed'
          ? b.schedule.round - a.schedule.round
          : a.schedule.round - b.schedule.round),
    );
  return shown[0] ?? null;
}

/** Splits a duration into days, hours, minutes and seconds, the last three two-digit. */
export function splitDuration(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    days: Math.floor(total / 86_400),
    hours: pad(Math.floor((total % 86_400) / 3600)),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
  };
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

/** The current application window (SPEC § 4) with a countdown before it opens, linking to /application. */
export function ApplicationStatus() {
  const { t, locale } = useI18n();
  const { data, error, loading } = useApiData<{ schedules: Schedule[] }>('/api/v1/application/schedules');
  const schedules = data?.schedules ?? [];
  const now = useNow(schedules.length > 0);
  const shown = pickSchedule(schedules, now);

  let body;
  if (loading && !data) {
    body = <p className="status-message">{t('page.loading')}</p>;
  } else if (error && !data) {
    body = <p className="status-message">{t('status.error')}</p>;
  } else if (!shown) {
    body = <p className="status-message">{t('status.none')}</p>;
  } else {
    const { schedule, status } = shown;
    const state = status.state as Exclude<WindowStatus['state'], 'hidden'>;
    const message = state === 'open' ? t('status.openMessage') : windowMessage(status, locale);
    body = (
      <>
        <div className="status-head">
          <span className={`status-badge is-${state}`}>{t(`status.state.${state}`)}</span>
          <h3 className="status-title" lang={contentLang(schedule.title, locale, schedule.lang?.title)}>
            {schedule.title || t('status.round', { round: schedule.round })}
          </h3>
        </div>
        {message && <p className="status-message">{message}</p>}
        <dl className="status-facts">
          <div>
            <dt>{t('status.period')}</dt>
            <dd>
              <time dateTime={schedule.openAt}>{formatDateTime(schedule.openAt)}</time> ~{' '}
              <time dateTime={schedule.deadAt}>{formatDateTime(schedule.deadAt)}</time>{' '}
              <span className="status-tz">({t('status.timezone')})</span>
            </dd>
          </div>
          {state === 'beforeOpen' && status.msUntilOpen !== null && (
            <div className="status-countdown">
              <dt>
                <ClockIcon width={18} height={18} /> {t('status.countdown')}
              </dt>
              <dd>
                {/* the timer lives inside the dd: a dl may hold only dt/dd groups (WCAG 1.3.1) */}
                <span role="timer">{t('status.countdownValue', splitDuration(status.msUntilOpen))}</span>
              </dd>
            </div>
          )}
        </dl>
      </>
    );
  }

  return (
    <section className="home-status" aria-labelledby="status-title">
      <div className="container status-inner">
        <div className="status-main">
          <h2 id="status-title" className="status-label">
            {t('status.heading')}
          </h2>
          {body}
        </div>
        <Link to="/application" className="btn btn-primary status-cta">
          {t('status.cta')}
          <ArrowRightIcon width={18} height={18} />
        </Link>
      </div>
    </section>
  );
}
