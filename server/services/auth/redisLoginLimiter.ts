import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { bucketsOf, DEFAULT_LOGIN_LIMITS, MemoryLoginLimiter } from './loginLimiter.ts';
import type { LimitDecision, LoginAttempt, LoginLimiter, LoginLimits } from './loginLimiter.ts';

/**
 * Checks every bucket and, when none is full, counts the attempt in all of them — in one script, so two
 * instances (or two requests) cannot both take the last free attempt. ARGV holds max and window (ms) per
 * key. Returns 0 when allowed, else the milliseconds until the fullest bucket empties.
 */
const ATTEMPT = `
local retry = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[i * 2 - 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl > retry then retry = ttl end
  end
end
if retry > 0 then return retry end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[i * 2]) end
end
return 0
`;

/** A right password: the account+address bucket (KEYS[#KEYS] when ARGV[1] is '1') goes, the others give one back. */
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
 * under `<prefix><name>:<bucket>` so every instance sees every attempt (docs/decisions/0009).
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
    const buckets = bucketsOf(this.#limits, a);
    const keys = buckets.map(([key]) => `${this.#name}:${key}`);
    const args = buckets.flatMap(([, rule]) => [rule.max, rule.windowSeconds * 1000]);
    const retryMs = Number(await this.#redis.eval(ATTEMPT, keys.length, ...keys, ...args));
    if (retryMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
    return { allowed: true };
  }

  async succeeded(a: LoginAttempt): Promise<void> {
    const keys = bucketsOf(this.#limits, a).map(([key]) => `${this.#name}:${key}`);
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
