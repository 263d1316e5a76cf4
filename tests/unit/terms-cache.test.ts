import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/index.ts';
import { agreedTermVersions } from '#server/services/applications/terms.ts';

/** A query as Drizzle builds one: a thenable that runs its SQL at every `then`, counted here. */
function countingQuery<T>(rows: T) {
  const query = {
    runs: 0,
    then<R1, R2>(
      resolve?: (value: T) => R1 | PromiseLike<R1>,
      reject?: (reason: unknown) => R2 | PromiseLike<R2>,
    ) {
      query.runs++;
      return Promise.resolve(rows).then(resolve, reject);
    },
    catch<R>(reject: (reason: unknown) => R | PromiseLike<R>) {
      return query.then(undefined, reject);
    },
  };
  return query;
}

describe('the terms read by every submit', () => {
  it('is read from the database once for many submits, not once per submit', async () => {
    const query = countingQuery([
      { code: 'privacy', required: true, updatedAt: new Date('2026-01-02T00:00:00Z') },
      { code: 'marketing', required: false, updatedAt: new Date('2026-01-03T00:00:00Z') },
    ]);
    const db = { select: () => ({ from: () => query }) } as unknown as Db;
    for (let i = 0; i < 5; i++) {
      expect(await agreedTermVersions(db, ['privacy'])).toEqual({ privacy: '2026-01-02T00:00:00.000Z' });
    }
    await expect(agreedTermVersions(db, ['marketing'])).rejects.toMatchObject({ status: 400 });
    expect(query.runs).toBe(1);
  });
});
