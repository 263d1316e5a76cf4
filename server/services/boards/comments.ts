import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Comment, CommentInput, CommentUpdate, ConsoleComment } from '#domain/schemas/board.ts';
import type { Db } from '../../db/index.ts';
import { boards, comments, posts } from '../../db/schema/index.ts';
import { searchIn } from '../../http/list.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { maskName } from '../center/mask.ts';

/**
 * Comments of board posts: oldest first, authors masked, edited and deleted with their password. A comment a
 * manager hid (`shows=false`) is gone from the public side, for reading and for writing alike.
 */

type Row = typeof comments.$inferSelect;

function toComment(row: Row, mask = true): Comment {
  return {
    _id: row.id,
    author: mask ? maskName(row.authorName) : row.authorName,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listComments(
  db: Db,
  postId: string,
  query: { page: number; limit: number },
): Promise<{ comments: Comment[]; total: number }> {
  const where = and(eq(comments.postId, postId), eq(comments.shows, true));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(comments)
      .where(where)
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(comments).where(where),
  ]);
  return { comments: rows.map((row) => toComment(row)), total: counted?.total ?? 0 };
}

export async function createComment(db: Db, postId: string, input: CommentInput): Promise<Comment> {
  const [row] = await db
    .insert(comments)
    .values({
      postId,
      authorName: input.name,
      content: input.content,
      passwordHash: await hashPassword(input.password),
    })
    .returning();
  if (!row) throw new Error('comment not inserted');
  return toComment(row);
}

const ofPost = (postId: string, id: string) =>
  and(eq(comments.id, id), eq(comments.postId, postId), eq(comments.shows, true));

export async function commentExists(db: Db, postId: string, id: string): Promise<boolean> {
  const [row] = await db.select({ id: comments.id }).from(comments).where(ofPost(postId, id)).limit(1);
  return Boolean(row);
}

export async function verifyCommentPassword(
  db: Db,
  postId: string,
  id: string,
  password: string,
): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: comments.passwordHash })
    .from(comments)
    .where(ofPost(postId, id))
    .limit(1);
  if (!row) {
    await verifyPassword(await dummyPasswordHash(), password);
    return false;
  }
  return verifyPassword(row.passwordHash, password);
}

export async function updateComment(
  db: Db,
  postId: string,
  id: string,
  input: CommentUpdate,
): Promise<Comment | undefined> {
  const [row] = await db
    .update(comments)
    .set({ content: input.content })
    .where(ofPost(postId, id))
    .returning();
  return row && toComment(row);
}

export async function deleteComment(db: Db, id: string, postId?: string): Promise<boolean> {
  const deleted = await db
    .delete(comments)
    .where(postId ? ofPost(postId, id) : eq(comments.id, id))
    .returning({ id: comments.id });
  return deleted.length > 0;
}

// ── console ──

export interface ConsoleCommentFilter {
  q?: string | undefined;
  post?: string | undefined;
  shows?: boolean | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function consoleWhere(query: ConsoleCommentFilter): SQL | undefined {
  return and(
    query.post ? eq(comments.postId, query.post) : undefined,
    searchIn(query.q, comments.content, comments.authorName),
    query.shows === undefined ? undefined : eq(comments.shows, query.shows),
    query.from ? gte(comments.createdAt, query.from) : undefined,
    query.to ? lt(comments.createdAt, query.to) : undefined,
  );
}

const consoleColumns = { row: comments, postTitle: posts.title, board: boards.code };

/**
 * The author stays masked as on the site: moderation never needs the writer's name
 * (docs/decisions/0007-personal-data-and-access-log.md).
 */
function toConsole(r: { row: Row; postTitle: string; board: string }): ConsoleComment {
  return {
    ...toComment(r.row),
    post: r.row.postId,
    postTitle: r.postTitle,
    board: r.board,
    shows: r.row.shows,
  };
}

/** Newest first (the moderation view), or oldest first inside one post (`post` given: reading order). */
export async function listConsoleComments(
  db: Db,
  query: ConsoleCommentFilter & { limit: number; offset: number },
): Promise<{ comments: ConsoleComment[]; total: number }> {
  const where = consoleWhere(query);
  const direction = query.post ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select(consoleColumns)
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .innerJoin(boards, eq(boards.id, posts.boardId))
      .where(where)
      .orderBy(direction(comments.createdAt), direction(comments.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(comments).where(where),
  ]);
  return { comments: rows.map(toConsole), total: counted?.total ?? 0 };
}

export async function getConsoleComment(db: Db, id: string): Promise<ConsoleComment | undefined> {
  const [r] = await db
    .select(consoleColumns)
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(boards, eq(boards.id, posts.boardId))
    .where(eq(comments.id, id))
    .limit(1);
  return r && toConsole(r);
}

/** Hides a comment from the public post or shows it again; undefined when missing. */
export async function setCommentShows(
  db: Db,
  id: string,
  shows: boolean,
): Promise<ConsoleComment | undefined> {
  const [row] = await db
    .update(comments)
    // moderation is not an edit by the author: updatedAt stays
    .set({ shows, updatedAt: sql`${comments.updatedAt}` })
    .where(eq(comments.id, id))
    .returning({ id: comments.id });
  return row ? getConsoleComment(db, id) : undefined;
}
