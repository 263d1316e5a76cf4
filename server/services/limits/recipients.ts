import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { LoginLimiter, LimitRule } from '../auth/loginLimiter.ts';
import { createLoginLimiter } from '../auth/redisLoginLimiter.ts';

const DAY = 24 * 60 * 60;

/**
 * Messages a stranger can make us send to someone else's phone or mailbox, per recipient and day, from
 * every address together (docs/security.md § Guessing and flooding by strangers: 35 registrations sent 35 SMS
 * to one stranger's phone). A real person gets a receipt per registration and a code per join or recovery: a
 * handful a day. Past a cap the write that would queue the message is refused with 429
 * `tooManyMessagesToRecipient` (Retry-After), so nothing is stored that was not notified. The cost: someone
 * who knows a phone can spend its day's allowance; the person can still apply (the APPLICATION submit is not
 * capped here, docs/decisions/0009-scale-out-and-rush.md) and register the next day.
 */
export const RECIPIENT_LIMITS = {
  smsPerPhone: { max: 5, windowSeconds: DAY },
  mailPerAddress: { max: 10, windowSeconds: DAY },
} as const satisfies Record<string, LimitRule>;

/** A phone as a recipient: digits only, full-width digits folded (NFKC), so "０１０-1234-5678" is 01012345678. */
export function recipientPhone(phone: string): string {
  return phone.normalize('NFKC').replace(/\D/g, '');
}

/** An e-mail as a recipient: NFKC, trimmed, lower-cased (mailboxes are case-insensitive in practice). */
export function recipientEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

interface Counters {
  phones: LoginLimiter;
  mails: LoginLimiter;
}

// one pair per app configuration: every route plugin (an encapsulated child of the app) shares the counts
const countersOf = new WeakMap<object, Counters>();

function counters(app: FastifyInstance): Counters {
  let found = countersOf.get(app.config);
  if (!found) {
    const rule = (name: keyof typeof RECIPIENT_LIMITS) => {
      const { max, windowSeconds } = app.config.anonymousWriteLimits?.[name] ?? RECIPIENT_LIMITS[name];
      return { max, windowSeconds };
    };
    const only = (r: LimitRule) => ({ address: r, account: r, accountAddress: r });
    found = {
      phones: createLoginLimiter(app, 'recipient-phone', only(rule('smsPerPhone'))),
      mails: createLoginLimiter(app, 'recipient-mail', only(rule('mailPerAddress'))),
    };
    countersOf.set(app.config, found);
  }
  return found;
}

/** The counter key: an HMAC, so no phone or address is kept in Redis in clear. */
function keyOf(app: FastifyInstance, kind: string, value: string): string {
  return `${kind}:${createHmac('sha256', app.config.jwtSecret).update(`${kind}\u0000${value}`).digest('base64url')}`;
}

/**
 * Runs `write`, which queues messages to these recipients, under their daily caps: every recipient is
 * counted first (all or nothing: over one cap, none is counted and 429 `tooManyMessagesToRecipient` is
 * thrown with Retry-After); a write that fails, or that `queued` says sent nothing (an idempotent replay),
 * gives its counts back.
 */
export async function withMessageCaps<T>(
  app: FastifyInstance,
  to: { phone?: string | null; email?: string | null },
  reply: FastifyReply,
  write: () => Promise<T>,
  queued: (result: T) => boolean = () => true,
): Promise<T> {
  const { phones, mails } = counters(app);
  const wanted: [LoginLimiter, string][] = [];
  if (to.phone) wanted.push([phones, keyOf(app, 'phone', recipientPhone(to.phone))]);
  if (to.email) wanted.push([mails, keyOf(app, 'mail', recipientEmail(to.email))]);
  const taken: typeof wanted = [];
  const giveBack = async () => {
    for (const [limiter, key] of taken) await limiter.succeeded({ account: null, address: key });
  };
  for (const [limiter, key] of wanted) {
    const decision = await limiter.attempt({ account: null, address: key });
    if (!decision.allowed) {
      await giveBack();
      reply.header('retry-after', String(decision.retryAfterSeconds));
      throw new HttpError(429, 'tooManyMessagesToRecipient');
    }
    taken.push([limiter, key]);
  }
  let result: T;
  try {
    result = await write();
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (!queued(result)) await giveBack();
  return result;
}
