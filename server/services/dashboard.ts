import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { formatDate } from '#domain/format.ts';
import type { Dashboard, KindCounts } from '#domain/schemas/dashboard.ts';
import type { Scope } from '#domain/scopes.ts';
import type { Db } from '../db/index.ts';
import { accessLogs, applications, questions } from '../db/schema/index.ts';
import { waitingForAssignment } from './consultations/console.ts';
import { unansweredProductQuestions } from './shopReviews/questions.ts';

/**
 * The console's first page (`GET /api/console/dashboard`): counts and recent activity, each block only
 * for a manager whose scopes cover its data (null otherwise). Everything is counted in SQL; days are
 * Seoul days.
 */

/** How many days the chart shows, today included. */
export const DASHBOARD_DAYS = 14;
/** How many access-log rows the dashboard lists. */
const RECENT_LOGS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of the Seoul day `daysAgo` days before the one `now` falls in (no DST in Korea). */
function seoulDayStart(now: Date, daysAgo = 0): Date {
  return new Date(new Date(`${formatDate(now)}T00:00:00+09:00`).getTime() - daysAgo * DAY_MS);
}

async function countsByKind(db: Db, now: Date): Promise<Record<'REGISTRATION' | 'APPLICATION', KindCounts>> {
  const todayStart = seoulDayStart(now);
  const chartStart = seoulDayStart(now, DASHBOARD_DAYS - 1);
  const seoulDay = sql<string>`to_char(${applications.createdAt} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
  const [totals, days] = await Promise.all([
    db
      .select({
        kind: applications.kind,
        total: count(),
        today: sql<number>`count(*) filter (where ${applications.createdAt} >= ${todayStart})`.mapWith(
          Number,
        ),
      })
      .from(applications)
      .groupBy(applications.kind),
    db
      .select({ kind: applications.kind, date: seoulDay, count: count() })
      .from(applications)
      .where(gte(applications.createdAt, chartStart))
      .groupBy(applications.kind, seoulDay),
  ]);
  const dates = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    formatDate(new Date(chartStart.getTime() + i * DAY_MS)),
  );
  const of = (kind: 'REGISTRATION' | 'APPLICATION'): KindCounts => {
    const row = totals.find((t) => t.kind === kind);
    const perDay = new Map(days.filter((d) => d.kind === kind).map((d) => [d.date, d.count]));
    return {
      today: row?.today ?? 0,
      total: row?.total ?? 0,
      daily: dates.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    };
  };
  return { REGISTRATION: of('REGISTRATION'), APPLICATION: of('APPLICATION') };
}

async function unansweredQuestions(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(questions)
    .where(and(isNull(questions.answeredAt), eq(questions.shows, true)));
  return row?.total ?? 0;
}

async function recentLogs(db: Db): Promise<NonNullable<Dashboard['logs']>> {
  const rows = await db
    .select()
    .from(accessLogs)
    .orderBy(desc(accessLogs.createdAt), desc(accessLogs.seq)) // rows of one instant: last written first
    .limit(RECENT_LOGS);
  return rows.map((row) => ({
    _id: row.id,
    actorUsername: row.actorUsername,
    ip: row.ip,
    action: row.action,
    subjectType: row.subjectType,
    subjectLabel: row.subjectLabel,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function getDashboard(db: Db, scope: readonly string[], now = new Date()): Promise<Dashboard> {
  const has = (s: Scope) => scope.includes(s);
  const needsCounts = has('registration') || has('application');
  const [counts, unanswered, logs, waiting, productQuestions] = await Promise.all([
    needsCounts ? countsByKind(db, now) : null,
    has('centerQuestions') ? unansweredQuestions(db) : null,
    has('manager') ? recentLogs(db) : null,
    has('experts') ? waitingForAssignment(db) : null,
    has('shop') ? unansweredProductQuestions(db) : null,
  ]);
  return {
    today: formatDate(now),
    registrations: counts && has('registration') ? counts.REGISTRATION : null,
    applications: counts && has('application') ? counts.APPLICATION : null,
    questions: unanswered === null ? null : { unanswered },
    consultations: waiting === null ? null : { waiting },
    productQuestions: productQuestions === null ? null : { unanswered: productQuestions },
    logs,
  };
}
