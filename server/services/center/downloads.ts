import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { formatDateTime } from '#domain/format.ts';
import type { Locale } from '#domain/locale.ts';
import { localize, mapTranslations } from '#domain/localized.ts';
import type { ConsoleDownload, Download, DownloadInput, DownloadLink } from '#domain/schemas/download.ts';
import type { Db } from '#server/db/index.ts';
import { downloads } from '#server/db/schema/index.ts';
import { searchIn, type ListOrder } from '#server/http/list.ts';
import { paged, type CellValue, type XlsxColumn } from '../export.ts';
import { htmlToText, sanitizeRichText } from '../html.ts';
import { attachFiles, attachmentsOf, DOWNLOAD_FILES } from './attachedFiles.ts';

/**
 * Form downloads (서식 다운로드, /center/download). The site lists shown ones, newest first, each with its
 * files; a detail read counts a view and links the older (`prev`) and newer (`next`) download. The console
 * edits them all.
 */

type Row = typeof downloads.$inferSelect;

/** Records in `locale` (the console reads them in Korean, with their translations beside). */
async function toRecords(db: Db, rows: Row[], locale: Locale): Promise<Download[]> {
  const byDownload = await attachmentsOf(
    db,
    DOWNLOAD_FILES,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const { texts, lang } = localize({ title: row.title, content: row.content }, row.translations, locale);
    return {
      _id: row.id,
      ...texts,
      lang,
      views: row.views,
      files: byDownload.get(row.id) ?? [],
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function listPublicDownloads(
  db: Db,
  query: { page: number; limit: number; q?: string | undefined },
  locale: Locale,
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
  return { downloads: await toRecords(db, rows, locale), total: counted?.total ?? 0 };
}

/** (createdAt, id) compared in SQL: timestamps carry microseconds that a JS Date would lose. */
async function neighbour(db: Db, id: string, older: boolean, locale: Locale): Promise<DownloadLink | null> {
  const current = sql`(select d.created_at, d.id from ${downloads} d where d.id = ${id})`;
  const position = sql`(${downloads.createdAt}, ${downloads.id})`;
  const [row] = await db
    .select({
      id: downloads.id,
      title: downloads.title,
      translations: downloads.translations,
      createdAt: downloads.createdAt,
    })
    .from(downloads)
    .where(
      and(eq(downloads.shows, true), older ? sql`${position} < ${current}` : sql`${position} > ${current}`),
    )
    .orderBy(
      older ? desc(downloads.createdAt) : asc(downloads.createdAt),
      older ? desc(downloads.id) : asc(downloads.id),
    )
    .limit(1);
  if (!row) return null;
  const { texts, lang } = localize({ title: row.title }, row.translations, locale);
  return { _id: row.id, ...texts, lang, createdAt: row.createdAt.toISOString() };
}

/** A shown download with its view counted; undefined when missing or hidden. */
export async function readPublicDownload(
  db: Db,
  id: string,
  locale: Locale,
): Promise<{ download: Download; prev: DownloadLink | null; next: DownloadLink | null } | undefined> {
  const [row] = await db
    .update(downloads)
    // a view is not an edit: keep updatedAt
    .set({ views: sql`${downloads.views} + 1`, updatedAt: sql`${downloads.updatedAt}` })
    .where(and(eq(downloads.id, id), eq(downloads.shows, true)))
    .returning();
  if (!row) return undefined;
  const [[download], prev, next] = await Promise.all([
    toRecords(db, [row], locale),
    neighbour(db, id, true, locale),
    neighbour(db, id, false, locale),
  ]);
  return download ? { download, prev, next } : undefined;
}

// ─── Console (/api/console/center/downloads) ───────────────────────────────

export const DOWNLOAD_SORTS = ['createdAt', 'updatedAt', 'title', 'views'] as const;
export type DownloadSort = (typeof DOWNLOAD_SORTS)[number];

export interface DownloadFilter {
  q?: string | undefined;
  shows?: boolean | undefined;
  /** Inclusive lower bound of createdAt. */
  from?: Date | undefined;
  /** Exclusive upper bound of createdAt. */
  to?: Date | undefined;
}

const SORT_COLUMNS = {
  createdAt: downloads.createdAt,
  updatedAt: downloads.updatedAt,
  title: downloads.title,
  views: downloads.views,
} as const;

function consoleWhere(filter: DownloadFilter) {
  return and(
    searchIn(filter.q, downloads.title, downloads.content),
    filter.shows === undefined ? undefined : eq(downloads.shows, filter.shows),
    filter.from ? gte(downloads.createdAt, filter.from) : undefined,
    filter.to ? lt(downloads.createdAt, filter.to) : undefined,
  );
}

async function withShows(db: Db, rows: Row[]): Promise<ConsoleDownload[]> {
  const records = await toRecords(db, rows, 'ko');
  return records.map(({ lang: _lang, ...record }, index) => ({
    ...record,
    shows: rows[index]!.shows,
    translations: rows[index]!.translations,
  }));
}

async function selectDownloads(
  db: Db,
  filter: DownloadFilter,
  o: ListOrder<DownloadSort>,
  limit: number,
  offset: number,
): Promise<ConsoleDownload[]> {
  const direction = o.order === 'ASC' ? asc : desc;
  const rows = await db
    .select()
    .from(downloads)
    .where(consoleWhere(filter))
    .orderBy(direction(SORT_COLUMNS[o.sort ?? 'createdAt']), desc(downloads.createdAt), desc(downloads.id))
    .limit(limit)
    .offset(offset);
  return withShows(db, rows);
}

export async function listConsoleDownloads(
  db: Db,
  query: DownloadFilter & ListOrder<DownloadSort> & { limit: number; offset: number },
): Promise<{ items: ConsoleDownload[]; total: number }> {
  const [items, [counted]] = await Promise.all([
    selectDownloads(db, query, query, query.limit, query.offset),
    db.select({ total: count() }).from(downloads).where(consoleWhere(query)),
  ]);
  return { items, total: counted?.total ?? 0 };
}

export function eachDownload(
  db: Db,
  filter: DownloadFilter,
  o: ListOrder<DownloadSort>,
): AsyncGenerator<ConsoleDownload> {
  return paged((offset, limit) => selectDownloads(db, filter, o, limit, offset));
}

export async function getDownload(db: Db, id: string): Promise<ConsoleDownload | null> {
  const rows = await db.select().from(downloads).where(eq(downloads.id, id));
  const [record] = await withShows(db, rows);
  return record ?? null;
}

const downloadValues = (input: DownloadInput) => ({
  title: input.title,
  content: sanitizeRichText(input.content),
  translations: mapTranslations(input.translations, ['content'], sanitizeRichText),
  shows: input.shows,
});

/** Files must be public ones (the notices' rule): a download is public. */
export async function createDownload(db: Db, input: DownloadInput): Promise<ConsoleDownload> {
  const fileIds = [...new Set(input.files)];
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(downloads).values(downloadValues(input)).returning({ id: downloads.id });
    if (!row) throw new Error('download not inserted');
    await attachFiles(tx, DOWNLOAD_FILES, row.id, fileIds);
    return row.id;
  });
  const created = await getDownload(db, id);
  if (!created) throw new Error('download vanished');
  return created;
}

export async function updateDownload(
  db: Db,
  id: string,
  input: DownloadInput,
): Promise<ConsoleDownload | null> {
  const fileIds = [...new Set(input.files)];
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(downloads)
      .set(downloadValues(input))
      .where(eq(downloads.id, id))
      .returning({ id: downloads.id });
    if (!row) return false;
    await attachFiles(tx, DOWNLOAD_FILES, id, fileIds);
    return true;
  });
  return updated ? getDownload(db, id) : null;
}

/** The links go with the download (cascade); the files stay, as with notices. */
export async function deleteDownload(db: Db, id: string): Promise<boolean> {
  return (await db.delete(downloads).where(eq(downloads.id, id)).returning({ id: downloads.id })).length > 0;
}

export const DOWNLOAD_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '번호', width: 8 },
  { header: '제목', width: 50 },
  { header: '설명', width: 60 },
  { header: '첨부파일', width: 40 },
  { header: '노출', width: 8 },
  { header: '조회수', width: 10 },
  { header: '등록일시', width: 21 },
];

export function downloadExportRow(d: ConsoleDownload, index: number): CellValue[] {
  return [
    index + 1,
    d.title,
    htmlToText(d.content),
    d.files.map((f) => f.name).join(', '),
    d.shows ? 'Y' : 'N',
    d.views,
    formatDateTime(d.createdAt),
  ];
}
