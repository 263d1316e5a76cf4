import { and, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { ConsoleCoupon, CouponInput } from '#domain/schemas/loyalty.ts';
import type { Db } from '#server/db/index.ts';
import { coupons, memberCoupons, memberLevelOf, users } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { searchIn } from '#server/http/list.ts';
import { tableCrud } from '#server/services/tableCrud.ts';
import { issueToMembers, normalizeCode } from './coupons.ts';
import { listLevels } from './levels.ts';

/** The console's coupons (scope `shop`, docs/decisions/0041-loyalty-points-coupons-levels.md). */

function toConsoleCoupon(row: typeof coupons.$inferSelect): ConsoleCoupon {
  return {
    _id: row.id,
    name: row.name,
    translations: row.translations as ConsoleCoupon['translations'],
    kind: row.kind,
    value: row.value,
    maxDiscount: row.maxDiscount,
    minOrder: row.minOrder,
    scope: row.scope,
    productIds: row.productIds,
    categoryIds: row.categoryIds,
    issue: row.issue,
    code: row.code,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
    validDays: row.validDays,
    totalLimit: row.totalLimit,
    perMemberLimit: row.perMemberLimit,
    active: row.active,
    issued: row.issued,
    createdAt: row.createdAt.toISOString(),
  };
}

const values = (input: CouponInput) => ({
  ...input,
  translations: input.translations ?? {},
  code: input.code ? normalizeCode(input.code) : null,
  validFrom: new Date(input.validFrom),
  validUntil: input.validUntil ? new Date(input.validUntil) : null,
});

const plain = tableCrud({
  table: coupons,
  id: coupons.id,
  toRecord: toConsoleCoupon,
  values,
  search: [coupons.name, coupons.code],
  equals: { scope: coupons.scope, issue: coupons.issue, active: coupons.active },
  sorts: {
    createdAt: coupons.createdAt,
    name: coupons.name,
    validFrom: coupons.validFrom,
    issued: coupons.issued,
  },
  defaultSort: 'createdAt',
  tieBreak: [],
});

/** A code another coupon has is refused on its field, before the unique index would fail the write. */
async function checkCode(db: Db, input: CouponInput, id?: string) {
  if (!input.code) return;
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, normalizeCode(input.code)), id ? ne(coupons.id, id) : undefined));
  if (taken) throw new HttpError(409, 'couponCodeTaken', { code: 'couponCodeTaken' });
}

export const couponService = {
  ...plain,
  async create(db: Db, input: CouponInput) {
    await checkCode(db, input);
    return plain.create(db, input);
  },
  async update(db: Db, id: string, input: CouponInput) {
    await checkCode(db, input, id);
    return plain.update(db, id, input);
  },
  /** Only a coupon never issued: an issued one is deactivated instead (its holders' rows name it). */
  async remove(db: Db, id: string) {
    const [row] = await db.select({ issued: coupons.issued }).from(coupons).where(eq(coupons.id, id));
    if (!row) return false;
    if (row.issued > 0) throw new HttpError(409, 'couponInUse');
    return plain.remove(db, id);
  },
};

/** How a coupon was used: issued, used, the discount it gave, and how many expired unused. */
export async function couponUsage(db: Db, id: string, now = new Date()) {
  const [row] = await db
    .select({
      issued: count(),
      used: sql<number>`count(*) filter (where ${memberCoupons.usedAt} is not null)::int`,
      expired: sql<number>`count(*) filter (where ${memberCoupons.usedAt} is null and ${memberCoupons.expiresAt} <= ${now.toISOString()}::timestamptz)::int`,
      discount: sql<number>`coalesce(sum(${memberCoupons.discount}) filter (where ${memberCoupons.usedAt} is not null), 0)::int`,
    })
    .from(memberCoupons)
    .where(eq(memberCoupons.couponId, id));
  return {
    issued: row?.issued ?? 0,
    used: row?.used ?? 0,
    expired: row?.expired ?? 0,
    discount: row?.discount ?? 0,
  };
}

/**
 * Issues a coupon to the members of a level, to the members picked, or to the members a search finds
 * (id, name, e-mail); members only, never managers. Answers what was issued and skipped (limits).
 */
export async function issueByFilter(
  db: Db,
  couponId: string,
  filter: { levelId?: string | undefined; userIds?: string[] | undefined; q?: string | undefined },
  manager: string,
) {
  const [coupon] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId));
  if (!coupon) throw new HttpError(404, 'notFound');
  // a member never recalculated holds the lowest level (levelOf)
  const [lowest] = await listLevels(db).limit(1);
  const ofLevel = (levelId: string) =>
    lowest?.id === levelId && lowest.threshold === 0
      ? or(eq(memberLevelOf.levelId, levelId), isNull(memberLevelOf.userId))
      : eq(memberLevelOf.levelId, levelId);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(memberLevelOf, eq(memberLevelOf.userId, users.id))
    .where(
      and(
        inArray(users.type, ['PERSON', 'COMPANY']),
        filter.levelId ? ofLevel(filter.levelId) : undefined,
        filter.userIds ? inArray(users.id, filter.userIds) : undefined,
        searchIn(filter.q, users.username, users.name, users.email),
      ),
    );
  return issueToMembers(
    db,
    couponId,
    rows.map((r) => r.id),
    manager,
  );
}
