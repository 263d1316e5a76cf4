import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RequiredMark } from './RequiredMark.tsx';

export interface Choice {
  value: string;
  label: ReactNode;
  /** the label's language when it is text someone wrote, as a round's title (see contentLang) */
  lang?: string | undefined;
  description?: ReactNode;
}

/**
 * A group of radio buttons under a legend, for a value from a short list (qualification type, supply
 * type, ranks). Each radio carries the group's error, so whichever one has focus announces it.
 */
export function ChoiceField({
  id,
  legend,
  choices,
  registration,
  error,
  hint,
  required,
  disabled,
  columns = 2,
}: {
  id: string;
  legend: ReactNode;
  choices: readonly Choice[];
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  columns?: 2 | 3;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={`ap-field ap-choices${error ? ' has-error' : ''}`} id={id}>
      <legend className="ap-label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={hintId} className="ap-hint">
          {hint}
        </p>
      )}
      <div className={`ap-choice-list cols-${columns}`}>
        {choices.map((choice) => (
          <label key={choice.value} className="ap-choice">
            <input
              type="radio"
              value={choice.value}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              {...registration}
            />
            <span className="ap-choice-text">
              <span className="ap-choice-label" lang={choice.lang}>
                {choice.label}
              </span>
              {choice.description && <span className="ap-choice-desc">{choice.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="ap-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
