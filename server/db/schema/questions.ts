import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, timestamptz, trigramIndex, updatedAt } from './columns.ts';

/**
 * 1:1 inquiries (1:1 문의): anyone asks with a name and a password (argon2id hash, never returned);
 * a manager answers in the console. `shows=false` hides spam from the public list.
 */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    title: text().notNull(),
    /** Plain text; the site escapes it on output. */
    content: text().notNull(),
    authorName: text().notNull(),
    passwordHash: text().notNull(),
    /** Plain text; null until answered. */
    answer: text(),
    answeredAt: timestamptz(),
    answeredBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    shows: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questions_list_idx').on(t.shows, t.createdAt.desc().nullsFirst()),
    index('questions_answered_at_idx').on(t.answeredAt),
    // the console's search: title, content, author
    trigramIndex('questions_title_trgm', t.title),
    trigramIndex('questions_content_trgm', t.content),
    trigramIndex('questions_author_name_trgm', t.authorName),
  ],
);
