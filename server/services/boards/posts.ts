import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import type { FileRef } from '#domain/schemas/file.ts';
import type {
  ConsolePost,
  Post,
  PostInput,
  PostLink,
  PostSummary,
  PostUpdate,
} from '#domain/schemas/board.ts';
import type { Db } from '../../db/index.ts';
import { boards, comments, files, postFiles, posts } from '../../db/schema/index.ts';
import { searchIn } from '../../http/list.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { maskName } from '../center/mask.ts';
import { paged, type CellValue, type XlsxColumn } from '../export.ts';
import { claimFiles, toFileRef, type FileActor } from '../files.ts';

/**
 * Board posts: public to read (authors masked), written by anyone with a name and a password that edits
 * and deletes them. Content is plain text. Attachments are public files uploaded beforehand.
 */

type Row = typeof posts.$inferSelect;

async function attachments(db: Db, ids: string[]): Promise<Map<string, FileRef[]>> {
  const byPost = new Map<string, FileRef[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byPost;
  const rows = await db
    .select({ postId: postFiles.postId, file: files })
    .from(postFiles)
    .innerJoin(files, eq(files.id, postFiles.fileId))
    .where(inArray(postFiles.postId, ids))
    .orderBy(asc(postFiles.position));
  for (const row of rows) byPost.get(row.postId)?.push(toFileRef(row.file));
  return byPost;
}

function toPost(row: Row, board: string, fileRefs: FileRef[], mask: boolean): Post {
  return {
    _id: row.id,
    board,
    title: row.title,
    content: row.content,
    author: mask ? maskName(row.authorName) : row.authorName,
    views: row.views,
    files: fileRefs,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Correlated subqueries name the outer table themselves: drizzle leaves a lone column unqualified.
// The public count leaves out comments a manager hid; the console counts them all.
const commentCount = sql<number>`(select count(*)::int from ${comments} c where c.post_id = "posts"."id" and c.shows)`;
const allCommentCount = sql<number>`(select count(*)::int from ${comments} c where c.post_id = "posts"."id")`;
const fileCount = sql<number>`(select count(*)::int from ${postFiles} f where f.post_id = "posts"."id")`;

export async function listPublicPosts(
  db: Db,
  boardId: string,
  query: { page: number; limit: number; q?: string | undefined },
): Promise<{ posts: PostSummary[]; total: number }> {
  const where = and(
    eq(posts.boardId, boardId),
    eq(posts.shows, true),
    searchIn(query.q, posts.title, posts.content),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: posts.id,
        title: posts.title,
        authorName: posts.authorName,
        views: posts.views,
        createdAt: posts.createdAt,
        comments: commentCount,
        files: fileCount,
      })
      .from(posts)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return {
    posts: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      author: maskName(row.authorName),
      views: row.views,
      comments: Number(row.comments),
      files: Number(row.files),
      createdAt: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}

async function neighbour(db: Db, boardId: string, id: string, older: boolean): Promise<PostLink | null> {
  const current = sql`(select p.created_at, p.id from ${posts} p where p.id = ${id})`;
  const position = sql`(${posts.createdAt}, ${posts.id})`;
  const [row] = await db
    .select({ id: posts.id, title: posts.title, createdAt: posts.createdAt })
    .from(posts)
    .where(
      and(
        eq(posts.boardId, boardId),
        eq(posts.shows, true),
        older ? sql`${position} < ${current}` : sql`${position} > ${current}`,
      ),
    )
    .orderBy(older ? desc(posts.createdAt) : asc(posts.createdAt), older ? desc(posts.id) : asc(posts.id))
    .limit(1);
  return row ? { _id: row.id, title: row.title, createdAt: row.createdAt.toISOString() } : null;
}

const shownIn = (boardId: string, id: string): SQL | undefined =>
  and(eq(posts.id, id), eq(posts.boardId, boardId), eq(posts.shows, true));

/** A shown post of the board with its view counted, and its neighbours; undefined when missing. */
export async function readPublicPost(
  db: Db,
  board: { _id: string; code: string },
  id: string,
): Promise<{ post: Post; prev: PostLink | null; next: PostLink | null } | undefined> {
  const [row] = await db
    .update(posts)
    .set({ views: sql`${posts.views} + 1`, updatedAt: sql`${posts.updatedAt}` })
    .where(shownIn(board._id, id))
    .returning();
  if (!row) return undefined;
  const [byPost, prev, next] = await Promise.all([
    attachments(db, [id]),
    neighbour(db, board._id, id, true),
    neighbour(db, board._id, id, false),
  ]);
  return { post: toPost(row, board.code, byPost.get(id) ?? [], true), prev, next };
}

/**
 * The post without counting a view (answers of writes), or undefined. `mask: false` only for its author
 * (after the password), who edits the name.
 */
export async function getPublicPost(
  db: Db,
  board: { _id: string; code: string },
  id: string,
  options: { mask: boolean } = { mask: true },
): Promise<Post | undefined> {
  const [row] = await db.select().from(posts).where(shownIn(board._id, id)).limit(1);
  if (!row) return undefined;
  const byPost = await attachments(db, [id]);
  return toPost(row, board.code, byPost.get(id) ?? [], options.mask);
}

export async function postExists(db: Db, boardId: string, id: string): Promise<boolean> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(shownIn(boardId, id)).limit(1);
  return Boolean(row);
}

export async function verifyPostPassword(
  db: Db,
  boardId: string,
  id: string,
  password: string,
): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: posts.passwordHash })
    .from(posts)
    .where(shownIn(boardId, id))
    .limit(1);
  if (!row) {
    await verifyPassword(await dummyPasswordHash(), password);
    return false;
  }
  return verifyPassword(row.passwordHash, password);
}

/**
 * Attachments are public files (a private document must not be published by its id) that the writer
 * uploaded (claimFiles): taking over a console attachment or a seller's logo is refused.
 */
const POST_FILE_USE = { field: 'files', visibility: 'public' } as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function linkFiles(tx: Tx, postId: string, fileIds: readonly string[]): Promise<void> {
  await tx.delete(postFiles).where(eq(postFiles.postId, postId));
  if (fileIds.length === 0) return;
  await tx.insert(postFiles).values(fileIds.map((fileId, position) => ({ postId, fileId, position })));
}

export async function createPost(
  db: Db,
  board: { _id: string; code: string },
  input: PostInput,
  actor: FileActor,
): Promise<Post> {
  const fileIds = [...new Set(input.files)];
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({
        boardId: board._id,
        title: input.title,
        content: input.content,
        authorName: input.name,
        passwordHash,
      })
      .returning({ id: posts.id });
    if (!row) throw new Error('post not inserted');
    await claimFiles(tx, actor, fileIds, POST_FILE_USE);
    await linkFiles(tx, row.id, fileIds);
    return row.id;
  });
  const created = await getPublicPost(db, board, id);
  if (!created) throw new Error('post vanished');
  return created;
}

/**
 * Updates a post; files left out of `files` are unlinked, and the caller releases them (releaseFiles keeps
 * those another record still uses). Returns the post and the removed file ids, or undefined when missing.
 */
export async function updatePost(
  db: Db,
  board: { _id: string; code: string },
  id: string,
  input: PostUpdate,
  actor: FileActor,
): Promise<{ post: Post; removed: string[] } | undefined> {
  const fileIds = [...new Set(input.files)];
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(posts)
      .set({ title: input.title, content: input.content, authorName: input.name })
      .where(shownIn(board._id, id))
      .returning({ id: posts.id });
    if (!row) return undefined;
    const before = await tx
      .select({ fileId: postFiles.fileId })
      .from(postFiles)
      .where(eq(postFiles.postId, id));
    await claimFiles(tx, actor, fileIds, { ...POST_FILE_USE, current: before.map((b) => b.fileId) });
    await linkFiles(tx, id, fileIds);
    return before.map((b) => b.fileId).filter((fileId) => !fileIds.includes(fileId));
  });
  if (!removed) return undefined;
  const post = await getPublicPost(db, board, id);
  return post && { post, removed };
}

/**
 * Deletes the post (comments and links by cascade) and answers the ids of its files for releaseFiles, or
 * undefined.
 */
export async function deletePost(db: Db, id: string, boardId?: string): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const fileRows = await tx
      .select({ fileId: postFiles.fileId })
      .from(postFiles)
      .where(eq(postFiles.postId, id));
    const deleted = await tx
      .delete(posts)
      .where(boardId ? and(eq(posts.id, id), eq(posts.boardId, boardId)) : eq(posts.id, id))
      .returning({ id: posts.id });
    return deleted.length > 0 ? fileRows.map((row) => row.fileId) : undefined;
  });
}

// ── console ──

export const CONSOLE_POST_SORTS = ['createdAt', 'title', 'views'] as const;

export interface ConsolePostFilter {
  q?: string | undefined;
  board?: string | undefined;
  shows?: boolean | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export interface ConsolePostOrder {
  sort?: (typeof CONSOLE_POST_SORTS)[number] | undefined;
  order?: 'ASC' | 'DESC' | undefined;
}

function consoleWhere(query: ConsolePostFilter): SQL | undefined {
  return and(
    query.board ? eq(boards.code, query.board) : undefined,
    searchIn(query.q, posts.title, posts.content, posts.authorName),
    query.shows === undefined ? undefined : eq(posts.shows, query.shows),
    query.from ? gte(posts.createdAt, query.from) : undefined,
    query.to ? lt(posts.createdAt, query.to) : undefined,
  );
}

const SORT_COLUMNS = { createdAt: posts.createdAt, title: posts.title, views: posts.views } as const;

function selectConsole(
  db: Db,
  filter: ConsolePostFilter,
  o: ConsolePostOrder,
  limit: number,
  offset: number,
) {
  const direction = o.order === 'ASC' ? asc : desc;
  return db
    .select({ row: posts, board: boards.code, comments: allCommentCount })
    .from(posts)
    .innerJoin(boards, eq(boards.id, posts.boardId))
    .where(consoleWhere(filter))
    .orderBy(direction(SORT_COLUMNS[o.sort ?? 'createdAt']), desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
}

type ConsoleRow = Awaited<ReturnType<typeof selectConsole>>[number];

async function toConsolePosts(db: Db, rows: ConsoleRow[]): Promise<ConsolePost[]> {
  const byPost = await attachments(
    db,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => ({
    ...toPost(r.row, r.board, byPost.get(r.row.id) ?? [], true),
    shows: r.row.shows,
    comments: Number(r.comments),
  }));
}

export async function listConsolePosts(
  db: Db,
  query: ConsolePostFilter & ConsolePostOrder & { limit: number; offset: number },
): Promise<{ posts: ConsolePost[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectConsole(db, query, query, query.limit, query.offset),
    db
      .select({ total: count() })
      .from(posts)
      .innerJoin(boards, eq(boards.id, posts.boardId))
      .where(consoleWhere(query)),
  ]);
  return { posts: await toConsolePosts(db, rows), total: counted?.total ?? 0 };
}

/** Every matching post, authors masked, 1,000 at a time (for the export). */
export async function* eachConsolePost(
  db: Db,
  filter: ConsolePostFilter,
  o: ConsolePostOrder,
): AsyncGenerator<ConsolePost> {
  yield* paged(
    async (offset, limit) => toConsolePosts(db, await selectConsole(db, filter, o, limit, offset)),
    1_000,
  );
}

export async function getConsolePost(db: Db, id: string): Promise<ConsolePost | undefined> {
  const [r] = await db
    .select({ row: posts, board: boards.code, comments: allCommentCount })
    .from(posts)
    .innerJoin(boards, eq(boards.id, posts.boardId))
    .where(eq(posts.id, id))
    .limit(1);
  if (!r) return undefined;
  const [post] = await toConsolePosts(db, [r]);
  return post;
}

/** Hides a post from its board or shows it again; undefined when missing. */
export async function setPostShows(db: Db, id: string, shows: boolean): Promise<ConsolePost | undefined> {
  const [row] = await db
    .update(posts)
    // moderation is not an edit by the author: updatedAt stays
    .set({ shows, updatedAt: sql`${posts.updatedAt}` })
    .where(eq(posts.id, id))
    .returning({ id: posts.id });
  return row ? getConsolePost(db, id) : undefined;
}

/** The export's columns (Korean headers) and one row of them; authors stay masked. */
export const POST_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '게시판', width: 16 },
  { header: '제목', width: 40 },
  { header: '내용', width: 60 },
  { header: '작성자', width: 12 },
  { header: '조회수', width: 10 },
  { header: '댓글', width: 8 },
  { header: '첨부파일', width: 30 },
  { header: '노출', width: 8 },
  { header: '등록일시', width: 21 },
];

export function postExportRow(p: ConsolePost, index: number): CellValue[] {
  return [
    index + 1,
    p.board,
    p.title,
    p.content,
    p.author,
    p.views,
    p.comments,
    p.files.map((f) => f.name).join(', '),
    p.shows ? 'Y' : 'N',
    formatDateTime(p.createdAt),
  ];
}
