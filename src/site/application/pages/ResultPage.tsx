import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '#src/api/client.ts';
import { useApi } from '../../api.tsx';
import { ApplicantGate, ForgetProof } from '../components/ApplicantGate.tsx';
import { useApplicantData } from '../hooks/useApplicantData.ts';
import { useApplicationI18n } from '../i18n.ts';
import { applicantToken } from '../lib/session.ts';
import type { ApplicationSummary, DrawResultAnswer } from '../types.ts';
import { PageFrame } from './PageFrame.tsx';

/** One application's result, or the server's reason there is none yet (before the announcement). */
function ResultCard({ application }: { application: ApplicationSummary }) {
  const { t, locale } = useApplicationI18n();
  const api = useApi();
  const [answer, setAnswer] = useState<{ result?: DrawResultAnswer; message?: string } | null>(null);
  useEffect(() => {
    let live = true;
    const token = applicantToken.get() ?? '';
    api
      .get<{ result: DrawResultAnswer }>(`/api/v1/application/${application._id}/result`, {
        headers: { 'X-Applicant-Token': token },
      })
      .then(
        (res) => live && setAnswer(res.ok ? { result: res.data.result } : { message: t('ap.loadFailed') }),
        (error: unknown) =>
          live && setAnswer({ message: error instanceof ApiError ? error.body.message : t('ap.loadFailed') }),
      );
    return () => {
      live = false;
    };
  }, [api, application._id, locale, t]);
  const result = answer?.result;
  return (
    <section className="ap-card" data-testid="draw-result">
      <h2>{t('ap.result.round', { round: application.round })}</h2>
      <p>
        {t('ap.result.receiptNo')}: <strong>{application.receiptNo}</strong>
      </p>
      {!answer && <p role="status">{t('page.loading')}</p>}
      {answer?.message && (
        <p className="ap-alert" role="alert">
          {answer.message}
        </p>
      )}
      {result && (
        <p className="ap-result" role="status">
          <strong>{t(`ap.result.${result.outcome}`)}</strong>
          {result.unitType && result.outcome !== 'NOT_DRAWN' && result.outcome !== 'LOST' && (
            <>
              {' · '}
              {t('ap.result.unitType')} {result.unitType}
            </>
          )}
          {result.reserveNo !== null && (
            <>
              {' · '}
              {t('ap.result.reserveNo')} {result.reserveNo}
            </>
          )}
        </p>
      )}
    </section>
  );
}

/**
 * `/application/result`: after proving who they are (the lookup, under its limits), the applicant sees
 * each application's draw result from the round's announcement time (docs/decisions/0028-verifiable-draw.md).
 */
export function ResultPage() {
  const { t } = useApplicationI18n();
  const { state, reload } = useApplicantData<{ applications: ApplicationSummary[] }>('/api/v1/application');
  return (
    <PageFrame title={t('ap.result.title')}>
      <p className="ap-lead">{t('ap.result.lead')}</p>
      <ApplicantGate state={state} reload={reload}>
        {(data) => {
          const mine = data.applications.filter((a) => a.kind === 'APPLICATION');
          return (
            <>
              {mine.length === 0 && <p>{t('ap.result.none')}</p>}
              {mine.map((a) => (
                <ResultCard key={a._id} application={a} />
              ))}
              <p>
                <Link to="/application/draw">{t('ap.draw.resultLink')}</Link>
              </p>
              <ForgetProof onForget={reload} />
            </>
          );
        }}
      </ApplicantGate>
    </PageFrame>
  );
}

export default ResultPage;
