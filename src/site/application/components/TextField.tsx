import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { DigitFieldKind } from '#domain/format.ts';
import { digitsOnly } from '../../ui/forms/digits.ts';
import { RequiredMark } from './RequiredMark.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  /** Shown after the label, e.g. "verified". */
  badge?: ReactNode;
  /** A phone, date or business number: keeps the digits of what is typed or pasted (src/site/forms/digits.ts). */
  digits?: DigitFieldKind;
}

/**
 * A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid), so a screen
 * reader hears the rule and the problem with the field (KWCAG 3.3). Paste and selection are never
 * blocked here: the site's copy protection leaves fields alone.
 */
export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  badge,
  required,
  digits,
  ...rest
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`ap-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className="ap-label">
        {label}
        {required && <RequiredMark />}
        {badge}
      </label>
      <input
        id={id}
        className="ap-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        aria-required={required || undefined}
        {...(digits && { inputMode: 'numeric' })}
        {...rest}
        {...(digits ? digitsOnly(registration, digits) : registration)}
      />
      {hint && (
        <p id={hintId} className="ap-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ap-error">
          {error}
        </p>
      )}
    </div>
  );
}
