import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_VERDICTS } from '#domain/documentReview.ts';
import { LOCALES } from '#domain/locale.ts';
import { applications } from './applications.ts';
import { users } from './auth.ts';
import { createdAt, id, timestamptz } from './columns.ts';

/**
 * A manager's verdict on one uploaded file of an application (domain/documentReview.ts). It
 * holds the file it judged: a new upload under the same key is another file, so it reads as received again.
 */
export const applicationDocumentReviews = pgTable(
  'application_document_reviews',
  {
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    fileId: uuid().notNull(),
    verdict: text({ enum: DOCUMENT_VERDICTS }).notNull(),
    reason: text(),
    actorUsername: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.name] }),
    check('application_document_reviews_verdict_check', sql`${t.verdict} in ('ACCEPTED', 'REJECTED')`),
  ],
);

/**
 * 보완요청: the documents a reviewer asked for and until when. Open while `answeredAt` is null; the
 * applicant's upload of the last requested document answers it and returns the record to REVIEWING.
 */
export const applicationSupplements = pgTable(
  'application_supplements',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    documents: text().array().notNull(),
    deadline: timestamptz().notNull(),
    note: text(),
    /** The language the applicant is told in (the site's language they applied in, as the reviewer knows it). */
    locale: text({ enum: LOCALES }).notNull().default('ko'),
    actorUsername: text().notNull(),
    createdAt: createdAt(),
    answeredAt: timestamptz(),
  },
  (t) => [index('application_supplements_application_idx').on(t.applicationId, t.createdAt)],
);

/** The reviewer a record is assigned to (one at a time): their "my queue". */
export const applicationAssignments = pgTable(
  'application_assignments',
  {
    applicationId: uuid()
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    managerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_assignments_manager_idx').on(t.managerId)],
);
