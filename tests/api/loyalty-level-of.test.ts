import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberLevelOf, memberLevels } from '#server/db/schema/index.ts';
import { levelOf } from '#server/services/loyalty/levels.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createManager } from '../helpers/auth.ts';

// A member's level in one read (server/services/loyalty/levels.ts levelOf): the recalculated one, else the
// lowest when its threshold is 0, else none.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('levelOf', () => {
  it('gives a member never recalculated the lowest level, a recalculated one its own with its net', async () => {
    const levels = await t.app.db.select().from(memberLevels).orderBy(memberLevels.threshold);
    expect(levels.length).toBeGreaterThanOrEqual(2);
    const [lowest, second] = [levels[0]!, levels[1]!];
    expect(lowest.threshold).toBe(0);

    const fresh = await createManager(t.app, {
      username: 'level-fresh',
      password: 'Pass!2345',
      type: 'PERSON',
    });
    expect(await levelOf(t.app.db, fresh.id)).toEqual({ level: lowest, net: 0 });

    const counted = await createManager(t.app, {
      username: 'level-counted',
      password: 'Pass!2345',
      type: 'PERSON',
    });
    await t.app.db
      .insert(memberLevelOf)
      .values({ userId: counted.id, levelId: second.id, netPurchases: 5_000_000_000, period: '2026-11' });
    expect(await levelOf(t.app.db, counted.id)).toEqual({ level: second, net: 5_000_000_000 });
    // the other member is not given this one's level
    expect(await levelOf(t.app.db, fresh.id)).toEqual({ level: lowest, net: 0 });
  });

  it('answers members asked together, each with their own level', async () => {
    const levels = await t.app.db.select().from(memberLevels).orderBy(memberLevels.threshold);
    const [lowest, second] = [levels[0]!, levels[1]!];
    const member = (username: string) =>
      createManager(t.app, { username, password: 'Pass!2345', type: 'PERSON' });
    const fresh = await member('level-group-fresh');
    const atLowest = await member('level-group-lowest');
    const atSecond = await member('level-group-second');
    await t.app.db.insert(memberLevelOf).values([
      { userId: atLowest.id, levelId: lowest.id, netPurchases: 10_000, period: '2026-11' },
      { userId: atSecond.id, levelId: second.id, netPurchases: 700_000, period: '2026-11' },
    ]);
    // the first two go at once; the rest are read in one group
    const asked = [fresh, atSecond, atLowest, fresh, atSecond, atLowest, fresh];
    const answers = await Promise.all(asked.map((m) => levelOf(t.app.db, m.id)));
    const expected = (m: { id: string }) =>
      m === atSecond ? { level: second, net: 700_000 } : { level: lowest, net: m === atLowest ? 10_000 : 0 };
    expect(answers).toEqual(asked.map(expected));
  });

  it('gives no level when the lowest needs purchases', async () => {
    const [lowest] = await t.app.db.select().from(memberLevels).orderBy(memberLevels.threshold).limit(1);
    await t.app.db.update(memberLevels).set({ threshold: 1 }).where(eq(memberLevels.id, lowest!.id));
    const fresh = await createManager(t.app, {
      username: 'level-none',
      password: 'Pass!2345',
      type: 'PERSON',
    });
    expect(await levelOf(t.app.db, fresh.id)).toEqual({ level: null, net: 0 });
  });
});
