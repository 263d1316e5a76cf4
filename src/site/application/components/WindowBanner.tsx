import { windowMessage, type WindowStatus } from '#domain/applicationWindow.ts';
import { contentLang } from '#domain/contentLang.ts';
import { formatDateTime } from '#domain/format.ts';
import { splitDuration } from '../../ui/schedules.ts';

/** Whole seconds left, rounded up: the timer shows 1 second until the very moment it reaches 0. */
const left = (ms: number) => splitDuration(Math.ceil(ms / 1000) * 1000);
import { useApplicationI18n } from '../i18n.ts';
import { ClockIcon } from '../../ui/icons.tsx';
import type { Schedule } from '../../types.ts';
import type { ApplicationWindow } from '../hooks/useApplicationWindow.ts';

/**
 * One round's window (docs/spec.md § 4): the schedule's own message for beforeOpen / dead (dead2 on the
 * landing) / stop in Korean, the catalog's in English and Chinese (windowMessage), the period in Seoul
 * time and, before it opens, a countdown to the second. Only the message is a live region: a timer read
 * aloud every second would drown everything else.
 */
export function RoundStatus({
  schedule,
  status,
  now,
  note = false,
  writable = false,
  heading: Heading = 'strong',
}: {
  schedule: Schedule;
  status: WindowStatus;
  now: number;
  /** Forms say whether they can be sent now (`writable`); the landing says nothing. */
  note?: boolean;
  writable?: boolean;
  heading?: 'strong' | 'h2' | 'h3';
}) {
  const { t, locale } = useApplicationI18n();
  if (status.state === 'hidden') return null;
  const state = status.state;
  const deadIn = state === 'open' ? Date.parse(schedule.deadAt) - now : null;
  return (
    <section
      className={`ap-window is-${state}`}
      aria-label={t('ap.window.label', {
        round: schedule.title || t('status.round', { round: schedule.round }),
      })}
    >
      <div className="ap-window-head">
        <span className={`ap-badge is-${state}`}>{t(`status.state.${state}`)}</span>
        <Heading className="ap-window-title" lang={contentLang(schedule.title, locale, schedule.lang?.title)}>
          {schedule.title || t('status.round', { round: schedule.round })}
        </Heading>
      </div>
      <p className="ap-window-message" aria-live="polite">
        {state === 'open' ? t('status.openMessage') : windowMessage(status, locale)}
      </p>
      <dl className="ap-window-facts">
        <div>
          <dt>{t('status.period')}</dt>
          <dd>
            <time dateTime={schedule.openAt}>{formatDateTime(schedule.openAt)}</time> ~{' '}
            <time dateTime={schedule.deadAt}>{formatDateTime(schedule.deadAt)}</time>{' '}
            <span className="ap-muted">({t('status.timezone')})</span>
          </dd>
        </div>
        {state === 'beforeOpen' && status.msUntilOpen !== null && (
          <div className="ap-countdown">
            <dt>
              <ClockIcon width={18} height={18} /> {t('status.countdown')}
            </dt>
            <dd>
              <span role="timer" data-testid="countdown">
                {t('status.countdownValue', left(status.msUntilOpen))}
              </span>
            </dd>
          </div>
        )}
        {deadIn !== null && deadIn >= 0 && (
          <div className="ap-countdown">
            <dt>
              <ClockIcon width={18} height={18} /> {t('ap.window.untilDead')}
            </dt>
            <dd>
              <span role="timer">{t('status.countdownValue', left(deadIn))}</span>
            </dd>
          </div>
        )}
      </dl>
      {note && !writable && <p className="ap-window-note">{t('ap.window.readOnly')}</p>}
      {note && writable && state !== 'open' && (
        <p className="ap-window-note">{t('ap.window.registrationOpen')}</p>
      )}
    </section>
  );
}

/**
 * The banner while the round loads: the lines of a round's status (title, message, period, countdown),
 * blank, so that the form below does not jump down when they arrive (it moved by a third of a phone's
 * screen: Lighthouse's layout shift 0.34 on /form/application).
 */
function LoadingRound() {
  const { t } = useApplicationI18n();
  return (
    <section className="ap-window is-loading" aria-busy="true">
      <div className="ap-window-head">
        <span className="ap-badge" aria-hidden="true">
          {'\u00a0'}
        </span>
        <strong className="ap-window-title">{t('page.loading')}</strong>
      </div>
      <div aria-hidden="true">
        <p className="ap-window-message">{'\u00a0'}</p>
        <dl className="ap-window-facts">
          <div>
            <dt>{t('status.period')}</dt>
            <dd>
              {PERIOD_PLACEHOLDER} ({t('status.timezone')})
            </dd>
          </div>
          <div className="ap-countdown">
            <dt>{t('status.countdown')}</dt>
            <dd>{'\u00a0'}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

/** As wide as a period: two date-times and a tilde. */
const PERIOD_PLACEHOLDER = '0000-00-00 00:00:00 ~ 0000-00-00 00:00:00';

/** The window banner at the top of every form page: loading, no round, or the round's status. */
export function WindowBanner({ window: w }: { window: ApplicationWindow }) {
  const { t } = useApplicationI18n();
  if (w.loading) return <LoadingRound />;
  if (!w.schedule || !w.status || w.status.state === 'hidden') {
    return (
      <section className="ap-window is-closed">
        <p className="ap-window-message" role="status">
          {w.error ? t('status.error') : t('status.none')}
        </p>
        {w.error && (
          <button type="button" className="ap-link-button" onClick={w.refresh}>
            {t('ap.retry')}
          </button>
        )}
      </section>
    );
  }
  return <RoundStatus schedule={w.schedule} status={w.status} now={w.now} note writable={w.writable} />;
}
