import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../i18n.tsx';
import { LockIcon } from './SearchIcon.tsx';

/**
 * Asks for the password of an anonymous record (inquiry, post, comment) before it opens, changes or goes.
 * `onSubmit` answers an error message to show, or null when the password was right. The field gets focus
 * when the form appears, and the error is announced (role="alert").
 */
export function PasswordForm({
  title,
  description,
  submitLabel,
  onSubmit,
  onCancel,
  compact = false,
  autoFocus = true,
}: {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  onSubmit: (password: string) => Promise<string | null>;
  onCancel?: () => void;
  compact?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(t('password.required'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    const problem = await onSubmit(password).finally(() => setBusy(false));
    setError(problem);
    if (problem) {
      setPassword('');
      input.current?.focus();
    }
  };

  const errorId = `${id}-error`;
  return (
    <form
      className={`password-form${compact ? ' is-compact' : ''}`}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <p id={`${id}-title`} className="password-form-title">
        <LockIcon /> {title}
      </p>
      {description && <p className="password-form-desc">{description}</p>}
      <div className="password-form-row">
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('password.label')}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          type="password"
          className="form-input"
          value={password}
          autoComplete="current-password"
          maxLength={100}
          placeholder={t('password.label')}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        )}
      </div>
      <p id={errorId} className="form-error" role="alert">
        {error ?? ''}
      </p>
    </form>
  );
}
