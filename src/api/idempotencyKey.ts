/**
 * A random UUID v4 for the Idempotency-Key of one submission (docs/decisions/0005-application-contract.md)
 * or one group notice (the console's dialog, docs/decisions/0032-notice-idempotency-and-applicant-supplement.md).
 * `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost); on a plain-HTTP address the key is
 * built from getRandomValues, which every browser offers everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
