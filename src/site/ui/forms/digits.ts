import type { UseFormRegisterReturn } from 'react-hook-form';
import { digitFieldValue, type DigitFieldKind } from '#domain/format.ts';

/**
 * A number field of the site (phone, birth and other dates, business number): whatever is typed or
 * pasted is normalised, kept to its digits and cut to its length (domain digitFieldValue), so
 * "010-2345-6789" or "１９９９.０３.１５" pasted becomes the digits the rule asks for instead of an error.
 * Such fields carry no maxLength attribute: the browser cuts a paste to it before this sees the text.
 * Pasting is never blocked.
 */
export function digitsOnly(registration: UseFormRegisterReturn, kind: DigitFieldKind): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement; type?: unknown }) => {
      const digits = digitFieldValue(event.target.value, kind);
      if (digits !== event.target.value) event.target.value = digits;
      return registration.onChange(event);
    },
  };
}

/** Digits grouped by three as typed (38030000 → 38,030,000), for amounts in won. */
export function groupedDigits(registration: UseFormRegisterReturn): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement; type?: unknown }) => {
      const digits = event.target.value.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
      const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      if (grouped !== event.target.value) event.target.value = grouped;
      return registration.onChange(event);
    },
  };
}
