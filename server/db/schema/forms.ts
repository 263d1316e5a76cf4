import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { files } from './files.ts';

/**
 * Forms sent from the public site (`/default-form` is the form `default-form`): who sent it, how to reach
 * them and what they ask, with their attached files (private: only the console downloads them). The
 * address notified of each new form is the setting `forms` (PUT /api/console/forms/email).
 */
export const forms = pgTable(
  'forms',
  {
    id: id(),
    /** Which form of the site: `default-form`. */
    code: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    /** Digits only, or null. */
    phone: text(),
    subject: text(),
    /** Plain text. */
    message: text().notNull(),
    /** The sender's address, for abuse reports. */
    address: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('forms_code_created_at_idx').on(t.code, t.createdAt.desc().nullsFirst())],
);

export const formFiles = pgTable(
  'form_files',
  {
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.formId, t.fileId] }), index('form_files_file_idx').on(t.fileId)],
);
