import { describe, expect, it } from 'vitest';
import { mailLangOf, matchingMails } from '#server/services/matching/mail.ts';

/** each party reads the mail in their language, their own copy as theirs, both clocks. */

const data = {
  event: 'offered' as const,
  matchingId: '00000000-0000-4000-8000-000000000001',
  fairTitle: 'Fair',
  slotMinutes: 30,
  mode: 'ONLINE' as const,
  place: '',
  buyer: {
    companyName: 'Martin SAS',
    email: 'buyer@example.com',
    timeZone: 'Europe/Paris',
    lang: mailLangOf('FR'),
  },
  seller: {
    companyName: '한빛',
    email: 'seller@example.com',
    timeZone: 'Asia/Seoul',
    lang: mailLangOf(null),
  },
  slots: ['2026-12-10T10:00'],
  reason: null,
  videoUrl: null,
  expiresAt: new Date('2026-12-09T00:00:00Z'),
  ics: null,
  publicUrl: 'https://example.org',
};

describe('matching mails by recipient', () => {
  it('the buyer abroad gets an English subject saying their request was sent; the seller a Korean one', () => {
    const [toBuyer, toSeller] = matchingMails(data);
    expect(toBuyer!.subject).toBe('[Business matching] Your meeting request was sent - 한빛');
    expect(toBuyer!.body).not.toContain('새 상담 신청이 도착했습니다');
    expect(toSeller!.subject).toBe('[비즈니스 매칭] 새 상담 신청이 도착했습니다 - Martin SAS');
  });

  it('answer-by is in Seoul and the recipient time, with the link back to the page', () => {
    const [toBuyer] = matchingMails(data);
    expect(toBuyer!.body).toContain(
      'Answer by: 2026-12-09 09:00 (Asia/Seoul) / 2026-12-09 01:00 (Europe/Paris)',
    );
    expect(toBuyer!.body).toContain('https://example.org/mypage/matchings');
  });
});
