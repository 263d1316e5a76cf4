import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { DigitFieldKind } from '#domain/format.ts';
import { localizeText } from '#domain/messages/index.ts';
import { digitsOnly } from './forms/digits.ts';
import { useI18n } from '../i18n.tsx';

interface Common {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** A field message: the Korean text of a domain schema or a server message (already localized). */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/** The ids and ARIA that tie a field to its hint and error (KWCAG 3.3: 레이블 제공, 오류 정정). */
function useFieldAria({ id, error, hint, required }: Common) {
  const { locale } = useI18n();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    text: error ? localizeText(error, locale) : undefined,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
      'aria-required': required || undefined,
    },
  };
}

/** The star is for the eye; screen readers hear "required" from aria-required on the field. */
export function FieldLabel({
  id,
  label,
  required,
}: {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
}) {
  return (
    <label htmlFor={id} className="form-label">
      {label}
      {required && (
        <span className="form-required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}

function Messages({
  hint,
  hintId,
  errorId,
  text,
}: {
  hint?: ReactNode;
  hintId?: string | undefined;
  errorId?: string | undefined;
  text?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      {text && (
        <p id={errorId} className="form-error">
          {text}
        </p>
      )}
    </>
  );
}

export function TextField(
  props: Common &
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
      /** A phone, date or business number: keeps the digits of what is typed or pasted. */
      digits?: DigitFieldKind | undefined;
    },
) {
  const { id, label, registration, error, hint, required, digits, ...rest } = props;
  const field = useFieldAria(props);
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        className="form-input"
        {...field.aria}
        {...(digits && { inputMode: 'numeric' })}
        {...rest}
        {...(digits ? digitsOnly(registration, digits) : registration)}
      />
      <Messages hint={hint} hintId={field.hintId} errorId={field.errorId} text={field.text} />
    </div>
  );
}

export function TextArea(props: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>) {
  const { id, label, registration, error, hint, required, ...rest } = props;
  const field = useFieldAria(props);
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <textarea id={id} className="form-input form-textarea" {...field.aria} {...rest} {...registration} />
      <Messages hint={hint} hintId={field.hintId} errorId={field.errorId} text={field.text} />
    </div>
  );
}

export function CheckField(props: Common & { children?: ReactNode }) {
  const { id, label, registration, error, hint, children } = props;
  const field = useFieldAria(props);
  return (
    <div className={`form-field form-check${error ? ' has-error' : ''}`}>
      {children}
      <div className="form-check-row">
        <input id={id} type="checkbox" {...field.aria} {...registration} />
        <label htmlFor={id}>{label}</label>
      </div>
      <Messages hint={hint} hintId={field.hintId} errorId={field.errorId} text={field.text} />
    </div>
  );
}

/**
 * The honeypot: a field people never meet (off-screen, hidden from assistive technology, out of the tab
 * order). Bots that fill every input fill it too, and the server refuses them.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
