/**
 * How personal data looks when it is not revealed
 * (docs/decisions/0007-personal-data-and-access-log.md § Masking). Pure, so the console and the server agree;
 * the server applies it before anything leaves.
 */

import { formatPhone } from './format.ts';

const STAR = '*';

/** 홍길동 → 홍*동, 남궁민수 → 남**수, 홍길 → 홍*, John Smith → J********h. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}${STAR}`;
  return `${chars[0]}${STAR.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** 010-1234-5678 or 01012345678 → 010-****-5678, 0212345678 → 02-****-5678; other digits keep the first three and last four. */
export function maskPhone(phone: string): string {
  // hyphenated as people read it first, so that Seoul's 02 numbers keep their area code whole
  const parts = formatPhone(phone).split('-');
  if (parts.length === 3) return `${parts[0]}-${STAR.repeat(parts[1]!.length)}-${parts[2]}`;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return STAR.repeat(phone.length);
  return `${digits.slice(0, 3)}-${STAR.repeat(digits.length - 7)}-${digits.slice(-4)}`;
}

/** 19990304 or 1999-03-04 → 1999-**-**: the year is kept. */
export function maskBirth(birth: string): string {
  const match = /^(\d{4})\D?\d{2}\D?\d{2}$/.exec(birth);
  if (!match) return STAR.repeat(birth.length);
  return `${match[1]}-**-**`;
}

/** hong.gd@example.com → ho*****@example.com: two characters of the local part and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return STAR.repeat(email.length);
  const local = email.slice(0, at);
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep)}${STAR.repeat(Math.max(local.length - keep, 1))}${email.slice(at)}`;
}

/**
 * A delivery address: the first two words of the road address (시·도 and 시·군·구) stay, the rest is starred,
 * enough to see where a parcel goes without who lives there.
 */
export function maskAddress(address: string): string {
  const words = address.trim().split(/\s+/).filter(Boolean);
  return words.map((word, i) => (i < 2 ? word : STAR.repeat([...word].length))).join(' ');
}
