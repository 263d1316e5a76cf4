import { randomBytes } from 'node:crypto';
import type { ApplicationKind } from '../../../domain/constants.ts';
import { seoulYmd } from '../../../domain/eligibility.ts';

/** Crockford's base32: no I, L, O or U, so a receipt read out over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 8 symbols of 5 random bits: 40 bits, so even 100,000 receipts a day collide about once in 200 such days. */
function randomPart(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let out = '';
  for (let i = 7; i >= 0; i--) out += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return out;
}

/**
 * A receipt number: kind (A = application, R = registration) and round, the Seoul date, 8 random
 * symbols — `A1-251203-7KQ2M9XD`. Unique by the database's unique index, with no counter row that every
 * submit of the rush would have to lock; a collision is retried by the caller.
 */
export function newReceiptNo(kind: ApplicationKind, round: number, now: Date): string {
  const date = seoulYmd(now).slice(2);
  return `${kind === 'APPLICATION' ? 'A' : 'R'}${round}-${date}-${randomPart()}`;
}

export const RECEIPT_PATTERN = /^[AR]\d{1,5}-\d{6}-[0-9A-HJKMNP-TV-Z]{8}$/;
