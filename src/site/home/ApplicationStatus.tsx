import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { windowMessage, type WindowStatus } from '#domain/applicationWindow.ts';
import { contentLang } from '#domain/contentLang.ts';
import { formatDateTime } from '#domain/format.ts';
import { useApiData } from '../api.tsx';
import { useI18n } from '../i18n.tsx';
import { ArrowRightIcon, ClockIcon } from '../ui/icons.tsx';
import type { Schedule } from '../types.ts';
import { pickSchedule, splitDuration } from '../ui/schedules.ts';

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

/**
 * The current application window (docs/spec.md § 4) with a countdown before it opens, linking to
 * /application.
 */
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
