import { and, asc, count, desc, eq } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import type { Locale } from '#domain/locale.ts';
import { localize, mapTranslations } from '#domain/localized.ts';
import type { ConsoleFaq, FaqInput, PublicFaq } from '#domain/schemas/faq.ts';
import type { Db } from '../../db/index.ts';
import { faqs } from '../../db/schema/index.ts';
import { searchIn, type ListOrder } from '../../http/list.ts';
import { paged, type CellValue, type XlsxColumn } from '../export.ts';
import { htmlToText, sanitizeRichText } from '../html.ts';

/** The FAQ (/center/faqs): the site reads shown entries by category and order; the console edits them all. */

export interface FaqQuery {
  page: number;
  limit: number;
  q?: string | undefined;
  category?: string | undefined;
}

function where(query: Pick<FaqQuery, 'q' | 'category'>) {
  return and(
    eq(faqs.shows, true),
    query.category ? eq(faqs.category, query.category) : undefined,
    searchIn(query.q, faqs.question, faqs.answer),
  );
}

export async function listPublicFaqs(
  db: Db,
  query: FaqQuery,
  locale: Locale,
): Promise<{ faqs: PublicFaq[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(where(query))
      .orderBy(asc(faqs.order), asc(faqs.createdAt), asc(faqs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(faqs).where(where(query)),
  ]);
  return {
    faqs: rows.map((row) => {
      const { texts, lang } = localize(
        { question: row.question, answer: row.answer },
        row.translations,
        locale,
      );
      return {
        _id: row.id,
        category: row.category,
        ...texts,
        lang,
        order: row.order,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    }),
    total: counted?.total ?? 0,
  };
}

/** The categories of shown entries, in the order their first entry appears. */
export async function listFaqCategories(db: Db): Promise<string[]> {
  const rows = await db
    .select({ category: faqs.category })
    .from(faqs)
    .where(eq(faqs.shows, true))
    .orderBy(asc(faqs.order), asc(faqs.createdAt), asc(faqs.id));
  return [...new Set(rows.map((row) => row.category))];
}

// ─── Console (/api/console/center/faqs) ─────────────────────────────────────

export const FAQ_SORTS = ['order', 'category', 'question', 'createdAt', 'updatedAt'] as const;
export type FaqSort = (typeof FAQ_SORTS)[number];

export interface FaqFilter {
  q?: string | undefined;
  category?: string | undefined;
  shows?: boolean | undefined;
}

const SORT_COLUMNS = {
  order: faqs.order,
  category: faqs.category,
  question: faqs.question,
  createdAt: faqs.createdAt,
  updatedAt: faqs.updatedAt,
} as const;

function consoleWhere(filter: FaqFilter) {
  return and(
    searchIn(filter.q, faqs.category, faqs.question, faqs.answer),
    filter.category ? eq(faqs.category, filter.category) : undefined,
    filter.shows === undefined ? undefined : eq(faqs.shows, filter.shows),
  );
}

/** The chosen order (the site's order by default), then the site's own: a total order for paging. */
function consoleOrder(o: ListOrder<FaqSort>) {
  const direction = o.order === 'DESC' ? desc : asc;
  return [direction(SORT_COLUMNS[o.sort ?? 'order']), asc(faqs.order), asc(faqs.createdAt), asc(faqs.id)];
}

function toConsoleFaq(row: typeof faqs.$inferSelect): ConsoleFaq {
  return {
    _id: row.id,
    category: row.category,
    question: row.question,
    answer: row.answer,
    translations: row.translations,
    order: row.order,
    shows: row.shows,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function selectFaqs(db: Db, filter: FaqFilter, o: ListOrder<FaqSort>, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(faqs)
    .where(consoleWhere(filter))
    .orderBy(...consoleOrder(o))
    .limit(limit)
    .offset(offset);
  return rows.map(toConsoleFaq);
}

export async function listConsoleFaqs(
  db: Db,
  query: FaqFilter & ListOrder<FaqSort> & { limit: number; offset: number },
): Promise<{ items: ConsoleFaq[]; total: number }> {
  const [items, [counted]] = await Promise.all([
    selectFaqs(db, query, query, query.limit, query.offset),
    db.select({ total: count() }).from(faqs).where(consoleWhere(query)),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export function eachFaq(db: Db, filter: FaqFilter, o: ListOrder<FaqSort>): AsyncGenerator<ConsoleFaq> {
  return paged((offset, limit) => selectFaqs(db, filter, o, limit, offset));
}

export async function getFaq(db: Db, id: string): Promise<ConsoleFaq | null> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  return row ? toConsoleFaq(row) : null;
}

const faqValues = (input: FaqInput) => ({
  ...input,
  answer: sanitizeRichText(input.answer),
  translations: mapTranslations(input.translations, ['answer'], sanitizeRichText),
});

export async function createFaq(db: Db, input: FaqInput): Promise<ConsoleFaq> {
  const [row] = await db.insert(faqs).values(faqValues(input)).returning();
  if (!row) throw new Error('faq not inserted');
  return toConsoleFaq(row);
}

export async function updateFaq(db: Db, id: string, input: FaqInput): Promise<ConsoleFaq | null> {
  const [row] = await db.update(faqs).set(faqValues(input)).where(eq(faqs.id, id)).returning();
  return row ? toConsoleFaq(row) : null;
}

export async function deleteFaq(db: Db, id: string): Promise<boolean> {
  return (await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id })).length > 0;
}

export const FAQ_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '분류', width: 16 },
  { header: '질문', width: 50 },
  { header: '답변', width: 80 },
  { header: '순서', width: 8 },
  { header: '노출', width: 8 },
  { header: '등록일시', width: 21 },
  { header: '수정일시', width: 21 },
];

export function faqExportRow(faq: ConsoleFaq, index: number): CellValue[] {
  return [
    index + 1,
    faq.category,
    faq.question,
    htmlToText(faq.answer),
    faq.order,
    faq.shows ? 'Y' : 'N',
    formatDateTime(faq.createdAt),
    formatDateTime(faq.updatedAt),
  ];
}
