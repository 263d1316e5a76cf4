import type { ReactNode, Ref } from 'react';
import { useApplicationI18n } from '../i18n.ts';
import { RequiredMark } from './RequiredMark.tsx';

/**
 * An explicit 예/아니오 question whose answer starts unanswered (null, docs/spec.md § 3): neither radio is
 * checked until the applicant picks one, so nobody is taken to have no house or no car by default.
 */
export function YesNoField({
  id,
  legend,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  hint,
  disabled,
}: {
  id: string;
  legend: ReactNode;
  value: boolean | null | undefined;
  onChange(value: boolean): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useApplicationI18n();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const options = [
    { answer: true, label: t('ap.yes') },
    { answer: false, label: t('ap.no') },
  ];
  return (
    <fieldset className={`ap-field ap-yesno${error ? ' has-error' : ''}`} id={id}>
      <legend className="ap-label">
        {legend}
        <RequiredMark />
      </legend>
      {hint && (
        <p id={hintId} className="ap-hint">
          {hint}
        </p>
      )}
      <div className="ap-choice-list cols-2">
        {options.map(({ answer, label }, index) => (
          <label key={label} className="ap-choice">
            <input
              type="radio"
              name={id}
              value={String(answer)}
              checked={value === answer}
              disabled={disabled}
              ref={index === 0 ? inputRef : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={() => onChange(answer)}
              onBlur={onBlur}
            />
            <span className="ap-choice-text">
              <span className="ap-choice-label">{label}</span>
            </span>
          </label>
        ))}
      </div>
      {value === null || value === undefined ? <p className="ap-unanswered">{t('ap.unanswered')}</p> : null}
      {error && (
        <p id={errorId} className="ap-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
