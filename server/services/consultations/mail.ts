import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import { HTML_LANG, type Locale, type Localized } from '#domain/locale.ts';
import type { Db } from '../../db/index.ts';
import { outbox, users } from '../../db/schema/index.ts';
import type { OutboxInsert } from '../notify/outbox.ts';
import { secretMessage } from '../notify/secret.ts';
import { adviserLinkUrl, memberConsultationsUrl, type AdviserLink } from './link.ts';

/**
 * The mails of each consultation step (docs/decisions/0025-expert-consultations.md § Mail), queued in the
 * step's own transaction and delivered by the experts' notifier after the commit. The member reads theirs
 * in the language they asked in; advisers in Korean with English below (many work abroad); managers in
 * Korean. No mail carries the question, the answer or a file: they are read behind a login or the link.
 */

export type MemberEvent = 'requested' | 'assigned' | 'answered' | 'closed' | 'withdrawn';
export type AdviserEvent = 'assigned' | 'resent' | 'followUp' | 'closed' | 'withdrawn';
export type ManagerEvent = 'requested' | 'answered' | 'followUp' | 'withdrawn';

const MEMBER_HEADLINES: Record<MemberEvent, Localized> = {
  requested: {
    ko: '전문가 상담 신청이 접수되었습니다',
    en: 'Your consultation request was received',
    cn: '您的专家咨询申请已受理',
  },
  assigned: {
    ko: '상담을 맡을 전문가가 배정되었습니다',
    en: 'An adviser has been assigned to your consultation',
    cn: '已为您的咨询分配专家',
  },
  answered: {
    ko: '전문가가 상담에 답변했습니다',
    en: 'The adviser has answered your consultation',
    cn: '专家已答复您的咨询',
  },
  closed: { ko: '상담이 종료되었습니다', en: 'Your consultation was closed', cn: '您的咨询已结束' },
  withdrawn: {
    ko: '상담 신청을 취소했습니다',
    en: 'You withdrew your consultation request',
    cn: '您已撤回咨询申请',
  },
};

const MEMBER_FOOTER: Localized = {
  ko: '마이페이지 > 전문가 상담에서 확인하세요:',
  en: 'Read it under My page > Consultations:',
  cn: '请在“我的页面 > 专家咨询”中查看：',
};

const BRAND: Localized = { ko: '[전문가 상담]', en: '[Expert consultation]', cn: '[专家咨询]' };

/** `US` → 미국 / United States / 美国 (ICU's names: no catalog to keep). */
const countryName = (code: string, lang: Locale): string =>
  new Intl.DisplayNames([HTML_LANG[lang]], { type: 'region' }).of(code) ?? code;

export interface MailContext {
  publicUrl: string;
  consultationId: string;
  practice: string;
  country: string;
}

/** The member's mail of `event`, in the language they asked in; none without an address. */
export function memberMail(
  email: string | null,
  lang: Locale,
  event: MemberEvent,
  context: MailContext,
): OutboxInsert[] {
  if (!email) return [];
  const headline = MEMBER_HEADLINES[event][lang];
  return [
    {
      channel: 'email',
      to: email,
      subject: `${BRAND[lang]} ${headline}`,
      body: [
        headline,
        '',
        `${context.practice} · ${countryName(context.country, lang)}`,
        '',
        MEMBER_FOOTER[lang],
        memberConsultationsUrl(context.publicUrl),
      ].join('\n'),
    },
  ];
}

const ADVISER_HEADLINES: Record<AdviserEvent, { ko: string; en: string }> = {
  assigned: { ko: '전문가 상담이 배정되었습니다', en: 'A consultation has been assigned to you' },
  resent: { ko: '상담 답변 링크를 다시 보내드립니다', en: 'Your consultation link, sent again' },
  followUp: { ko: '상담 신청인이 추가 질문을 남겼습니다', en: 'The member asked a follow-up question' },
  closed: { ko: '상담이 종료되었습니다', en: 'The consultation was closed' },
  withdrawn: { ko: '신청인이 상담을 취소했습니다', en: 'The member withdrew the consultation' },
};

/**
 * The adviser's mail. With a link (assignment, resend, follow-up) it is a secret message
 * (services/notify/secret.ts): the outbox the console lists holds the mask, the clear token waits apart
 * until the transport takes it or the link expires.
 */
export function adviserMail(
  email: string,
  event: AdviserEvent,
  context: MailContext,
  link: AdviserLink | null,
): OutboxInsert {
  const headline = ADVISER_HEADLINES[event];
  const compose = (shown: string | null) => {
    const lines = [
      headline.ko,
      headline.en,
      '',
      `분야 / Practice area: ${context.practice}`,
      `국가 / Country: ${context.country}`,
    ];
    if (shown !== null && link) {
      lines.push(
        '',
        '아래 링크에서 상담 내용을 읽고 답변해주세요. 이 상담에만 쓰이는 링크이니 전달하지 마세요.',
        'Read the consultation and answer it at the link below. It opens this consultation only: please do not forward it.',
        adviserLinkUrl(context.publicUrl, shown),
        '',
        `유효기간 / Valid until: ${formatDateTime(link.expiresAt)} (Asia/Seoul)`,
      );
    }
    return {
      subject: `[전문가 상담 / Consultation] ${headline.ko} / ${headline.en}`,
      body: lines.join('\n'),
    };
  };
  if (!link) return { channel: 'email', to: email, ...compose(null) };
  return secretMessage({
    channel: 'email',
    to: email,
    secret: link.token,
    expiresAt: link.expiresAt,
    compose,
  });
}

const MANAGER_HEADLINES: Record<ManagerEvent, string> = {
  requested: '새 전문가 상담 신청이 접수되었습니다. 전문가를 배정해주세요',
  answered: '전문가가 상담에 답변했습니다',
  followUp: '신청인이 추가 질문을 남겼습니다',
  withdrawn: '신청인이 상담을 취소했습니다',
};

/** The managers who handle consultations (scope `experts`) with an address, told in Korean. */
export async function managerMails(
  db: Db,
  event: ManagerEvent,
  context: MailContext,
): Promise<OutboxInsert[]> {
  const managers = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.type, 'MANAGER'),
        eq(users.locked, false),
        sql`'experts' = any(${users.scope})`,
        isNotNull(users.email),
        ne(users.email, ''),
      ),
    );
  const headline = MANAGER_HEADLINES[event];
  return managers.flatMap(({ email }) =>
    email
      ? [
          {
            channel: 'email' as const,
            to: email,
            subject: `[전문가 상담] ${headline}`,
            body: [
              headline,
              '',
              `분야: ${context.practice} · 국가: ${context.country}`,
              '',
              '관리자 콘솔 > 전문가 상담에서 확인하세요:',
              `${context.publicUrl}/console/experts/consultations/${context.consultationId}/show`,
            ].join('\n'),
          },
        ]
      : [],
  );
}

/** Inserts the rows in the caller's transaction; their ids go to the notifier after the commit. */
export async function queueMails(db: Db, rows: readonly OutboxInsert[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(outbox)
    .values([...rows])
    .returning({ id: outbox.id });
  return inserted.map((row) => row.id);
}
