import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LimitRule } from '../auth/loginLimiter.ts';
import { countWrite, writeLimiter } from '../center/limits.ts';

const HOUR = 60 * 60;

/**
 * Writes a logged-in member makes that cost us storage, with their limit per member (not per address: one
 * account behind many addresses is still one member). Counted like the anonymous writes (./anonymousWrites.ts),
 * in Redis when instances share one; past a limit 429 `tooManyWrites` with Retry-After.
 */
export const MEMBER_WRITE_LIMITS = {
  /**
   * Review photos (POST /api/v1/me/reviews/photos), 10 MB each: five per review and a few retries, for
   * several reviews an hour — at most 300 MB an hour per member.
   */
  reviewPhoto: { max: 30, windowSeconds: HOUR },
} as const satisfies Record<string, LimitRule>;

export type MemberWrite = keyof typeof MEMBER_WRITE_LIMITS;

/** The counter of `write` per member; `count(memberId, reply)` throws the JSON 429. */
export function memberWriteLimiter(app: FastifyInstance, write: MemberWrite) {
  const rule = app.config.anonymousWriteLimits?.[write] ?? MEMBER_WRITE_LIMITS[write];
  const limiter = writeLimiter(app, `member-${write}`, rule.max, rule.windowSeconds);
  return {
    count: (memberId: string, reply: FastifyReply) => countWrite(limiter, `member:${memberId}`, reply),
  };
}
