import { describe, expect, it } from 'vitest';
import { expiryOf, microCache } from '#server/http/microCache.ts';

describe('microCache', () => {
  it('answers repeated and concurrent reads with one load until the TTL passes', async () => {
    let clock = 1000;
    let loads = 0;
    const cache = microCache<number>(500, { now: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([
      1, 1, 1,
    ]);
    clock += 499;
    expect(await cache.get('k', load)).toBe(1);
    clock += 1;
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('other', load)).toBe(3);
  });

  it('runs a lazy query (a thenable that runs at every then, as Drizzle builds one) once per entry', async () => {
    let runs = 0;
    const query = {
      then<R1, R2>(resolve?: (value: number) => R1 | PromiseLike<R1>, reject?: (reason: unknown) => R2) {
        runs++;
        return Promise.resolve(7).then(resolve, reject);
      },
    } as Promise<number>;
    const cache = microCache<number>(500, { now: () => 1000 });
    for (let i = 0; i < 3; i++) expect(await cache.get('k', () => query)).toBe(7);
    expect(runs).toBe(1);
  });

  it('tells until when a read is served, except for one forgotten while it was loading', async () => {
    const cache = microCache<{ n: number }>(500, { now: () => 1000 });
    const kept = await cache.get('k', async () => ({ n: 1 }));
    expect(expiryOf(kept)).toBe(1500);

    let finish: (value: { n: number }) => void = () => {};
    const pending = cache.get('late', () => new Promise((resolve) => (finish = resolve)));
    cache.clear(); // a console write while the read is on its way
    finish({ n: 2 });
    expect(expiryOf(await pending)).toBeUndefined();
  });

  it('does not remember a failed load', async () => {
    const cache = microCache<string>(10_000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('loads every time with a TTL of 0, and stays bounded in keys', async () => {
    let loads = 0;
    const off = microCache<number>(0);
    await off.get('k', async () => ++loads);
    await off.get('k', async () => ++loads);
    expect(loads).toBe(2);

    const small = microCache<number>(10_000, { maxKeys: 2 });
    let n = 0;
    for (const key of ['a', 'b', 'c']) await small.get(key, async () => ++n);
    // 'a' was dropped when 'c' came in: it loads again
    expect(await small.get('a', async () => ++n)).toBe(4);
  });
});
