import { formatDateTime, formatPhone, instantOf } from '#domain/format.ts';

export { formatDate, formatDateTime } from '#domain/format.ts';

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

/** Clear values as people read them; masked ones (docs/decisions/0007-personal-data-and-access-log.md) already are. */
export function phoneText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.includes('*') ? value : formatPhone(value);
}

/** 19990315 → 1999-03-15. */
export function birthText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : value;
}
