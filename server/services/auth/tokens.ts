import { createHash, randomBytes } from 'node:crypto';
import { isScope, type Scope } from '#domain/scopes.ts';
import { USER_TYPES, type UserType } from '../../db/schema/auth.ts';
import { signHs256, verifyHs256 } from './hs256.ts';

/** Who a valid access token speaks for (`request.user`). */
export interface AuthUser {
  _id: string;
  username: string;
  /** Only known scopes survive; an unknown string in the database grants nothing. */
  scope: Scope[];
  type: UserType;
}

const USER_TYPE_NAMES: readonly string[] = USER_TYPES;
/** A family id is a UUID: anything else would make the database refuse the query, not just the token. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * HS256 JWT `{ sub, username, scope, type, sv, sid, iat, exp }` (docs/decisions/0003-api-contract.md § Auth);
 * `sv` is the account's session version it was issued under, `sid` the refresh-token family (the login) it
 * belongs to, so that ending that login ends the token too (docs/decisions/0004-auth.md).
 */
export function signAccessToken(
  user: { id: string; username: string; scope: readonly string[]; type: UserType; sessionVersion: number },
  options: { secret: string; ttlSeconds: number; now?: Date; sessionId: string },
): string {
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return signHs256(
    {
      username: user.username,
      scope: [...user.scope],
      type: user.type,
      sv: user.sessionVersion,
      sid: options.sessionId,
      sub: user.id,
      iat,
      exp: iat + options.ttlSeconds,
    },
    options.secret,
  );
}

export type AccessTokenCheck =
  | { ok: true; user: AuthUser; sessionVersion: number; sessionId: string }
  | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies signature, algorithm and expiry, then the payload's shape. */
export function verifyAccessToken(token: string, secret: string, nowMs = Date.now()): AccessTokenCheck {
  const check = verifyHs256(token, secret, nowMs);
  if (!check.ok) return check;
  const { sub, username, scope, type, sv = 0, sid } = check.payload;
  if (
    typeof sv !== 'number' ||
    typeof sid !== 'string' ||
    !UUID.test(sid) ||
    typeof sub !== 'string' ||
    typeof username !== 'string' ||
    !Array.isArray(scope) ||
    typeof type !== 'string' ||
    !USER_TYPE_NAMES.includes(type)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  return {
    ok: true,
    user: {
      _id: sub,
      username,
      scope: scope.filter((s): s is Scope => typeof s === 'string' && isScope(s)),
      type: type as UserType,
    },
    sessionVersion: sv,
    sessionId: sid,
  };
}

/** An opaque refresh token: 256 random bits (ASVS 5.0 § 7.2.3 asks for ≥ 128). */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the table cannot be used to log in. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
