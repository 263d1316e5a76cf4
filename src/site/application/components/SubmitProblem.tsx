import { Link } from 'react-router-dom';
import { useApplicationI18n } from '../i18n.ts';

export type Problem =
  { type: 'network' } | { type: 'duplicate' | 'conflict' | 'refused' | 'other'; message: string };

/**
 * What went wrong with a submission, under the submit button. A network failure keeps every answer and
 * offers to send again with the same Idempotency-Key (so a request that did arrive is not doubled); a
 * 403 was already alerted by the client, so it is shown here without a second announcement.
 */
export function SubmitProblem({ problem }: { problem: Problem | null }) {
  const { t } = useApplicationI18n();
  if (!problem) return null;
  if (problem.type === 'network') {
    return (
      <div className="ap-alert" role="alert">
        <p className="ap-alert-title">{t('ap.submit.networkTitle')}</p>
        <p>{t('ap.submit.networkBody')}</p>
        <p>
          <button type="submit" className="btn btn-primary">
            {t('ap.submit.retry')}
          </button>
        </p>
      </div>
    );
  }
  return (
    <div className="ap-alert" role={problem.type === 'refused' ? undefined : 'alert'}>
      <p className="ap-alert-title">{problem.message}</p>
      {(problem.type === 'duplicate' || problem.type === 'conflict') && (
        <p>
          <Link to="/form/application-fix" className="text-link">
            {t('nav.application.fix')}
          </Link>
        </p>
      )}
    </div>
  );
}
