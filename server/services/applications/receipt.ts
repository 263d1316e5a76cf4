import { randomFillSync } from 'node:crypto';
import type { ApplicationKind } from '#domain/constants.ts';
import { seoulYmd } from '#domain/format.ts';

/** Crockford's base32: no I, L, O or U, so a receipt read out over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Random bytes drawn 4 KB at a time: one call per receipt was a measurable part of a submit. */
const pool = Buffer.alloc(4096);
let used = pool.length;

/** 8 symbols of 5 random bits: 40 bits, so even 100,000 receipts a day collide about once in 200 such days. */
function randomPart(): string {
  if (used + 5 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  // 40 bits as a safe integer (< 2^53): symbol i is bits 35-5i … 39-5i
  let bits = 0;
  for (let i = 0; i < 5; i++) bits = bits * 256 + (pool[used++] ?? 0);
  let out = '';
  for (let i = 7; i >= 0; i--) out += ALPHABET[Math.floor(bits / 2 ** (i * 5)) % 32];
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
