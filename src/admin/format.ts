import { formatDateTime, instantOf } from '../../domain/format.ts';

export { formatDate, formatDateTime } from '../../domain/format.ts';

/** An API instant as the value of `<input type="datetime-local">` in Seoul time ('' when empty). */
export function toSeoulInputValue(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const seoul = formatDateTime(value);
  return seoul && `${seoul.slice(0, 10)}T${seoul.slice(11, 16)}`;
}

/** A datetime-local value read as Seoul wall time, as the ISO 8601 UTC instant the API takes (null when empty). */
export function fromSeoulInputValue(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const ms = instantOf(value);
  return ms === null ? null : new Date(ms).toISOString();
}

/** For DataTable cells: Seoul 'YYYY-MM-DD HH:mm:ss'. */
export const dateTimeCell = (value: unknown): string =>
  typeof value === 'string' || value instanceof Date ? formatDateTime(value) : '';
