import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { seoulYmd } from '#domain/format.ts';
import { contentDisposition } from './files.ts';

export type CellValue = string | number | boolean | null;

export interface XlsxColumn {
  header: string;
  /** In Excel's character widths. */
  width: number;
}

export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  /** Read one at a time and written out as they come: the export never holds every row. */
  rows: AsyncIterable<readonly CellValue[]>;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams one worksheet as an .xlsx (CSV garbles Korean in Excel): bold, frozen header row and fixed
 * column widths. A failure while rows are read destroys the stream, so the client gets a broken
 * download rather than a truncated file that looks whole.
 */
export function xlsxStream(sheet: XlsxSheet): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const write = async () => {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column) => ({ header: column.header, width: column.width }));
    const header = worksheet.getRow(1);
    header.font = { bold: true };
    header.alignment = { vertical: 'middle', horizontal: 'center' };
    header.commit();
    for await (const values of sheet.rows) worksheet.addRow([...values]).commit();
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
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
