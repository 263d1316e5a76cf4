import { TextInput, type TextInputProps } from 'react-admin';
import { fromSeoulInputValue, toSeoulInputValue } from '../format.ts';

/**
 * A date-time picked as Seoul wall time whatever the manager's machine zone is, stored as the ISO 8601 UTC
 * instant the API takes. react-admin's DateTimeInput would use the browser's zone.
 */
export function SeoulDateTimeInput(props: Omit<TextInputProps, 'type' | 'format' | 'parse'>) {
  return (
    <TextInput
      {...props}
      type="datetime-local"
      format={toSeoulInputValue}
      parse={fromSeoulInputValue}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
