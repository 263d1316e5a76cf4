import { createHmac, createSecretKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { jwtVerify } from 'jose';

/**
 * The applicant's proof of identity for their own applications (docs/decisions/0005-application-contract.md):
 * 30 minutes, not a login.
 */
export const APPLICANT_TOKEN_TTL_SECONDS = 30 * 60;
export const APPLICANT_TOKEN_HEADER = 'x-applicant-token';

const ALGORITHM = 'HS256';
const AUDIENCE = 'applicant';
const TYPE = 'APPLICANT';

export interface ApplicantClaims {
  /** The identity key (HMAC of name + birth + phone). */
  identityKey: string;
  /** The HMAC of the verified DI, when the proof was a verification. */
  diKey: string | null;
}

/** One KeyObject per secret: HMAC with a raw key rebuilds one on every call (10 µs; a KeyObject 2 µs). */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

const HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM, typ: 'JWT' })).toString('base64url');

/**
 * HS256 JWT `{ type: 'APPLICANT', sub: identityKey, dik?, aud: 'applicant', iat, exp }`. `type` is not a
 * user type, so the access-token check (server/services/auth/tokens.ts) never accepts it as a login.
 * Signed with node:crypto's HMAC (RFC 7515 § 3.1): jose's WebCrypto signing was a tenth of a submit's CPU
 * at the opening rush; jose still verifies.
 */
export function signApplicantToken(claims: ApplicantClaims, secret: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const payload = {
    type: TYPE,
    ...(claims.diKey ? { dik: claims.diKey } : {}),
    sub: claims.identityKey,
    aud: AUDIENCE,
    iat,
    exp: iat + APPLICANT_TOKEN_TTL_SECONDS,
  };
  const input = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${input}.${createHmac('sha256', keyOf(secret)).update(input).digest('base64url')}`;
}

/** The claims of a valid applicant token, or null (missing, expired, forged, another kind of token). */
export async function verifyApplicantToken(
  token: string | undefined,
  secret: string,
): Promise<ApplicantClaims | null> {
  if (!token || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
    });
    if (payload.type !== TYPE || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
      return null;
    }
    return { identityKey: payload.sub, diKey: typeof payload.dik === 'string' ? payload.dik : null };
  } catch {
    return null;
  }
}
