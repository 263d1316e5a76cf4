import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A digits-only field (phone, birth, dates, won): whatever is typed or pasted keeps only its digits, so
 * "010-1234-5678" pasted becomes the 01012345678 the rule asks for instead of an error. Pasting is
 * never blocked.
 */
export function digitsOnly(registration: UseFormRegisterReturn): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement; type?: unknown }) => {
      const digits = event.target.value.replace(/\D/g, '');
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
