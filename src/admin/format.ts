import { formatDateTime, toDayjs } from '../../domain/format.ts';

export { formatDate, formatDateTime } from '../../domain/format.ts';

/** An API instant as the value of `<input type="datetime-local">` in Seoul time ('' when empty). */
export function toSeoulInputValue(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  return toDayjs(value)?.format('YYYY-MM-DDTHH:mm') ?? '';
}

/** A datetime-local value read as Seoul wall time, as the ISO 8601 UTC instant the API takes (null when empty). */
export function fromSeoulInputValue(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return toDayjs(value)?.toISOString() ?? null;
}

/** For DataTable cells: Seoul 'YYYY-MM-DD HH:mm:ss'. */
export const dateTimeCell = (value: unknown): string =>
  typeof value === 'string' || value instanceof Date ? formatDateTime(value) : '';
