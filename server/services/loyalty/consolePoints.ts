import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { maskName } from '#domain/masking.ts';
import type { ConsolePointWallet } from '#domain/schemas/loyalty.ts';
import type { Db } from '#server/db/index.ts';
import { memberLevelOf, memberLevels, pointEntries, pointWallets, users } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { searchIn, type ListOrder } from '#server/http/list.ts';
import { paged } from '#server/services/export.ts';
import { credit, debit, expiryOf } from './points.ts';

/**
 * The console's points (scope `shop`, docs/decisions/0041-loyalty-points-coupons-levels.md): members'
 * balances with names masked, one member's ledger, a manager's grant or deduction with its reason.
 */

export const WALLET_SORTS = ['balance', 'updatedAt', 'username'] as const;
type WalletSort = (typeof WALLET_SORTS)[number];

const sortColumn = {
  balance: pointWallets.balance,
  updatedAt: pointWallets.updatedAt,
  username: users.username,
};

function query(db: Db) {
  return db
    .select({ wallet: pointWallets, username: users.username, name: users.name, level: memberLevels.name })
    .from(pointWallets)
    .innerJoin(users, eq(users.id, pointWallets.userId))
    .leftJoin(memberLevelOf, eq(memberLevelOf.userId, pointWallets.userId))
    .leftJoin(memberLevels, eq(memberLevels.id, memberLevelOf.levelId));
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];
const toWallet = (r: Row): ConsolePointWallet => ({
  _id: r.wallet.userId,
  username: r.username,
  name: maskName(r.name ?? ''),
  balance: r.wallet.balance,
  level: r.level,
  updatedAt: r.wallet.updatedAt.toISOString(),
});

const where = (filter: { q?: string | undefined }): SQL | undefined =>
  searchIn(filter.q, users.username, users.name);
const orderOf = (o: ListOrder<WalletSort>) => [
  (o.order === 'ASC' ? asc : desc)(sortColumn[o.sort ?? 'updatedAt']),
  asc(pointWallets.userId),
];

async function select(
  db: Db,
  filter: { q?: string | undefined },
  o: ListOrder<WalletSort>,
  page: { limit: number; offset: number },
) {
  const rows = await query(db)
    .where(where(filter))
    .orderBy(...orderOf(o))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toWallet);
}

export const walletService = {
  async list(
    db: Db,
    q: { q?: string | undefined } & ListOrder<WalletSort> & { limit: number; offset: number },
  ) {
    const [points, [counted]] = await Promise.all([
      select(db, q, q, q),
      db
        .select({ n: count() })
        .from(pointWallets)
        .innerJoin(users, eq(users.id, pointWallets.userId))
        .where(where(q)),
    ]);
    return { points, total: counted?.n ?? 0 };
  },
  each(db: Db, filter: { q?: string | undefined }, o: ListOrder<WalletSort>) {
    return paged((offset, limit) => select(db, filter, o, { limit, offset }));
  },
};

/** One member's wallet and ledger, newest first. */
export async function memberLedger(db: Db, userId: string) {
  const [row] = await query(db).where(eq(pointWallets.userId, userId));
  if (!row) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(404, 'notFound');
  }
  const entries = await db
    .select()
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId))
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
    .limit(500);
  const [user] = row ? [] : await db.select().from(users).where(eq(users.id, userId));
  return {
    ...(row
      ? toWallet(row)
      : {
          _id: userId,
          username: user!.username,
          name: maskName(user!.name ?? ''),
          balance: 0,
          level: null,
          updatedAt: new Date().toISOString(),
        }),
    entries: entries.map((e) => ({
      _id: e.id,
      kind: e.kind,
      amount: e.amount,
      remaining: e.remaining,
      expiresAt: e.expiresAt?.toISOString() ?? null,
      orderId: e.orderId,
      reason: e.reason,
      actor: e.actor,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/** A manager grants (amount > 0, expiring like earned points) or deducts (amount < 0, never below zero). */
export async function adjustPoints(db: Db, userId: string, amount: number, reason: string, manager: string) {
  const [user] = await db.select({ type: users.type }).from(users).where(eq(users.id, userId));
  if (!user || user.type === 'MANAGER') throw new HttpError(404, 'notFound');
  const actor = `manager:${manager}`;
  await db.transaction(async (tx) => {
    if (amount > 0) await credit(tx, userId, 'GRANT', amount, expiryOf(new Date()), { reason, actor });
    else await debit(tx, userId, 'DEDUCT', -amount, { reason, actor });
  });
  return memberLedger(db, userId);
}
