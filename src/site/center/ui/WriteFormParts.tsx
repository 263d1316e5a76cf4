import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { WRITE_PASSWORD_MAX, WRITE_PASSWORD_MIN } from '#domain/schemas/question.ts';
import { useI18n } from '../../i18n.tsx';
import { TextField } from './Field.tsx';

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
      <TextField
        id={`${idPrefix}-password`}
        type="password"
        label={t('form.password')}
        required
        autoComplete="new-password"
        maxLength={WRITE_PASSWORD_MAX}
        hint={t('form.passwordHint', { min: WRITE_PASSWORD_MIN, max: WRITE_PASSWORD_MAX })}
        registration={password}
        error={errors.password}
      />
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
