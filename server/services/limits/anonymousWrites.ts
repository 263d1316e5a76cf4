import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LimitRule, LoginLimiter } from '../auth/loginLimiter.ts';
import { countWrite, writeLimiter } from '../center/limits.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Every write a visitor can make without logging in, with its limit per client address
 * (docs/security.md § Guessing and flooding by strangers: from one address, 35 seller joins with 70 MB each,
 * 35 registrations, 40 code mails and 105 identity verification orders were all accepted). Each write counts
 * whether it then succeeds or not: a refused join has still streamed its files. Past a limit: 429
 * `tooManyWrites` with Retry-After.
 *
 * Not here, on purpose: the APPLICATION submit (docs/decisions/0009-scale-out-and-rush.md: a whole campus
 * behind one NAT must be able to apply at the opening; it is bounded by one application per person per round
 * and the waiting room), and the typed proof of the application lookup
 * (server/services/applications/lookupLimiter.ts). Messages these writes send are also capped per recipient
 * (./recipients.ts).
 */
export const ANONYMOUS_WRITE_LIMITS = {
  /**
   * Member joins (buyers and sellers, POST /api/v1/users). A join carries up to 70 MB of files
   * (business registration 50 MB, logo and photo 10 MB each), so the count also bounds the bytes: at most
   * 10 × 70 MB = 700 MB per address a day. Ten still lets a trade-fair booth sign up its visitors on one
   * network; each join also needs its own verified e-mail.
   */
  memberJoin: { max: 10, windowSeconds: DAY },
  /** Verification-code mails (POST /api/v1/users/certify with an e-mail): typos and resends, not 40 addresses. */
  codeMail: { max: 10, windowSeconds: HOUR },
  /**
   * Interest registrations (kind REGISTRATION of POST /api/v1/application). Each one sends an SMS and maybe a
   * mail; unlike the APPLICATION submit it has no opening rush to protect, and a family or an office can
   * still register 20 people an hour from one address.
   */
  registration: { max: 20, windowSeconds: HOUR },
  /**
   * Identity-verification orders (GET /common/kcp/cert/request): each is a paid request to the provider. A
   * person needs one per form, a few more after a failure; 20 an hour is many households behind one NAT.
   */
  certOrder: { max: 20, windowSeconds: HOUR },
  /** Customer-centre inquiries (POST /api/v1/center/questions). */
  question: { max: 10, windowSeconds: HOUR },
  /** Board posts (POST /api/v1/boards/{code}/posts). */
  post: { max: 10, windowSeconds: HOUR },
  /** Board comments: a conversation needs more of them than posts. */
  comment: { max: 30, windowSeconds: HOUR },
  /** Board attachments (POST /api/v1/boards/{code}/files): five per post, a few posts an hour. */
  boardUpload: { max: 30, windowSeconds: HOUR },
  /** Contact messages to the operator (POST /api/v1/message). */
  message: { max: 5, windowSeconds: HOUR },
  /** Public form submissions (POST /api/v1/forms), which may carry files and notify the operator. */
  form: { max: 10, windowSeconds: HOUR },
} as const satisfies Record<string, LimitRule>;

export type AnonymousWrite = keyof typeof ANONYMOUS_WRITE_LIMITS;

/** The rule of `write` in this app: the table's, unless the app's configuration (tests) sets another. */
export function anonymousWriteRule(app: FastifyInstance, write: AnonymousWrite): LimitRule {
  return app.config.anonymousWriteLimits?.[write] ?? ANONYMOUS_WRITE_LIMITS[write];
}

/**
 * The counter of `write` per client address, for a route that answers its refusal itself (an HTML page).
 * Counted in Redis when REDIS_URL is set (every instance sees every write), else in this process.
 */
export function anonymousWriteCounter(app: FastifyInstance, write: AnonymousWrite): LoginLimiter {
  const rule = anonymousWriteRule(app, write);
  return writeLimiter(app, `write-${write}`, rule.max, rule.windowSeconds);
}

/** The counter of `write` per client address; `count(request.ip, reply)` throws the JSON 429. */
export function anonymousWriteLimiter(app: FastifyInstance, write: AnonymousWrite) {
  const limiter = anonymousWriteCounter(app, write);
  return { count: (address: string, reply: FastifyReply) => countWrite(limiter, address, reply) };
}
