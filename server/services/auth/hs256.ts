import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/**
 * HS256 JWTs (RFC 7519) signed and verified with node:crypto's HMAC, for the tokens checked on hot paths:
 * the access token of every signed-in request and the applicant's token. jose does the same through
 * WebCrypto, which cost about a tenth of the server's CPU per answer at the hot product's rush
 * (docs/decisions/0056-hs256-with-node-crypto.md). Only what our tokens use is accepted: a header whose
 * `alg` is HS256 and that names no `crit` extension, a JSON object payload with a numeric `exp`.
 */

/** One KeyObject per secret: an HMAC with a raw key rebuilds one on every call (10 µs; a KeyObject 2 µs). */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
/** Longer than any token we issue by far: a larger one is refused before any HMAC is computed. */
const MAX_TOKEN_LENGTH = 4096;

const signatureOf = (input: string, secret: string) =>
  createHmac('sha256', keyOf(secret)).update(input).digest('base64url');

export type JwtPayload = Record<string, unknown> & { exp: number };

/** `payload` as a compact HS256 JWT under `secret`. */
export function signHs256(payload: JwtPayload, secret: string): string {
  const input = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${input}.${signatureOf(input, secret)}`;
}

export type Hs256Check = { ok: true; payload: JwtPayload } | { ok: false; reason: 'expired' | 'invalid' };

const INVALID: Hs256Check = { ok: false, reason: 'invalid' };

function jsonObjectOf(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The payload of `token` if `secret` signed it and it has not expired (`exp` ≤ now is expired, as jose
 * has it). The signature is compared as text in constant time, so a signature spelt another way (base64
 * padding, stray characters) is refused, not decoded to the same bytes; nothing of the token is parsed
 * before its signature holds.
 */
export function verifyHs256(token: string, secret: string, nowMs = Date.now()): Hs256Check {
  if (token.length > MAX_TOKEN_LENGTH) return INVALID;
  const [header, payload, signature, extra] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined || extra !== undefined) {
    return INVALID;
  }
  const expected = Buffer.from(signatureOf(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return INVALID;
  const head = jsonObjectOf(header);
  if (!head || head.alg !== 'HS256' || 'crit' in head) return INVALID;
  const claims = jsonObjectOf(payload);
  if (!claims || typeof claims.exp !== 'number') return INVALID;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf * 1000 > nowMs))
    return INVALID;
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, payload: claims as JwtPayload };
}
