import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '#domain/format.ts';
import type { SiteKey } from '#locales/ko/site.ts';
import { useApiData } from '../api.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { useI18n } from '../i18n.tsx';
import type { Schedule } from '../types.ts';
import './guide.css';

interface Step {
  key: string;
  links: { to: string; label: SiteKey }[];
}

/** The application process, in order; each step links to where it happens. */
const STEPS: readonly Step[] = [
  { key: 'check', links: [{ to: '/subscription/condition', label: 'guide.link.condition' }] },
  {
    key: 'notice',
    links: [
      { to: '/subscription/recruitment', label: 'guide.link.recruitment' },
      { to: '/center/notice', label: 'nav.center.notice' },
    ],
  },
  {
    key: 'documents',
    links: [
      { to: '/subscription/document', label: 'guide.link.documents' },
      { to: '/center/download', label: 'nav.center.download' },
    ],
  },
  {
    key: 'apply',
    links: [
      { to: '/form/application', label: 'guide.link.apply' },
      { to: '/ex', label: 'guide.link.example' },
    ],
  },
  { key: 'fix', links: [{ to: '/form/application-fix', label: 'guide.link.fix' }] },
  { key: 'review', links: [{ to: '/center/inquiry', label: 'nav.center.inquiry' }] },
  { key: 'result', links: [{ to: '/center/notice', label: 'nav.center.notice' }] },
  { key: 'contract', links: [{ to: '/center/faqs', label: 'nav.center.faqs' }] },
];

const DOCUMENTS: readonly { key: string; who: 'all' | 'married' | 'car' }[] = [
  { key: 'resident', who: 'all' },
  { key: 'family', who: 'all' },
  { key: 'insurance', who: 'all' },
  { key: 'income', who: 'all' },
  { key: 'marriage', who: 'married' },
  { key: 'car', who: 'car' },
];

/**
 * /guide — how to apply, step by step: what to check, which documents to prepare, the timeline of the
 * current round (its real dates from GET /api/v1/application/schedules) and where each step happens.
 */
export function GuidePage() {
  const { t } = useI18n();
  const schedules = useApiData<{ schedules: Schedule[] }>('/api/v1/application/schedules');
  const [now] = useState(() => Date.now());
  const round =
    schedules.data?.schedules.find((s) => Date.parse(s.deadAt) >= now) ?? schedules.data?.schedules.at(-1);

  return (
    <CenterPage title={t('guide.title')} description={t('guide.meta')}>
      <p className="guide-lead">{t('guide.lead')}</p>

      <section className="guide-section" aria-labelledby="guide-steps">
        <h2 id="guide-steps" className="guide-title">
          {t('guide.steps.title')}
        </h2>
        <ol className="guide-steps">
          {STEPS.map((step, index) => (
            <li key={step.key} className="guide-step">
              <span className="guide-step-num" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3 className="guide-step-title">
                  <span className="visually-hidden">{t('guide.stepLabel', { n: index + 1 })} </span>
                  {t(`guide.step.${step.key}.title` as SiteKey)}
                </h3>
                <p>{t(`guide.step.${step.key}.desc` as SiteKey)}</p>
                <ul className="guide-links">
                  {step.links.map((link) => (
                    <li key={link.to + link.label}>
                      <Link to={link.to} className="text-link">
                        {t(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="guide-section" aria-labelledby="guide-docs">
        <h2 id="guide-docs" className="guide-title">
          {t('guide.docs.title')}
        </h2>
        <p className="guide-section-lead">{t('guide.docs.lead')}</p>
        <div className="guide-table-scroll" tabIndex={0} role="region" aria-labelledby="guide-docs">
          <table className="guide-table">
            <caption className="visually-hidden">{t('guide.docs.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('guide.docs.name')}</th>
                <th scope="col">{t('guide.docs.who')}</th>
                <th scope="col">{t('guide.docs.where')}</th>
              </tr>
            </thead>
            <tbody>
              {DOCUMENTS.map((doc) => (
                <tr key={doc.key}>
                  <th scope="row">{t(`guide.doc.${doc.key}` as SiteKey)}</th>
                  <td>{t(`guide.who.${doc.who}` as SiteKey)}</td>
                  <td>{t(`guide.doc.${doc.key}.where` as SiteKey)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="guide-notes">
          <li>{t('guide.docs.note1')}</li>
          <li>{t('guide.docs.note2')}</li>
          <li>{t('guide.docs.note3')}</li>
        </ul>
      </section>

      <section className="guide-section" aria-labelledby="guide-timeline">
        <h2 id="guide-timeline" className="guide-title">
          {t('guide.timeline.title')}
        </h2>
        <ol className="guide-timeline">
          <li>
            <p className="timeline-when">
              {round ? (
                <>
                  {formatDateTime(round.openAt).slice(0, 16)} ~ {formatDateTime(round.deadAt).slice(0, 16)}
                </>
              ) : (
                t('guide.timeline.tbd')
              )}
            </p>
            <p className="timeline-what">
              {round
                ? t('guide.timeline.apply', { round: round.title || String(round.round) })
                : t('guide.timeline.applyNone')}
            </p>
          </li>
          {(['review', 'result', 'contract', 'movein'] as const).map((key) => (
            <li key={key}>
              <p className="timeline-when">{t(`guide.timeline.${key}.when` as SiteKey)}</p>
              <p className="timeline-what">{t(`guide.timeline.${key}` as SiteKey)}</p>
            </li>
          ))}
        </ol>
        <p className="guide-notes-single">{t('guide.timeline.note')}</p>
      </section>

      <section className="guide-cta" aria-labelledby="guide-cta-title">
        <h2 id="guide-cta-title">{t('guide.cta.title')}</h2>
        <p>{t('guide.cta.body')}</p>
        <div className="guide-cta-actions">
          <Link to="/form/application" className="btn btn-accent">
            {t('guide.link.apply')}
          </Link>
          <Link to="/ex" className="btn btn-light">
            {t('guide.link.example')}
          </Link>
          <Link to="/center/inquiry/write" className="btn btn-light">
            {t('inquiry.write')}
          </Link>
        </div>
      </section>
    </CenterPage>
  );
}

export default GuidePage;
