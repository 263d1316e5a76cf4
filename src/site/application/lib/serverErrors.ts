import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorBody } from '#src/api/client.ts';

/**
 * Puts a 400's field errors (`errors: { "spouse.name": "…" }`) on the form's fields, so each message
 * shows beside its field exactly like a client-side one. Returns the fields it marked, in order.
 */
export function applyServerErrors<T extends FieldValues>(
  body: ApiErrorBody,
  setError: UseFormSetError<T>,
  known: (field: string) => boolean = () => true,
): string[] {
  const fields = Object.entries(body.errors ?? {})
    .map(([field, message]) => [field.replace(/^body\./, '').replace(/\//g, '.'), message] as const)
    .filter(([field]) => known(field));
  for (const [field, message] of fields) setError(field as Path<T>, { type: 'server', message });
  return fields.map(([field]) => field);
}
