import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '#server/http/errors.ts';
import type { CredentialChange } from '#server/services/auth/credentials.ts';

/**
 * Runs a manager's change of their own password or secondary password under the login limiter, and turns a
 * refusal into a field error: a wrong current password counts like a failed login (429 after too many), so
 * the pages cannot be used to guess one.
 */
export async function limitedChange(
  request: FastifyRequest,
  reply: FastifyReply,
  change: () => Promise<CredentialChange>,
): Promise<Extract<CredentialChange, { ok: true }>> {
  const attempt = { account: `pw:${request.user!.username}`, address: request.ip };
  const decision = await request.server.loginLimiter.attempt(attempt);
  if (!decision.allowed) {
    reply.header('Retry-After', String(decision.retryAfterSeconds));
    throw new HttpError(429, 'tooManyLoginAttempts');
  }
  const result = await change();
  if (result.ok) {
    await request.server.loginLimiter.succeeded(attempt);
    return result;
  }
  // Only a wrong current password is a guess; the other refusals give the attempt back.
  if (result.reason !== 'wrongPassword') await request.server.loginLimiter.succeeded(attempt);
  switch (result.reason) {
    case 'wrongPassword':
      throw new HttpError(400, 'invalidInput', { password: 'currentPasswordMismatch' });
    case 'unchanged':
      throw new HttpError(400, 'invalidInput', { newPassword: 'passwordUnchanged' });
    case 'sameAsPassword':
      throw new HttpError(400, 'invalidInput', { newSubPassword: 'subPasswordSameAsPassword' });
  }
}
