import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { bucketsOf, DEFAULT_LOGIN_LIMITS, deviceBucketOf, MemoryLoginLimiter } from './loginLimiter.ts';
import type { LimitDecision, LoginAttempt, LoginLimiter, LoginLimits } from './loginLimiter.ts';

/**
 * Checks every bucket of the attempt and, when none is full, counts the attempt in all of them — in one
 * script, so two instances (or two requests) cannot both take the last free attempt. KEYS holds the trusted
 * buckets (ARGV[1] of them, the device's last; none without a device cookie), then the untrusted ones; the
 * trusted ones count when the device's bucket is not full. ARGV[i * 2] and ARGV[i * 2 + 1] are the max and
 * window (ms) of KEYS[i]. Returns { 0 when allowed, else the milliseconds until the fullest bucket empties;
 * 1 when the trusted buckets counted }.
 */
const ATTEMPT = `
local trusted = tonumber(ARGV[1])
local first, last = trusted + 1, #KEYS
if trusted > 0 and tonumber(redis.call('GET', KEYS[trusted]) or '0') < tonumber(ARGV[trusted * 2]) then
  first, last = 1, trusted
end
local retry = 0
for i = first, last do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count >= tonumber(ARGV[i * 2]) then
    local ttl = redis.call('PTTL', KEYS[i])
    if ttl > retry then retry = ttl end
  end
end
local counted = 0
if first == 1 and trusted > 0 then counted = 1 end
if retry > 0 then return {retry, counted} end
for i = first, last do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[i * 2 + 1]) end
end
return {0, counted}
`;

/**
 * A right password: the last bucket (the account+address's or the device's: KEYS[#KEYS] when ARGV[1] is '1')
 * goes, the others give one back.
 */
const SUCCEEDED = `
local last = #KEYS
if ARGV[1] == '1' then
  redis.call('DEL', KEYS[last])
  last = last - 1
end
for i = 1, last do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 0
`;

/**
 * The LoginLimiter of several instances: the same fixed windows as MemoryLoginLimiter, counted in Redis
 * under `<prefix><name>:<bucket>` so every instance sees every attempt
 * (docs/decisions/0009-scale-out-and-rush.md).
 */
export class RedisLoginLimiter implements LoginLimiter {
  readonly #redis: Redis;
  readonly #name: string;
  readonly #limits: LoginLimits;

  constructor(redis: Redis, name: string, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
    this.#redis = redis;
    this.#name = name;
    this.#limits = limits;
  }

  async attempt(a: LoginAttempt): Promise<LimitDecision> {
    const trusted = deviceBucketOf(this.#limits, a) ? bucketsOf(this.#limits, a, true) : [];
    const buckets = [...trusted, ...bucketsOf(this.#limits, a)];
    const keys = buckets.map(([key]) => `${this.#name}:${key}`);
    const args = buckets.flatMap(([, rule]) => [rule.max, rule.windowSeconds * 1000]);
    const [retryMs, counted] = (await this.#redis.eval(
      ATTEMPT,
      keys.length,
      ...keys,
      trusted.length,
      ...args,
    )) as [number, number];
    if (retryMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
    return { allowed: true, trusted: counted === 1 };
  }

  async succeeded(a: LoginAttempt): Promise<void> {
    const keys = bucketsOf(this.#limits, a, true).map(([key]) => `${this.#name}:${key}`);
    await this.#redis.eval(SUCCEEDED, keys.length, ...keys, a.account === null ? '0' : '1');
  }
}

/**
 * The limiter `name` of this app: in Redis when REDIS_URL is set (counts shared by every instance),
 * otherwise in this process's memory.
 */
export function createLoginLimiter(
  app: FastifyInstance,
  name: string,
  limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
): LoginLimiter {
  return app.redis ? new RedisLoginLimiter(app.redis, name, limits) : new MemoryLoginLimiter({ limits });
}
