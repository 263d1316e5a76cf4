import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { files } from './files.ts';

export const MEMBER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const AWARDS = ['SEOUL_AWARDS', 'SUPER_ROOKIE'] as const;
export const COMPANY_SIZES = ['MICRO', 'SMALL', 'MEDIUM', 'LARGE'] as const;

/**
 * The business-matching profile of a member (users.type COMPANY = seller, PERSON = buyer), one row per
 * user with the same id (docs/decisions/0008-matching.md § Members). Sellers wait for a manager's
 * approval before anyone sees them.
 */
export const memberProfiles = pgTable(
  'member_profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text().notNull(),
    companyNameEn: text().notNull().default(''),
    representative: text().notNull().default(''),
    businessNumber: text().notNull().default(''),
    award: text({ enum: AWARDS }),
    awardYear: integer(),
    industry: text().notNull().default(''),
    country: text().notNull().default(''),
    homepage: text().notNull().default(''),
    address: text().notNull().default(''),
    introduction: text().notNull().default(''),
    timeZone: text().notNull().default('Asia/Seoul'),
    /** Buyers' profile a seller reads before accepting (docs/decisions/0026-matching-for-a-large-fair.md). */
    companySize: text({ enum: COMPANY_SIZES }),
    marketsSought: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The member's birthday as `MM-DD`, optional: for the birthday coupon only, so neither the year nor the
     * age is kept (docs/decisions/0045-loyalty-notices-birthdays-and-review-limits.md).
     */
    birthday: text(),
    /** Private: only managers download it. */
    businessRegistrationFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    logoFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    photoFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    /** The company introduction file shown on the seller's page. */
    introductionFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    status: text({ enum: MEMBER_STATUSES }).notNull().default('PENDING'),
    rejectReason: text(),
    approvedAt: timestamptz(),
    approvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    emailVerifiedAt: timestamptz(),
    withdrawnAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('member_profiles_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check(
      'member_profiles_award_check',
      sql`${t.award} is null or ${t.award} in ('SEOUL_AWARDS', 'SUPER_ROOKIE')`,
    ),
    check(
      'member_profiles_company_size_check',
      sql`${t.companySize} is null or ${t.companySize} in ('MICRO', 'SMALL', 'MEDIUM', 'LARGE')`,
    ),
    check(
      'member_profiles_birthday_check',
      sql`${t.birthday} is null or ${t.birthday} ~ '^[0-9]{2}-[0-9]{2}$'`,
    ),
    index('member_profiles_status_idx').on(t.status),
  ],
);

/** E-mail proofs (`POST /api/v1/users/certify`): a hashed 6-digit code, short-lived, few tries. */
export const emailCertifications = pgTable(
  'email_certifications',
  {
    id: id(),
    email: text().notNull(),
    codeHash: text().notNull(),
    /** The outbox message that carries the code: its clear copy is wiped once the code is spent. */
    outboxId: uuid(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamptz().notNull(),
    verifiedAt: timestamptz(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('email_certifications_email_idx').on(t.email)],
);
