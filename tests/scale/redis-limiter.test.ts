import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryLoginLimiter } from '#server/services/auth/loginLimiter.ts';
import type { LoginLimiter, LoginLimits } from '#server/services/auth/loginLimiter.ts';
import { RedisLoginLimiter } from '#server/services/auth/redisLoginLimiter.ts';

/**
 * The Redis limiter decides exactly as the memory one (same buckets, same windows), and two limiters on one
 * Redis — two instances — share the counts. Needs Redis (TEST_REDIS_URL, default local), as CI starts it.
 */

const LIMITS: LoginLimits = {
  accountAddress: { max: 2, windowSeconds: 60 },
  address: { max: 4, windowSeconds: 60 },
  account: { max: 5, windowSeconds: 120 },
};

/**
 * With a device rule (device cookies, docs/security.md § Logins and sessions); a high address cap so only
 * account and device bind.
 */
const DEVICE_LIMITS: LoginLimits = {
  accountAddress: { max: 2, windowSeconds: 60 },
  address: { max: 50, windowSeconds: 60 },
  account: { max: 3, windowSeconds: 120 },
  device: { max: 2, windowSeconds: 60 },
};

type Step = { who: 'stranger' | 'device'; do: 'try' | 'ok' };

/** Runs strangers' and one device's attempts on `kim`; a stranger is a new address each time. */
async function deviceDecisions(limiter: LoginLimiter, steps: Step[]) {
  const out: (boolean | 'trusted' | 'ok')[] = [];
  let stranger = 0;
  let trusted = false;
  for (const step of steps) {
    const attempt =
      step.who === 'device'
        ? { account: 'kim', address: '10.9.0.1', device: 'dev1' }
        : { account: 'kim', address: `10.8.0.${++stranger}` };
    if (step.do === 'ok') {
      await limiter.succeeded(trusted ? attempt : { ...attempt, device: null });
      out.push('ok');
    } else {
      const decision = await limiter.attempt(attempt);
      trusted = decision.allowed && decision.trusted === true;
      out.push(trusted ? 'trusted' : decision.allowed);
    }
  }
  return out;
}

let redis: Redis;
const prefix = `cnh-test-${randomBytes(6).toString('hex')}:`;

beforeAll(async () => {
  redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { keyPrefix: prefix });
});

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
  await redis.quit();
});

async function decisions(limiter: LoginLimiter, steps: ('try' | 'ok')[], account: string, address: string) {
  const out: (boolean | 'ok')[] = [];
  for (const step of steps) {
    if (step === 'ok') {
      await limiter.succeeded({ account, address });
      out.push('ok');
    } else {
      out.push((await limiter.attempt({ account, address })).allowed);
    }
  }
  return out;
}

describe('RedisLoginLimiter', () => {
  it('allows and refuses the same attempts as MemoryLoginLimiter', async () => {
    const steps: ('try' | 'ok')[] = ['try', 'try', 'try', 'ok', 'try', 'try', 'try'];
    const memory = await decisions(new MemoryLoginLimiter({ limits: LIMITS }), steps, 'kim', '10.0.0.1');
    const shared = await decisions(new RedisLoginLimiter(redis, 'same', LIMITS), steps, 'kim', '10.0.0.1');
    expect(shared).toEqual(memory);
    expect(memory).toEqual([true, true, false, 'ok', true, true, false]);
  });

  it('counts a device cookie apart from strangers, as MemoryLoginLimiter does', async () => {
    const steps: Step[] = [
      { who: 'stranger', do: 'try' },
      { who: 'stranger', do: 'try' },
      { who: 'stranger', do: 'try' },
      { who: 'stranger', do: 'try' }, // the account's bucket is full
      { who: 'device', do: 'try' }, // the device is not locked out
      { who: 'device', do: 'ok' }, // its success clears its bucket
      { who: 'device', do: 'try' },
      { who: 'device', do: 'try' }, // its bucket is full now
      { who: 'device', do: 'try' }, // untrusted: the account's bucket refuses
      { who: 'stranger', do: 'try' },
    ];
    const memory = await deviceDecisions(new MemoryLoginLimiter({ limits: DEVICE_LIMITS }), steps);
    const shared = await deviceDecisions(new RedisLoginLimiter(redis, 'device', DEVICE_LIMITS), steps);
    expect(shared).toEqual(memory);
    expect(memory).toEqual([true, true, true, false, 'trusted', 'ok', 'trusted', 'trusted', false, false]);
  });

  it('shares the counts of two instances and says when to retry', async () => {
    const a = new RedisLoginLimiter(redis, 'shared', LIMITS);
    const b = new RedisLoginLimiter(redis, 'shared', LIMITS);
    expect((await a.attempt({ account: null, address: '10.0.0.2' })).allowed).toBe(true);
    expect((await b.attempt({ account: null, address: '10.0.0.2' })).allowed).toBe(true);
    expect((await a.attempt({ account: null, address: '10.0.0.2' })).allowed).toBe(true);
    expect((await b.attempt({ account: null, address: '10.0.0.2' })).allowed).toBe(true);
    const refused = await a.attempt({ account: null, address: '10.0.0.2' });
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // another name counts apart
    const other = new RedisLoginLimiter(redis, 'other', LIMITS);
    expect((await other.attempt({ account: null, address: '10.0.0.2' })).allowed).toBe(true);
  });
});
