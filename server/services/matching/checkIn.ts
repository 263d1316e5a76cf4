import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/index.ts';
import { matchings, meetingDays } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { readDayMeeting, syncMeetingDays } from './day.ts';

/**
 * Check-in at the venue (docs/decisions/0040-the-fair-day.md § Check-in): each offline meeting's code is its
 * id signed with the server's secret (HMAC-SHA256), so it cannot be guessed from another meeting's and needs no
 * column. Staff scan the QR with a phone: it opens the console's check-in page of the fair, which posts the
 * code. The first scan records the time; a replay answers "already checked in" with that time.
 */

const signature = (secret: string, matchingId: string) =>
  createHmac('sha256', secret).update(`meeting-check-in\u0000${matchingId}`).digest('base64url');

export function checkInCode(secret: string, matchingId: string): string {
  return `${matchingId}.${signature(secret, matchingId)}`;
}

/** The page staff's phone opens when scanning: the console's check-in of the meeting's fair. */
export function checkInUrl(publicUrl: string, fairId: string, code: string): string {
  return `${publicUrl.replace(/\/$/, '')}/console/fairs/${fairId}/checkin?code=${encodeURIComponent(code)}`;
}

export async function checkInQr(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** The matching a code (or a whole scanned URL) stands for, when its signature is ours; else null. */
export function verifyCheckInCode(secret: string, input: string): string | null {
  let code = input.trim();
  if (code.includes('code=')) {
    try {
      code = new URL(code, 'http://x').searchParams.get('code') ?? '';
    } catch {
      return null;
    }
  }
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(code);
  if (!match) return null;
  const [, id, given] = match;
  const expected = Buffer.from(signature(secret, id!));
  const actual = Buffer.from(given!);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id! : null;
}

/**
 * Checks a meeting in for staff of `fairId`. Refused: a code we did not sign (400), a meeting of another fair
 * (409 `checkInWrongFair`), one not (or no longer) confirmed offline (409). Answers whether it was a replay.
 */
export async function checkIn(
  db: Db,
  secret: string,
  fairId: string,
  code: string,
  staffId: string,
  now: Date,
) {
  const matchingId = verifyCheckInCode(secret, code);
  if (!matchingId) throw new HttpError(400, 'checkInCodeInvalid', { code: 'checkInCodeInvalid' });
  const [matching] = await db
    .select({ fairId: matchings.fairId, status: matchings.status, mode: matchings.mode })
    .from(matchings)
    .where(eq(matchings.id, matchingId));
  if (!matching) throw new HttpError(400, 'checkInCodeInvalid', { code: 'checkInCodeInvalid' });
  if (matching.fairId !== fairId) throw new HttpError(409, 'checkInWrongFair');
  if (matching.status !== 'CONFIRMED' || matching.mode !== 'OFFLINE') {
    throw new HttpError(409, 'checkInNotConfirmed');
  }
  const first = await db.transaction(async (tx) => {
    await syncMeetingDays(tx, fairId, matchingId);
    return tx
      .update(meetingDays)
      .set({ checkedInAt: now, checkedInBy: staffId })
      .where(and(eq(meetingDays.matchingId, matchingId), isNull(meetingDays.checkedInAt)))
      .returning({ at: meetingDays.checkedInAt });
  });
  const meeting = await readDayMeeting(db, fairId, matchingId);
  if (!meeting?.checkedInAt) throw new HttpError(409, 'checkInNotConfirmed');
  return { alreadyCheckedIn: first.length === 0, checkedInAt: meeting.checkedInAt, meeting };
}
