import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { maskName } from '#domain/masking.ts';
import type { PublicQuestion, QuestionInput } from '#domain/schemas/shopReviews.ts';
import type { Db } from '#server/db/index.ts';
import { outbox, shopProducts, shopQuestions, users } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { visible as shownOnSite } from '../shop/storefront.ts';

/**
 * Product questions (docs/decisions/0042-shop-reviews-and-questions.md): a member asks, optionally privately
 * (others see that a question was asked, not what); a manager answers and the member is told by mail.
 */

/** Answered or not, like the customer centre's 1:1 inquiries. */
export const answeredIs = (answered: boolean): SQL =>
  answered ? isNotNull(shopQuestions.answeredAt) : isNull(shopQuestions.answeredAt);

function questionQuery(db: Db) {
  return db
    .select({ question: shopQuestions, username: users.username, productName: shopProducts.name })
    .from(shopQuestions)
    .innerJoin(users, eq(users.id, shopQuestions.userId))
    .innerJoin(shopProducts, eq(shopProducts.id, shopQuestions.productId));
}
export { questionQuery };
export type QuestionRow = Awaited<ReturnType<ReturnType<typeof questionQuery>['execute']>>[number];

/** As `viewer` sees it: a private question of somebody else's keeps its text and answer to itself. */
export function toPublicQuestion(r: QuestionRow, viewer: string | null): PublicQuestion {
  const q = r.question;
  const mine = viewer !== null && viewer === q.userId;
  const open = !q.private || mine;
  return {
    _id: q.id,
    productId: q.productId,
    private: q.private,
    mine,
    author: maskName(r.username),
    text: open ? q.text : null,
    answered: q.answeredAt !== null,
    answer: open ? q.answer : null,
    answeredAt: q.answeredAt ? q.answeredAt.toISOString() : null,
    createdAt: q.createdAt.toISOString(),
  };
}

export async function askQuestion(db: Db, userId: string, input: QuestionInput): Promise<string> {
  const [product] = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(and(eq(shopProducts.id, input.productId), shownOnSite));
  if (!product) {
    throw new HttpError(400, 'invalidInput', { productId: 'shopQuestionProductNotFound' });
  }
  const [row] = await db
    .insert(shopQuestions)
    .values({ productId: input.productId, userId, text: input.text, private: input.private })
    .returning({ id: shopQuestions.id });
  return row!.id;
}

/** The member's own question, for the answer of a write. */
export async function myQuestion(db: Db, userId: string, id: string) {
  const [row] = await questionQuery(db).where(
    and(eq(shopQuestions.id, id), eq(shopQuestions.userId, userId)),
  );
  if (!row) throw new HttpError(404, 'shopQuestionNotFound');
  return { ...toPublicQuestion(row, userId), productName: row.productName };
}

/** The writer changes or deletes a question only while it is unanswered (the answer was to that text). */
export async function editQuestion(
  db: Db,
  userId: string,
  id: string,
  input: Pick<QuestionInput, 'text' | 'private'>,
) {
  const rows = await db
    .update(shopQuestions)
    .set({ text: input.text, private: input.private })
    .where(and(eq(shopQuestions.id, id), eq(shopQuestions.userId, userId), isNull(shopQuestions.answeredAt)))
    .returning({ id: shopQuestions.id });
  if (rows.length === 0) await refuse(db, userId, id);
}

export async function deleteQuestion(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(shopQuestions)
    .where(and(eq(shopQuestions.id, id), eq(shopQuestions.userId, userId), isNull(shopQuestions.answeredAt)))
    .returning({ id: shopQuestions.id });
  if (rows.length === 0) await refuse(db, userId, id);
}

async function refuse(db: Db, userId: string, id: string): Promise<never> {
  const [row] = await db
    .select({ id: shopQuestions.id })
    .from(shopQuestions)
    .where(and(eq(shopQuestions.id, id), eq(shopQuestions.userId, userId)));
  throw row ? new HttpError(409, 'shopQuestionAnswered') : new HttpError(404, 'shopQuestionNotFound');
}

export async function myQuestions(db: Db, userId: string, page: { limit: number; offset: number }) {
  const where = eq(shopQuestions.userId, userId);
  const [rows, [counted]] = await Promise.all([
    questionQuery(db)
      .where(where)
      .orderBy(desc(shopQuestions.createdAt), asc(shopQuestions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(shopQuestions).where(where),
  ]);
  return {
    inquires: rows.map((r) => ({ ...toPublicQuestion(r, userId), productName: r.productName })),
    total: counted?.n ?? 0,
  };
}

/** The product page's questions, newest first; `answered` filters by status. */
export async function productQuestions(
  db: Db,
  productId: string,
  viewer: string | null,
  q: { answered?: boolean | undefined; limit: number; offset: number },
) {
  const [product] = await db
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(and(eq(shopProducts.id, productId), shownOnSite));
  // a hidden product's questions are as unknown as the product (GET /api/v1/shop/products/{id})
  if (!product) throw new HttpError(404, 'notFound');
  const where: SQL | undefined = and(
    eq(shopQuestions.productId, productId),
    q.answered === undefined ? undefined : answeredIs(q.answered),
  );
  const [rows, [counted]] = await Promise.all([
    questionQuery(db)
      .where(where)
      .orderBy(desc(shopQuestions.createdAt), asc(shopQuestions.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(shopQuestions).where(where),
  ]);
  return { questions: rows.map((r) => toPublicQuestion(r, viewer)), total: counted?.n ?? 0 };
}

/**
 * The manager's answer (or a corrected one): the asker is told by mail through the outbox, in Korean and
 * English (members choose no mail language), in the same transaction. Answers the outbox ids to deliver.
 */
export async function answerQuestion(db: Db, id: string, answer: string, manager: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(shopQuestions)
      .set({ answer, answeredAt: new Date(), answeredBy: manager })
      .where(eq(shopQuestions.id, id))
      .returning({ userId: shopQuestions.userId, productId: shopQuestions.productId });
    if (!row) throw new HttpError(404, 'shopQuestionNotFound');
    const [who] = await tx
      .select({ email: users.email, product: shopProducts.name })
      .from(users)
      .innerJoin(shopProducts, eq(shopProducts.id, row.productId))
      .where(eq(users.id, row.userId));
    if (!who?.email) return [];
    const [mail] = await tx
      .insert(outbox)
      .values({
        channel: 'email',
        to: who.email,
        subject: '[서울어워드 쇼핑몰] 상품 문의에 답변이 등록되었습니다 / Your product question was answered',
        body:
          `「${who.product}」 상품 문의에 답변이 등록되었습니다. 마이페이지 > 상품 문의에서 확인해주세요.\n\n` +
          `Your question about "${who.product}" was answered. See My page > Product questions.`,
      })
      .returning({ id: outbox.id });
    return mail ? [mail.id] : [];
  });
}

export async function unansweredProductQuestions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shopQuestions).where(isNull(shopQuestions.answeredAt));
  return row?.n ?? 0;
}
