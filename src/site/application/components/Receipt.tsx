import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { formatDateTime } from '#domain/format.ts';
import { KIND_LABELS } from '#domain/labels.ts';
import { useApplicationI18n } from '../i18n.ts';
import { useApplicationWindow } from '../hooks/useApplicationWindow.ts';
import type { UploadItem } from '../hooks/useUploads.ts';
import type { ApplicationRecord } from '../types.ts';
import type { DocKey } from '../wizard/documents.ts';
import { fromRecord } from '../wizard/values.ts';
import { CopyButton } from './CopyButton.tsx';
import { SummaryView } from './SummaryView.tsx';
import { UploadList } from './UploadList.tsx';

/**
 * The receipt (접수증) after a submission: the receipt number, the time it was received in Seoul, the
 * summary, the documents' upload progress, and a Print button; the print style leaves only this.
 */
export function Receipt({
  record,
  uploads,
  onRetryUpload,
  onRemoveUpload,
  updated = false,
}: {
  record: ApplicationRecord;
  uploads: UploadItem[];
  onRetryUpload(key: DocKey): void;
  onRemoveUpload(key: DocKey): void;
  /** After a correction rather than a first submission. */
  updated?: boolean;
}) {
  const { t, tl, locale } = useApplicationI18n();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  const { schedules } = useApplicationWindow(record.scheduleId);
  const schedule = schedules.find((s) => s._id === record.scheduleId);
  const application = record.kind === 'APPLICATION';
  const missing = application && Object.keys(record.files ?? {}).length === 0 && uploads.length === 0;

  return (
    // what the page asks the applicant to keep: never under the site's copy protection
    <section className="ap-receipt" aria-labelledby="ap-receipt-title" data-copyable="">
      <div className="ap-alert is-ok">
        <h2 id="ap-receipt-title" ref={title} tabIndex={-1} className="ap-card-title">
          {updated
            ? t('ap.receipt.titleUpdated')
            : application
              ? t('ap.receipt.title')
              : t('ap.receipt.titleRegistration')}
        </h2>
        <p>
          {updated
            ? t('ap.receipt.bodyUpdated')
            : application
              ? t('ap.receipt.body')
              : t('ap.receipt.bodyRegistration')}
        </p>
      </div>
      <dl className="ap-receipt-no">
        <dt>{t('ap.receipt.number')}</dt>
        <dd>
          <span data-testid="receipt-no">{record.receiptNo}</span>{' '}
          <CopyButton text={record.receiptNo} label={t('ap.receipt.copy')} />
        </dd>
      </dl>
      <dl className="ap-summary ap-review-section">
        <div>
          <dt>{t('ap.receipt.submittedAt')}</dt>
          <dd>
            <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>{' '}
            <span className="ap-muted">({t('status.timezone')})</span>
          </dd>
        </div>
        <div>
          <dt>{t('ap.review.kind')}</dt>
          <dd>{tl(KIND_LABELS[record.kind])}</dd>
        </div>
        <div>
          <dt>{t('ap.field.round')}</dt>
          <dd lang={contentLang(schedule?.title, locale)}>
            {schedule?.title || t('status.round', { round: record.round })}
          </dd>
        </div>
      </dl>
      <UploadList items={uploads} onRetry={onRetryUpload} onRemove={onRemoveUpload} />
      {missing && <p className="ap-alert is-info">{t('ap.receipt.noDocuments')}</p>}
      <SummaryView values={fromRecord(record)} schedules={schedules} verified={record.verified} />
      <div className="ap-actions ap-no-print">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t('ap.receipt.print')}
        </button>
        <Link to={`/form/application/${record._id}`} className="btn btn-outline">
          {t('ap.receipt.open')}
        </Link>
        <Link to="/application" className="btn btn-outline">
          {t('nav.application.landing')}
        </Link>
      </div>
      <p className="ap-hint">{t('ap.receipt.keep')}</p>
    </section>
  );
}
