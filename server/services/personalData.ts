import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import {
  accessReasonSchema,
  PERSONAL_DATA_PROOF_HEADER,
  PERSONAL_DATA_PROOF_TTL_SECONDS,
  type PersonalDataProof,
} from '#domain/schemas/personalData.ts';
import { HttpError } from '../http/errors.ts';

/**
 * The proof that a manager re-typed the secondary password
 * (docs/decisions/0007-personal-data-and-access-log.md): an HS256 JWT under the app secret with its own
 * audience, so it is never taken for an access token nor an access token for it, bound to the manager by
 * `sub`. Stateless: every instance with the secret accepts it until it expires.
 */
const AUDIENCE = 'personal-data';
const ALGORITHM = 'HS256';
const HEADER = PERSONAL_DATA_PROOF_HEADER.toLowerCase();

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signPersonalDataProof(
  managerId: string,
  secret: string,
  now = new Date(),
): Promise<PersonalDataProof> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + PERSONAL_DATA_PROOF_TTL_SECONDS;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(managerId)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key(secret));
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

async function proofIsValid(token: string, managerId: string, secret: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: [ALGORITHM], audience: AUDIENCE });
    return payload.sub === managerId;
  } catch {
    return false;
  }
}

/**
 * For a route that shows or exports personal data: the logged-in manager's valid proof in
 * `X-Sub-Password-Token` (else 403 `personalDataProofRequired`) and a `reason` query parameter (else 400
 * with `errors.reason`). Returns the trimmed reason for the access log. Call it after the scope guard.
 */
export async function requirePersonalDataProof(request: FastifyRequest): Promise<string> {
  const user = request.user;
  if (!user) throw new HttpError(401, 'loginRequired');
  const token = request.headers[HEADER];
  if (typeof token !== 'string' || !(await proofIsValid(token, user._id, request.server.config.jwtSecret))) {
    throw new HttpError(403, 'personalDataProofRequired');
  }
  const query = request.query as Record<string, unknown> | undefined;
  const reason = accessReasonSchema.safeParse(query?.reason ?? '');
  if (!reason.success) {
    throw new HttpError(400, 'invalidInput', { reason: reason.error.issues[0]?.message ?? '' });
  }
  return reason.data;
}
