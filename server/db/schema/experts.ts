import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { check, index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translations } from '#domain/localized.ts';
import { CONSULTATION_STATES } from '#domain/schemas/consultation.ts';
import { LAWYER_KINDS, type LAWYER_TEXTS } from '#domain/schemas/lawyer.ts';
import { users } from './auth.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { files } from './files.ts';

/** Experts for exporters: the practice areas (전문 분야) advisers are found by. */
export const practices = pgTable(
  'practices',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** English and Chinese texts (domain/localized.ts); Korean is in the fields above. */
    translations: jsonb().$type<Translations<'name' | 'description'>>().notNull().default({}),
    order: integer().notNull().default(0),
    shows: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('practices_list_idx').on(t.shows, t.order)],
);

/**
 * Advisers (lawyers, patent attorneys, accountants) of the directory. Practice areas are held by id in two
 * arrays (at most two specialist fields, more "also handles"): the console checks they exist when saving,
 * and the site names only those that still exist and show.
 */
export const lawyers = pgTable(
  'lawyers',
  {
    id: id(),
    kind: text({ enum: LAWYER_KINDS }).notNull().default('lawyer'),
    name: text().notNull(),
    /** A public image's address (`/api/v1/files/…`), or none. */
    photo: text(),
    firm: text().notNull().default(''),
    title: text().notNull().default(''),
    career: text().notNull().default(''),
    /** English and Chinese texts (domain/localized.ts); Korean is in the fields above. */
    translations: jsonb().$type<Translations<(typeof LAWYER_TEXTS)[number]>>().notNull().default({}),
    specialties: uuid()
      .array()
      .notNull()
      .default(sql`'{}'`),
    alsoHandles: uuid()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** ISO 3166-1 alpha-2 codes (domain/schemas/lawyer.ts LAWYER_COUNTRIES). */
    countries: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** ISO 639-1 codes (LAWYER_LANGUAGES). */
    languages: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Where the adviser's consultation links are sent (docs/decisions/0025-expert-consultations.md); never
     * shown on the site. Empty: no link can be sent, so the adviser cannot be assigned.
     */
    email: text().notNull().default(''),
    /** Takes new consultation requests. */
    accepting: boolean().notNull().default(true),
    order: integer().notNull().default(0),
    shows: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lawyers_kind_check', sql`${t.kind} in ('lawyer', 'patentAttorney', 'accountant')`),
    index('lawyers_list_idx').on(t.shows, t.order),
  ],
);

/**
 * Consultations (docs/decisions/0025-expert-consultations.md): requested by a member, assigned by a manager,
 * answered by the adviser through a link whose token is kept only as its SHA-256 (`linkHash`, rotated on every
 * send), read by the member, who may ask one follow-up. `lang` is the member's language when asking: their
 * mails are written in it.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: id(),
    memberId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practiceId: uuid().references(() => practices.id, { onDelete: 'set null' }),
    /** The adviser the member chose, if any (a wish: the manager assigns). */
    requestedLawyerId: uuid().references(() => lawyers.id, { onDelete: 'set null' }),
    /** The assigned adviser. */
    lawyerId: uuid().references(() => lawyers.id, { onDelete: 'set null' }),
    state: text({ enum: CONSULTATION_STATES }).notNull().default('requested'),
    country: text().notNull(),
    question: text().notNull(),
    /** The member's consent that the adviser sees the files; without it only managers do. */
    shareFiles: boolean().notNull().default(false),
    lang: text().notNull().default('ko'),
    answer: text(),
    answeredAt: timestamptz(),
    followUp: text(),
    followUpAt: timestamptz(),
    followUpAnswer: text(),
    followUpAnsweredAt: timestamptz(),
    /** SHA-256 (base64url) of the adviser link's token; null when no link works. */
    linkHash: text(),
    linkExpiresAt: timestamptz(),
    linkSentAt: timestamptz(),
    /** The outbox row that carries the current link (its clear token is wiped when the link is replaced). */
    linkOutboxId: uuid(),
    assignedAt: timestamptz(),
    closedAt: timestamptz(),
    withdrawnAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'consultations_state_check',
      sql`${t.state} in ('requested', 'assigned', 'answered', 'closed', 'withdrawn')`,
    ),
    check('consultations_link_check', sql`${t.linkHash} is null or ${t.linkExpiresAt} is not null`),
    uniqueIndex('consultations_link_hash_unique').on(t.linkHash),
    index('consultations_member_idx').on(t.memberId, t.createdAt),
    index('consultations_state_idx').on(t.state, t.createdAt),
  ],
);

/** A consultation's files, in the member's order (private files: served only by the routes that check). */
export const consultationFiles = pgTable(
  'consultation_files',
  {
    consultationId: uuid()
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.consultationId, t.fileId] }),
    index('consultation_files_file_idx').on(t.fileId),
  ],
);
