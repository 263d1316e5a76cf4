import { eq, inArray } from 'drizzle-orm';
import { fairFigures, type FairFigures } from '#domain/matching/meetingDay.ts';
import { effectiveStatus } from '#domain/matching/offer.ts';
import { matchingDayResources } from '#locales/ko/console/matchingDay.ts';
import type { Db } from '../../db/index.ts';
import { matchings, meetingDays, meetingRatings, memberProfiles } from '../../db/schema/index.ts';
import type { CellValue, XlsxColumn } from '../export.ts';
import { attendanceByMatching } from './day.ts';

/**
 * The organiser's figures of one fair (docs/decisions/0040-the-fair-day.md § Dashboard): offers, response
 * and acceptance rates, meetings per seller, attendance and no-shows, outcomes of both rating rounds.
 * Counted by the pure fairFigures over the fair's matchings; a fair of 400 sellers has a few thousand rows.
 */
export async function readFairFigures(db: Db, fairId: string, now: Date): Promise<FairFigures> {
  const rows = await db
    .select({
      id: matchings.id,
      status: matchings.status,
      expiresAt: matchings.expiresAt,
      acceptedSlots: matchings.acceptedSlots,
      sellerId: matchings.sellerId,
      sellerName: memberProfiles.companyName,
      checkedInAt: meetingDays.checkedInAt,
    })
    .from(matchings)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, matchings.sellerId))
    .leftJoin(meetingDays, eq(meetingDays.matchingId, matchings.id))
    .where(eq(matchings.fairId, fairId));
  const ids = rows.map((r) => r.id);
  const attendance = await attendanceByMatching(
    db,
    ids,
    new Map(rows.map((r) => [r.id, r.checkedInAt != null])),
  );
  const ratings = ids.length
    ? await db
        .select({ stage: meetingRatings.stage, outcome: meetingRatings.outcome, score: meetingRatings.score })
        .from(meetingRatings)
        .where(inArray(meetingRatings.matchingId, ids))
    : [];
  return fairFigures(
    rows.map((r) => ({
      status: effectiveStatus(r, now),
      accepted: r.acceptedSlots.length > 0,
      sellerId: r.sellerId,
      sellerName: r.sellerName ?? '',
      attendance: r.status === 'CONFIRMED' ? (attendance.get(r.id) ?? null) : null,
    })),
    ratings,
  );
}

export const FIGURE_COLUMNS: readonly XlsxColumn[] = [
  { header: '구분', width: 16 },
  { header: '항목', width: 36 },
  { header: '값', width: 12 },
];

/** The figures as rows of one sheet: group, item, value (labels in Korean, as the console's exports). */
export async function* figureRows(f: FairFigures): AsyncGenerator<readonly CellValue[]> {
  // the console's own Korean words for the statuses and outcomes, so the sheet says what the page says
  const STATUS: Record<string, string> = matchingDayResources.fairDay.figures.status;
  const ATTENDANCE: Record<string, string> = {
    MET: '참석',
    BUYER_ABSENT: '바이어 불참',
    SELLER_ABSENT: '셀러 불참',
    BOTH_ABSENT: '양측 불참',
    UNKNOWN: '기록 없음',
  };
  const OUTCOME: Record<string, string> = matchingDayResources.fairDay.figures.outcomes;
  yield ['신청', '전체 신청', f.offers];
  for (const [status, n] of Object.entries(f.byStatus)) yield ['신청', STATUS[status] ?? status, n];
  yield ['응답', '셀러 응답(수락·거절)', f.answered];
  yield ['응답', '응답률', f.responseRate];
  yield ['응답', '수락', f.accepted];
  yield ['응답', '수락률', f.acceptanceRate];
  yield ['상담', '확정 상담', f.meetings];
  for (const [key, n] of Object.entries(f.attendance)) yield ['참석', ATTENDANCE[key] ?? key, n];
  yield ['참석', '노쇼 합계', f.noShows];
  for (const [key, n] of Object.entries(f.outcomes.MEETING)) yield ['상담 직후 결과', OUTCOME[key] ?? key, n];
  yield ['상담 직후 결과', '평균 평점', f.averageScore.MEETING];
  for (const [key, n] of Object.entries(f.outcomes.FOLLOW_UP))
    yield ['3개월 후 결과', OUTCOME[key] ?? key, n];
  yield ['3개월 후 결과', '평균 평점', f.averageScore.FOLLOW_UP];
  for (const s of f.meetingsPerSeller) yield ['셀러별 상담', s.name, s.meetings];
}
