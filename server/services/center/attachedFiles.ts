import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/index.ts';
import { downloadFiles, files, notificationFiles } from '#server/db/schema/index.ts';
import { CONSOLE_MANAGER, claimFiles, toFileRef } from '../files.ts';
import type { FileRef } from '#domain/schemas/file.ts';

/**
 * The files attached to notices and to form downloads: each kind has a link table (record, file, position)
 * and the same rules. The attachments must be public files (both are public: an applicant's private document
 * must not be published by its id), attached by a manager (claimFiles).
 */
export const PUBLIC_ATTACHMENTS = { field: 'files', visibility: 'public' } as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A link table and its column naming the record (`key` is that column's field). */
export type FileLinks =
  | {
      table: typeof notificationFiles;
      record: typeof notificationFiles.notificationId;
      key: 'notificationId';
    }
  | { table: typeof downloadFiles; record: typeof downloadFiles.downloadId; key: 'downloadId' };

export const NOTICE_FILES: FileLinks = {
  table: notificationFiles,
  record: notificationFiles.notificationId,
  key: 'notificationId',
};
export const DOWNLOAD_FILES: FileLinks = {
  table: downloadFiles,
  record: downloadFiles.downloadId,
  key: 'downloadId',
};

/** The attachments of several records in one query, each in its order. */
export async function attachmentsOf(
  db: Db,
  links: FileLinks,
  ids: string[],
): Promise<Map<string, FileRef[]>> {
  const byRecord = new Map<string, FileRef[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byRecord;
  const rows = await db
    .select({ recordId: links.record, file: files })
    .from(links.table)
    .innerJoin(files, eq(files.id, links.table.fileId))
    .where(inArray(links.record, ids))
    .orderBy(asc(links.table.position));
  for (const row of rows) byRecord.get(row.recordId)?.push(toFileRef(row.file));
  return byRecord;
}

/** Claims the files (public ones only) and makes them the record's attachments, in their order. */
export async function attachFiles(
  tx: Tx,
  links: FileLinks,
  id: string,
  fileIds: readonly string[],
): Promise<void> {
  await claimFiles(tx, CONSOLE_MANAGER, fileIds, PUBLIC_ATTACHMENTS);
  await tx.delete(links.table).where(eq(links.record, id));
  if (fileIds.length === 0) return;
  const rows = fileIds.map((fileId, position) => ({ [links.key]: id, fileId, position }));
  await tx.insert(links.table).values(rows as (typeof links.table.$inferInsert)[]);
}
