import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '#domain/format.ts';
import { KIND_LABELS } from '#domain/labels.ts';
import { useApplicationI18n } from '../i18n.ts';
import type { ApplicationSummary } from '../types.ts';
import { SupplementPanel } from './SupplementPanel.tsx';

/**
 * The applicant's own applications after proving who they are, newest first, each to open; an open 보완요청
 * is answered right here (SupplementPanel), and `onChanged` reads the list again after an upload.
 */
export function ApplicationList({
  applications,
  onChanged,
}: {
  applications: ApplicationSummary[];
  onChanged?: () => void;
}) {
  const { t, tl } = useApplicationI18n();
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const sorted = [...applications].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (sorted.length === 0) return <p className="ap-alert is-info">{t('ap.lookup.none')}</p>;
  return (
    // the applicant's own results: never under the site's copy protection
    <section aria-labelledby="ap-list-title" data-copyable="">
      <h2 id="ap-list-title" className="ap-section-title">
        {t('ap.lookup.listTitle', { count: sorted.length })}
      </h2>
      <ul className="ap-list">
        {sorted.map((a) => (
          <li key={a._id} className="ap-list-item">
            <div className="ap-list-item-head">
              <span className={`ap-badge ${a.kind === 'APPLICATION' ? 'is-info' : ''}`}>
                {tl(KIND_LABELS[a.kind])}
              </span>
              <strong>{t('status.round', { round: a.round })}</strong>
            </div>
            <dl className="ap-summary">
              <div>
                <dt>{t('ap.receipt.number')}</dt>
                <dd>{a.receiptNo}</dd>
              </div>
              <div>
                <dt>{t('ap.receipt.submittedAt')}</dt>
                <dd>{formatDateTime(a.createdAt)}</dd>
              </div>
            </dl>
            {a.supplement ? (
              <SupplementPanel
                applicationId={a._id}
                supplement={a.supplement}
                onUploaded={(done) => {
                  if (done) setAnswered((current) => new Set(current).add(a._id));
                  onChanged?.();
                }}
              />
            ) : null}
            {answered.has(a._id) && !a.supplement ? (
              <p className="ap-alert is-ok" role="status">
                {t('ap.supplement.done')}
              </p>
            ) : null}
            <div className="ap-list-item-actions">
              <Link to={`/form/application/${a._id}`} className="btn btn-primary">
                {t('ap.lookup.open')}
              </Link>
              <Link to={`/application/inquiry/${a._id}`} className="btn btn-outline">
                {t('ap.lookup.status')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
