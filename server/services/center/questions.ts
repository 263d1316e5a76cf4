import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AnswerInput, QuestionInput, QuestionUpdate } from '../../../domain/schemas/question.ts';
import type { Db } from '../../db/index.ts';
import { questions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { searchIn } from '../../http/list.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { maskName } from './mask.ts';

/**
 * 1:1 inquiries (1:1 문의). The public list shows titles, masked authors and the answer state; the
 * question itself, its author and the answer only after the password (services/center/tokens.ts). An
 * answered question can no longer be edited. The password hash never leaves this file.
 */

/** A row of the public list. */
export const questionSummarySchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  author: z.string().describe('masked: 홍*동'),
  answered: z.boolean(),
  createdAt: z.string(),
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

/** The whole question, for its author (after the password) and for the console. */
export const questionSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  content: z.string().describe('plain text'),
  author: z.string(),
  answered: z.boolean(),
  answer: z.string().nullable().describe('plain text'),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

/** The console's view adds who answered and whether the question is listed. */
export const consoleQuestionSchema = questionSchema.extend({
  answeredBy: z.string().nullable().describe('username of the manager who answered'),
  shows: z.boolean(),
});
export type ConsoleQuestion = z.infer<typeof consoleQuestionSchema>;

type Row = typeof questions.$inferSelect;

function toQuestion(row: Row): Question {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    author: row.authorName,
    answered: row.answeredAt !== null,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ── public ──

/** Shown questions, newest first; `q` searches titles only (the content is private). */
export async function listPublicQuestions(
  db: Db,
  query: { page: number; limit: number; q?: string | undefined },
): Promise<{ questions: QuestionSummary[]; total: number }> {
  const where = and(eq(questions.shows, true), searchIn(query.q, questions.title));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: questions.id,
        title: questions.title,
        authorName: questions.authorName,
        answeredAt: questions.answeredAt,
        createdAt: questions.createdAt,
      })
      .from(questions)
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(questions).where(where),
  ]);
  return {
    questions: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      author: maskName(row.authorName),
      answered: row.answeredAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}

async function findShown(db: Db, id: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.shows, true)))
    .limit(1);
  return row;
}

/** Whether a shown question exists (the check answers 404 before counting a guess otherwise). */
export async function questionExists(db: Db, id: string): Promise<boolean> {
  return Boolean(await findShown(db, id));
}

export async function getPublicQuestion(db: Db, id: string): Promise<Question | undefined> {
  const row = await findShown(db, id);
  return row && toQuestion(row);
}

/**
 * True for the right password of a shown question. An unknown id is still hashed against a dummy, so
 * the answer takes as long either way.
 */
export async function verifyQuestionPassword(db: Db, id: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: questions.passwordHash })
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.shows, true)))
    .limit(1);
  if (!row) {
    await verifyPassword(await dummyPasswordHash(), password);
    return false;
  }
  return verifyPassword(row.passwordHash, password);
}

export async function createQuestion(db: Db, input: QuestionInput): Promise<Question> {
  const [row] = await db
    .insert(questions)
    .values({
      title: input.title,
      content: input.content,
      authorName: input.name,
      passwordHash: await hashPassword(input.password),
    })
    .returning();
  if (!row) throw new Error('question not inserted');
  return toQuestion(row);
}

/** 404 when missing, 409 `questionAnswered` once answered (checked in the update itself). */
export async function updateQuestion(db: Db, id: string, input: QuestionUpdate): Promise<Question> {
  const [row] = await db
    .update(questions)
    .set({ title: input.title, content: input.content, authorName: input.name })
    .where(and(eq(questions.id, id), eq(questions.shows, true), isNull(questions.answeredAt)))
    .returning();
  if (row) return toQuestion(row);
  if (await findShown(db, id)) throw new HttpError(409, 'questionAnswered');
  throw new HttpError(404, 'notFound');
}

export async function deleteQuestion(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(questions)
    .where(and(eq(questions.id, id), eq(questions.shows, true)))
    .returning({ id: questions.id });
  return deleted.length > 0;
}

// ── console ──

export const CONSOLE_QUESTION_SORTS = ['createdAt', 'answeredAt', 'title'] as const;

export interface ConsoleQuestionQuery {
  limit: number;
  offset: number;
  q?: string | undefined;
  answered?: boolean | undefined;
  shows?: boolean | undefined;
  sort?: (typeof CONSOLE_QUESTION_SORTS)[number] | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

const consoleColumns = {
  row: questions,
  answeredBy: users.username,
};

function consoleWhere(query: ConsoleQuestionQuery): SQL | undefined {
  return and(
    searchIn(query.q, questions.title, questions.content, questions.authorName),
    query.answered === undefined
      ? undefined
      : query.answered
        ? isNotNull(questions.answeredAt)
        : isNull(questions.answeredAt),
    query.shows === undefined ? undefined : eq(questions.shows, query.shows),
  );
}

function toConsole(row: { row: Row; answeredBy: string | null }): ConsoleQuestion {
  return { ...toQuestion(row.row), answeredBy: row.answeredBy, shows: row.row.shows };
}

const SORT_COLUMNS = {
  createdAt: questions.createdAt,
  answeredAt: questions.answeredAt,
  title: questions.title,
} as const;

export async function listConsoleQuestions(
  db: Db,
  query: ConsoleQuestionQuery,
): Promise<{ questions: ConsoleQuestion[]; total: number }> {
  const direction = query.order === 'ASC' ? asc : desc;
  const where = consoleWhere(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(consoleColumns)
      .from(questions)
      .leftJoin(users, eq(users.id, questions.answeredBy))
      .where(where)
      .orderBy(
        direction(SORT_COLUMNS[query.sort ?? 'createdAt']),
        desc(questions.createdAt),
        desc(questions.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(questions).where(where),
  ]);
  return { questions: rows.map(toConsole), total: counted?.total ?? 0 };
}

export async function getConsoleQuestion(db: Db, id: string): Promise<ConsoleQuestion | undefined> {
  const [row] = await db
    .select(consoleColumns)
    .from(questions)
    .leftJoin(users, eq(users.id, questions.answeredBy))
    .where(eq(questions.id, id))
    .limit(1);
  return row && toConsole(row);
}

/**
 * Saves the manager's answer (a new answer or a correction): `answeredAt` is the time of the latest
 * answer, `answeredBy` its manager.
 */
export async function answerQuestion(
  db: Db,
  id: string,
  input: AnswerInput,
  managerId: string,
): Promise<ConsoleQuestion | undefined> {
  const [row] = await db
    .update(questions)
    .set({
      answer: input.answer,
      answeredAt: new Date(),
      answeredBy: managerId,
      ...(input.shows === undefined ? {} : { shows: input.shows }),
    })
    .where(eq(questions.id, id))
    .returning({ id: questions.id });
  return row ? getConsoleQuestion(db, id) : undefined;
}

export async function deleteConsoleQuestion(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(questions).where(eq(questions.id, id)).returning({ id: questions.id });
  return deleted.length > 0;
}
