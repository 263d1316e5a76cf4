import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { HeldCoupon } from '#domain/loyalty/rules.ts';
import type { MessageCode } from '#domain/messages/index.ts';
import type { Db } from '#server/db/index.ts';
import { coupons, memberCoupons } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';

/**
 * Coupons and the members' coupons (docs/decisions/0041-loyalty-points-coupons-levels.md). Issuing locks the
 * coupon's row, so the total and per-member limits hold under concurrent downloads; using is one conditional
 * UPDATE of the member's coupon, so a single-use coupon in two concurrent checkouts is used once.
 */

export type CouponRow = typeof coupons.$inferSelect;
export type MemberCouponRow = typeof memberCoupons.$inferSelect;
const DAY_MS = 86_400_000;

/** When a coupon issued now stops being usable: its end date, or its days after issue (not past the end). */
export function couponExpiry(coupon: CouponRow, now: Date): Date {
  const byDays = coupon.validDays !== null ? new Date(now.getTime() + coupon.validDays * DAY_MS) : null;
  if (byDays && coupon.validUntil) return byDays < coupon.validUntil ? byDays : coupon.validUntil;
  return (byDays ?? coupon.validUntil)!;
}

/**
 * Issues the coupon to the member in the caller's transaction. A refusal (inactive, past its end, all
 * issued, the member's limit) throws its reason, or with `quiet` answers null (a manager's bulk issue
 * counts what it skipped). With `oncePerSource` the member's limit is one coupon of this `source` instead
 * (a birthday coupon: once a year, `birthday:<year>`).
 */
export async function issueCoupon(
  tx: Db,
  couponId: string,
  userId: string,
  source: string,
  now: Date,
  options: { quiet?: boolean; oncePerSource?: boolean } = {},
): Promise<MemberCouponRow | null> {
  const refuse = (status: number, code: MessageCode) => {
    if (options.quiet) return null;
    throw new HttpError(status, code);
  };
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  if (!coupon || !coupon.active) return refuse(404, 'couponNotFound');
  if (coupon.validUntil && coupon.validUntil <= now) return refuse(409, 'couponExpired');
  if (coupon.totalLimit !== null && coupon.issued >= coupon.totalLimit) return refuse(409, 'couponSoldOut');
  const [held] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberCoupons)
    .where(
      and(
        eq(memberCoupons.couponId, couponId),
        eq(memberCoupons.userId, userId),
        options.oncePerSource ? eq(memberCoupons.source, source) : undefined,
      ),
    );
  const limit = options.oncePerSource ? 1 : coupon.perMemberLimit;
  if ((held?.n ?? 0) >= limit) return refuse(409, 'couponLimitReached');
  await tx
    .update(coupons)
    .set({ issued: sql`${coupons.issued} + 1` })
    .where(eq(coupons.id, couponId));
  const [row] = await tx
    .insert(memberCoupons)
    .values({ couponId, userId, source, expiresAt: couponExpiry(coupon, now), issuedAt: now })
    .returning();
  return row!;
}

/** A member downloads a coupon offered on a product or event page. */
export async function downloadCoupon(db: Db, userId: string, couponId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [coupon] = await tx.select({ issue: coupons.issue }).from(coupons).where(eq(coupons.id, couponId));
    if (coupon?.issue !== 'DOWNLOAD') throw new HttpError(404, 'couponNotFound');
    return (await issueCoupon(tx, couponId, userId, 'download', now))!;
  });
}

/** A member types a coupon's code (case and spaces do not matter). */
export async function redeemCode(db: Db, userId: string, code: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [coupon] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.code, normalizeCode(code)), eq(coupons.issue, 'CODE')));
    if (!coupon) throw new HttpError(404, 'couponCodeInvalid');
    return (await issueCoupon(tx, coupon.id, userId, 'code', now))!;
  });
}

export const normalizeCode = (code: string) => code.replace(/\s/g, '').toUpperCase();

/** The sign-up coupons, given to a new member in the join's transaction (a limit reached skips one). */
export async function issueSignupCoupons(tx: Db, userId: string, now = new Date()): Promise<void> {
  const rows = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.issue, 'SIGNUP'), eq(coupons.active, true)));
  for (const row of rows) await issueCoupon(tx, row.id, userId, 'signup', now, { quiet: true });
}

/** A manager issues a coupon to members; each in its own step so one at its limit skips only itself. */
export async function issueToMembers(
  db: Db,
  couponId: string,
  userIds: readonly string[],
  manager: string,
  now = new Date(),
): Promise<{ issued: number; skipped: number }> {
  let issued = 0;
  for (const userId of userIds) {
    const row = await db.transaction((tx) =>
      issueCoupon(tx, couponId, userId, `manager:${manager}`, now, { quiet: true }),
    );
    if (row) issued += 1;
  }
  return { issued, skipped: userIds.length - issued };
}

/** The member's coupons usable at `now`, with their terms (what checkout and the quote choose from). */
export async function heldCoupons(db: Db, userId: string, now: Date, ids?: readonly string[]) {
  const rows = await db
    .select({ held: memberCoupons, coupon: coupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(
      and(
        eq(memberCoupons.userId, userId),
        isNull(memberCoupons.usedAt),
        gt(memberCoupons.expiresAt, now),
        lte(coupons.validFrom, now),
        ids ? inArray(memberCoupons.id, [...ids]) : undefined,
      ),
    );
  return rows.map(({ held, coupon }) => ({ ...toHeld(held, coupon), row: held, coupon }));
}

const toHeld = (held: MemberCouponRow, coupon: CouponRow): HeldCoupon => ({
  id: held.id,
  kind: coupon.kind,
  value: coupon.value,
  maxDiscount: coupon.maxDiscount,
  minOrder: coupon.minOrder,
  scope: coupon.scope,
  productIds: coupon.productIds,
  categoryIds: coupon.categoryIds,
});

/** Why one of the member's coupons cannot be used now (before its terms are weighed against the order). */
export async function couponState(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<MessageCode | null> {
  const [row] = await db
    .select({ held: memberCoupons, coupon: coupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.id, id), eq(memberCoupons.userId, userId)));
  if (!row) return 'couponNotFound';
  if (row.held.usedAt) return 'couponUsed';
  if (row.held.expiresAt <= now || row.coupon.validFrom > now) return 'couponExpired';
  return null;
}

/**
 * Marks the order's coupons used, each by one conditional UPDATE: a coupon another checkout took first
 * rolls this one back (409 couponUsed).
 */
export async function useCoupons(
  tx: Db,
  userId: string,
  orderId: string,
  picks: readonly { id: string; amount: number }[],
  now: Date,
): Promise<void> {
  for (const pick of picks) {
    const [used] = await tx
      .update(memberCoupons)
      .set({ usedAt: now, orderId, discount: pick.amount })
      .where(
        and(
          eq(memberCoupons.id, pick.id),
          eq(memberCoupons.userId, userId),
          isNull(memberCoupons.usedAt),
          gt(memberCoupons.expiresAt, now),
        ),
      )
      .returning({ id: memberCoupons.id });
    if (!used) throw new HttpError(409, 'couponUsed', { [`coupons.${pick.id}`]: 'couponUsed' });
  }
}

/** A cancelled, expired or fully refunded order gives its coupons back. */
export async function restoreOrderCoupons(tx: Db, orderId: string): Promise<number> {
  const rows = await tx
    .update(memberCoupons)
    .set({ usedAt: null, orderId: null, discount: 0 })
    .where(eq(memberCoupons.orderId, orderId))
    .returning({ id: memberCoupons.id });
  return rows.length;
}

export const MY_COUPON_STATES = ['usable', 'used', 'expired'] as const;
export type MyCouponState = (typeof MY_COUPON_STATES)[number];

/** `/api/v1/me/coupons`: the member's coupons in one state, newest issue first. */
export async function myCoupons(db: Db, userId: string, state: MyCouponState, now = new Date()) {
  const where =
    state === 'used'
      ? isNotNull(memberCoupons.usedAt)
      : state === 'usable'
        ? and(isNull(memberCoupons.usedAt), gt(memberCoupons.expiresAt, now))
        : and(isNull(memberCoupons.usedAt), lte(memberCoupons.expiresAt, now));
  const rows = await db
    .select({ held: memberCoupons, coupon: coupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.userId, userId), where))
    .orderBy(state === 'usable' ? asc(memberCoupons.expiresAt) : desc(memberCoupons.issuedAt));
  return rows;
}

/** The coupons a member may download now (a product page passes its product and category). */
export async function downloadableCoupons(
  db: Db,
  now: Date,
  target?: { productId: string; categoryId: string },
) {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.issue, 'DOWNLOAD'),
        eq(coupons.active, true),
        lte(coupons.validFrom, now),
        or(isNull(coupons.validUntil), gt(coupons.validUntil, now)),
        or(isNull(coupons.totalLimit), sql`${coupons.issued} < ${coupons.totalLimit}`),
      ),
    )
    .orderBy(desc(coupons.createdAt));
  if (!target) return rows;
  return rows.filter(
    (c) =>
      c.scope !== 'PRODUCT' ||
      c.productIds.includes(target.productId) ||
      c.categoryIds.includes(target.categoryId),
  );
}
