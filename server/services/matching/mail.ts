import { slotEnd, slotStart } from '#domain/matching/slots.ts';
import { seoulAndZone, wallClock } from '#domain/matching/wallClock.ts';
import type { OutboxInsert } from '../notify/outbox.ts';

/**
 * The e-mails of each offer step to both parties (docs/decisions/0008-matching.md § Offers). Korean first,
 * English below (buyers are often abroad); every time in Seoul and in the recipient's own zone. Confirmed
 * meetings and their cancellation carry the invite.ics.
 */

export type MatchingMailEvent =
  | 'offered'
  | 'accepted'
  | 'declined'
  | 'confirmed'
  | 'cancelled'
  | 'expired'
  // docs/decisions/0039-agenda-feed-and-reschedule.md
  | 'rescheduleProposed'
  | 'rescheduled'
  | 'rescheduleDeclined';

export interface Party {
  companyName: string;
  email: string | null;
  timeZone: string;
  /** The language the mail's subject and first lines are in: Korean, or English for a buyer abroad. */
  lang: 'ko' | 'en';
}

/** Members choose no mail language: a buyer outside Korea reads English first, everyone else Korean. */
export const mailLangOf = (country: string | null | undefined): Party['lang'] =>
  country && country !== 'KR' ? 'en' : 'ko';

export interface MatchingMailData {
  event: MatchingMailEvent;
  matchingId: string;
  fairTitle: string;
  slotMinutes: number;
  mode: 'ONLINE' | 'OFFLINE';
  place: string;
  buyer: Party;
  seller: Party;
  /** The slots this step is about: offered, accepted, or the confirmed one. */
  slots: readonly string[];
  reason: string | null;
  videoUrl: string | null;
  expiresAt: Date | null;
  ics: string | null;
  /** The site's public origin (PUBLIC_URL): the mail links to the member's matchings page there. */
  publicUrl: string;
}

/** The member's page of matchings, where every step is answered. */
export const matchingsPageUrl = (publicUrl: string) => `${publicUrl}/mypage/matchings`;

const HEADLINES: Record<MatchingMailEvent, { ko: string; en: string }> = {
  offered: { ko: '새 상담 신청이 도착했습니다', en: 'A new meeting request' },
  accepted: {
    ko: '셀러가 상담 신청을 수락했습니다. 시간을 확정해주세요',
    en: 'The seller accepted: please confirm a time',
  },
  declined: { ko: '상담 신청이 거절되었습니다', en: 'The meeting request was declined' },
  confirmed: { ko: '상담 일정이 확정되었습니다', en: 'The meeting is confirmed' },
  cancelled: { ko: '상담이 취소되었습니다', en: 'The meeting was cancelled' },
  expired: {
    ko: '응답 기한이 지나 상담 신청이 만료되었습니다',
    en: 'The meeting request expired unanswered',
  },
  rescheduleProposed: {
    ko: '상담 시간 변경이 제안되었습니다. 마이페이지에서 수락 또는 거절해주세요',
    en: 'A new time was proposed for your meeting: accept or decline it on your agenda',
  },
  rescheduled: {
    ko: '상담 시간이 변경되었습니다',
    en: 'Your meeting was moved to a new time',
  },
  rescheduleDeclined: {
    ko: '시간 변경 제안이 거절되어 상담은 원래 시간에 진행됩니다',
    en: 'The proposed new time was declined: the meeting stays at its time',
  },
};

/** `2026-12-10 10:00–10:30 (서울)` and, for another zone, ` / 2026-12-10 02:00–02:30 (Europe/Paris)`. */
export function slotText(key: string, minutes: number, zone: string): string {
  const start = slotStart(key);
  const end = slotEnd(key, minutes);
  const seoul = `${wallClock(start, 'Asia/Seoul')}–${wallClock(end, 'Asia/Seoul').slice(11)} (Asia/Seoul)`;
  if (zone === 'Asia/Seoul') return seoul;
  return `${seoul} / ${wallClock(start, zone)}–${wallClock(end, zone).slice(11)} (${zone})`;
}

/** The buyer's own copy of the offer says it was sent, not that one arrived. */
const SENT = { ko: '상담 신청을 보냈습니다', en: 'Your meeting request was sent' };

function headlineFor(data: MatchingMailData, to: Party): { ko: string; en: string } {
  return data.event === 'offered' && to === data.buyer ? SENT : HEADLINES[data.event];
}

function body(data: MatchingMailData, to: Party, counterpart: Party): string {
  const headline = headlineFor(data, to);
  const [first, second] = to.lang === 'en' ? [headline.en, headline.ko] : [headline.ko, headline.en];
  const lines = [
    `[${data.fairTitle}] ${first}`,
    second,
    '',
    `상대 기업 / Counterpart: ${counterpart.companyName}`,
    `상담 방식 / Mode: ${data.mode === 'ONLINE' ? '온라인(화상) / Online (video)' : `오프라인(대면) / Offline: ${data.place}`}`,
  ];
  if (data.slots.length) {
    lines.push('', '시간 / Time:');
    for (const key of data.slots) lines.push(`  - ${slotText(key, data.slotMinutes, to.timeZone)}`);
  }
  if (data.videoUrl) lines.push('', `화상 회의실 / Video room: ${data.videoUrl}`);
  if (data.reason) lines.push('', `사유 / Reason: ${data.reason}`);
  if (data.expiresAt && (data.event === 'offered' || data.event === 'accepted')) {
    lines.push('', `응답 기한 / Answer by: ${seoulAndZone(data.expiresAt, to.timeZone)}`);
  }
  lines.push(
    '',
    '마이페이지 > 매칭 관리에서 확인하세요. / See My page > Matchings:',
    matchingsPageUrl(data.publicUrl),
  );
  return lines.join('\n');
}

/** One e-mail per party with an address. */
export function matchingMails(data: MatchingMailData): OutboxInsert[] {
  const rows: OutboxInsert[] = [];
  const attachments = data.ics
    ? [
        {
          filename: 'invite.ics',
          contentType: `text/calendar; charset=UTF-8; method=${data.event === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
          content: data.ics,
        },
      ]
    : null;
  for (const [to, counterpart] of [
    [data.buyer, data.seller],
    [data.seller, data.buyer],
  ] as const) {
    if (!to.email) continue;
    rows.push({
      channel: 'email',
      to: to.email,
      subject:
        to.lang === 'en'
          ? `[Business matching] ${headlineFor(data, to).en} - ${counterpart.companyName}`
          : `[비즈니스 매칭] ${headlineFor(data, to).ko} - ${counterpart.companyName}`,
      body: body(data, to, counterpart),
      attachments,
    });
  }
  return rows;
}
