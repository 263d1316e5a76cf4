/**
 * Failed-login throttling (perf-reliability § 5, OWASP Authentication Cheat Sheet): failures are counted
 * per account+address, per address and per account, each in a fixed window. The counter sits behind
 * `LoginLimiter` so a shared store (Redis) can replace the in-memory one when several instances run.
 *
 * An attempt is counted *before* the password is checked (`attempt`) and given back when it succeeds
 * (`succeeded`), so a burst of parallel guesses cannot slip through while the first ones are being hashed.
 */

export interface LoginAttempt {
  /** The username as typed, lower-cased; null when the request never got as far as naming one. */
  account: string | null;
  /** The client address (`request.ip`, which honours `trustProxy`). */
  address: string;
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LoginLimiter {
  /** Counts one attempt in every bucket, unless one of them is already full. */
  attempt(attempt: LoginAttempt): Promise<LimitDecision>;
  /** The attempt was right: clears the account+address bucket and takes the attempt back from the others. */
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
}

/**
 * 5 wrong passwords per account from one address in 15 minutes stops a guesser quickly; 20 per address
 * in 15 minutes stops one address spraying many accounts; 100 per account per hour (ASVS 4.0.3 § 2.2.1)
 * caps a distributed attack on one account without letting one address lock a colleague out.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  accountAddress: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 20, windowSeconds: 15 * 60 },
  account: { max: 100, windowSeconds: 60 * 60 },
};

/**
 * The buckets an attempt counts in, with their rules: the address, and with an account the account and
 * the account+address (that one last: a success clears it). Shared by the memory and Redis limiters.
 */
export function bucketsOf(limits: LoginLimits, a: LoginAttempt): [string, LimitRule][] {
  const keys: [string, LimitRule][] = [[`ip:${a.address}`, limits.address]];
  if (a.account !== null) {
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

  #keys(a: LoginAttempt): [string, LimitRule][] {
    return bucketsOf(this.#limits, a);
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
    const keys = this.#keys(a);
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
    return { allowed: true };
  }

  async succeeded(a: LoginAttempt): Promise<void> {
    const now = this.#now();
    for (const [key] of this.#keys(a)) {
      if (key.startsWith('acct-ip:')) {
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
