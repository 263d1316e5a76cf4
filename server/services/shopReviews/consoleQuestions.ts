import { asc, count, desc, eq, and, type SQL } from 'drizzle-orm';
import { maskName } from '#domain/masking.ts';
import type { ConsoleQuestion } from '#domain/schemas/shopReviews.ts';
import type { Db } from '#server/db/index.ts';
import { shopProducts, shopQuestions, users } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { searchIn, type ListOrder } from '#server/http/list.ts';
import { paged } from '#server/services/export.ts';
import { answeredIs, questionQuery, type QuestionRow } from './questions.ts';

/**
 * The console's product questions (scope `shop`, docs/decisions/0042-shop-reviews-and-questions.md): every
 * question, private ones included, with the asker's account masked; unanswered first by default filter.
 */

export const QUESTION_CONSOLE_SORTS = ['createdAt', 'answeredAt'] as const;
type Sort = (typeof QUESTION_CONSOLE_SORTS)[number];
export interface QuestionFilter {
  q?: string | undefined;
  answered?: boolean | undefined;
}

const sortColumn = { createdAt: shopQuestions.createdAt, answeredAt: shopQuestions.answeredAt };

const toConsole = (r: QuestionRow): ConsoleQuestion => ({
  _id: r.question.id,
  productId: r.question.productId,
  productName: r.productName,
  private: r.question.private,
  mine: false,
  author: maskName(r.username),
  username: maskName(r.username),
  text: r.question.text,
  answered: r.question.answeredAt !== null,
  answer: r.question.answer,
  answeredAt: r.question.answeredAt ? r.question.answeredAt.toISOString() : null,
  answeredBy: r.question.answeredBy,
  createdAt: r.question.createdAt.toISOString(),
});

const where = (f: QuestionFilter): SQL | undefined =>
  and(
    searchIn(f.q, shopProducts.name, shopQuestions.text, users.username),
    f.answered === undefined ? undefined : answeredIs(f.answered),
  );

async function select(
  db: Db,
  f: QuestionFilter,
  o: ListOrder<Sort>,
  page: { limit: number; offset: number },
) {
  const rows = await questionQuery(db)
    .where(where(f))
    .orderBy((o.order === 'ASC' ? asc : desc)(sortColumn[o.sort ?? 'createdAt']), asc(shopQuestions.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toConsole);
}

export const consoleQuestionService = {
  async list(db: Db, q: QuestionFilter & ListOrder<Sort> & { limit: number; offset: number }) {
    const [inquires, [counted]] = await Promise.all([
      select(db, q, q, q),
      db
        .select({ n: count() })
        .from(shopQuestions)
        .innerJoin(users, eq(users.id, shopQuestions.userId))
        .innerJoin(shopProducts, eq(shopProducts.id, shopQuestions.productId))
        .where(where(q)),
    ]);
    return { inquires, total: counted?.n ?? 0 };
  },
  each(db: Db, f: QuestionFilter, o: ListOrder<Sort>) {
    return paged((offset, limit) => select(db, f, o, { limit, offset }));
  },
};

export async function consoleQuestion(db: Db, id: string): Promise<ConsoleQuestion> {
  const [row] = await questionQuery(db).where(eq(shopQuestions.id, id));
  if (!row) throw new HttpError(404, 'shopQuestionNotFound');
  return toConsole(row);
}
