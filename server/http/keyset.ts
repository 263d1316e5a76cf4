import { and, asc, desc, getTableName, gt, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '#server/db/index.ts';
import { rowsOf } from '#server/db/rowsOf.ts';

/**
 * Deep pages of append-only logs without OFFSET (docs/decisions/0038-keyset-paging-and-streamed-exports.md).
 * A page that follows the one before it names that page's last row (`after`) or, going back, the next
 * page's first row (`before`): the query starts at that row through the sort's index. A page reached by a
 * jump is read from the nearer end of the list, so the last page costs what the first does.
 */

export interface SortTerm {
  column: AnyPgColumn;
  direction: 'ASC' | 'DESC';
}

const flip = (direction: SortTerm['direction']) => (direction === 'ASC' ? 'DESC' : 'ASC');

/**
 * The ORDER BY of `terms`, or of their reverse (the same rows from the other end). `unindexed` sorts on an
 * expression no index holds: a search's few rows come from its trigram indexes and are sorted after, where
 * ordering by the bare column lets PostgreSQL walk that column's index instead, testing every row on the
 * way until the page is full (all of them for a rare match).
 */
export function orderOf(terms: readonly SortTerm[], reverse = false, unindexed = false): SQL[] {
  return terms.map(({ column, direction }) => {
    const key = unindexed ? sql`coalesce(${column}, ${column})` : column;
    return (reverse ? flip(direction) : direction) === 'ASC' ? asc(key) : desc(key);
  });
}

/** The list query's cursor: the id of the row the page starts after (or ends before). */
export const cursorQuery = {
  after: z.uuid().optional().describe('the id of the previous page’s last row: this page starts after it'),
  before: z.uuid().optional().describe('the id of the next page’s first row: this page ends before it'),
};

/**
 * The rows beyond the row `rowId` of `table` in `terms`' order (before it when `reverse`), its sort values
 * read by their own subquery (ids are exact where a timestamp sent back and forth loses its microseconds).
 * Terms in one direction compare as one row value, which their index answers as a range; `terms` must
 * be columns of `table` and end with a unique one.
 */
export function beyondRow(
  terms: readonly SortTerm[],
  table: PgTable,
  id: AnyPgColumn,
  rowId: string,
  reverse = false,
): SQL {
  // the subquery's own FROM names the same table: its columns are the cursor row's, not the outer row's
  const valueOf = (column: AnyPgColumn) => sql`(select ${column} from ${table} where ${id} = ${rowId})`;
  const later = (direction: SortTerm['direction']) =>
    (reverse ? flip(direction) : direction) === 'ASC' ? gt : lt;
  const first = terms[0];
  if (first && terms.every((t) => t.direction === first.direction)) {
    const columns = sql.join(
      terms.map((t) => t.column),
      sql`, `,
    );
    const values = sql.join(
      terms.map((t) => valueOf(t.column)),
      sql`, `,
    );
    return later(first.direction) === gt ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
  }
  // mixed directions: a > x or (a = x and b < y) or …
  return or(
    ...terms.map((term, i) =>
      and(
        ...terms.slice(0, i).map((t) => sql`${t.column} = ${valueOf(t.column)}`),
        later(term.direction)(term.column, valueOf(term.column)),
      ),
    ),
  )!;
}

/** Below this many rows skipped, OFFSET costs less than counting first to find the nearer end. */
export const NEAR_END_FROM = 10_000;

/**
 * Where a page of rows `offset … offset + limit` of `total` is read: from the start, or (past the middle)
 * from the end in reverse, whose rows the caller reverses back.
 */
export function nearerEnd(
  total: number,
  offset: number,
  limit: number,
): { reverse: boolean; offset: number; limit: number } {
  if (offset + limit / 2 <= total / 2) return { reverse: false, offset, limit };
  const end = Math.min(offset + limit, total);
  return { reverse: true, offset: Math.max(0, total - end), limit: Math.max(0, end - offset) };
}

/**
 * Past this many rows a list's total is an estimate (docs/decisions/0048-capped-list-totals.md): the edge
 * of a cheap OFFSET, where counting exactly starts to cost what reading the rows would.
 */
export const COUNT_CAP = NEAR_END_FROM;

/** A list's total, and whether it is the planner's estimate rather than a count. */
export interface ListTotal {
  total: number;
  estimated: boolean;
}

/** The planner's rows for `rows` (its top plan's `Plan Rows`); PGlite and node-postgres both parse the json. */
async function plannedRows(db: Db, rows: SQLWrapper): Promise<number> {
  const [answer] = await rowsOf<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${rows}`);
  const raw = answer?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return plan[0].Plan['Plan Rows'];
}

/**
 * The total of `rows` (a select of the list's filter, unordered, unlimited) counted up to `cap`: at most
 * `cap + 1` rows are read whatever the table's size. Past the cap, an estimate: unfiltered, the table's
 * `reltuples` (kept by analyze); filtered, the planner's row estimate of the filter. Never below `cap + 1`,
 * the rows already seen (docs/decisions/0048-capped-list-totals.md).
 */
export async function cappedCount(
  db: Db,
  options: { rows: SQLWrapper; table: PgTable; filtered: boolean; cap?: number | undefined },
): Promise<ListTotal> {
  const { rows, table, filtered, cap = COUNT_CAP } = options;
  const [counted] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${rows} limit ${cap + 1}) as capped`,
  );
  const exact = Number(counted?.n ?? 0);
  if (exact <= cap) return { total: exact, estimated: false };
  const estimate = filtered
    ? await plannedRows(db, rows)
    : Number(
        (
          await rowsOf<{ n: number }>(
            db,
            sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${getTableName(table)})`,
          )
        )[0]?.n ?? 0,
      );
  return { total: Math.max(cap + 1, Math.round(estimate)), estimated: true };
}

/** A page of a list as the contract asks for it, with the optional cursor of a page that follows another. */
export interface PageRequest {
  limit: number;
  offset: number;
  after?: string | undefined;
  before?: string | undefined;
}

/**
 * One page of a list and its total: by cursor when the page follows the one before it (`cursor` says how
 * rows are ordered and found), else by OFFSET from the nearer end. `select` reads the rows beyond its
 * condition in the list's order, or in reverse; `unindexed` asks it to sort after reading (orderOf's).
 * Past an estimated total's middle, pages are counted from the far end by the estimate: the last page holds
 * the last rows whatever the estimate, and only a page near the middle may repeat or miss rows by the
 * estimate's error (docs/decisions/0053-deep-pages-and-searches-at-a-million.md).
 */
export async function keysetPage<T>(options: {
  cursor?: { terms: readonly SortTerm[]; table: PgTable; id: AnyPgColumn };
  page: PageRequest;
  count: () => Promise<ListTotal>;
  select: (
    beyond: SQL | undefined,
    reverse: boolean,
    limit: number,
    offset: number,
    unindexed: boolean,
  ) => Promise<T[]>;
  /**
   * A search: counted first, and read unindexed when it matches no more than the cap (its few rows come
   * from its trigram indexes and are sorted after, where walking the sort's index tests every row for a
   * rare match); past the cap its rows are many, and the sort's index finds a page of them at once (sorting
   * millions of matches would take seconds) (docs/decisions/0053-deep-pages-and-searches-at-a-million.md § Decision).
   */
  searched?: boolean;
  /** Skipping fewer rows than this, OFFSET from the start (a test lowers it). */
  nearEndFrom?: number;
}): Promise<{ rows: T[]; total: number; totalEstimated: boolean }> {
  const { cursor, page, count, select, searched = false, nearEndFrom = NEAR_END_FROM } = options;
  const answer = (rows: T[], counted: ListTotal) => ({
    rows,
    total: counted.total,
    totalEstimated: counted.estimated,
  });
  const first = searched ? await count() : undefined;
  const unindexed = first !== undefined && !first.estimated;
  const counting = () => (first ? Promise.resolve(first) : count());
  const from = page.after ?? page.before;
  if (cursor && from !== undefined) {
    const reverse = page.after === undefined;
    const beyond = beyondRow(cursor.terms, cursor.table, cursor.id, from, reverse);
    const [rows, counted] = await Promise.all([
      select(beyond, reverse, page.limit, 0, unindexed),
      counting(),
    ]);
    return answer(reverse ? rows.reverse() : rows, counted);
  }
  if (page.offset < nearEndFrom) {
    const [rows, counted] = await Promise.all([
      select(undefined, false, page.limit, page.offset, unindexed),
      counting(),
    ]);
    return answer(rows, counted);
  }
  const counted = await counting();
  const at = nearerEnd(counted.total, page.offset, page.limit);
  if (at.limit === 0) return answer([], counted);
  const rows = await select(undefined, at.reverse, at.limit, at.offset, unindexed);
  return answer(at.reverse ? rows.reverse() : rows, counted);
}
