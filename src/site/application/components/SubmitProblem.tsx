import { Link } from 'react-router-dom';
import { ApiError, type ApiErrorBody } from '#src/api/client.ts';
import { useApplicationI18n } from '../i18n.ts';

export type Problem =
  { type: 'network' } | { type: 'duplicate' | 'conflict' | 'refused' | 'other'; message: string };

/**
 * The problem a failed create (`creating`: a 409 is a duplicate, a 422 a conflict) or correction shows. A
 * 403 has been alerted by the client; the round may have been stopped or closed meanwhile, so `refused`
 * lets the banner show the state the 403 names at once.
 */
export function problemOf(error: unknown, refused: (body: ApiErrorBody) => void, creating: boolean): Problem {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429) {
    return { type: 'network' };
  }
  if (creating && error.status === 409) return { type: 'duplicate', message: error.body.message };
  if (creating && error.status === 422) return { type: 'conflict', message: error.body.message };
  if (error.status === 403) {
    refused(error.body);
    return { type: 'refused', message: error.body.message };
  }
  return { type: 'other', message: error.body.message };
}

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
