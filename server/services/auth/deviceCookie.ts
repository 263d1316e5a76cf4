import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", docs/security.md § Logins
 * and sessions): a browser that logged in to an account gets a cookie that names the account and a random id,
 * signed with the app secret. Its later login attempts for that account count in that device's own bucket
 * (loginLimiter.ts), so strangers filling the account's bucket do not lock its real user out.
 *
 * The token is an HS256 JWT under the app secret with its own audience, so it is never taken for an access
 * token or a personal-data proof, nor they for it. Stateless: every instance with the secret accepts it.
 * One cookie per account (its name carries a digest of the account), so people sharing a computer do not
 * take each other's trust away.
 */
export const DEVICE_COOKIE_TTL_SECONDS = 30 * 24 * 60 * 60;
const AUDIENCE = 'login-device';
const ALGORITHM = 'HS256';
/** Sent only with logins (and the other /api/auth calls), never with the rest of the API or the site. */
const COOKIE_PATH = '/api/auth';

const key = (secret: string) => new TextEncoder().encode(secret);

/** `device_` and 16 hex digits of the account's SHA-256 (cookie names allow no arbitrary text). */
export function deviceCookieName(account: string): string {
  return `device_${createHash('sha256').update(account, 'utf8').digest('hex').slice(0, 16)}`;
}

/** A new device token for `account` (lower-cased): a fresh random id, valid for 30 days. */
export async function signDeviceToken(account: string, secret: string, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(account)
    .setAudience(AUDIENCE)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt(iat)
    .setExpirationTime(iat + DEVICE_COOKIE_TTL_SECONDS)
    .sign(key(secret));
}

/** The device id of a token that is rightly signed, unexpired and issued for `account`; else null. */
async function deviceIdOf(token: string, account: string, secret: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: [ALGORITHM], audience: AUDIENCE });
    return payload.sub === account && typeof payload.jti === 'string' ? payload.jti : null;
  } catch {
    return null;
  }
}

/** The values of the cookies named `name` in a Cookie header (a browser may send two of one name). */
function cookieValues(header: string | undefined, name: string): string[] {
  const prefix = `${name}=`;
  return (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(prefix))
    .map((part) => part.slice(prefix.length));
}

/** The device id of the request's valid device cookie for `account`, or null when it presents none. */
export async function presentedDevice(
  cookieHeader: string | undefined,
  account: string,
  secret: string,
): Promise<string | null> {
  for (const value of cookieValues(cookieHeader, deviceCookieName(account))) {
    const device = await deviceIdOf(value, account, secret);
    if (device) return device;
  }
  return null;
}

/**
 * The Set-Cookie value of a new device cookie for `account`. Always `Secure`: logging in needs a secure
 * context anyway (crypto.subtle: HTTPS, or localhost where browsers keep Secure cookies too), and behind a
 * TLS-terminating proxy the request may look like plain HTTP to us while the browser sees HTTPS.
 */
export async function deviceCookie(account: string, secret: string): Promise<string> {
  const token = await signDeviceToken(account, secret);
  return [
    `${deviceCookieName(account)}=${token}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_TTL_SECONDS}`,
    'HttpOnly',
    'Secure',
    'SameSite=Strict',
  ].join('; ');
}
