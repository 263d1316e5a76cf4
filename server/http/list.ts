import { asc, desc, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { digitsOnly } from '../db/schema/columns.ts';
import { orderOf, type SortTerm } from './keyset.ts';

/**
 * List queries of the contract (docs/decisions/0003-api-contract.md § General):
 * `?page=1&limit=10&sort=createdAt&order=DESC&q=text`. `page` starts at 1, `limit` is at most 100.
 */
export const MAX_LIMIT = 100;

export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(10),
};

export const orderQuery = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(['ASC', 'DESC']))
  .optional();

export const searchQuery = z.string().trim().max(100).optional();

/** `true`/`false` (also `1`/`0`) in a query string. */
export const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/**
 * The list query of a resource whose sortable fields are `columns`' keys. Unknown sort fields are a
 * 400, not silently ignored.
 */
export function listQuerySchema<const K extends string>(sortable: readonly [K, ...K[]]) {
  return z.object({
    ...pageQuery,
    sort: z.enum(sortable).optional(),
    order: orderQuery,
    q: searchQuery,
  });
}

export function pagination(query: { page: number; limit: number }): { limit: number; offset: number } {
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}

export function orderBy(
  column: AnyPgColumn,
  order: 'ASC' | 'DESC' | undefined,
  fallback: 'ASC' | 'DESC' = 'DESC',
): SQL {
  return (order ?? fallback) === 'ASC' ? asc(column) : desc(column);
}

/**
 * The ORDER BY of a list sorted on `column`, ties broken by `seq` (a bigint identity: the order rows were
 * written in). Rows written in the same instant (one transaction shares its now()) keep their order on every
 * read, which a random-UUID tie-break does not (docs/decisions/0011-access-log-reads-and-review.md). Sorted
 * on the table's `createdAt`, `seq` follows the sort's direction; sorted on anything else, ties go newest
 * first (`createdAt`, then `seq`).
 */
export function orderBySeq(
  column: AnyPgColumn,
  order: 'ASC' | 'DESC' | undefined,
  seq: AnyPgColumn,
  createdAt?: AnyPgColumn,
): SQL[] {
  return orderOf(seqTerms(column, order, seq, createdAt));
}

/** The terms of `orderBySeq`, for keyset pages (http/keyset.ts). */
export function seqTerms(
  column: AnyPgColumn,
  order: 'ASC' | 'DESC' | undefined,
  seq: AnyPgColumn,
  createdAt?: AnyPgColumn,
): SortTerm[] {
  const direction = order ?? 'DESC';
  // sorted by creation time, ties follow the sort's direction: oldest first means first written first
  if (column === createdAt)
    return [
      { column, direction },
      { column: seq, direction },
    ];
  return [
    { column, direction },
    ...(createdAt ? [{ column: createdAt, direction: 'DESC' as const }] : []),
    { column: seq, direction: 'DESC' },
  ];
}

/** `%text%` with LIKE's wildcards escaped, for a case-insensitive contains. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A column of digits a person types in groups (a phone, a business number), searched on its digits: the
 * console shows 010-8123-4799, so a manager searches with hyphens, spaces or full-width digits too.
 */
export class DigitsColumn {
  readonly column: AnyPgColumn;
  /** Whether the column may hold other text too (an outbox recipient: an e-mail or a phone). */
  readonly textToo: boolean;
  constructor(column: AnyPgColumn, textToo: boolean) {
    this.column = column;
    this.textToo = textToo;
  }
}
export const digitsOf = (column: AnyPgColumn) => new DigitsColumn(column, true);
/**
 * A column stored as digits only (an applicant's phone, normalized on submit): a search that is not
 * written as digits cannot match it and leaves it out, so the search's other columns' trigram indexes
 * answer alone (an OR with one unindexed branch reads every row).
 */
export const storedDigitsOf = (column: AnyPgColumn) => new DigitsColumn(column, false);

/** Only digits and the separators people put between their groups (typographic dashes too: pasted text). */
const GROUPED_DIGITS = /^[\d\s\-.()/\u2010-\u2015\u2212]+$/;

/** The digits of `q` when it is written like a phone or a part of one ("010-8123-4799", "8123 4799"); else null. */
export function searchDigits(q: string): string | null {
  const text = q.normalize('NFKC'); // full-width digits and hyphens become ASCII
  if (!GROUPED_DIGITS.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : digits;
}

/**
 * `q` searched in any of `columns` (case-insensitive contains), or undefined without `q`. A `digitsOf`
 * column is compared digits to digits when `q` is written as grouped digits, whatever separators either
 * side holds; otherwise as text like the others (an outbox recipient may be an e-mail address).
 */
export function searchIn(
  q: string | undefined,
  ...columns: (AnyPgColumn | SQL | DigitsColumn)[]
): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const digits = searchDigits(q);
  return or(
    ...columns.map((column) => {
      if (!(column instanceof DigitsColumn)) return ilike(column, pattern);
      if (digits === null) return column.textToo ? ilike(column.column, pattern) : undefined;
      return sql`${digitsOnly(column.column)} like ${`%${digits}%`}`;
    }),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SEOUL_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date-range bound of a list filter: a day in Seoul (`2026-11-21`, what a date filter sends) or an exact
 * ISO instant. As a lower bound a day means its first moment; as an upper bound the first moment of the
 * next day (the day is included).
 */
export const seoulBound = (end: boolean) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })])
    .optional()
    .transform((value) => {
      if (!value) return undefined;
      if (!SEOUL_DAY.test(value)) return new Date(value);
      const start = new Date(`${value}T00:00:00+09:00`).getTime(); // Korea has no daylight saving time
      return new Date(end ? start + DAY_MS : start);
    });

/** `from`/`to` of a list's date filter (inclusive Seoul days), described for the API docs. */
export function dateRangeQuery(field = 'createdAt') {
  return {
    from: seoulBound(false).describe(`${field} from this Seoul day (YYYY-MM-DD) or instant`),
    to: seoulBound(true).describe(
      `${field} up to and including this Seoul day (YYYY-MM-DD), or before this instant`,
    ),
  };
}

/** A list's `sort` (one of the resource's sortable fields) and `order`. */
export interface ListOrder<S extends string> {
  sort?: S | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}
