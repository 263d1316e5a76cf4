import { seoulAndZone } from '#domain/matching/wallClock.ts';
import type { OutboxInsert } from '../notify/outbox.ts';
import type { MatchingJoinedRow } from './dto.ts';
import { mailLangOf, matchingsPageUrl, slotText } from './mail.ts';

/**
 * The reminders' e-mails (docs/decisions/0026-matching-for-a-large-fair.md § Reminders): each party's
 * language first (English for a buyer abroad, as every matching mail) and every time in Seoul and in the
 * recipient's own zone.
 */

export type ReminderKind = 'OFFER_EXPIRING' | 'MEETING_DAY' | 'MEETING_SOON' | 'FOLLOW_UP';

const HEADLINES: Record<ReminderKind, { ko: string; en: string }> = {
  OFFER_EXPIRING: {
    ko: '답하지 않은 상담 신청이 하루 뒤 만료됩니다',
    en: 'A meeting request you have not answered expires in a day',
  },
  MEETING_DAY: { ko: '내일 상담이 있습니다', en: 'Your meeting is tomorrow' },
  MEETING_SOON: { ko: '15분 뒤 상담이 시작됩니다', en: 'Your meeting starts in 15 minutes' },
  // the second rating round, three months on (docs/decisions/0040-the-fair-day.md § Ratings)
  FOLLOW_UP: {
    ko: '3개월 전 상담, 그 뒤 어떻게 되었는지 알려주세요',
    en: 'Your meeting three months ago: tell us how it went on',
  },
};

interface Recipient {
  email: string | null;
  lang: 'ko' | 'en';
  timeZone: string;
  counterpart: string;
}

function recipients(row: MatchingJoinedRow, kind: ReminderKind): Recipient[] {
  const seller: Recipient = {
    email: row.sellerUser.email,
    lang: 'ko',
    timeZone: row.seller?.timeZone ?? 'Asia/Seoul',
    counterpart: row.buyer?.companyName ?? '',
  };
  const buyer: Recipient = {
    email: row.buyerUser.email,
    lang: mailLangOf(row.buyer?.country),
    timeZone: row.buyer?.timeZone ?? 'Asia/Seoul',
    counterpart: row.seller?.companyName ?? '',
  };
  // an unanswered offer waits on the seller only; a meeting concerns both
  return kind === 'OFFER_EXPIRING' ? [seller] : [seller, buyer];
}

export function reminderMails(row: MatchingJoinedRow, kind: ReminderKind, publicUrl: string): OutboxInsert[] {
  const m = row.matching;
  const headline = HEADLINES[kind];
  const rows: OutboxInsert[] = [];
  for (const to of recipients(row, kind)) {
    if (!to.email) continue;
    const [first, second] = to.lang === 'en' ? [headline.en, headline.ko] : [headline.ko, headline.en];
    const lines = [
      `[${row.fair.title}] ${first}`,
      second,
      '',
      `상대 기업 / Counterpart: ${to.counterpart}`,
      `상담 방식 / Mode: ${m.mode === 'ONLINE' ? '온라인(화상) / Online (video)' : `오프라인(대면) / Offline: ${row.fair.place}`}`,
      '',
      '시간 / Time:',
    ];
    const slots = kind === 'OFFER_EXPIRING' ? m.offeredSlots : m.confirmedSlot ? [m.confirmedSlot] : [];
    for (const key of slots) lines.push(`  - ${slotText(key, row.fair.slotMinutes, to.timeZone)}`);
    if (kind === 'OFFER_EXPIRING' && m.expiresAt) {
      lines.push('', `응답 기한 / Answer by: ${seoulAndZone(m.expiresAt, to.timeZone)}`);
    }
    if ((kind === 'MEETING_DAY' || kind === 'MEETING_SOON') && m.mode === 'ONLINE' && m.videoUrl) {
      lines.push('', `화상 회의실 / Video room: ${m.videoUrl}`);
    }
    if (kind === 'FOLLOW_UP') {
      lines.push(
        '',
        '평점(1~5)과 결과(협상 시작, 협력 합의 등)를 남겨 주세요. / Please leave a score (1–5) and the outcome (negotiation started, agreement reached …).',
      );
    }
    lines.push(
      '',
      '마이페이지 > 매칭 관리에서 확인하세요. / See My page > Matchings:',
      matchingsPageUrl(publicUrl),
    );
    rows.push({
      channel: 'email',
      to: to.email,
      subject:
        to.lang === 'en'
          ? `[Business matching] ${headline.en} - ${to.counterpart}`
          : `[비즈니스 매칭] ${headline.ko} - ${to.counterpart}`,
      body: lines.join('\n'),
    });
  }
  return rows;
}
