import { TextField } from '@mui/material';

/**
 * The reason typed into a console dialog (a rejection, a cancellation): up to 500 characters, the limit of
 * the domain's reason schemas (domain/schemas/member.ts, domain/schemas/matchingOffer.ts), with the
 * problem, if any, under it.
 */
export function ReasonField({
  label,
  value,
  error,
  onChange,
  multiline = false,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
  multiline?: boolean;
}) {
  return (
    <TextField
      autoFocus
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      label={label}
      value={value}
      error={Boolean(error)}
      helperText={error ?? ' '}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}
