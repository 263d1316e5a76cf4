import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STATUS_LABELS } from '#domain/applicationStatus.ts';
import { TIMEZONE } from '#domain/constants.ts';
import type { RoundStatistics, StatisticsTable } from '#domain/schemas/statistics.ts';
import type { Db } from '../db/index.ts';
import { applications, roundDraws, schedules } from '../db/schema/index.ts';
import type { CellValue, XlsxColumn } from './export.ts';

/**
 * A round's statistics (docs/decisions/0030-group-notices-and-round-statistics.md), counted by the
 * database in four GROUP BYs over the round's applications; days are Asia/Seoul days.
 */

const unitType = sql<string>`coalesce(${applications.preferences}->>'unitType', '')`;
const supplyType = sql<string>`coalesce(${applications.supplyType}, '')`;
const supplyCategory = sql<string>`coalesce(${applications.supplyCategory}, '')`;
const rank = sql<string>`coalesce(${applications.earningRank}, '')`;
const day = sql<string>`to_char(${applications.createdAt} at time zone ${sql.raw(`'${TIMEZONE}'`)}, 'YYYY-MM-DD')`;

/**
 * The units of each cell (`unitType|supplyType|supplyCategory`) as the round's draw settings set them
 * (docs/decisions/0028-verifiable-draw.md); empty until the supply is set, shown as "—".
 */
export async function supplyOf(db: Db, scheduleId: string): Promise<ReadonlyMap<string, number>> {
  const [row] = await db
    .select({ cells: roundDraws.cells })
    .from(roundDraws)
    .where(eq(roundDraws.scheduleId, scheduleId));
  return new Map((row?.cells ?? []).map((c) => [`${c.unitType}|${c.supplyType}|${c.category}`, c.units]));
}

/** The statistics of `round`, or of the newest round when none is given; null when there is no such round. */
export async function roundStatistics(db: Db, wanted?: number): Promise<RoundStatistics | null> {
  const rounds = await db
    .select({ round: schedules.round, id: schedules.id })
    .from(schedules)
    .orderBy(desc(schedules.round));
  const schedule = wanted === undefined ? rounds[0] : rounds.find((r) => r.round === wanted);
  if (!schedule) return null;
  const round = schedule.round;
  const of: SQL | undefined = and(
    eq(applications.scheduleId, schedule.id),
    eq(applications.kind, 'APPLICATION'),
  );
  const counted = count().mapWith(Number);
  const select = <T extends Record<string, SQL>>(keys: T) =>
    db
      .select({ ...keys, count: counted })
      .from(applications)
      .where(of)
      .groupBy(...Object.values(keys))
      .orderBy(...Object.values(keys).map((k) => asc(k)));
  const [days, cells, pairs, statuses, supply] = await Promise.all([
    select({ day }),
    select({ unitType, supplyType, supplyCategory, rank }),
    select({ unitType, supplyType, supplyCategory }),
    select({ status: sql<string>`${applications.status}` }),
    supplyOf(db, schedule.id),
  ]);
  return {
    round,
    rounds: rounds.map((r) => r.round),
    total: statuses.reduce((sum, s) => sum + s.count, 0),
    days,
    cells,
    competition: pairs.map(({ count: n, ...c }) => {
      const units = supply.get(`${c.unitType}|${c.supplyType}|${c.supplyCategory}`) ?? null;
      return { ...c, applications: n, units, rate: units ? Math.round((n / units) * 100) / 100 : null };
    }),
    statuses: statuses.map((s) => ({
      status: s.status as RoundStatistics['statuses'][number]['status'],
      count: s.count,
    })),
  };
}

const cellColumns: XlsxColumn[] = [
  { header: '주택형', width: 10 },
  { header: '공급유형', width: 14 },
  { header: '공급대상', width: 12 },
];

/** Each table's .xlsx: Korean headers like every console export. */
export const STATISTICS_EXPORTS: Record<
  StatisticsTable,
  { title: string; columns: XlsxColumn[]; rows: (s: RoundStatistics) => CellValue[][] }
> = {
  days: {
    title: '일별 접수',
    columns: [
      { header: '날짜', width: 12 },
      { header: '신청', width: 10 },
    ],
    rows: (s) => s.days.map((d) => [d.day, d.count]),
  },
  cells: {
    title: '유형별 신청',
    columns: [...cellColumns, { header: '소득순위', width: 10 }, { header: '신청', width: 10 }],
    rows: (s) => s.cells.map((c) => [c.unitType, c.supplyType, c.supplyCategory, c.rank, c.count]),
  },
  competition: {
    title: '경쟁률',
    columns: [
      ...cellColumns,
      { header: '신청', width: 10 },
      { header: '공급', width: 10 },
      { header: '경쟁률', width: 10 },
    ],
    rows: (s) =>
      s.competition.map((c) => [c.unitType, c.supplyType, c.supplyCategory, c.applications, c.units, c.rate]),
  },
  statuses: {
    title: '심사 결과',
    columns: [
      { header: '상태', width: 12 },
      { header: '신청', width: 10 },
    ],
    rows: (s) => s.statuses.map((x) => [APPLICATION_STATUS_LABELS[x.status].ko, x.count]),
  },
};
