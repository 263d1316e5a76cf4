import { and, asc, eq } from 'drizzle-orm';
import { ratingOpensAt, resultsOpenTo, type AttendanceRecorder } from '#domain/matching/meetingDay.ts';
import { type AttendanceResult } from '#domain/matching/meetingDay.ts';
import { slotStart } from '#domain/matching/slots.ts';
import type { MyMeetingDay, RatingInput } from '#domain/schemas/matchingDay.ts';
import type { Db } from '../../db/index.ts';
import { fairInterpreters, fairs, fairTables, matchings } from '../../db/schema/index.ts';
import { meetingAttendance, meetingDays, meetingRatings } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { checkInCode, checkInQr, checkInUrl } from './checkIn.ts';
import { attendanceByMatching, syncMeetingDays } from './day.ts';

/**
 * A meeting on the day and after it, as its parties see it (docs/decisions/0040-the-fair-day.md § Attendance,
 * § Ratings): the table, the interpreter, the check-in QR, attendance and the two rating rounds. Only the
 * buyer and the seller of the matching see or write any of it (404 to everyone else, as for the matching).
 */

type Side = 'BUYER' | 'SELLER';

async function ownMatching(db: Db, memberId: string, matchingId: string) {
  const [row] = await db
    .select({ matching: matchings, slotMinutes: fairs.slotMinutes })
    .from(matchings)
    .innerJoin(fairs, eq(fairs.id, matchings.fairId))
    .where(eq(matchings.id, matchingId));
  const m = row?.matching;
  if (!m || (m.buyerId !== memberId && m.sellerId !== memberId)) throw new HttpError(404, 'notFound');
  const side: Side = m.buyerId === memberId ? 'BUYER' : 'SELLER';
  return { m, side, slotMinutes: row.slotMinutes };
}

/** A confirmed meeting's start, or 409: nothing of the day belongs to an offer that did not become a meeting. */
function meetingStart(m: typeof matchings.$inferSelect): Date {
  if (m.status !== 'CONFIRMED' || !m.confirmedSlot) throw new HttpError(409, 'checkInNotConfirmed');
  return slotStart(m.confirmedSlot);
}

export async function myMeetingDay(
  db: Db,
  ctx: { secret: string; publicUrl: string },
  memberId: string,
  matchingId: string,
  now: Date,
): Promise<MyMeetingDay> {
  const { m, side, slotMinutes } = await ownMatching(db, memberId, matchingId);
  const start = meetingStart(m);
  const offline = m.mode === 'OFFLINE';
  if (offline) await syncMeetingDays(db, m.fairId, m.id);
  const [day] = await db
    .select({
      table: fairTables.label,
      interpreterName: fairInterpreters.name,
      interpreterLanguage: meetingDays.interpreterLanguage,
      checkedInAt: meetingDays.checkedInAt,
    })
    .from(meetingDays)
    .leftJoin(fairTables, eq(fairTables.id, meetingDays.tableId))
    .leftJoin(fairInterpreters, eq(fairInterpreters.id, meetingDays.interpreterId))
    .where(eq(meetingDays.matchingId, m.id));
  const records = await db.select().from(meetingAttendance).where(eq(meetingAttendance.matchingId, m.id));
  const attendance = await attendanceByMatching(db, [m.id], new Map([[m.id, day?.checkedInAt != null]]));
  const ratings = await db
    .select()
    .from(meetingRatings)
    .where(and(eq(meetingRatings.matchingId, m.id), eq(meetingRatings.side, side)))
    .orderBy(asc(meetingRatings.createdAt));
  let checkIn: MyMeetingDay['checkIn'] = null;
  if (offline) {
    const code = checkInCode(ctx.secret, m.id);
    const url = checkInUrl(ctx.publicUrl, m.fairId, code);
    checkIn = { code, url, qrSvg: await checkInQr(url) };
  }
  return {
    side,
    offline,
    table: offline ? (day?.table ?? null) : null,
    interpreterLanguage: offline ? (day?.interpreterLanguage ?? null) : null,
    interpreterName: offline ? (day?.interpreterName ?? null) : null,
    checkIn,
    checkedInAt: day?.checkedInAt?.toISOString() ?? null,
    attendance: {
      mine: records.find((r) => r.recorder === side)?.result ?? null,
      meeting: attendance.get(m.id) ?? null,
      open: now >= start,
    },
    ratings: ratings.map((r) => ({
      stage: r.stage,
      score: r.score,
      outcome: r.outcome,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
    })),
    ratingOpen: {
      MEETING: now >= ratingOpensAt('MEETING', start, slotMinutes),
      FOLLOW_UP: now >= ratingOpensAt('FOLLOW_UP', start, slotMinutes),
    },
  };
}

async function writeAttendance(
  db: Db,
  matchingId: string,
  recorder: AttendanceRecorder,
  result: AttendanceResult,
  userId: string,
) {
  await db
    .insert(meetingAttendance)
    .values({ matchingId, recorder, result, recordedBy: userId })
    .onConflictDoUpdate({
      target: [meetingAttendance.matchingId, meetingAttendance.recorder],
      set: { result, recordedBy: userId, updatedAt: new Date() },
    });
}

/** A party records whether the meeting took place (from its start; it may change its word later). */
export async function recordMyAttendance(
  db: Db,
  memberId: string,
  matchingId: string,
  result: AttendanceResult,
  now: Date,
) {
  const { m, side } = await ownMatching(db, memberId, matchingId);
  if (now < meetingStart(m)) throw new HttpError(409, 'attendanceTooEarly');
  if (!resultsOpenTo(side).includes(result)) {
    throw new HttpError(400, 'attendanceResultNotAllowed', { result: 'attendanceResultNotAllowed' });
  }
  await writeAttendance(db, m.id, side, result, memberId);
}

/** Staff record attendance of a meeting of `fairId` (their word wins over the parties'). */
export async function recordStaffAttendance(
  db: Db,
  fairId: string,
  matchingId: string,
  result: AttendanceResult,
  staffId: string,
  now: Date,
) {
  const [m] = await db.select().from(matchings).where(eq(matchings.id, matchingId));
  if (!m || m.fairId !== fairId) throw new HttpError(404, 'notFound');
  if (now < meetingStart(m)) throw new HttpError(409, 'attendanceTooEarly');
  await writeAttendance(db, m.id, 'STAFF', result, staffId);
}

/**
 * A party rates the meeting, once per round: after the meeting (its start plus its length), and the follow-up
 * three months after its start. A second rating of the same round is refused (409 `ratingDone`), whatever the
 * concurrency (primary key).
 */
export async function rateMeeting(
  db: Db,
  memberId: string,
  matchingId: string,
  input: RatingInput,
  now: Date,
) {
  const { m, side, slotMinutes } = await ownMatching(db, memberId, matchingId);
  const start = meetingStart(m);
  if (now < ratingOpensAt(input.stage, start, slotMinutes)) throw new HttpError(409, 'ratingTooEarly');
  const stored = await db
    .insert(meetingRatings)
    .values({ matchingId: m.id, side, ...input })
    .onConflictDoNothing()
    .returning();
  if (stored.length === 0) throw new HttpError(409, 'ratingDone');
  const r = stored[0]!;
  return {
    stage: r.stage,
    score: r.score,
    outcome: r.outcome,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
  };
}
