import { useApplicationI18n } from '../i18n.ts';
import { CreateApplication } from './CreateApplication.tsx';
import { PageFrame } from './PageFrame.tsx';

/** `/form/registration`: the interest registration (kind REGISTRATION). */
export function RegistrationPage() {
  const { t } = useApplicationI18n();
  return (
    <PageFrame title={t('nav.registration.form')} wide>
      <p className="ap-lead">{t('ap.registration.lead')}</p>
      <CreateApplication kind="REGISTRATION" />
    </PageFrame>
  );
}

export default RegistrationPage;
