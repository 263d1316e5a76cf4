import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id } from './columns.ts';

export const FILE_VISIBILITIES = ['public', 'private'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

/**
 * Uploaded files: metadata only; the bytes live in Storage under `storageKey` (a random name). `public`
 * files are served by GET /api/v1/files/{_id}; `private` ones (applicants' documents) never are.
 *
 * The uploader is recorded so that only they attach the file to a record (services/files.ts claimFiles):
 * `uploadedBy` for a signed-in member or manager, `uploadTokenHash` (SHA-256 of a secret answered once
 * with the upload) for an anonymous writer's upload. A file may serve several records; it is deleted
 * only when none references it any more (releaseFiles).
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    storageKey: text().notNull().unique('files_storage_key_unique'),
    name: text().notNull(),
    type: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    visibility: text({ enum: FILE_VISIBILITIES }).notNull().default('private'),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    uploadTokenHash: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('files_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    index('files_created_at_idx').on(t.createdAt),
  ],
);
