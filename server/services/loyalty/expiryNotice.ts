import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { formatDate } from '#domain/format.ts';
import type { Locale } from '#domain/locale.ts';
import { EXPIRY_NOTICE_DAYS, mailLocaleOf } from '#domain/loyalty/rules.ts';
import type { Db } from '#server/db/index.ts';
import { memberProfiles, outbox, pointEntries, users } from '#server/db/schema/index.ts';

const DAY_MS = 86_400_000;

/** The notice in the member's language; Korean mail carries English below, as the shop's mails do. */
function noticeMail(locale: Locale, amount: number, expiresAt: Date) {
  const day = formatDate(expiresAt);
  const ko = {
    subject: '[서울어워드 쇼핑몰] 적립금 소멸 예정 안내',
    body: `적립금 ${amount.toLocaleString('ko-KR')}원이 ${day}에 소멸될 예정입니다. 소멸 전에 사용해주세요.`,
  };
  const en = {
    subject: 'Your shop points expire soon',
    body: `${amount.toLocaleString('en-US')} points expire on ${day}. Please use them before then.`,
  };
  const cn = {
    subject: '积分即将过期提醒',
    body: `您的${amount.toLocaleString('en-US')}积分将于${day}过期，请在过期前使用。`,
  };
  if (locale === 'en') return en;
  if (locale === 'cn') return cn;
  return { subject: `${ko.subject} / ${en.subject}`, body: `${ko.body}\n\n${en.body}` };
}

/**
 * Queues one mail per credit that expires within EXPIRY_NOTICE_DAYS of `now` with points left and was not
 * noticed yet (docs/decisions/0045-loyalty-notices-birthdays-and-review-limits.md). Each credit is marked by a
 * conditional UPDATE in the mail's transaction, so a second run, or another instance's run after a lease,
 * sends nothing again. Answers the outbox ids to deliver.
 */
export async function noticeExpiringPoints(db: Db, now: Date): Promise<string[]> {
  const due = await db
    .select({
      id: pointEntries.id,
      remaining: pointEntries.remaining,
      expiresAt: pointEntries.expiresAt,
      email: users.email,
      country: memberProfiles.country,
    })
    .from(pointEntries)
    .innerJoin(users, eq(users.id, pointEntries.userId))
    .leftJoin(memberProfiles, eq(memberProfiles.userId, pointEntries.userId))
    .where(
      and(
        gt(pointEntries.remaining, 0),
        isNull(pointEntries.expiryNoticedAt),
        gt(pointEntries.expiresAt, now),
        lte(pointEntries.expiresAt, new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS)),
      ),
    );
  const ids: string[] = [];
  for (const credit of due) {
    const id = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(pointEntries)
        .set({ expiryNoticedAt: now })
        .where(and(eq(pointEntries.id, credit.id), isNull(pointEntries.expiryNoticedAt)))
        .returning({ id: pointEntries.id });
      if (!claimed || !credit.email) return null;
      const mail = noticeMail(mailLocaleOf(credit.country), credit.remaining!, credit.expiresAt!);
      const [row] = await tx
        .insert(outbox)
        .values({ channel: 'email', to: credit.email, ...mail })
        .returning({ id: outbox.id });
      return row!.id;
    });
    if (id) ids.push(id);
  }
  return ids;
}
