import { describe, expect, it } from 'vitest';
import { MemoryLoginLimiter } from '#server/services/auth/loginLimiter.ts';

// The in-memory LoginLimiter on its own, with a clock the test moves.
function limiter(maxKeys?: number) {
  let now = 1_000_000;
  const l = new MemoryLoginLimiter({ now: () => now, ...(maxKeys ? { maxKeys } : {}) });
  return { l, advance: (ms: number) => (now += ms) };
}

describe('MemoryLoginLimiter', () => {
  it('allows 5 attempts per account and address in 15 minutes, then tells how long to wait', async () => {
    const { l, advance } = limiter();
    const a = { account: 'kim', address: '1.1.1.1' };
    for (let i = 0; i < 5; i++) expect((await l.attempt(a)).allowed).toBe(true);
    advance(60_000);
    const blocked = await l.attempt(a);
    expect(blocked).toEqual({ allowed: false, retryAfterSeconds: 14 * 60 });
    advance(14 * 60_000);
    expect((await l.attempt(a)).allowed).toBe(true);
  });

  it('caps one account at 100 attempts an hour across addresses', async () => {
    const { l, advance } = limiter();
    for (let i = 0; i < 100; i++) {
      expect(
        (await l.attempt({ account: 'lee', address: `10.0.${Math.floor(i / 4)}.${i % 4}` })).allowed,
      ).toBe(true);
    }
    const blocked = await l.attempt({ account: 'lee', address: '172.16.0.1' });
    expect(blocked.allowed).toBe(false);
    expect(blocked.allowed === false && blocked.retryAfterSeconds).toBe(3600);
    expect((await l.attempt({ account: 'park', address: '172.16.0.1' })).allowed).toBe(true);
    advance(3600_000);
    expect((await l.attempt({ account: 'lee', address: '172.16.0.1' })).allowed).toBe(true);
  });

  it('counts requests without an account against the address only', async () => {
    const { l } = limiter();
    for (let i = 0; i < 20; i++)
      expect((await l.attempt({ account: null, address: '9.9.9.9' })).allowed).toBe(true);
    expect((await l.attempt({ account: 'choi', address: '9.9.9.9' })).allowed).toBe(false);
  });

  it('gives a successful attempt back and clears the account+address bucket', async () => {
    const { l } = limiter();
    const a = { account: 'jung', address: '2.2.2.2' };
    for (let i = 0; i < 4; i++) await l.attempt(a);
    await l.attempt(a);
    await l.succeeded(a);
    for (let i = 0; i < 5; i++) expect((await l.attempt(a)).allowed).toBe(true);
    expect((await l.attempt(a)).allowed).toBe(false);
  });

  it('stays bounded in memory: expired buckets are swept, then the oldest dropped', async () => {
    const { l, advance } = limiter(50);
    for (let i = 0; i < 10; i++) await l.attempt({ account: `old${i}`, address: '4.4.4.4' });
    expect(l.size).toBe(21);
    advance(3600_000);
    for (let i = 0; i < 200; i++) await l.attempt({ account: `u${i}`, address: `3.3.${i >> 8}.${i & 255}` });
    expect(l.size).toBeLessThanOrEqual(50);
    // the newest are still counted
    for (let i = 0; i < 4; i++) await l.attempt({ account: 'u199', address: '3.3.0.199' });
    expect((await l.attempt({ account: 'u199', address: '3.3.0.199' })).allowed).toBe(false);
  });
});
