import { useState } from 'react';
import { Link } from 'react-router-dom';
import { applicationWindowStatus, type WindowState } from '#domain/applicationWindow.ts';
import { formatDateTime } from '#domain/format.ts';
import { useApiData } from '../../api.tsx';
import type { Schedule } from '../../types.ts';
import { PROCESS_STEPS } from '../data.ts';
import { DataTable } from '../DataTable.tsx';
import { useInfo } from '../i18n.ts';
import { InfoPage, MoreLink, Section } from '../InfoPage.tsx';

/** The rounds the public may see, newest last, with their window state now. */
function RoundSchedule() {
  const { t, ti } = useInfo();
  const { data, error, loading } = useApiData<{ schedules: Schedule[] }>('/api/v1/application/schedules');
  // The clock is read once when the page opens: states in a table of dates need no ticking.
  const [now] = useState(() => Date.now());
  const rows = (data?.schedules ?? [])
    .map((s) => ({ s, state: applicationWindowStatus(s, now, { place: 'landing' }).state }))
    .filter((r): r is { s: Schedule; state: Exclude<WindowState, 'hidden'> } => r.state !== 'hidden')
    .sort((a, b) => a.s.round - b.s.round);

  if (loading && !data) return <p className="status-line">{ti('info.recruitment.schedule.loading')}</p>;
  if (error && !data) return <p className="status-line">{t('status.error')}</p>;
  if (rows.length === 0) return <p className="status-line">{t('status.none')}</p>;
  return (
    <DataTable
      caption={ti('info.recruitment.schedule.caption')}
      captionHidden
      columns={[
        { label: ti('info.recruitment.schedule.round') },
        { label: ti('info.recruitment.schedule.period') },
        { label: ti('info.recruitment.schedule.state') },
      ]}
      rows={rows.map(({ s, state }) => [
        t('status.round', { round: s.round }),
        <>
          <time dateTime={s.openAt} className="nowrap">
            {formatDateTime(s.openAt)}
          </time>{' '}
          ~{' '}
          <time dateTime={s.deadAt} className="nowrap">
            {formatDateTime(s.deadAt)}
          </time>
        </>,
        <span className={`state-badge is-${state}`}>{t(`status.state.${state}`)}</span>,
      ])}
    />
  );
}

/** /subscription/recruitment: the rounds and their dates, the process from notice to move-in, how to apply. */
export function RecruitmentPage() {
  const { ti } = useInfo();
  return (
    <InfoPage
      title="nav.subscription.recruitment"
      description={ti('info.meta.recruitment')}
      lead={ti('info.recruitment.lead')}
    >
      <Section id="recruit-schedule" title={ti('info.recruitment.schedule.heading')}>
        <RoundSchedule />
      </Section>
      <Section id="recruit-process" title={ti('info.recruitment.process.heading')}>
        <ol className="timeline">
          {PROCESS_STEPS.map((step, i) => (
            <li key={step} className="timeline-step">
              <span className="timeline-no" aria-hidden="true">
                {i + 1}
              </span>
              <div className="timeline-body">
                <h3>
                  <span className="visually-hidden">{i + 1}. </span>
                  {ti(`info.recruitment.step.${step}.title`)}
                </h3>
                <p className="timeline-when">{ti(`info.recruitment.step.${step}.when`)}</p>
                <p>{ti(`info.recruitment.step.${step}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <div className="card-grid is-2">
        <section className="info-card" aria-labelledby="recruit-how">
          <h2 id="recruit-how" className="info-h3">
            {ti('info.recruitment.how.heading')}
          </h2>
          <ol className="number-list">
            {([1, 2, 3, 4] as const).map((n) => (
              <li key={n}>{ti(`info.recruitment.how.${n}`)}</li>
            ))}
          </ol>
          <p>
            <Link to="/application" className="btn btn-primary">
              {ti('info.recruitment.apply')}
            </Link>
          </p>
        </section>
        <section className="info-card" aria-labelledby="recruit-notice">
          <h2 id="recruit-notice" className="info-h3">
            {ti('info.recruitment.notice.heading')}
          </h2>
          <p>{ti('info.recruitment.notice.body')}</p>
          <p className="fine-print">{ti('info.common.perNotice')}</p>
          <p className="more-links">
            <MoreLink to="/center/notice">{ti('info.common.seeNotice')}</MoreLink>
            <MoreLink to="/subscription/document">{ti('info.condition.more.document')}</MoreLink>
          </p>
        </section>
      </div>
    </InfoPage>
  );
}

export default RecruitmentPage;
