import { Readable } from 'node:stream';
import { seoulYmd } from '#domain/format.ts';
import { contentDisposition } from './files.ts';
import { xlsxChunks, type CellValue, type SheetColumn } from './xlsx/workbook.ts';

export type { CellValue };
export type XlsxColumn = SheetColumn;

export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  /** Read one at a time and written out as they come: the export never holds every row. */
  rows: AsyncIterable<readonly CellValue[]>;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the reply holds before it stops pulling: a reader that stalls stops the rows' queries, not memory. */
const HIGH_WATER_MARK = 64 * 1024;

/**
 * Streams one worksheet as an .xlsx (CSV garbles Korean in Excel), pulled as the client reads
 * (server/services/xlsx/workbook.ts). A failure while rows are read destroys the stream, so the client
 * gets a broken download rather than a truncated file that looks whole.
 */
export function xlsxStream(sheet: XlsxSheet): Readable {
  return Readable.from(xlsxChunks(sheet), { objectMode: false, highWaterMark: HIGH_WATER_MARK });
}

/** `공지사항_20261121.xlsx`: the Seoul date of `now`. */
export function exportFileName(title: string, now: Date = new Date()): string {
  return `${title}_${seoulYmd(now) || 'export'}.xlsx`;
}

/** Each record as a sheet row; `index` counts from 0 (the 번호 column of the console's exports). */
export async function* exportRows<T>(
  records: AsyncIterable<T>,
  row: (record: T, index: number) => readonly CellValue[],
): AsyncGenerator<readonly CellValue[]> {
  let index = 0;
  for await (const record of records) yield row(record, index++);
}

/** What a console export route answers: the streamed sheet and the headers of `<fileTitle>_YYYYMMDD.xlsx`. */
export function xlsxDownload(
  sheet: XlsxSheet,
  fileTitle: string = sheet.name,
): { headers: Record<string, string>; body: Readable } {
  return { headers: xlsxHeaders(exportFileName(fileTitle)), body: xlsxStream(sheet) };
}

/** The headers of an .xlsx download (RFC 5987 `filename*` for the Korean name). */
export function xlsxHeaders(fileName: string): Record<string, string> {
  return {
    'Content-Type': XLSX_MIME,
    'Content-Disposition': contentDisposition(fileName),
    'Cache-Control': 'no-store',
  };
}

/** Reads rows page by page (`pageSize` per query) until a short page ends it. */
export async function* paged<T>(
  fetchPage: (offset: number, limit: number) => Promise<T[]>,
  pageSize = 1_000,
): AsyncGenerator<T> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await fetchPage(offset, pageSize);
    yield* page;
    if (page.length < pageSize) return;
  }
}

/**
 * Rows per page of a keyset export. A page lives until its last row is written, and the next one, read
 * ahead, from its arrival: at ~6 KB allocated per row written, 500 rows keep both within one of the young
 * generation's semi-spaces (8 MB when this was measured, 32 MB since docs/decisions/0066-young-generation-of-32-mb.md),
 * so they die young.
 * Pages of 1,000 were moved into the old generation, which grew the process by tens of MB per 100,000
 * rows until a full collection (docs/decisions/0059-export-memory-per-row.md § Context).
 */
export const EXPORT_PAGE_ROWS = 500;

/**
 * Reads rows page by page, each page starting after the last row of the one before (by its id): the
 * export's thousandth page costs what its first does, where OFFSET would read past every row before it
 * (docs/decisions/0038-keyset-paging-and-streamed-exports.md); `idOf` names a row's id. The next page is
 * asked for while this one is written out, so the database and the writer work at once; one page ahead at
 * most, whatever the reader does.
 */
export async function* keysetRows<T>(
  fetchPage: (after: string | undefined, limit: number) => Promise<T[]>,
  idOf: (row: T) => string,
  pageSize = EXPORT_PAGE_ROWS,
): AsyncGenerator<T> {
  let next: Promise<T[]> | undefined = fetchPage(undefined, pageSize);
  try {
    while (next) {
      const page: T[] = await next;
      const last = page[page.length - 1];
      next = page.length === pageSize && last ? fetchPage(idOf(last), pageSize) : undefined;
      // each row let go once handed on: a row written early need not live until its page's last one is,
      // which would let the collector move every page into the old generation (and grow the process)
      page.reverse();
      for (let row = page.pop(); row !== undefined; row = page.pop()) yield row;
    }
  } finally {
    // a reader that went away leaves the page read ahead unread: its failure is nobody's to report
    next?.catch(() => {});
  }
}
