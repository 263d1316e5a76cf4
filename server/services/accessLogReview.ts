import { and, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { READ_ACTIONS } from '#domain/accessLog.ts';
import type { AccessLogReview, AccessLogReviewRow } from '#domain/schemas/accessLog.ts';
import type { Db } from '../db/index.ts';
import { accessLogs } from '../db/schema/index.ts';

/**
 * The monthly review of the access log (PIPA 안전성 확보조치 기준 제8조②;
 * docs/decisions/0011-access-log-reads-and-review.md): per manager, what they read in a Seoul month and
 * whether its volume is unusual.
 */

/** A month flags when its subjects exceed this many times the manager's median of the 3 months before. */
export const REVIEW_MEDIAN_FACTOR = 3;
/** A month flags when one Seoul day of it touched more subjects than this. */
export const REVIEW_DAILY_SUBJECTS = 1_000;
const BASELINE_MONTHS = 3;

export const monthQuery = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .describe('a Seoul month, YYYY-MM; the current one when absent');

const SEOUL_OFFSET = '+09:00'; // Korea has no daylight saving time

/** The first instant of the Seoul month `shift` months after `month` (YYYY-MM). */
function monthStart(month: string, shift = 0): Date {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + shift;
  const mm = String((index % 12) + 1).padStart(2, '0');
  return new Date(`${Math.floor(index / 12)}-${mm}-01T00:00:00${SEOUL_OFFSET}`);
}

/** The Seoul month of `now`, YYYY-MM. */
export function seoulMonth(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 7);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

// the Seoul wall-clock time of a row, whatever the session's time zone
const seoulTime = sql`((${accessLogs.createdAt} at time zone 'UTC') + interval '9 hours')`;
const readList = sql.raw(
  READ_ACTIONS.filter((a) => a !== 'reveal')
    .map((a) => `'${a}'`)
    .join(', '),
);
// reveals are not added: each comes with the list or view row of the read that revealed it
const subjects = sql<number>`coalesce(sum(${accessLogs.subjectCount}) filter (where ${accessLogs.action} in (${readList})), 0)::int`;
const counted = (action: string) =>
  sql<number>`(count(*) filter (where ${accessLogs.action} = ${action}))::int`;

/** The review of `month`: one row per manager who read personal data in it, flagged ones first. */
export async function reviewMonth(db: Db, month: string): Promise<AccessLogReview> {
  const from = monthStart(month);
  const to = monthStart(month, 1);
  const baselineFrom = monthStart(month, -BASELINE_MONTHS);
  const monthOf = sql<string>`to_char(${seoulTime}, 'YYYY-MM')`;
  const dayOf = sql<string>`to_char(${seoulTime}, 'YYYY-MM-DD')`;

  const [monthly, daily] = await Promise.all([
    db
      .select({
        actorId: accessLogs.actorId,
        actorUsername: sql<string>`max(${accessLogs.actorUsername})`,
        month: monthOf,
        lists: counted('list'),
        views: counted('view'),
        reveals: counted('reveal'),
        exports: counted('export'),
        downloads: counted('download'),
        subjects,
      })
      .from(accessLogs)
      .where(and(gte(accessLogs.createdAt, baselineFrom), lt(accessLogs.createdAt, to)))
      .groupBy(accessLogs.actorId, monthOf),
    db
      .select({ actorId: accessLogs.actorId, day: dayOf, subjects })
      .from(accessLogs)
      .where(and(gte(accessLogs.createdAt, from), lt(accessLogs.createdAt, to)))
      .groupBy(accessLogs.actorId, dayOf),
  ]);

  const rows: AccessLogReviewRow[] = [];
  for (const row of monthly.filter((r) => r.month === month)) {
    const { month: _month, ...counts } = row;
    if (counts.lists + counts.views + counts.reveals + counts.exports + counts.downloads === 0) continue;
    const previous = Array.from({ length: BASELINE_MONTHS }, (_, i) => {
      const earlier = seoulMonth(monthStart(month, i - BASELINE_MONTHS));
      return monthly.find((r) => r.actorId === row.actorId && r.month === earlier)?.subjects ?? 0;
    });
    const baseline = median(previous);
    const peak = daily
      .filter((d) => d.actorId === row.actorId)
      .reduce<{ day: string | null; subjects: number }>(
        (best, d) => (d.subjects > best.subjects ? d : best),
        { day: null, subjects: 0 },
      );
    const flags: AccessLogReviewRow['flags'] = [];
    // a manager without a history (median 0) is judged by the daily limit alone
    if (baseline > 0 && counts.subjects > REVIEW_MEDIAN_FACTOR * baseline) flags.push('aboveOwnMedian');
    if (peak.subjects > REVIEW_DAILY_SUBJECTS) flags.push('aboveDailyLimit');
    rows.push({ ...counts, peakDay: peak.day, peakDaySubjects: peak.subjects, baseline, flags });
  }
  rows.sort((a, b) => b.flags.length - a.flags.length || b.subjects - a.subjects);
  return { month, medianFactor: REVIEW_MEDIAN_FACTOR, dailyLimit: REVIEW_DAILY_SUBJECTS, managers: rows };
}
