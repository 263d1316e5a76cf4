import { ApplicationList } from '../components/ApplicationList.tsx';
import { ApplicantGate, ForgetProof } from '../components/ApplicantGate.tsx';
import { WindowBanner } from '../components/WindowBanner.tsx';
import { useApplicantData } from '../hooks/useApplicantData.ts';
import { useApplicationWindow } from '../hooks/useApplicationWindow.ts';
import type { ApplicationSummary } from '../types.ts';
import { useApplicationI18n } from '../i18n.ts';
import { PageFrame } from './PageFrame.tsx';

/**
 * `/form/application-fix`: find one's own applications (identity verification, or name + phone +
 * birth) and open one to correct it while the window is open.
 */
export function ApplicationFixPage() {
  const { t } = useApplicationI18n();
  const appWindow = useApplicationWindow(null);
  const { state, reload } = useApplicantData<{ applications: ApplicationSummary[] }>('/api/v1/application');
  return (
    <PageFrame title={t('nav.application.fix')}>
      <p className="ap-lead">{t('ap.fix.lead')}</p>
      <WindowBanner window={appWindow} />
      <ApplicantGate state={state} reload={reload}>
        {(data) => (
          <>
            <ApplicationList applications={data.applications} onChanged={reload} />
            <ForgetProof onForget={reload} />
          </>
        )}
      </ApplicantGate>
    </PageFrame>
  );
}

export default ApplicationFixPage;
