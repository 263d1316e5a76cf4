import { describe, expect, it } from 'vitest';
import { grouped, RefusedInGroup } from '#server/db/grouped.ts';

/** A grouped doubling whose groups are recorded and finish only when `release` is called. */
function doubling(limits = { inFlight: 1, batch: 100 }) {
  const groups: number[][] = [];
  const pending: (() => void)[] = [];
  const call = grouped(async (inputs: readonly number[]) => {
    groups.push([...inputs]);
    await new Promise<void>((resolve) => pending.push(resolve));
    if (inputs.includes(13)) throw new Error('thirteen');
    return inputs.map((n) => n * 2);
  }, limits);
  const release = async () => {
    // let the calls made so far reach the queue, then finish every group under way
    await Promise.resolve();
    for (const resolve of pending.splice(0)) resolve();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { call, groups, release };
}

describe('grouped calls', () => {
  it('runs a lone call before any I/O, and the calls that arrive meanwhile together, each answered its own', async () => {
    const { call, groups, release } = doubling();
    const first = call(1);
    await Promise.resolve(); // no timer, no I/O: the group starts in the turn of its call
    expect(groups).toEqual([[1]]);
    const rest = [2, 3, 4].map((n) => call(n));
    await Promise.resolve();
    expect(groups).toEqual([[1]]);
    await release();
    expect(groups).toEqual([[1], [2, 3, 4]]);
    await release();
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8]);
  });

  it('puts the calls made in one turn in one group, even with another group free to start', async () => {
    // the hundred winners of a hot product's holds are resumed one after the other and call at once
    const { call, groups, release } = doubling({ inFlight: 2, batch: 100 });
    const all = [1, 2, 3].map((n) => call(n));
    await Promise.resolve();
    expect(groups).toEqual([[1, 2, 3]]);
    await release();
    expect(await Promise.all(all)).toEqual([2, 4, 6]);
  });

  it('keeps at most `inFlight` groups under way and `batch` calls in a group', async () => {
    const { call, groups, release } = doubling({ inFlight: 2, batch: 2 });
    const all = [1, 2, 3, 4, 5, 6].map((n) => call(n));
    await Promise.resolve();
    expect(groups).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await release();
    expect(groups).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    await release();
    expect(await Promise.all(all)).toEqual([2, 4, 6, 8, 10, 12]);
  });

  it('runs a failed group again one call at a time: only the bad call fails', async () => {
    const { call, groups, release } = doubling();
    const first = call(1);
    await Promise.resolve(); // the first group starts alone
    const rest = [2, 13, 4].map((n) => call(n).catch((error: Error) => error.message));
    await release(); // the first group
    await release(); // [2, 13, 4] fails
    await release(); // each alone
    expect(groups).toEqual([[1], [2, 13, 4], [2], [13], [4]]);
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 'thirteen', 8]);
  });

  it('refuses the calls a group names with their own errors and runs the others again as one group', async () => {
    const groups: number[][] = [];
    // odd numbers are refused, each with its own error, whatever else is in the group
    const call = grouped(
      async (inputs: readonly number[]) => {
        groups.push([...inputs]);
        const odd = new Map(inputs.flatMap((n, i) => (n % 2 ? [[i, new Error(`odd ${n}`)] as const] : [])));
        if (odd.size > 0) throw new RefusedInGroup(odd);
        return inputs.map((n) => n * 2);
      },
      { inFlight: 1, batch: 10 },
    );
    const all = [2, 3, 4, 5, 6].map((n) => call(n).catch((error: Error) => error.message));
    expect(await Promise.all(all)).toEqual([4, 'odd 3', 8, 'odd 5', 12]);
    expect(groups).toEqual([
      [2, 3, 4, 5, 6],
      [2, 4, 6],
    ]);
    // alone, a refused call gets its own error too
    await expect(call(7)).rejects.toThrow('odd 7');
  });

  it('refuses to answer a call its group gave no answer for', async () => {
    const call = grouped(async (inputs: readonly number[]) => inputs.slice(1), { inFlight: 1, batch: 10 });
    await expect(call(1)).rejects.toThrow('fewer answers');
  });
});
