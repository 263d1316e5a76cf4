import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { check, index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '#domain/applicationStatus.ts';
import { LOCALES } from '#domain/locale.ts';
import { createdAt, digitsOnly, id, timestamptz, trigramIndex, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { schedules } from './schedules.ts';

export const APPLICATION_KIND_VALUES = ['REGISTRATION', 'APPLICATION'] as const;

export interface StoredSpouse {
  name: string;
  phone: string;
  birth: string;
}

export interface StoredPreferences {
  unitType?: string | null;
}

/**
 * Interest registrations and subscription applications (docs/decisions/0005-application-contract.md).
 * `identityKey` is an HMAC of the normalized name + birth + phone (server/services/applications/identity.ts),
 * so "one APPLICATION per person per round" is a unique index the database enforces even when two submits
 * race; `diKey`, the HMAC of a verification's DI, does the same for verified applicants whose typed details
 * differ. Application-only fields are null for a REGISTRATION.
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    scheduleId: uuid()
      .notNull()
      .references(() => schedules.id, { onDelete: 'restrict' }),
    kind: text({ enum: APPLICATION_KIND_VALUES }).notNull(),
    /** Human-friendly and random (`A1-251203-7KQ2M9XD`): no counter row for the rush to queue on. */
    receiptNo: text().notNull().unique('applications_receipt_no_unique'),
    identityKey: text().notNull(),
    diKey: text(),
    verifiedAt: timestamptz(),
    name: text().notNull(),
    phone: text().notNull(),
    birth: text().notNull(),
    email: text(),
    gender: text(),
    terms: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The version of each agreed term when it was agreed: its `updatedAt` (ISO), by code. Null for
     * applications stored before versions were kept; a term edited later keeps the version agreed here.
     */
    termVersions: jsonb().$type<Record<string, string>>(),
    qualificationType: text(),
    maritalStatus: text(),
    marriageDate: text(),
    spouse: jsonb().$type<StoredSpouse>(),
    supplyType: text(),
    supplyCategory: text(),
    earningRank: text(),
    regionRank: text(),
    isHomeless: boolean(),
    isAsset: boolean(),
    isCar: boolean(),
    carValue: bigint({ mode: 'number' }),
    preferences: jsonb().$type<StoredPreferences>(),
    /** The review status (domain/applicationStatus.ts); each change is a row of `applicationStatusChanges`. */
    status: text({ enum: APPLICATION_STATUSES }).notNull().default('RECEIVED'),
    statusChangedAt: timestamptz(),
    /** The language the applicant used (Accept-Language at submit): group notices reach them in it. */
    lang: text({ enum: LOCALES }).notNull().default('ko'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('applications_kind_check', sql`${t.kind} in ('REGISTRATION', 'APPLICATION')`),
    check(
      'applications_status_check',
      sql`${t.status} in (${sql.raw(APPLICATION_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    index('applications_kind_created_at_idx').on(t.kind, t.createdAt),
    uniqueIndex('applications_one_application_per_person')
      .on(t.scheduleId, t.identityKey)
      .where(sql`${t.kind} = 'APPLICATION'`),
    uniqueIndex('applications_one_registration_per_person')
      .on(t.scheduleId, t.identityKey)
      .where(sql`${t.kind} = 'REGISTRATION'`),
    uniqueIndex('applications_one_application_per_verified_person')
      .on(t.scheduleId, t.diKey)
      .where(sql`${t.kind} = 'APPLICATION' and ${t.diKey} is not null`),
    index('applications_identity_key_idx').on(t.identityKey),
    // the list newest first (either end: a deep page is read from the nearer one)
    index('applications_created_at_idx').on(t.createdAt, t.id),
    // a round's count by status, from the index alone (the round filter's total, the round statistics)
    index('applications_round_status_idx').on(t.scheduleId, t.status, t.kind),
    // the console's search: receipt number, name, phone (digits), e-mail
    trigramIndex('applications_receipt_no_trgm', t.receiptNo),
    trigramIndex('applications_name_trgm', t.name),
    trigramIndex('applications_phone_digits_trgm', digitsOnly(t.phone)),
    trigramIndex('applications_email_trgm', t.email),
    check('applications_lang_check', sql`${t.lang} in ('ko', 'en', 'cn')`),
  ],
);

/** Who changed an application's review status, when, from what to what and why. */
export const applicationStatusChanges = pgTable(
  'application_status_changes',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text({ enum: APPLICATION_STATUSES }).notNull(),
    toStatus: text({ enum: APPLICATION_STATUSES }).notNull(),
    note: text(),
    actorId: uuid().notNull(),
    actorUsername: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_status_changes_application_idx').on(t.applicationId, t.createdAt)],
);

/** An application's documents: one file per document key (`name`); a new upload replaces the old. */
export const applicationFiles = pgTable(
  'application_files',
  {
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.name] }),
    uniqueIndex('application_files_file_idx').on(t.fileId),
  ],
);

/**
 * Idempotency-Key records (draft-ietf-httpapi-idempotency-key-header): written in the same transaction
 * as the row they created, with the exact response, so a retried submit gets the first answer and never
 * a second row. `requestHash` is the SHA-256 of the validated body: the same key with another body is a
 * 422. No foreign key on `applicationId`: the record is written first, in the same transaction.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    status: integer().notNull(),
    response: jsonb().$type<unknown>().notNull(),
    applicationId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Identity verifications started at /common/kcp/cert/request: `orderId` is KCP's ordr_idxx, random and
 * bound to this row until `expiresAt`; `state` keeps what the provider returned at the start (KCP's
 * up_hash). A response is accepted once (`completedAt`).
 */
export const certRequests = pgTable(
  'cert_requests',
  {
    orderId: text().primaryKey(),
    provider: text().notNull(),
    purpose: text().notNull(),
    mode: text().notNull().default('popup'),
    returnTo: text(),
    state: text(),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    completedAt: timestamptz(),
  },
  (t) => [index('cert_requests_expires_at_idx').on(t.expiresAt)],
);

/**
 * Verified identities, under the one-time `id` handed to the page (`certId`). GET /api/v1/cert/{id}
 * reads it once (`readAt`) within 10 minutes; an application or a lookup uses it once (`usedAt`) until
 * `expiresAt`. CI/DI never leave the server: only `diKey`, an HMAC of the DI, is kept.
 */
export const certResults = pgTable(
  'cert_results',
  {
    id: id(),
    orderId: text().notNull().unique('cert_results_order_id_unique'),
    provider: text().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    birth: text(),
    gender: text(),
    foreigner: boolean(),
    diKey: text(),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    readAt: timestamptz(),
    usedAt: timestamptz(),
  },
  (t) => [index('cert_results_expires_at_idx').on(t.expiresAt)],
);
