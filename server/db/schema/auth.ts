import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** PERSON and COMPANY are site members, MANAGER a console user (docs/spec.md § 6). */
export const USER_TYPES = ['PERSON', 'COMPANY', 'MANAGER'] as const;
export type UserType = (typeof USER_TYPES)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Every account: members and managers. Passwords are argon2id hashes, never the password. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** Managers re-confirm it before personal data is revealed or exported (docs/design.md § Scopes). */
    subPasswordHash: text('sub_password_hash'),
    type: text('type').$type<UserType>().notNull(),
    scope: text('scope')
      .array()
      .notNull()
      .default(sql`'{manager}'::text[]`),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    locked: boolean('locked').notNull().default(false),
    /**
     * Raised when every login of the account ends (a password change or reset, a lock): access tokens carry
     * the version they were issued under, and one from an earlier version no longer counts.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [check('users_type_check', sql`${t.type} in ('PERSON', 'COMPANY', 'MANAGER')`)],
);

/**
 * Opaque rotating refresh tokens, stored as the SHA-256 hex of the token. One login starts a family;
 * each renewal marks its token used and adds the next one with the family's original expiry.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_user_id_idx').on(t.userId),
  ],
);

/** Keys shared by every instance on one database (the login RSA key), by name. */
export const appKeys = pgTable('app_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
