import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  AUTHOR_NAME_MAX,
  WRITE_PASSWORD_MAX,
  WRITE_PASSWORD_MIN,
  WRITE_TITLE_MAX,
} from '#domain/schemas/question.ts';
import { useI18n } from '../i18n.tsx';
import { TextField } from './Field.tsx';

/** A new inquiry's or post's empty fields: title, text, the guest's name and password, the bots' trap. */
export const EMPTY_WRITE_VALUES = {
  title: '',
  content: '',
  name: '',
  password: '',
  passwordConfirm: '',
  website: '',
};

/** The top of a write form: its heading (which names the form), the required-fields legend and the title. */
export function WriteFormHead({
  heading,
  titleId,
  registration,
  error,
}: {
  heading: string;
  titleId: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <>
      <h2 id="write-title" className="write-title">
        {heading}
      </h2>
      <p className="form-legend">{t('form.requiredLegend')}</p>
      <TextField
        id={titleId}
        label={t('form.title')}
        required
        maxLength={WRITE_TITLE_MAX}
        registration={registration}
        error={error}
      />
    </>
  );
}

/** The password a guest sets on a new inquiry, post or comment, with its rule as the hint. */
export function NewPasswordField({
  id,
  registration,
  error,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <TextField
      id={id}
      type="password"
      label={t('form.password')}
      required
      autoComplete="new-password"
      maxLength={WRITE_PASSWORD_MAX}
      hint={t('form.passwordHint', { min: WRITE_PASSWORD_MIN, max: WRITE_PASSWORD_MAX })}
      registration={registration}
      error={error}
    />
  );
}

/**
 * The guest's name on a new or edited inquiry or post, and on a new one the password that later opens,
 * edits and deletes it.
 */
export function WriteAuthorFields({
  idPrefix,
  nameHint,
  askPassword,
  register,
  errors,
}: {
  idPrefix: string;
  nameHint: string;
  askPassword: boolean;
  register: (name: 'name' | 'password' | 'passwordConfirm') => UseFormRegisterReturn;
  errors: Partial<Record<'name' | 'password' | 'passwordConfirm', { message?: string | undefined }>>;
}) {
  const { t } = useI18n();
  return (
    <>
      <div className="form-row">
        <TextField
          id={`${idPrefix}-name`}
          label={t('form.name')}
          required
          autoComplete="name"
          maxLength={AUTHOR_NAME_MAX}
          hint={nameHint}
          registration={register('name')}
          error={errors.name?.message}
        />
      </div>
      {askPassword && (
        <WritePasswordPair
          idPrefix={idPrefix}
          password={register('password')}
          confirm={register('passwordConfirm')}
          errors={{ password: errors.password?.message, passwordConfirm: errors.passwordConfirm?.message }}
        />
      )}
    </>
  );
}

/**
 * The password a guest sets on a new inquiry or post, typed twice: it is what later opens, edits and
 * deletes the record, so both write forms ask for it the same way.
 */
export function WritePasswordPair({
  idPrefix,
  password,
  confirm,
  errors,
}: {
  idPrefix: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string | undefined; passwordConfirm?: string | undefined };
}) {
  const { t } = useI18n();
  return (
    <div className="form-row">
      <NewPasswordField id={`${idPrefix}-password`} registration={password} error={errors.password} />
      <TextField
        id={`${idPrefix}-password-confirm`}
        type="password"
        label={t('form.passwordConfirm')}
        required
        autoComplete="new-password"
        maxLength={WRITE_PASSWORD_MAX}
        registration={confirm}
        error={errors.passwordConfirm}
      />
    </div>
  );
}

/** The end of a write form: the message of a failed save, then cancel and submit. */
export function WriteFormFooter({
  problem,
  cancelTo,
  busy,
  submitLabel,
}: {
  problem: string | null;
  cancelTo: string;
  busy: boolean;
  submitLabel: string;
}) {
  const { t } = useI18n();
  return (
    <>
      {problem && (
        <p className="form-error form-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="form-actions">
        <Link to={cancelTo} className="btn btn-outline">
          {t('form.cancel')}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
