import { useParams } from 'react-router-dom';
import { useApplicationI18n } from '../i18n.ts';
import { ApplicantGate } from '../components/ApplicantGate.tsx';
import { useApplicantData } from '../hooks/useApplicantData.ts';
import type { ApplicationRecord } from '../types.ts';
import { EditApplication } from './EditApplication.tsx';
import { PageFrame } from './PageFrame.tsx';

/** `/form/application/{_application}`: one's own application, to read and to correct while open. */
export function MyApplicationPage() {
  const { t } = useApplicationI18n();
  const { _application: id = '' } = useParams();
  const { state, reload } = useApplicantData<{ application: ApplicationRecord }>(
    `/api/v1/application/${encodeURIComponent(id)}`,
  );
  return (
    <PageFrame title={t('page.applicationDetail')} wide>
      <ApplicantGate state={state} reload={reload}>
        {({ application }) => (
          <>
            <p className="ap-lead">{t('ap.edit.lead', { receiptNo: application.receiptNo })}</p>
            <EditApplication record={application} onSaved={reload} />
          </>
        )}
      </ApplicantGate>
    </PageFrame>
  );
}

export default MyApplicationPage;
