import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '#domain/format.ts';
import { KIND_LABELS } from '#domain/labels.ts';
import { useApplicationI18n } from '../i18n.ts';
import { ApplicantGate, ForgetProof } from '../components/ApplicantGate.tsx';
import { DocumentLinks } from '../components/DocumentLinks.tsx';
import { RoundStatus } from '../components/WindowBanner.tsx';
import { SummaryView } from '../components/SummaryView.tsx';
import { useApplicantData } from '../hooks/useApplicantData.ts';
import { useApplicationWindow } from '../hooks/useApplicationWindow.ts';
import type { ApplicationRecord } from '../types.ts';
import { fromRecord } from '../wizard/values.ts';
import { PageFrame } from './PageFrame.tsx';

/** `/application/inquiry/{_application}`: the status of one's own application, after proving who one is. */
export function InquiryPage() {
  const { t } = useApplicationI18n();
  const { _application: id = '' } = useParams();
  const { state, reload } = useApplicantData<{ application: ApplicationRecord }>(
    `/api/v1/application/${encodeURIComponent(id)}`,
  );
  return (
    <PageFrame title={t('page.applicationInquiry')}>
      <ApplicantGate state={state} reload={reload}>
        {({ application }) => <InquiryView record={application} onForget={reload} />}
      </ApplicantGate>
    </PageFrame>
  );
}

function InquiryView({ record, onForget }: { record: ApplicationRecord; onForget(): void }) {
  const { t, tl } = useApplicationI18n();
  const w = useApplicationWindow(record.scheduleId);
  const docs = Object.keys(record.files ?? {}).length;
  return (
    <>
      <section className="ap-card" aria-labelledby="ap-inquiry-title">
        <h2 id="ap-inquiry-title" className="ap-card-title">
          {t('ap.inquiry.title')}
        </h2>
        <dl className="ap-receipt-no">
          <dt>{t('ap.receipt.number')}</dt>
          <dd>{record.receiptNo}</dd>
        </dl>
        <dl className="ap-summary">
          <div>
            <dt>{t('ap.inquiry.status')}</dt>
            <dd>
              <span className="ap-badge is-ok">{t('ap.inquiry.received')}</span>{' '}
              {record.kind === 'APPLICATION' &&
                (docs > 0 ? t('ap.inquiry.documents', { count: docs }) : t('ap.inquiry.noDocuments'))}
            </dd>
          </div>
          <div>
            <dt>{t('ap.review.kind')}</dt>
            <dd>{tl(KIND_LABELS[record.kind])}</dd>
          </div>
          <div>
            <dt>{t('ap.receipt.submittedAt')}</dt>
            <dd>{formatDateTime(record.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('ap.inquiry.updatedAt')}</dt>
            <dd>{formatDateTime(record.updatedAt)}</dd>
          </div>
        </dl>
        <p className="ap-hint">{t('ap.inquiry.next')}</p>
      </section>
      {w.schedule && w.status && <RoundStatus schedule={w.schedule} status={w.status} now={w.now} />}
      {record.kind === 'APPLICATION' && (
        <section className="ap-review-section" aria-labelledby="ap-inquiry-docs">
          <div className="ap-review-head">
            <h3 id="ap-inquiry-docs">{t('ap.step.documents')}</h3>
          </div>
          <DocumentLinks files={record.files ?? {}} />
        </section>
      )}
      <SummaryView values={fromRecord(record)} schedules={w.schedules} verified={record.verified} />
      <div className="ap-actions">
        {w.writable && (
          <Link to={`/form/application/${record._id}`} className="btn btn-primary">
            {t('ap.inquiry.edit')}
          </Link>
        )}
        <Link to="/form/application-fix" className="btn btn-outline">
          {t('nav.application.fix')}
        </Link>
      </div>
      <ForgetProof onForget={onForget} />
    </>
  );
}

export default InquiryPage;
