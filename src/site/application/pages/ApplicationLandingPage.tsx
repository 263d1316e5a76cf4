import { Link } from 'react-router-dom';
import { applicationWindowStatus } from '#domain/applicationWindow.ts';
import { ELIGIBILITY } from '#domain/constants.ts';
import { formatNumber } from '#domain/format.ts';
import { useApplicationI18n } from '../i18n.ts';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import { RoundStatus, WindowBanner } from '../components/WindowBanner.tsx';
import { useApplicationWindow } from '../hooks/useApplicationWindow.ts';
import { MAX_UPLOAD_MB } from '../../ui/files.ts';
import { PageFrame } from './PageFrame.tsx';

const LINKS = [
  { to: '/form/application', title: 'nav.application.form', body: 'ap.landing.applyBody' },
  { to: '/form/registration', title: 'nav.registration.form', body: 'ap.landing.registerBody' },
  { to: '/form/application-fix', title: 'nav.application.fix', body: 'ap.landing.fixBody' },
  { to: '/subscription/condition', title: 'nav.subscription.condition', body: 'ap.landing.conditionBody' },
] as const;

/**
 * `/application`: the rounds with their state (dead2 once closed, docs/spec.md § 4) and countdown, how the
 * application goes, what to prepare, and the ways in.
 */
export function ApplicationLandingPage() {
  const { t } = useApplicationI18n();
  const w = useApplicationWindow(null, 'landing');
  const rounds = w.schedules
    .map((schedule) => ({ schedule, status: applicationWindowStatus(schedule, w.now, { place: 'landing' }) }))
    .filter((r) => r.status.state !== 'hidden')
    .sort((a, b) => b.schedule.round - a.schedule.round);

  return (
    <PageFrame title={t('nav.application.landing')}>
      <p className="ap-lead">{t('ap.landing.lead')}</p>
      <section aria-labelledby="ap-rounds-title">
        <h2 id="ap-rounds-title" className="ap-section-title">
          {t('status.heading')}
        </h2>
        {rounds.length === 0 ? (
          <WindowBanner window={w} />
        ) : (
          <div className="ap-rounds">
            {rounds.map(({ schedule, status }) => (
              <RoundStatus key={schedule._id} schedule={schedule} status={status} now={w.now} heading="h3" />
            ))}
          </div>
        )}
      </section>

      <nav aria-label={t('ap.landing.linksLabel')}>
        <ul className="ap-links">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="ap-link-card">
                <strong>
                  {t(link.title)} <ArrowRightIcon width={18} height={18} />
                </strong>
                <span>{t(link.body)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className="ap-card" aria-labelledby="ap-flow-title">
        <h2 id="ap-flow-title" className="ap-card-title">
          {t('ap.landing.flowTitle')}
        </h2>
        <ol className="ap-prepare is-numbered">
          {(['terms', 'identity', 'details', 'eligibility', 'documents', 'review'] as const).map((step) => (
            <li key={step}>
              <strong>{t(`ap.step.${step}`)}</strong> — {t(`ap.lead.${step}`)}
            </li>
          ))}
          <li>
            <strong>{t('ap.landing.receipt')}</strong> — {t('ap.landing.receiptBody')}
          </li>
        </ol>
      </section>

      <section className="ap-card" aria-labelledby="ap-prepare-title">
        <h2 id="ap-prepare-title" className="ap-card-title">
          {t('ap.landing.prepareTitle')}
        </h2>
        <ul className="ap-prepare">
          <li>{t('ap.landing.preparePhone')}</li>
          <li>
            {t('ap.landing.prepareEligibility', {
              min: ELIGIBILITY.ageMin,
              max: ELIGIBILITY.ageMax,
              years: ELIGIBILITY.newlywedWithinYears,
              limit: formatNumber(ELIGIBILITY.carValueLimitWon),
              year: ELIGIBILITY.carValueLimitYear,
            })}
          </li>
          <li>
            {t('ap.landing.prepareDocuments', { max: MAX_UPLOAD_MB })}{' '}
            <Link to="/subscription/document" className="text-link">
              {t('nav.subscription.document')}
            </Link>
          </li>
          <li>{t('ap.landing.prepareSpouse')}</li>
          <li>{t('ap.landing.prepareFix')}</li>
        </ul>
      </section>
    </PageFrame>
  );
}

export default ApplicationLandingPage;
