import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import type { Locale } from '#domain/locale.ts';
import { localize, mapTranslations } from '#domain/localized.ts';
import type { ConsoleTerm, PublicTerm, Term, TermInput } from '#domain/schemas/term.ts';
import { PURCHASE_TERM_CODE } from '#domain/schemas/shopOrder.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Db } from '../db/index.ts';
import { terms } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { searchIn, type ListOrder } from '../http/list.ts';
import { paged, type CellValue, type XlsxColumn } from './export.ts';
import { htmlToText, sanitizeRichText } from './html.ts';

function toTerm(row: typeof terms.$inferSelect): Term {
  return {
    _id: row.id,
    code: row.code,
    title: row.title,
    content: row.content,
    required: row.required,
    order: row.order,
  };
}

function toPublicTerm(row: typeof terms.$inferSelect, locale: Locale): PublicTerm {
  const { texts, lang } = localize({ title: row.title, content: row.content }, row.translations, locale);
  return { ...toTerm(row), ...texts, lang };
}

/**
 * The terms the housing forms offer for consent, by order. The shop's purchase terms are accepted at
 * checkout and read by their code (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md), not offered here.
 */
export async function listTerms(db: Db, locale: Locale): Promise<PublicTerm[]> {
  const rows = await db
    .select()
    .from(terms)
    .where(ne(terms.code, PURCHASE_TERM_CODE))
    .orderBy(asc(terms.order), asc(terms.code));
  return rows.map((row) => toPublicTerm(row, locale));
}

export async function findTerm(db: Db, code: string, locale: Locale): Promise<PublicTerm | undefined> {
  const [row] = await db.select().from(terms).where(eq(terms.code, code)).limit(1);
  return row && toPublicTerm(row, locale);
}

// ─── Console (/api/console/terms) ──────────────────────────────────────────

export const TERM_SORTS = ['order', 'code', 'title', 'required', 'updatedAt'] as const;
export type TermSort = (typeof TERM_SORTS)[number];

export interface TermFilter {
  q?: string | undefined;
  required?: boolean | undefined;
}

const SORT_COLUMNS = {
  order: terms.order,
  code: terms.code,
  title: terms.title,
  required: terms.required,
  updatedAt: terms.updatedAt,
} as const;

const consoleWhere = (filter: TermFilter) =>
  and(
    searchIn(filter.q, terms.code, terms.title, terms.content),
    filter.required === undefined ? undefined : eq(terms.required, filter.required),
  );

function toConsoleTerm(row: typeof terms.$inferSelect): ConsoleTerm {
  return {
    ...toTerm(row),
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function selectTerms(
  db: Db,
  filter: TermFilter,
  o: ListOrder<TermSort>,
  limit: number,
  offset: number,
) {
  const direction = o.order === 'DESC' ? desc : asc;
  const rows = await db
    .select()
    .from(terms)
    .where(consoleWhere(filter))
    .orderBy(direction(SORT_COLUMNS[o.sort ?? 'order']), asc(terms.order), asc(terms.code))
    .limit(limit)
    .offset(offset);
  return rows.map(toConsoleTerm);
}

export async function listConsoleTerms(
  db: Db,
  query: TermFilter & ListOrder<TermSort> & { limit: number; offset: number },
): Promise<{ items: ConsoleTerm[]; total: number }> {
  const [items, [counted]] = await Promise.all([
    selectTerms(db, query, query, query.limit, query.offset),
    db.select({ total: count() }).from(terms).where(consoleWhere(query)),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export function eachTerm(db: Db, filter: TermFilter, o: ListOrder<TermSort>): AsyncGenerator<ConsoleTerm> {
  return paged((offset, limit) => selectTerms(db, filter, o, limit, offset));
}

export async function getTerm(db: Db, id: string): Promise<ConsoleTerm | null> {
  const [row] = await db.select().from(terms).where(eq(terms.id, id));
  return row ? toConsoleTerm(row) : null;
}

const termValues = (input: TermInput) => ({
  ...input,
  content: sanitizeRichText(input.content),
  translations: mapTranslations(input.translations, ['content'], sanitizeRichText),
});
const codeTaken = () => new HttpError(409, 'termCodeTaken', { code: 'termCodeTaken' });

/** 409 when the code is taken (the unique index decides, so two concurrent creates cannot both win). */
export async function createTerm(db: Db, input: TermInput): Promise<ConsoleTerm> {
  try {
    const [row] = await db.insert(terms).values(termValues(input)).returning();
    if (!row) throw new Error('term not inserted');
    return toConsoleTerm(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function updateTerm(db: Db, id: string, input: TermInput): Promise<ConsoleTerm | null> {
  try {
    const [row] = await db.update(terms).set(termValues(input)).where(eq(terms.id, id)).returning();
    return row ? toConsoleTerm(row) : null;
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function deleteTerm(db: Db, id: string): Promise<boolean> {
  return (await db.delete(terms).where(eq(terms.id, id)).returning({ id: terms.id })).length > 0;
}

export const TERM_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '코드', width: 16 },
  { header: '제목', width: 40 },
  { header: '필수 동의', width: 10 },
  { header: '순서', width: 8 },
  { header: '내용', width: 80 },
  { header: '수정일시', width: 21 },
];

export function termExportRow(term: ConsoleTerm, index: number): CellValue[] {
  return [
    index + 1,
    term.code,
    term.title,
    term.required ? 'Y' : 'N',
    term.order,
    htmlToText(term.content),
    formatDateTime(term.updatedAt),
  ];
}
