import { signHs256, verifyHs256 } from '../auth/hs256.ts';

/**
 * The applicant's proof of identity for their own applications (docs/decisions/0005-application-contract.md):
 * 30 minutes, not a login.
 */
export const APPLICANT_TOKEN_TTL_SECONDS = 30 * 60;
export const APPLICANT_TOKEN_HEADER = 'x-applicant-token';

const AUDIENCE = 'applicant';
const TYPE = 'APPLICANT';

export interface ApplicantClaims {
  /** The identity key (HMAC of name + birth + phone). */
  identityKey: string;
  /** The HMAC of the verified DI, when the proof was a verification. */
  diKey: string | null;
}

/**
 * HS256 JWT `{ type: 'APPLICANT', sub: identityKey, dik?, aud: 'applicant', iat, exp }`. `type` is not a
 * user type, so the access-token check (server/services/auth/tokens.ts) never accepts it as a login.
 * Signed and verified with node:crypto's HMAC (server/services/auth/hs256.ts): jose's WebCrypto signing was
 * a tenth of a submit's CPU at the opening rush.
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
  return signHs256(payload, secret);
}

/** The claims of a valid applicant token, or null (missing, expired, forged, another kind of token). */
export function verifyApplicantToken(token: string | undefined, secret: string): ApplicantClaims | null {
  if (!token || token.length > 2048) return null;
  const check = verifyHs256(token, secret);
  if (!check.ok) return null;
  const { payload } = check;
  if (payload.type !== TYPE || payload.aud !== AUDIENCE || typeof payload.sub !== 'string') return null;
  return { identityKey: payload.sub, diKey: typeof payload.dik === 'string' ? payload.dik : null };
}
