import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { Locale } from '#domain/locale.ts';
import { localizeText, message } from '#domain/messages/index.ts';
import { workInputSchema, type WorkInput } from '#domain/schemas/auction.ts';
import type { Db } from '#server/db/index.ts';
import { auctionAuthors, auctionPrograms } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { cellText } from '../../shop/trackingUpload.ts';
import { workService } from './works.ts';

/** A sale's catalogue, not a data load. */
export const CATALOGUE_ROWS_MAX = 500;
export const CATALOGUE_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** The header row's names (the results sheet and the console's form use the same words). */
const COLUMNS = {
  lotNumber: '작품번호',
  title: '작품명',
  author: '작가',
  year: '제작연도',
  material: '재료',
  size: '크기',
  edition: '에디션',
  conditionReport: '상태 보고',
  estimateLow: '추정가 하한',
  estimateHigh: '추정가 상한',
  startPrice: '시작가',
  reserve: '내정가',
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: readonly Column[] = [
  'lotNumber',
  'title',
  'author',
  'estimateLow',
  'estimateHigh',
  'startPrice',
];

export interface CatalogueProblem {
  row: number;
  field: string;
  message: string;
}

/** A money or number cell: digits with or without separators (₩, commas, 원); empty is null. */
const numberOf = (text: string): number | null => {
  const digits = text.replace(/[₩,원\s]/g, '');
  return digits === '' ? null : Number(digits);
};

/**
 * Imports a sale's catalogue from an .xlsx (docs/decisions/0034-auction-console.md): the first sheet's header
 * row names the columns (COLUMNS; a header may carry a unit, `시작가(원)`), one lot a row, the author by their
 * Korean name. Each row is checked as the lot form is (workInputSchema) and the lots are created in one
 * transaction: a file with any bad row — or a lot number the sale already has — creates nothing and answers
 * every problem by row, in the manager's language. Images are added to the lots afterwards.
 */
export async function importCatalogue(db: Db, programId: string, file: Buffer, locale: Locale) {
  const [program] = await db
    .select({ id: auctionPrograms.id })
    .from(auctionPrograms)
    .where(eq(auctionPrograms.id, programId));
  if (!program) throw new HttpError(404, 'notFound');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, 'invalidInput', { upload: 'auctionCatalogueFileInvalid' });
  }
  const sheet = workbook.worksheets[0];
  const at = {} as Record<Column, number>;
  sheet?.getRow(1).eachCell((cell, n) => {
    const name = cellText(cell.value)
      .replace(/\(.*\)\s*$/, '')
      .trim();
    const column = (Object.keys(COLUMNS) as Column[]).find((c) => COLUMNS[c] === name);
    if (column && !at[column]) at[column] = n;
  });
  if (!sheet || REQUIRED.some((c) => !at[c]) || sheet.rowCount - 1 > CATALOGUE_ROWS_MAX) {
    throw new HttpError(400, 'invalidInput', { upload: 'auctionCatalogueFileInvalid' });
  }
  const authors = new Map(
    (await db.select({ id: auctionAuthors.id, name: auctionAuthors.name }).from(auctionAuthors)).map((a) => [
      a.name.trim(),
      a.id,
    ]),
  );

  const problems: CatalogueProblem[] = [];
  const inputs: { row: number; input: WorkInput }[] = [];
  const numbers = new Set<number>();
  for (let n = 2; n <= sheet.rowCount; n++) {
    const row = sheet.getRow(n);
    const text = (c: Column) => (at[c] ? cellText(row.getCell(at[c]).value).trim() : '');
    if ((Object.keys(COLUMNS) as Column[]).every((c) => text(c) === '')) continue;
    const authorId = authors.get(text('author'));
    if (!authorId)
      problems.push({ row: n, field: 'author', message: message('auctionAuthorNotFound', locale) });
    const parsed = workInputSchema.safeParse({
      programId,
      authorId: authorId ?? programId,
      lotNumber: numberOf(text('lotNumber')),
      title: text('title'),
      year: text('year'),
      material: text('material'),
      size: text('size'),
      edition: text('edition'),
      conditionReport: text('conditionReport'),
      estimateLow: numberOf(text('estimateLow')),
      estimateHigh: numberOf(text('estimateHigh')),
      startPrice: numberOf(text('startPrice')),
      reserve: numberOf(text('reserve')),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({
          row: n,
          field: String(issue.path[0] ?? ''),
          message: localizeText(issue.message, locale),
        });
      continue;
    }
    if (numbers.has(parsed.data.lotNumber))
      problems.push({ row: n, field: 'lotNumber', message: message('auctionLotNumberTaken', locale) });
    numbers.add(parsed.data.lotNumber);
    inputs.push({ row: n, input: parsed.data });
  }
  if (problems.length > 0 || inputs.length === 0) {
    if (inputs.length === 0 && problems.length === 0)
      throw new HttpError(400, 'invalidInput', { upload: 'auctionCatalogueFileInvalid' });
    return { created: 0, problems };
  }
  let current = 0;
  try {
    await db.transaction(async (tx) => {
      for (const { row, input } of inputs) {
        current = row;
        await workService.create(tx, input);
      }
    });
  } catch (error) {
    if (error instanceof HttpError && error.code === 'auctionLotNumberTaken')
      return {
        created: 0,
        problems: [{ row: current, field: 'lotNumber', message: message('auctionLotNumberTaken', locale) }],
      };
    throw error;
  }
  return { created: inputs.length, problems };
}
