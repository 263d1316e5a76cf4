import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCoupons, memberProfiles, outbox, pointEntries } from '#server/db/schema/index.ts';
import { issueBirthdayCoupons } from '#server/services/loyalty/birthdays.ts';
import { noticeExpiringPoints } from '#server/services/loyalty/expiryNotice.ts';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { callAs } from '../helpers/auth.ts';
import { buyerFields, joinBuyer, joinSeller, type Member } from './matching-helpers.ts';

// The points' expiry notice a month before and the birthday coupon
// (docs/decisions/0045-loyalty-notices-birthdays-and-review-limits.md): each once, however often the daily
// job runs and on however many instances.

let t: AdminTestApp;
let buyer: Member;
let seller: Member;
type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string | null, method: Method, url: string, payload?: object, lang = 'ko') =>
  callAs(t.app, token, method, url, payload, lang);
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createAdminTestApp();
  buyer = await joinBuyer(t.app, 'lnbuyer');
  seller = await joinSeller(t.app, 'lnseller');
}, 300_000);
afterAll(() => t.close());

/** A manager's grant to `member`, then its credit set to expire at `expiresAt`: the credit's id. */
async function creditExpiring(member: Member, amount: number, expiresAt: Date): Promise<string> {
  const res = await call(t.admin, 'POST', `/api/console/shop/points/${member.id}/adjust`, {
    amount,
    reason: '이벤트 당첨',
  });
  expect(res.statusCode, res.body).toBe(200);
  const [credit] = await t.db
    .select()
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, member.id), eq(pointEntries.amount, amount)));
  await t.db.update(pointEntries).set({ expiresAt }).where(eq(pointEntries.id, credit!.id));
  return credit!.id;
}

/** The expiry notices sent to `email` (its words: `marker`). */
const notices = (email: string, marker: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.body, `%${marker}%`)));

describe('the points’ expiry notice', () => {
  it('is queued once per earning about a month before it expires, in the member’s language', async () => {
    const now = new Date('2027-03-01T00:00:00Z');
    await creditExpiring(buyer, 1_200, new Date(now.getTime() + 30 * DAY_MS - 60_000));
    // far from expiry: not yet
    const later = await creditExpiring(buyer, 700, new Date(now.getTime() + 60 * DAY_MS));
    // already told
    const told = await creditExpiring(buyer, 900, new Date(now.getTime() + 10 * DAY_MS));
    await t.db
      .update(pointEntries)
      .set({ expiryNoticedAt: new Date('2027-02-01T00:00:00Z') })
      .where(eq(pointEntries.id, told));
    await creditExpiring(seller, 2_500, new Date(now.getTime() + 20 * DAY_MS));

    // two instances at once, then the job again
    const runs = await Promise.all([noticeExpiringPoints(t.db, now), noticeExpiringPoints(t.db, now)]);
    expect(runs.flat()).toHaveLength(2);
    expect(await noticeExpiringPoints(t.db, now)).toEqual([]);

    const buyerMails = await notices('lnbuyer@example.com', 'points expire');
    expect(buyerMails.map((m) => [m.subject, m.body])).toEqual([
      ['Your shop points expire soon', '1,200 points expire on 2027-03-31. Please use them before then.'],
    ]);
    const sellerMails = await notices('lnseller@example.com', '소멸');
    expect(sellerMails).toHaveLength(1);
    expect(sellerMails[0]!.body).toContain('적립금 2,500원이 2027-03-21에 소멸될 예정입니다');
    const [notYet] = await t.db.select().from(pointEntries).where(eq(pointEntries.id, later));
    expect(notYet!.expiryNoticedAt).toBeNull();

    // a month on, the 700 are due
    const next = await noticeExpiringPoints(t.db, new Date(now.getTime() + 31 * DAY_MS));
    expect(next).toHaveLength(1);
  });
});

describe('the birthday coupon', () => {
  const details = (birthday: unknown) => ({ ...buyerFields('lnbuyer'), birthday });

  it('takes a month-day birthday in the member’s details, refused with a reason otherwise', async () => {
    const bad = await call(buyer.token, 'PUT', '/api/v1/me', details('02-30'), 'en');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Please give your birthday as month-day, e.g. 03-15.');
    const full = await call(buyer.token, 'PUT', '/api/v1/me', details('1990-05-17'));
    expect(full.statusCode).toBe(400);
    const ok = await call(buyer.token, 'PUT', '/api/v1/me', details('05-17'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.profile.birthday).toBe('05-17');
    const kept = await call(buyer.token, 'PUT', '/api/v1/me', buyerFields('lnbuyer'));
    expect(kept.json().user.profile.birthday).toBe('05-17');
  });

  it('is issued once per member and year on the birthday, however often the daily job runs', async () => {
    const created = await call(t.admin, 'POST', '/api/console/shop/coupons', {
      name: '생일 축하 쿠폰',
      kind: 'FIXED',
      value: 5_000,
      scope: 'ORDER',
      issue: 'BIRTHDAY',
      validFrom: '2026-01-01T00:00:00+09:00',
      validDays: 30,
    });
    expect(created.statusCode, created.body).toBe(201);
    const couponId = created.json().coupon._id as string;
    const held = () => t.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, couponId));

    expect(await issueBirthdayCoupons(t.db, new Date('2027-05-16T03:00:00Z'))).toBe(0);
    // 17 May in Seoul, on two instances at once and then again
    const birthday = new Date('2027-05-17T03:00:00Z');
    const runs = await Promise.all([
      issueBirthdayCoupons(t.db, birthday),
      issueBirthdayCoupons(t.db, birthday),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await issueBirthdayCoupons(t.db, birthday)).toBe(0);
    expect((await held()).map((r) => [r.userId, r.source])).toEqual([[buyer.id, 'birthday:2027']]);

    // the next year's birthday gives the next one
    expect(await issueBirthdayCoupons(t.db, new Date('2028-05-17T03:00:00Z'))).toBe(1);
    expect((await held()).map((r) => r.source).sort()).toEqual(['birthday:2027', 'birthday:2028']);

    // 29 February is celebrated on the 28th in a common year
    await t.db.update(memberProfiles).set({ birthday: '02-29' }).where(eq(memberProfiles.userId, seller.id));
    expect(await issueBirthdayCoupons(t.db, new Date('2029-02-28T03:00:00Z'))).toBe(1);
    expect(await issueBirthdayCoupons(t.db, new Date('2029-03-01T03:00:00Z'))).toBe(0);
  });
});
