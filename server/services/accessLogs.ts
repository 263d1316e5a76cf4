import { and, count, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import { personalResources } from '#locales/ko/console/personal.ts';
import type { AccessLog } from '#domain/schemas/accessLog.ts';
import type { Db } from '../db/index.ts';
import type { AccessAction } from '#domain/accessLog.ts';
import { accessLogs } from '../db/schema/index.ts';
import {
  beyondRow,
  cappedCount,
  keysetPage,
  orderOf,
  type ListTotal,
  type PageRequest,
  type SortTerm,
} from '../http/keyset.ts';
import { containsPattern, searchIn, seqTerms } from '../http/list.ts';
import { keysetRows, type CellValue, type XlsxColumn } from './export.ts';

export const ACCESS_LOG_SORTS = ['createdAt', 'actorUsername', 'action', 'subjectType'] as const;
export type AccessLogSort = (typeof ACCESS_LOG_SORTS)[number];

export interface AccessLogFilter {
  /** searches subject label, reason and detail */
  q?: string | undefined;
  /** the manager's username, contains */
  actor?: string | undefined;
  action?: AccessAction | undefined;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export interface AccessLogOrder {
  sort?: AccessLogSort | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

function where(filter: AccessLogFilter): SQL | undefined {
  return and(
    searchIn(filter.q, accessLogs.subjectLabel, accessLogs.reason, accessLogs.detail),
    filter.actor ? ilike(accessLogs.actorUsername, containsPattern(filter.actor)) : undefined,
    filter.action ? eq(accessLogs.action, filter.action) : undefined,
    filter.subjectType ? eq(accessLogs.subjectType, filter.subjectType) : undefined,
    filter.subjectId ? eq(accessLogs.subjectId, filter.subjectId) : undefined,
    filter.from ? gte(accessLogs.createdAt, filter.from) : undefined,
    filter.to ? lt(accessLogs.createdAt, filter.to) : undefined,
  );
}

const SORT_COLUMNS = {
  createdAt: accessLogs.createdAt,
  actorUsername: accessLogs.actorUsername,
  action: accessLogs.action,
  subjectType: accessLogs.subjectType,
} as const;

function terms(o: AccessLogOrder): SortTerm[] {
  return seqTerms(SORT_COLUMNS[o.sort ?? 'createdAt'], o.order, accessLogs.seq, accessLogs.createdAt);
}

function toRecord(row: typeof accessLogs.$inferSelect): AccessLog {
  return {
    _id: row.id,
    seq: row.seq,
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    ip: row.ip,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    subjectLabel: row.subjectLabel,
    reason: row.reason,
    detail: row.detail,
    subjectCount: row.subjectCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectRows(
  db: Db,
  filter: AccessLogFilter,
  beyond: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(accessLogs)
    .where(and(where(filter), beyond))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/**
 * A page of the log: deep pages by cursor or from the nearer end, never OFFSET over the whole log; its
 * total counted up to `countCap` (docs/decisions/0048-capped-list-totals.md).
 */
export async function listAccessLogs(
  db: Db,
  query: AccessLogFilter & AccessLogOrder & PageRequest,
  countCap?: number,
): Promise<{ logs: AccessLog[]; total: number; totalEstimated: boolean }> {
  const { rows, total, totalEstimated } = await keysetPage({
    cursor: { terms: terms(query), table: accessLogs, id: accessLogs.id },
    page: query,
    count: () => cappedAccessLogs(db, query, countCap),
    searched: Boolean(query.q),
    select: (beyond, reverse, limit, offset, unindexed) =>
      selectRows(db, query, beyond, orderOf(terms(query), reverse, unindexed), limit, offset),
  });
  return { logs: rows.map(toRecord), total, totalEstimated };
}

function cappedAccessLogs(db: Db, filter: AccessLogFilter, cap: number | undefined): Promise<ListTotal> {
  const condition = where(filter);
  return cappedCount(db, {
    rows: db
      .select({ one: sql`1` })
      .from(accessLogs)
      .where(condition),
    table: accessLogs,
    filtered: condition !== undefined,
    cap,
  });
}

export async function countAccessLogs(db: Db, filter: AccessLogFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(accessLogs).where(where(filter));
  return row?.total ?? 0;
}

export async function getAccessLog(db: Db, id: string): Promise<AccessLog | null> {
  const [row] = await db.select().from(accessLogs).where(eq(accessLogs.id, id)).limit(1);
  return row ? toRecord(row) : null;
}

/** Every matching row for the export, a page at a time, each read starting after the last row read. */
export function eachAccessLog(
  db: Db,
  filter: AccessLogFilter,
  o: AccessLogOrder,
  pageSize?: number,
): AsyncGenerator<AccessLog> {
  const order = terms(o);
  return keysetRows(
    async (after, limit) => {
      const beyond = after === undefined ? undefined : beyondRow(order, accessLogs, accessLogs.id, after);
      return (await selectRows(db, filter, beyond, orderOf(order), limit, 0)).map(toRecord);
    },
    (log) => log._id,
    pageSize,
  );
}

/** The export is in Korean, with the console's own words for the actions. */
const ACTION_KO: Record<AccessAction, string> = personalResources.logs.actions;

export const ACCESS_LOG_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '일시', width: 20 },
  { header: '관리자', width: 16 },
  { header: '접속 IP', width: 18 },
  { header: '수행업무', width: 12 },
  { header: '대상 구분', width: 16 },
  { header: '대상 ID', width: 38 },
  { header: '대상', width: 24 },
  { header: '사유', width: 30 },
  { header: '상세', width: 50 },
  { header: '대상 수', width: 10 },
  { header: '일련번호', width: 12 },
];

export function accessLogExportRow(log: AccessLog, index: number): CellValue[] {
  return [
    index + 1,
    formatDateTime(log.createdAt),
    log.actorUsername,
    log.ip,
    ACTION_KO[log.action],
    log.subjectType,
    log.subjectId ?? '',
    log.subjectLabel ?? '',
    log.reason ?? '',
    log.detail ?? '',
    log.subjectCount ?? '',
    log.seq,
  ];
}
