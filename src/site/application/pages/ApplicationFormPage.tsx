import { useApplicationI18n } from '../i18n.ts';
import { CreateApplication } from './CreateApplication.tsx';
import { PageFrame } from './PageFrame.tsx';

/** `/form/application`: the subscription application (kind APPLICATION). */
export function ApplicationFormPage() {
  const { t } = useApplicationI18n();
  return (
    <PageFrame title={t('nav.application.form')} wide>
      <CreateApplication kind="APPLICATION" />
    </PageFrame>
  );
}

export default ApplicationFormPage;
