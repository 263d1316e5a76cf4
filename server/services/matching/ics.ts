import { slotEnd, slotStart } from '#domain/matching/slots.ts';
import { matchingsPageUrl } from './mail.ts';

/**
 * The calendar invite of a confirmed meeting (RFC 5545 / RFC 5546; docs/decisions/0008-matching.md § Offers).
 * One UID per matching and a SEQUENCE that grows with every change, so a calendar replaces its entry instead
 * of showing an old and a new one; a cancellation is METHOD:CANCEL with the same UID.
 */

export interface InviteData {
  matchingId: string;
  sequence: number;
  cancelled: boolean;
  slot: string;
  slotMinutes: number;
  fairTitle: string;
  place: string;
  mode: 'ONLINE' | 'OFFLINE';
  videoUrl: string | null;
  buyer: { companyName: string; email: string | null };
  seller: { companyName: string; email: string | null };
  organizerEmail: string;
  /** The site's public origin (PUBLIC_URL), for the link to the member's matchings page. */
  publicUrl: string;
  now: Date;
}

// Fixed, not PUBLIC_URL's host: a UID must stay the same for the life of the meeting, so that an update
// or a cancellation sent after a change of address still replaces the invite already in a calendar.
const UID_DOMAIN = 'business-matching';

export const inviteUid = (matchingId: string) => `matching-${matchingId}@${UID_DOMAIN}`;

/** 20261210T010000Z */
function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and newlines. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** Seoul wall time of a slot, as the description shows it: `2026-12-10 10:00–10:30 (Asia/Seoul)`. */
function seoulRange(slot: string, minutes: number): string {
  const end = slotEnd(slot, minutes);
  const endText = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Seoul',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(end);
  return `${slot.replace('T', ' ')}–${endText} (Asia/Seoul)`;
}

/** The VEVENT of a meeting: the same UID and SEQUENCE in the invite and in the member's feed. */
function eventLines(data: InviteData): string[] {
  const start = slotStart(data.slot);
  const end = slotEnd(data.slot, data.slotMinutes);
  const where = data.mode === 'ONLINE' ? (data.videoUrl ?? '') : data.place;
  const summary = `[${data.fairTitle}] ${data.buyer.companyName} × ${data.seller.companyName}`;
  const description = [
    `${data.fairTitle}`,
    `${seoulRange(data.slot, data.slotMinutes)}`,
    data.mode === 'ONLINE'
      ? `온라인 화상 상담 / Online: ${data.videoUrl ?? ''}`
      : `오프라인 상담 / Offline: ${data.place}`,
    `마이페이지 / My page: ${matchingsPageUrl(data.publicUrl)}`,
  ].join('\n');
  const attendees = [data.buyer, data.seller]
    .filter((p) => p.email)
    .map((p) => `ATTENDEE;CN=${text(p.companyName)};ROLE=REQ-PARTICIPANT:mailto:${p.email}`);
  return [
    'BEGIN:VEVENT',
    `UID:${inviteUid(data.matchingId)}`,
    `SEQUENCE:${data.sequence}`,
    `DTSTAMP:${utc(data.now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(summary)}`,
    `DESCRIPTION:${text(description)}`,
    `LOCATION:${text(where)}`,
    ...(data.mode === 'ONLINE' && data.videoUrl ? [`URL:${data.videoUrl}`] : []),
    `STATUS:${data.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN=${text('Business Matching')}:mailto:${data.organizerEmail}`,
    ...attendees,
    'END:VEVENT',
  ];
}

const HEADER = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Seoul Business Matching//Matching//KO',
  'CALSCALE:GREGORIAN',
];
const ics = (lines: string[]) => `${lines.map(fold).join('\r\n')}\r\n`;

export function inviteIcs(data: InviteData): string {
  return ics([
    ...HEADER,
    `METHOD:${data.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'X-WR-TIMEZONE:Asia/Seoul',
    ...eventLines(data),
    'END:VCALENDAR',
  ]);
}

/**
 * A member's subscription feed (docs/decisions/0039-agenda-feed-and-reschedule.md): every confirmed meeting
 * as a published event; a cancelled one is simply absent, so the calendar drops it at its next refresh, and
 * a moved one keeps its UID with a higher SEQUENCE. Calendars are asked to refresh hourly.
 */
export function feedIcs(name: string, events: readonly InviteData[]): string {
  return ics([
    ...HEADER,
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    'X-WR-TIMEZONE:Asia/Seoul',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]);
}
