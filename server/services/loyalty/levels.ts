import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { LEVEL_WINDOW_MONTHS, addMonths } from '#domain/loyalty/rules.ts';
import type { Db } from '#server/db/index.ts';
import { grouped, HOT_GROUP_LIMITS } from '#server/db/grouped.ts';
import { preparedPerDb } from '#server/db/prepared.ts';
import { memberLevelOf, memberLevels, shopOrders, shopPayments } from '#server/db/schema/index.ts';
import { issueCoupon } from './coupons.ts';
import { runOnce } from './jobs.ts';

export type LevelRow = typeof memberLevels.$inferSelect;

export const listLevels = (db: Db) => db.select().from(memberLevels).orderBy(asc(memberLevels.threshold));

/** The highest level whose threshold `net` reaches (levels sorted by threshold), or null. */
export function levelFor(levels: readonly LevelRow[], net: number): LevelRow | null {
  let found: LevelRow | null = null;
  for (const level of levels) if (net >= level.threshold) found = level;
  return found;
}

/**
 * The member's level as last recalculated, or the lowest level for a member never recalculated. Checkout
 * reads it for every order (docs/decisions/0060-checkout-reads-fewer.md); the checkouts that ask meanwhile
 * are read together (docs/decisions/0063-grouped-hot-reads.md).
 */
export async function levelOf(db: Db, userId: string): Promise<{ level: LevelRow | null; net: number }> {
  return groupedLevelOf(db)(userId);
}

const groupedLevelOf = preparedPerDb((db) =>
  grouped(async (userIds: readonly string[]) => {
    const rows = await levelQueryOf(db).execute({ userIds: [...new Set(userIds)] });
    // the lowest level (threshold 0, unique) comes with its members or alone
    const lowest = rows.find((r) => r.level.threshold === 0)?.level ?? null;
    const recalculated = new Map(rows.flatMap((r) => (r.userId ? [[r.userId, r] as const] : [])));
    return userIds.map((id) => {
      const row = recalculated.get(id);
      return row ? { level: row.level, net: row.net ?? 0 } : { level: lowest, net: 0 };
    });
  }, HOT_GROUP_LIMITS),
);

/**
 * The members' recalculated levels, and the lowest level when its threshold is 0 (a new member's), in one
 * prepared read.
 */
const levelQueryOf = preparedPerDb((db) =>
  db
    .select({ userId: memberLevelOf.userId, level: memberLevels, net: memberLevelOf.netPurchases })
    .from(memberLevels)
    .leftJoin(
      memberLevelOf,
      and(
        eq(memberLevelOf.levelId, memberLevels.id),
        sql`${memberLevelOf.userId} = any(${sql.placeholder('userIds')}::uuid[])`,
      ),
    )
    .where(or(isNotNull(memberLevelOf.userId), eq(memberLevels.threshold, 0)))
    .prepare('member_levels_of'),
);

/** The 1st of the month of `now` in Seoul, 00:00 KST, and that month as `2026-12`. */
export function seoulMonth(now: Date): { start: Date; period: string } {
  const seoul = new Date(now.getTime() + 9 * 3_600_000);
  const y = seoul.getUTCFullYear();
  const m = seoul.getUTCMonth();
  return {
    start: new Date(Date.UTC(y, m, 1) - 9 * 3_600_000),
    period: `${y}-${String(m + 1).padStart(2, '0')}`,
  };
}

/**
 * Net purchases per member in [from, to): purchases confirmed in the window, their items less coupons,
 * level discount and points, less what was refunded of their lines (shipping counts for nothing).
 */
export async function netPurchases(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({
      userId: shopOrders.userId,
      net: sql<
        number | string
      >`sum(${shopOrders.itemsTotal} - ${shopOrders.discount} - ${shopOrders.points} - coalesce((
        select sum(${shopPayments.amount}) from ${shopPayments}
        where ${shopPayments.orderId} = ${shopOrders.id} and ${shopPayments.kind} = 'REFUND'
          and ${shopPayments.lineId} is not null), 0))::bigint`,
    })
    .from(shopOrders)
    .where(
      and(
        inArray(shopOrders.status, ['CONFIRMED']),
        gte(shopOrders.confirmedAt, from),
        lt(shopOrders.confirmedAt, to),
      ),
    )
    .groupBy(shopOrders.userId);
  // a member's orders together may pass ₩2,147,483,647 (each order alone may not: SHOP_ORDER_TOTAL_MAX);
  // a bigint comes back as text on PostgreSQL
  return new Map(rows.map((r) => [r.userId, Math.max(0, Number(r.net))]));
}

/**
 * Sets every member's level from the net purchases of the LEVEL_WINDOW_MONTHS before the 1st of `now`'s
 * month, and gives a member who rises to a level that level's coupons. Runs once a month however many
 * instances call it; a second call in the month changes nothing. Answers how many members changed level.
 */
export function recalculateLevels(db: Db, now: Date): Promise<number | null> {
  const { start, period } = seoulMonth(now);
  return runOnce(db, 'levels', period, now, () =>
    db.transaction(async (tx) => {
      const levels = await listLevels(tx);
      if (levels.length === 0) return 0;
      const net = await netPurchases(tx, addMonths(start, -LEVEL_WINDOW_MONTHS), start);
      const current = await tx.select().from(memberLevelOf);
      const userIds = new Set([...net.keys(), ...current.map((c) => c.userId)]);
      const was = new Map(current.map((c) => [c.userId, c.levelId]));
      let changed = 0;
      for (const userId of userIds) {
        const amount = net.get(userId) ?? 0;
        const level = levelFor(levels, amount) ?? levels[0]!;
        await tx
          .insert(memberLevelOf)
          .values({ userId, levelId: level.id, netPurchases: amount, period })
          .onConflictDoUpdate({
            target: memberLevelOf.userId,
            set: { levelId: level.id, netPurchases: amount, period },
          });
        const before = levels.find((l) => l.id === was.get(userId)) ?? levels[0]!;
        if (level.id === before.id) continue;
        changed += 1;
        if (level.threshold > before.threshold) {
          for (const couponId of level.couponIds) {
            await issueCoupon(tx, couponId, userId, `level:${level.id}`, now, { quiet: true });
          }
        }
      }
      return changed;
    }),
  );
}
