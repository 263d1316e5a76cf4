import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useApplicationI18n } from '../i18n.ts';
import { TextField } from './TextField.tsx';
import { useErrorText } from './useErrorText.ts';

type PersonField = 'name' | 'phone' | 'birth';

/**
 * Name, mobile phone and birth date typed by hand — the alternative to the identity verification when
 * applying and when looking one's applications up. Once verified they are read-only with a badge.
 */
export function PersonFields(props: {
  idPrefix: string;
  register: (name: PersonField) => UseFormRegisterReturn;
  errors: FieldErrors<Record<PersonField, string>>;
  verified?: boolean;
}) {
  const { t } = useApplicationI18n();
  const err = useErrorText();
  const register = props.register;
  const e = props.errors;
  const lock = props.verified
    ? { readOnly: true, badge: <span className="ap-verified">{t('ap.identity.verified')}</span> }
    : {};
  return (
    <div className="ap-fields cols-2">
      <TextField
        id={`${props.idPrefix}-name`}
        label={t('ap.field.name')}
        required
        autoComplete="name"
        {...lock}
        registration={register('name')}
        error={err(e.name?.message)}
      />
      <TextField
        id={`${props.idPrefix}-phone`}
        label={t('ap.field.phone')}
        required
        type="tel"
        digits="phone"
        autoComplete="tel-national"
        hint={t('ap.field.phoneHint')}
        {...lock}
        registration={register('phone')}
        error={err(e.phone?.message)}
      />
      <TextField
        id={`${props.idPrefix}-birth`}
        label={t('ap.field.birth')}
        required
        digits="date"
        placeholder="YYYYMMDD"
        hint={t('ap.field.birthHint')}
        {...lock}
        registration={register('birth')}
        error={err(e.birth?.message)}
      />
    </div>
  );
}
