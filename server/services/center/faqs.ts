import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { faqs } from '../../db/schema/index.ts';
import { searchIn } from '../../http/list.ts';

/** The public side of the FAQ (/center/faqs): shown entries by category and order. */

export const faqSchema = z.object({
  _id: z.uuid(),
  category: z.string(),
  question: z.string(),
  answer: z.string().describe('sanitized HTML'),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

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

export async function listPublicFaqs(db: Db, query: FaqQuery): Promise<{ faqs: Faq[]; total: number }> {
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
    faqs: rows.map((row) => ({
      _id: row.id,
      category: row.category,
      question: row.question,
      answer: row.answer,
      order: row.order,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
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
