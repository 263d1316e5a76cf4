import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { files } from './files.ts';

/** Boards (게시판) by `code` (`default-board`), their posts, attachments and comments. */
export const boards = pgTable('boards', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Anonymous posts: a name and a password (argon2id hash) for editing and deleting; plain-text content. */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    boardId: uuid()
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    authorName: text().notNull(),
    passwordHash: text().notNull(),
    views: integer().notNull().default(0),
    /** false: removed from the public board by a manager (kept for the record). */
    shows: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('posts_board_list_idx').on(t.boardId, t.shows, t.createdAt.desc().nullsFirst())],
);

export const postFiles = pgTable(
  'post_files',
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.fileId] }), index('post_files_file_idx').on(t.fileId)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorName: text().notNull(),
    passwordHash: text().notNull(),
    content: text().notNull(),
    /** false: hidden from the public post by a manager (kept for the record). */
    shows: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.createdAt)],
);
