import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  addMonths,
  DEFAULT_POINT_SETTINGS,
  POINT_EXPIRY_MONTHS,
  type PointKind,
  type PointSettings,
} from '#domain/loyalty/rules.ts';
import type { Db } from '#server/db/index.ts';
import { pointEntries, pointUses, pointWallets, settings } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';

/**
 * The points ledger (docs/decisions/0041-loyalty-points-coupons-levels.md). Every change locks the member's
 * wallet row first and keeps its balance equal to the ledger's sum in the same transaction; debits draw down
 * credits oldest expiry first and record what they took, so a cancelled order's spending goes back exactly.
 */

export const POINT_SETTING_KEY = 'loyalty';

export async function getPointSettings(db: Db): Promise<PointSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, POINT_SETTING_KEY));
  return { ...DEFAULT_POINT_SETTINGS, ...(row?.value as Partial<PointSettings> | undefined) };
}

export async function savePointSettings(db: Db, value: PointSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: POINT_SETTING_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/** Locks the member's wallet for the transaction (creating it at 0) and answers the balance. */
export async function lockWallet(tx: Db, userId: string): Promise<number> {
  await tx.insert(pointWallets).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(pointWallets).where(eq(pointWallets.userId, userId)).for('update');
  return row!.balance;
}

const moveBalance = (tx: Db, userId: string, delta: number) =>
  tx
    .update(pointWallets)
    .set({ balance: sql`${pointWallets.balance} + ${delta}` })
    .where(eq(pointWallets.userId, userId));

interface EntryMeta {
  orderId?: string | null;
  reason?: string;
  actor?: string;
}

/**
 * A credit (EARN, GRANT, RESTORE) in the caller's transaction, under the wallet's lock. Answers its id, or
 * null when the order's one earning was already written (a second confirmation writes nothing).
 */
export async function credit(
  tx: Db,
  userId: string,
  kind: Extract<PointKind, 'EARN' | 'GRANT' | 'RESTORE'>,
  amount: number,
  expiresAt: Date,
  meta: EntryMeta = {},
): Promise<string | null> {
  if (amount <= 0) return null;
  await lockWallet(tx, userId);
  const [row] = await tx
    .insert(pointEntries)
    .values({ userId, kind, amount, remaining: amount, expiresAt, ...meta })
    .onConflictDoNothing()
    .returning({ id: pointEntries.id });
  if (!row) return null;
  await moveBalance(tx, userId, amount);
  return row.id;
}

/**
 * A debit (SPEND, DEDUCT) of `amount`, oldest-expiring credits first, under the wallet's lock: more than
 * the balance is refused (409 pointsTooMany), so the balance never goes below zero.
 */
export async function debit(
  tx: Db,
  userId: string,
  kind: Extract<PointKind, 'SPEND' | 'DEDUCT'>,
  amount: number,
  meta: EntryMeta = {},
): Promise<string> {
  const balance = await lockWallet(tx, userId);
  if (amount <= 0 || amount > balance) throw new HttpError(409, 'pointsTooMany');
  const [entry] = await tx
    .insert(pointEntries)
    .values({ userId, kind, amount: -amount, ...meta })
    .returning({ id: pointEntries.id });
  const credits = await tx
    .select({ id: pointEntries.id, remaining: pointEntries.remaining })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), gt(pointEntries.remaining, 0)))
    .orderBy(asc(pointEntries.expiresAt), asc(pointEntries.createdAt), asc(pointEntries.id));
  let left = amount;
  for (const c of credits) {
    if (left === 0) break;
    const take = Math.min(left, c.remaining!);
    await tx
      .update(pointEntries)
      .set({ remaining: sql`${pointEntries.remaining} - ${take}` })
      .where(eq(pointEntries.id, c.id));
    await tx.insert(pointUses).values({ debitId: entry!.id, creditId: c.id, amount: take });
    left -= take;
  }
  // the wallet and the credits are kept together; a difference is a bug, not a refusal
  if (left > 0) throw new Error(`points ledger of ${userId} is short by ${left}`);
  await moveBalance(tx, userId, -amount);
  return entry!.id;
}

/**
 * Gives back what an order spent, to the credits it came from with their own expiry (an expired one is
 * taken again by the next expiry run): once, however often the order is cancelled or refunded.
 */
export async function restoreOrderPoints(tx: Db, userId: string, orderId: string): Promise<number> {
  const [spend] = await tx
    .select({ id: pointEntries.id })
    .from(pointEntries)
    .where(and(eq(pointEntries.orderId, orderId), eq(pointEntries.kind, 'SPEND')));
  if (!spend) return 0;
  await lockWallet(tx, userId);
  const uses = await tx
    .update(pointUses)
    .set({ restoredAt: new Date() })
    .where(and(eq(pointUses.debitId, spend.id), isNull(pointUses.restoredAt)))
    .returning();
  if (uses.length === 0) return 0;
  const from = await tx
    .select({ id: pointEntries.id, expiresAt: pointEntries.expiresAt })
    .from(pointEntries)
    .where(
      inArray(
        pointEntries.id,
        uses.map((u) => u.creditId),
      ),
    );
  const expiry = new Map(from.map((c) => [c.id, c.expiresAt!]));
  let total = 0;
  for (const use of uses) {
    await tx.insert(pointEntries).values({
      userId,
      kind: 'RESTORE',
      amount: use.amount,
      remaining: use.amount,
      expiresAt: expiry.get(use.creditId)!,
      orderId,
    });
    total += use.amount;
  }
  await moveBalance(tx, userId, total);
  return total;
}

/** When points earned now expire. */
export const expiryOf = (now: Date) => addMonths(now, POINT_EXPIRY_MONTHS);

/**
 * Expires what is left of every credit due at `now`, member by member under the wallet's lock: only the
 * unspent part of each credit goes (first-earned, first-spent already took the rest). Answers the points
 * expired. Running it twice expires nothing the second time.
 */
export async function expirePoints(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectDistinct({ userId: pointEntries.userId })
    .from(pointEntries)
    .where(and(gt(pointEntries.remaining, 0), lte(pointEntries.expiresAt, now)));
  let total = 0;
  for (const { userId } of due) {
    total += await db.transaction(async (tx) => {
      await lockWallet(tx, userId);
      const lots = await tx
        .select({ id: pointEntries.id, remaining: pointEntries.remaining })
        .from(pointEntries)
        .where(
          and(
            eq(pointEntries.userId, userId),
            gt(pointEntries.remaining, 0),
            lte(pointEntries.expiresAt, now),
          ),
        );
      let sum = 0;
      for (const lot of lots) {
        const expired = lot.remaining!;
        await tx.update(pointEntries).set({ remaining: 0 }).where(eq(pointEntries.id, lot.id));
        const [entry] = await tx
          .insert(pointEntries)
          .values({ userId, kind: 'EXPIRE', amount: -expired, createdAt: now })
          .returning({ id: pointEntries.id });
        await tx.insert(pointUses).values({ debitId: entry!.id, creditId: lot.id, amount: expired });
        sum += expired;
      }
      if (sum > 0) await moveBalance(tx, userId, -sum);
      return sum;
    });
  }
  return total;
}

export async function pointBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${pointEntries.amount}), 0)::int` })
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId));
  return row?.n ?? 0;
}

/** The member's ledger, newest first, and the credits that will expire next (what is left of each). */
export async function pointHistory(db: Db, userId: string, page: { limit: number; offset: number }) {
  const [rows, [counted], upcoming, balance] = await Promise.all([
    db
      .select()
      .from(pointEntries)
      .where(eq(pointEntries.userId, userId))
      .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointEntries)
      .where(eq(pointEntries.userId, userId)),
    db
      .select({ amount: pointEntries.remaining, expiresAt: pointEntries.expiresAt })
      .from(pointEntries)
      .where(and(eq(pointEntries.userId, userId), gt(pointEntries.remaining, 0)))
      .orderBy(asc(pointEntries.expiresAt))
      .limit(20),
    pointBalance(db, userId),
  ]);
  return {
    balance,
    entries: rows.map((r) => ({
      _id: r.id,
      kind: r.kind,
      amount: r.amount,
      remaining: r.remaining,
      expiresAt: r.expiresAt?.toISOString() ?? null,
      orderId: r.orderId,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    total: counted?.n ?? 0,
    upcoming: upcoming.map((u) => ({ amount: u.amount!, expiresAt: u.expiresAt!.toISOString() })),
  };
}
