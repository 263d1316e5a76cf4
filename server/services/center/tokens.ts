import { errors, jwtVerify, SignJWT } from 'jose';
import { HttpError } from '../../http/errors.ts';
import { isUuid } from '../../http/params.ts';

/**
 * Short-lived read/write tokens of anonymous records: after a right password the server hands out an
 * HS256 JWT `{ type, sub: <record id> }` valid for 10 minutes, which the site sends back in a header
 * (`X-Question-Token`, `X-Post-Token`, `X-Comment-Token`). It is no login: it opens one record only, and
 * its `type` keeps it apart from access tokens (which carry a user type) and from the other kinds.
 */
export const RECORD_TOKEN_TTL_SECONDS = 10 * 60;

export type RecordKind = 'QUESTION' | 'POST' | 'COMMENT';

const keys = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

export function signRecordToken(
  kind: RecordKind,
  id: string,
  secret: string,
  now: Date = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ type: kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(id)
    .setIssuedAt(iat)
    .setExpirationTime(iat + RECORD_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** True when `token` is a valid, unexpired token of `kind` for record `id`. */
export async function verifyRecordToken(
  kind: RecordKind,
  id: string,
  token: string | undefined,
  secret: string,
): Promise<boolean> {
  if (!token || token.length > 2_000) return false;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    return payload.type === kind && payload.sub === id;
  } catch (error) {
    if (error instanceof errors.JOSEError) return false;
    throw error;
  }
}

/**
 * The routes' check before a password-protected change: 404 for a malformed id, 401 `passwordCheckRequired`
 * without a valid token of this record in the request's header (`header`, as the site sends it).
 */
export async function assertRecordToken(
  kind: RecordKind,
  id: string,
  header: string | string[] | undefined,
  secret: string,
): Promise<void> {
  if (!isUuid(id)) throw new HttpError(404, 'notFound');
  const ok = await verifyRecordToken(kind, id, typeof header === 'string' ? header : undefined, secret);
  if (!ok) throw new HttpError(401, 'passwordCheckRequired');
}
