import { formatPhone } from '../../../domain/format.ts';

/** Clear values as people read them; masked ones (0007) already are. */
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
