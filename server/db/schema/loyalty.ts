import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { check, index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translations } from '#domain/localized.ts';
import type { CouponIssue, CouponKind, CouponScope, PointKind } from '#domain/loyalty/rules.ts';
import { users } from './auth.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { shopOrders } from './shop.ts';

/**
 * Points, coupons and member levels (docs/decisions/0041-loyalty-points-coupons-levels.md). Money and points
 * are integer won; the ledger is append-only but for a credit's `remaining`, which first-in-first-out
 * spending and expiry draw down.
 */

/**
 * One row per member who ever had points: the row every change of their points locks first (so 50
 * checkouts spending one balance are counted one after another), and the balance kept equal to the
 * ledger's sum in the same transaction; the CHECK is the last guard against going below zero.
 */
export const pointWallets = pgTable(
  'point_wallets',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('point_wallets_balance_check', sql`${t.balance} >= 0`)],
);

/**
 * The points ledger. A credit (EARN, GRANT, RESTORE) has `remaining` and `expiresAt`; a debit (SPEND,
 * DEDUCT, EXPIRE) has a negative `amount` and draws down credits, oldest expiry first, as `point_uses`.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<PointKind>().notNull(),
    amount: integer().notNull(),
    remaining: integer(),
    expiresAt: timestamptz(),
    orderId: uuid().references(() => shopOrders.id, { onDelete: 'restrict' }),
    /** A manager's grant or deduction: why, and who (`manager:<username>`). */
    reason: text().notNull().default(''),
    actor: text().notNull().default('system'),
    /**
     * When the member was told by mail that this credit expires (about a month before): set by the conditional
     * UPDATE that queues the mail, so each credit is noticed once (docs/decisions/0045-loyalty-notices-birthdays-and-review-limits.md).
     */
    expiryNoticedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('point_entries_user_idx').on(t.userId, t.createdAt),
    index('point_entries_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    // one earning and one spending per order: a second confirmation or retry writes nothing
    uniqueIndex('point_entries_order_once_idx')
      .on(t.orderId, t.kind)
      .where(sql`${t.kind} IN ('EARN', 'SPEND')`),
    check('point_entries_amount_check', sql`${t.amount} <> 0`),
    check(
      'point_entries_remaining_check',
      sql`${t.remaining} IS NULL OR (${t.remaining} >= 0 AND ${t.remaining} <= ${t.amount})`,
    ),
  ],
);

/** What a debit took from which credit: a cancelled order's spending goes back to the credits it came from. */
export const pointUses = pgTable(
  'point_uses',
  {
    id: id(),
    debitId: uuid()
      .notNull()
      .references(() => pointEntries.id, { onDelete: 'cascade' }),
    creditId: uuid()
      .notNull()
      .references(() => pointEntries.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    /** Set when the spending came back (RESTORE credit), so a second cancel restores nothing. */
    restoredAt: timestamptz(),
  },
  (t) => [
    index('point_uses_debit_idx').on(t.debitId),
    check('point_uses_amount_check', sql`${t.amount} > 0`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    name: text().notNull(),
    translations: jsonb().$type<Translations<'name'>>().notNull().default({}),
    kind: text().$type<CouponKind>().notNull(),
    /** Won off (FIXED) or percent off (PERCENT, capped by `maxDiscount`). */
    value: integer().notNull(),
    maxDiscount: integer(),
    minOrder: integer().notNull().default(0),
    scope: text().$type<CouponScope>().notNull(),
    productIds: jsonb().$type<string[]>().notNull().default([]),
    categoryIds: jsonb().$type<string[]>().notNull().default([]),
    issue: text().$type<CouponIssue>().notNull(),
    /** The code a member types (issue CODE); unique among coupons. */
    code: text().unique(),
    /** Valid from … until, or for `validDays` after each issue (then `validUntil` is null). */
    validFrom: timestamptz().notNull(),
    validUntil: timestamptz(),
    validDays: integer(),
    totalLimit: integer(),
    perMemberLimit: integer().notNull().default(1),
    issued: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_value_check', sql`${t.value} > 0 AND (${t.kind} <> 'PERCENT' OR ${t.value} <= 100)`),
    check('coupons_issued_check', sql`${t.totalLimit} IS NULL OR ${t.issued} <= ${t.totalLimit}`),
    check('coupons_validity_check', sql`${t.validUntil} IS NOT NULL OR ${t.validDays} IS NOT NULL`),
  ],
);

/** A coupon in a member's hands; used once, by one order; a cancel gives it back (`orderId`, `usedAt` null). */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: id(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    orderId: uuid().references(() => shopOrders.id, { onDelete: 'set null' }),
    /** What it took off that order. */
    discount: integer().notNull().default(0),
    /** How it came: `download`, `code`, `signup`, `birthday:<year>`, `level:<id>`, `manager:<username>`. */
    source: text().notNull(),
  },
  (t) => [
    index('member_coupons_user_idx').on(t.userId, t.expiresAt),
    index('member_coupons_coupon_idx').on(t.couponId, t.userId),
    index('member_coupons_order_idx').on(t.orderId),
    // a birthday coupon once per member and year (source `birthday:2026`), whatever runs the daily job
    uniqueIndex('member_coupons_birthday_once_idx')
      .on(t.couponId, t.userId, t.source)
      .where(sql`${t.source} LIKE 'birthday:%'`),
  ],
);

export const memberLevels = pgTable('member_levels', {
  id: id(),
  name: text().notNull(),
  translations: jsonb().$type<Translations<'name'>>().notNull().default({}),
  /** Net purchases of the last 12 months (won) from which a member has this level. */
  threshold: integer().notNull().unique(),
  /** Points earned on a confirmed purchase, in percent of its net amount. */
  pointRate: integer().notNull().default(0),
  /** Percent off the items at checkout. */
  discountRate: integer().notNull().default(0),
  /** Coupons issued to a member on reaching this level. */
  couponIds: jsonb().$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A member's level as of the last monthly recalculation (none: the lowest level). */
export const memberLevelOf = pgTable('member_level_of', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  levelId: uuid()
    .notNull()
    .references(() => memberLevels.id, { onDelete: 'restrict' }),
  /** Net purchases counted at the recalculation: a member's orders together may pass the 32-bit integer. */
  netPurchases: bigint({ mode: 'number' }).notNull(),
  /** `2026-12`: the month of the recalculation that set it. */
  period: text().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Jobs that must run once per period however many instances run them (the monthly level recalculation,
 * the daily points expiry): the first instance claims the row for a lease, a finished row is never run
 * again, and one whose instance died is taken again after its lease.
 */
export const loyaltyJobs = pgTable(
  'loyalty_jobs',
  {
    kind: text().notNull(),
    period: text().notNull(),
    claimedUntil: timestamptz(),
    doneAt: timestamptz(),
    /** What the run did (e.g. how many members changed level). */
    result: integer(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.period] })],
);
