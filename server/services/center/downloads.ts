import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { downloadFiles, downloads, files } from '../../db/schema/index.ts';
import { searchIn } from '../../http/list.ts';
import { fileRefSchema, toFileRef, type FileRef } from '../files.ts';

/**
 * The public side of form downloads (서식 다운로드, /center/download): shown ones, newest first, each with
 * its files; a detail read counts a view and links the older (`prev`) and newer (`next`) download.
 */

export const downloadSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  content: z.string().describe('sanitized HTML'),
  views: z.number().int(),
  files: z.array(fileRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Download = z.infer<typeof downloadSchema>;

export const downloadLinkSchema = z.object({ _id: z.uuid(), title: z.string(), createdAt: z.string() });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

type Row = typeof downloads.$inferSelect;

async function attachments(db: Db, ids: string[]): Promise<Map<string, FileRef[]>> {
  const byDownload = new Map<string, FileRef[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byDownload;
  const rows = await db
    .select({ downloadId: downloadFiles.downloadId, file: files })
    .from(downloadFiles)
    .innerJoin(files, eq(files.id, downloadFiles.fileId))
    .where(inArray(downloadFiles.downloadId, ids))
    .orderBy(asc(downloadFiles.position));
  for (const row of rows) byDownload.get(row.downloadId)?.push(toFileRef(row.file));
  return byDownload;
}

async function toRecords(db: Db, rows: Row[]): Promise<Download[]> {
  const byDownload = await attachments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    content: row.content,
    views: row.views,
    files: byDownload.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listPublicDownloads(
  db: Db,
  query: { page: number; limit: number; q?: string | undefined },
): Promise<{ downloads: Download[]; total: number }> {
  const where = and(eq(downloads.shows, true), searchIn(query.q, downloads.title, downloads.content));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(downloads)
      .where(where)
      .orderBy(desc(downloads.createdAt), desc(downloads.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(downloads).where(where),
  ]);
  return { downloads: await toRecords(db, rows), total: counted?.total ?? 0 };
}

/** (createdAt, id) compared in SQL: timestamps carry microseconds that a JS Date would lose. */
async function neighbour(db: Db, id: string, older: boolean): Promise<DownloadLink | null> {
  const current = sql`(select d.created_at, d.id from ${downloads} d where d.id = ${id})`;
  const position = sql`(${downloads.createdAt}, ${downloads.id})`;
  const [row] = await db
    .select({ id: downloads.id, title: downloads.title, createdAt: downloads.createdAt })
    .from(downloads)
    .where(
      and(eq(downloads.shows, true), older ? sql`${position} < ${current}` : sql`${position} > ${current}`),
    )
    .orderBy(
      older ? desc(downloads.createdAt) : asc(downloads.createdAt),
      older ? desc(downloads.id) : asc(downloads.id),
    )
    .limit(1);
  return row ? { _id: row.id, title: row.title, createdAt: row.createdAt.toISOString() } : null;
}

/** A shown download with its view counted; undefined when missing or hidden. */
export async function readPublicDownload(
  db: Db,
  id: string,
): Promise<{ download: Download; prev: DownloadLink | null; next: DownloadLink | null } | undefined> {
  const [row] = await db
    .update(downloads)
    // a view is not an edit: keep updatedAt
    .set({ views: sql`${downloads.views} + 1`, updatedAt: sql`${downloads.updatedAt}` })
    .where(and(eq(downloads.id, id), eq(downloads.shows, true)))
    .returning();
  if (!row) return undefined;
  const [[download], prev, next] = await Promise.all([
    toRecords(db, [row]),
    neighbour(db, id, true),
    neighbour(db, id, false),
  ]);
  return download ? { download, prev, next } : undefined;
}
