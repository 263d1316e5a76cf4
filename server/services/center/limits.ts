import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { LoginLimiter } from '../auth/loginLimiter.ts';
import { createLoginLimiter } from '../auth/redisLoginLimiter.ts';

/**
 * Guessing and spam limits of the anonymous writes (inquiries, posts, comments, contact messages). They
 * reuse the failed-login counter: its "account" is the record (`question:<id>`), its "address" the client.
 * `name` keeps each limiter's counts apart (in Redis when instances share one). The per-address limits of
 * every anonymous write are declared in one table, server/services/limits/anonymousWrites.ts.
 */

/**
 * A password check: 5 wrong passwords for one record from one address in 15 minutes (then 429 until the
 * window ends); 30 per address in 15 minutes stops one address trying many records; 50 per record an hour
 * caps a distributed guess at one record. A right password clears the record+address count.
 */
export function passwordLimiter(app: FastifyInstance, name: string): LoginLimiter {
  return createLoginLimiter(app, name, {
    accountAddress: { max: 5, windowSeconds: 15 * 60 },
    address: { max: 30, windowSeconds: 15 * 60 },
    account: { max: 50, windowSeconds: 60 * 60 },
  });
}

/** Writes per address: `max` in `windowSeconds` (each write counts; nothing is given back). */
export function writeLimiter(
  app: FastifyInstance,
  name: string,
  max: number,
  windowSeconds: number,
): LoginLimiter {
  const rule = { max, windowSeconds };
  return createLoginLimiter(app, name, { accountAddress: rule, address: rule, account: rule });
}

/** Counts one write of `address`; 429 `tooManyWrites` with Retry-After past the limit. */
export async function countWrite(limiter: LoginLimiter, address: string, reply: FastifyReply): Promise<void> {
  const decision = await limiter.attempt({ account: null, address });
  if (!decision.allowed) {
    reply.header('retry-after', String(decision.retryAfterSeconds));
    throw new HttpError(429, 'tooManyWrites');
  }
}

/**
 * Runs `verify` for the password of `record` from `address` under the limiter: 429
 * `tooManyPasswordAttempts` (Retry-After) past the limit, 400 `wrongPassword` on the `password` field for a
 * wrong one. The attempt is counted before the (slow) hash check, so parallel guesses cannot slip through.
 */
export async function checkPasswordLimited(
  limiter: LoginLimiter,
  attempt: { record: string; address: string },
  reply: FastifyReply,
  verify: () => Promise<boolean>,
): Promise<void> {
  const key = { account: attempt.record, address: attempt.address };
  const decision = await limiter.attempt(key);
  if (!decision.allowed) {
    reply.header('retry-after', String(decision.retryAfterSeconds));
    throw new HttpError(429, 'tooManyPasswordAttempts');
  }
  if (!(await verify())) throw new HttpError(400, 'wrongPassword', { password: 'wrongPassword' });
  await limiter.succeeded(key);
}
