import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { Translations } from '#domain/localized.ts';
import { users } from './auth.ts';
import { createdAt, id, trigramIndex, updatedAt } from './columns.ts';
import { files } from './files.ts';

/** Customer centre: notices (공지사항), FAQs and form downloads (서식 다운로드). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    title: text().notNull(),
    content: text().notNull().default(''),
    /** English and Chinese texts (domain/localized.ts); Korean is in the fields above. */
    translations: jsonb().$type<Translations<'title' | 'content'>>().notNull().default({}),
    pinned: boolean().notNull().default(false),
    shows: boolean().notNull().default(true),
    views: integer().notNull().default(0),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // the public list: shown ones, pinned first, newest first
    index('notifications_list_idx').on(
      t.shows,
      t.pinned.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index('notifications_created_at_idx').on(t.createdAt),
    // the console's search: title, content
    trigramIndex('notifications_title_trgm', t.title),
    trigramIndex('notifications_content_trgm', t.content),
  ],
);

export const notificationFiles = pgTable(
  'notification_files',
  {
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.fileId] }),
    index('notification_files_file_idx').on(t.fileId),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    category: text().notNull(),
    question: text().notNull(),
    answer: text().notNull().default(''),
    /** English and Chinese texts (domain/localized.ts); Korean is in the fields above. */
    translations: jsonb().$type<Translations<'question' | 'answer'>>().notNull().default({}),
    order: integer().notNull().default(0),
    shows: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faqs_list_idx').on(t.shows, t.category, t.order)],
);

export const downloads = pgTable(
  'downloads',
  {
    id: id(),
    title: text().notNull(),
    content: text().notNull().default(''),
    /** English and Chinese texts (domain/localized.ts); Korean is in the fields above. */
    translations: jsonb().$type<Translations<'title' | 'content'>>().notNull().default({}),
    views: integer().notNull().default(0),
    shows: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('downloads_list_idx').on(t.shows, t.createdAt.desc().nullsFirst())],
);

export const downloadFiles = pgTable(
  'download_files',
  {
    downloadId: uuid()
      .notNull()
      .references(() => downloads.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.downloadId, t.fileId] }), index('download_files_file_idx').on(t.fileId)],
);
