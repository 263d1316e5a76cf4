/**
 * Failed-login throttling (docs/reference/perf-reliability.md § 5, OWASP Authentication Cheat Sheet):
 * failures are counted per account+address, per address and per account, each in a fixed window. The counter
 * sits behind `LoginLimiter` so a shared store (Redis) can replace the in-memory one when several instances
 * run.
 *
 * The per-account cap would let strangers lock the real user out (docs/security.md § Logins and sessions), so
 * an attempt that presents a valid device cookie of that account (OWASP "Slow Down Online Guessing Attacks
 * with Device Cookies"; services/auth/deviceCookie.ts) is a trusted one: it counts in that device's own
 * bucket instead of the account's and the account+address ones. A device that fills its bucket loses the
 * trust until the window ends, and its attempts count as untrusted again. The per-address bucket applies to
 * both.
 *
 * An attempt is counted *before* the password is checked (`attempt`) and given back when it succeeds
 * (`succeeded`), so a burst of parallel guesses cannot slip through while the first ones are being hashed.
 */

export interface LoginAttempt {
  /** The username as typed, lower-cased; null when the request never got as far as naming one. */
  account: string | null;
  /** The client address (`request.ip`, which honours `trustProxy`). */
  address: string;
  /** The id of a valid device cookie for this account; counted apart only when the limits have a device rule. */
  device?: string | null;
}

/** `trusted`: the attempt counted in its device's bucket (give back the same attempt on success). */
export type LimitDecision =
  { allowed: true; trusted?: boolean } | { allowed: false; retryAfterSeconds: number };

export interface LoginLimiter {
  /** Counts one attempt in every bucket of it (trusted or not), unless one of them is already full. */
  attempt(attempt: LoginAttempt): Promise<LimitDecision>;
  /**
   * The attempt was right: clears its last bucket (account+address, or the device's) and takes the attempt
   * back from the others. Pass `device` only when `attempt` answered `trusted`.
   */
  succeeded(attempt: LoginAttempt): Promise<void>;
}

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

export interface LoginLimits {
  accountAddress: LimitRule;
  address: LimitRule;
  account: LimitRule;
  /** Attempts of one device cookie; without this rule device cookies are ignored. */
  device?: LimitRule;
}

/**
 * 5 wrong passwords per account from one address in 15 minutes stops a guesser quickly; 20 per address
 * in 15 minutes stops one address spraying many accounts; 100 per account per hour (ASVS 4.0.3 § 2.2.1)
 * caps a distributed attack on one account (from untrusted clients) without letting one address lock a
 * colleague out; 5 per device cookie in 15 minutes, as per account+address, is all a stolen cookie buys.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  accountAddress: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 20, windowSeconds: 15 * 60 },
  account: { max: 100, windowSeconds: 60 * 60 },
  device: { max: 5, windowSeconds: 15 * 60 },
};

/** The bucket of the attempt's device cookie and its rule; null when it has none or the limits ignore it. */
export function deviceBucketOf(limits: LoginLimits, a: LoginAttempt): [string, LimitRule] | null {
  if (!limits.device || !a.device || a.account === null) return null;
  return [`dev:${a.account}\u0000${a.device}`, limits.device];
}

/**
 * The buckets an attempt counts in, with their rules: the address, then a trusted attempt's device, or an
 * untrusted one's account and account+address (the last one a success clears). Shared by the memory and
 * Redis limiters.
 */
export function bucketsOf(limits: LoginLimits, a: LoginAttempt, trusted = false): [string, LimitRule][] {
  const keys: [string, LimitRule][] = [[`ip:${a.address}`, limits.address]];
  const device = trusted ? deviceBucketOf(limits, a) : null;
  if (device) keys.push(device);
  else if (a.account !== null) {
    keys.push([`acct:${a.account}`, limits.account]);
    keys.push([`acct-ip:${a.account}\u0000${a.address}`, limits.accountAddress]);
  }
  return keys;
}

interface Bucket {
  count: number;
  resetAt: number;
}

/** One process's counters. Bounded: expired buckets are swept, and the oldest dropped past `maxKeys`. */
export class MemoryLoginLimiter implements LoginLimiter {
  readonly #limits: LoginLimits;
  readonly #now: () => number;
  readonly #maxKeys: number;
  readonly #buckets = new Map<string, Bucket>();

  constructor(options: { limits?: LoginLimits; now?: () => number; maxKeys?: number } = {}) {
    this.#limits = options.limits ?? DEFAULT_LOGIN_LIMITS;
    this.#now = options.now ?? Date.now;
    this.#maxKeys = options.maxKeys ?? 100_000;
  }

  /** Buckets held now (expired ones included until swept). */
  get size(): number {
    return this.#buckets.size;
  }

  #live(key: string, now: number): Bucket | undefined {
    const bucket = this.#buckets.get(key);
    if (bucket && bucket.resetAt <= now) {
      this.#buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  async attempt(a: LoginAttempt): Promise<LimitDecision> {
    const now = this.#now();
    const device = deviceBucketOf(this.#limits, a);
    const deviceCount = device ? (this.#live(device[0], now)?.count ?? 0) : 0;
    const trusted = device !== null && deviceCount < device[1].max;
    const keys = bucketsOf(this.#limits, a, trusted);
    let retryAt = 0;
    for (const [key, rule] of keys) {
      const bucket = this.#live(key, now);
      if (bucket && bucket.count >= rule.max) retryAt = Math.max(retryAt, bucket.resetAt);
    }
    if (retryAt > 0)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)) };
    for (const [key, rule] of keys) {
      const bucket = this.#live(key, now);
      if (bucket) bucket.count += 1;
      else this.#buckets.set(key, { count: 1, resetAt: now + rule.windowSeconds * 1000 });
    }
    this.#trim(now);
    return { allowed: true, trusted };
  }

  async succeeded(a: LoginAttempt): Promise<void> {
    const now = this.#now();
    const keys = bucketsOf(this.#limits, a, true);
    const cleared = a.account === null ? null : keys.at(-1)?.[0];
    for (const [key] of keys) {
      if (key === cleared) {
        this.#buckets.delete(key);
        continue;
      }
      const bucket = this.#live(key, now);
      if (bucket) bucket.count = Math.max(0, bucket.count - 1);
    }
  }

  #trim(now: number): void {
    if (this.#buckets.size <= this.#maxKeys) return;
    for (const [key, bucket] of this.#buckets) if (bucket.resetAt <= now) this.#buckets.delete(key);
    // Still too many: drop the oldest (Map keeps insertion order). Forgetting counts beats running out of memory.
    for (const key of this.#buckets.keys()) {
      if (this.#buckets.size <= this.#maxKeys) break;
      this.#buckets.delete(key);
    }
  }
}
