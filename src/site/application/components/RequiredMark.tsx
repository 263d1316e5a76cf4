import { useApplicationI18n } from '../i18n.ts';

/** The star after a required field's label, read out as "required". */
export function RequiredMark() {
  const { t } = useApplicationI18n();
  return (
    <span className="ap-required">
      <span aria-hidden="true">*</span>
      <span className="visually-hidden">{t('ap.field.required')}</span>
    </span>
  );
}
