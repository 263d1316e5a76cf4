import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { seoulYmd } from '#domain/format.ts';
import { birthdaysOn } from '#domain/loyalty/rules.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { Db } from '#server/db/index.ts';
import { coupons, memberProfiles } from '#server/db/schema/index.ts';
import { issueCoupon } from './coupons.ts';

/**
 * Gives every active BIRTHDAY coupon to the members whose birthday is the Seoul day of `now` (02-29 on the 28th
 * of a common year), once per member and year (source `birthday:<year>`, a unique index): a second run of the
 * day, by this instance or another, issues nothing (docs/decisions/0045-loyalty-notices-birthdays-and-review-limits.md).
 * Answers how many coupons it issued.
 */
export async function issueBirthdayCoupons(db: Db, now: Date): Promise<number> {
  const ymd = seoulYmd(now);
  const offered = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.issue, 'BIRTHDAY'),
        eq(coupons.active, true),
        lte(coupons.validFrom, now),
        or(isNull(coupons.validUntil), gt(coupons.validUntil, now)),
      ),
    );
  if (offered.length === 0) return 0;
  const members = await db
    .select({ userId: memberProfiles.userId })
    .from(memberProfiles)
    .where(and(inArray(memberProfiles.birthday, birthdaysOn(ymd)), isNull(memberProfiles.withdrawnAt)));
  const source = `birthday:${ymd.slice(0, 4)}`;
  let issued = 0;
  for (const { userId } of members) {
    for (const coupon of offered) {
      try {
        const row = await db.transaction((tx) =>
          issueCoupon(tx, coupon.id, userId, source, now, { quiet: true, oncePerSource: true }),
        );
        if (row) issued += 1;
      } catch (error) {
        // another instance issued it between our count and our insert: it is issued, once
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }
  return issued;
}
