import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import type {
  AnswerInput,
  ConsoleQuestion,
  Question,
  QuestionInput,
  QuestionSummary,
  QuestionUpdate,
} from '#domain/schemas/question.ts';
import type { Db } from '../../db/index.ts';
import { questions, users } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { cappedCount } from '../../http/keyset.ts';
import { searchIn } from '../../http/list.ts';
import { paged, type CellValue, type XlsxColumn } from '../export.ts';
import { htmlToText, sanitizeRichText } from '../html.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { maskName } from './mask.ts';

/**
 * 1:1 inquiries (1:1 문의). The public list shows titles, masked authors and the answer state; the
 * question itself, its author and the answer only after the password (services/center/tokens.ts). An
 * answered question can no longer be edited. The password hash never leaves this file.
 */

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

export interface ConsoleQuestionFilter {
  q?: string | undefined;
  answered?: boolean | undefined;
  shows?: boolean | undefined;
  /** Inclusive lower bound of createdAt. */
  from?: Date | undefined;
  /** Exclusive upper bound of createdAt. */
  to?: Date | undefined;
}

export interface ConsoleQuestionOrder {
  sort?: (typeof CONSOLE_QUESTION_SORTS)[number] | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

const consoleColumns = {
  row: questions,
  answeredBy: users.username,
};

function consoleWhere(query: ConsoleQuestionFilter): SQL | undefined {
  return and(
    searchIn(query.q, questions.title, questions.content, questions.authorName),
    query.answered === undefined
      ? undefined
      : query.answered
        ? isNotNull(questions.answeredAt)
        : isNull(questions.answeredAt),
    query.shows === undefined ? undefined : eq(questions.shows, query.shows),
    query.from ? gte(questions.createdAt, query.from) : undefined,
    query.to ? lt(questions.createdAt, query.to) : undefined,
  );
}

/**
 * The console's record: the asker masked (personal data, docs/decisions/0007-personal-data-and-access-log.md)
 * unless one record is revealed with the manager's proof.
 */
function toConsole(row: { row: Row; answeredBy: string | null }, mask: boolean): ConsoleQuestion {
  const question = toQuestion(row.row);
  return {
    ...question,
    author: mask ? maskName(question.author) : question.author,
    answeredBy: row.answeredBy,
    shows: row.row.shows,
  };
}

const SORT_COLUMNS = {
  createdAt: questions.createdAt,
  answeredAt: questions.answeredAt,
  title: questions.title,
} as const;

function selectConsole(
  db: Db,
  filter: ConsoleQuestionFilter,
  o: ConsoleQuestionOrder,
  limit: number,
  offset: number,
) {
  const direction = o.order === 'ASC' ? asc : desc;
  return db
    .select(consoleColumns)
    .from(questions)
    .leftJoin(users, eq(users.id, questions.answeredBy))
    .where(consoleWhere(filter))
    .orderBy(direction(SORT_COLUMNS[o.sort ?? 'createdAt']), desc(questions.createdAt), desc(questions.id))
    .limit(limit)
    .offset(offset);
}

export async function listConsoleQuestions(
  db: Db,
  query: ConsoleQuestionFilter &
    ConsoleQuestionOrder & { limit: number; offset: number; countCap?: number | undefined },
): Promise<{ questions: ConsoleQuestion[]; total: number; totalEstimated: boolean }> {
  const condition = consoleWhere(query);
  // counted up to a cap (docs/decisions/0048-capped-list-totals.md): inquiries only grow
  const [rows, counted] = await Promise.all([
    selectConsole(db, query, query, query.limit, query.offset),
    cappedCount(db, {
      rows: db
        .select({ one: sql`1` })
        .from(questions)
        .where(condition),
      table: questions,
      filtered: condition !== undefined,
      cap: query.countCap,
    }),
  ]);
  return {
    questions: rows.map((row) => toConsole(row, true)),
    total: counted.total,
    totalEstimated: counted.estimated,
  };
}

/** Every matching inquiry, askers masked, 1,000 at a time (for the export). */
export async function* eachConsoleQuestion(
  db: Db,
  filter: ConsoleQuestionFilter,
  o: ConsoleQuestionOrder,
): AsyncGenerator<ConsoleQuestion> {
  yield* paged(
    async (offset, limit) =>
      (await selectConsole(db, filter, o, limit, offset)).map((row) => toConsole(row, true)),
    1_000,
  );
}

export async function getConsoleQuestion(
  db: Db,
  id: string,
  options: { reveal: boolean } = { reveal: false },
): Promise<ConsoleQuestion | undefined> {
  const [row] = await db
    .select(consoleColumns)
    .from(questions)
    .leftJoin(users, eq(users.id, questions.answeredBy))
    .where(eq(questions.id, id))
    .limit(1);
  return row && toConsole(row, !options.reveal);
}

/**
 * Saves the manager's answer (a new answer or a correction), sanitized: the site shows it unescaped.
 * `answeredAt` is the time of the latest answer, `answeredBy` its manager.
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
      answer: sanitizeRichText(input.answer),
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

/** The export's columns (Korean headers) and one row of them; the asker stays masked. */
export const QUESTION_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '제목', width: 40 },
  { header: '문의 내용', width: 60 },
  { header: '작성자', width: 12 },
  { header: '답변 상태', width: 10 },
  { header: '답변 내용', width: 60 },
  { header: '답변자', width: 14 },
  { header: '답변일시', width: 21 },
  { header: '노출', width: 8 },
  { header: '등록일시', width: 21 },
];

export function questionExportRow(q: ConsoleQuestion, index: number): CellValue[] {
  return [
    index + 1,
    q.title,
    q.content,
    q.author,
    q.answered ? '답변완료' : '미답변',
    q.answer ? htmlToText(q.answer) : '',
    q.answeredBy ?? '',
    q.answeredAt ? formatDateTime(q.answeredAt) : '',
    q.shows ? 'Y' : 'N',
    formatDateTime(q.createdAt),
  ];
}
