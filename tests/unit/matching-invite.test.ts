import { describe, expect, it } from 'vitest';
import { inviteIcs, inviteUid } from '#server/services/matching/ics.ts';
import { matchingMails, slotText } from '#server/services/matching/mail.ts';
import { videoRoomUrl } from '#server/services/matching/video.ts';

const base = {
  matchingId: '6f1c1f0e-1111-4222-8333-944455556666',
  sequence: 0,
  cancelled: false,
  slot: '2026-12-10T10:00',
  slotMinutes: 30,
  fairTitle: '서울 소싱페어, 2026; 특별전',
  place: 'SETEC 2관',
  mode: 'ONLINE' as const,
  videoUrl: 'https://meet.jit.si/SeoulMatching-0123456789abcdef0123456789abcdef',
  buyer: { companyName: 'Martin SAS', email: 'buyer@example.com' },
  seller: { companyName: '한빛뷰티랩', email: 'seller@example.com' },
  organizerEmail: 'no-reply@example.com',
  publicUrl: 'https://house.example.kr',
  now: new Date('2026-12-01T00:00:00Z'),
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('invite.ics', () => {
  it('is an RFC 5545 request in UTC with a stable UID, escaped text and folded lines', () => {
    const ics = inviteIcs(base);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = unfold(ics).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:${inviteUid(base.matchingId)}`,
        'SEQUENCE:0',
        'DTSTART:20261210T010000Z',
        'DTEND:20261210T013000Z',
        'STATUS:CONFIRMED',
        `URL:${base.videoUrl}`,
        `LOCATION:${base.videoUrl}`,
      ]),
    );
    expect(unfold(ics)).toContain('SUMMARY:[서울 소싱페어\\, 2026\\; 특별전] Martin SAS × 한빛뷰티랩');
    expect(unfold(ics)).toContain('2026-12-10 10:00–10:30 (Asia/Seoul)');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('a cancellation keeps the UID and carries the higher sequence', () => {
    const ics = unfold(inviteIcs({ ...base, cancelled: true, sequence: 1 }));
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain(`UID:${inviteUid(base.matchingId)}`);
  });

  it('an offline meeting is at the fair', () => {
    const ics = unfold(inviteIcs({ ...base, mode: 'OFFLINE', videoUrl: null }));
    expect(ics).toContain('LOCATION:SETEC 2관');
    expect(ics).not.toContain('URL:');
  });
});

describe('times in mails', () => {
  it('shows Seoul, and the recipient zone across daylight saving time', () => {
    expect(slotText('2026-12-10T10:00', 30, 'Asia/Seoul')).toBe('2026-12-10 10:00–10:30 (Asia/Seoul)');
    // Paris is UTC+1 in winter, UTC+2 after the last Sunday of March
    expect(slotText('2026-03-27T16:00', 30, 'Europe/Paris')).toBe(
      '2026-03-27 16:00–16:30 (Asia/Seoul) / 2026-03-27 08:00–08:30 (Europe/Paris)',
    );
    expect(slotText('2026-03-30T16:00', 30, 'Europe/Paris')).toBe(
      '2026-03-30 16:00–16:30 (Asia/Seoul) / 2026-03-30 09:00–09:30 (Europe/Paris)',
    );
    // the previous day in New York
    expect(slotText('2026-12-10T10:00', 60, 'America/New_York')).toBe(
      '2026-12-10 10:00–11:00 (Asia/Seoul) / 2026-12-09 20:00–21:00 (America/New_York)',
    );
  });

  it('mails both parties, the invite attached to a confirmation', () => {
    const rows = matchingMails({
      event: 'confirmed',
      matchingId: base.matchingId,
      fairTitle: 'Fair',
      slotMinutes: 30,
      mode: 'ONLINE',
      place: '',
      buyer: { companyName: 'Martin SAS', email: 'buyer@example.com', timeZone: 'Europe/Paris', lang: 'en' },
      seller: { companyName: '한빛', email: 'seller@example.com', timeZone: 'Asia/Seoul', lang: 'ko' },
      slots: ['2026-12-10T10:00'],
      reason: null,
      videoUrl: base.videoUrl,
      expiresAt: null,
      ics: 'BEGIN:VCALENDAR',
      publicUrl: base.publicUrl,
    });
    expect(rows.map((r) => r.to)).toEqual(['buyer@example.com', 'seller@example.com']);
    expect(rows[0]?.body).toContain('(Europe/Paris)');
    expect(rows[1]?.body).not.toContain('(Europe/Paris)');
    expect(rows[0]?.body).toContain(base.videoUrl);
    expect(rows[0]?.attachments?.[0]).toMatchObject({ filename: 'invite.ics' });
  });
});

describe('video rooms', () => {
  it('are unguessable rooms under the configured base', () => {
    const a = videoRoomUrl('https://meet.example.org');
    expect(a).toMatch(/^https:\/\/meet\.example\.org\/SeoulMatching-[0-9a-f]{32}$/);
    expect(videoRoomUrl('https://meet.example.org')).not.toBe(a);
  });
});
