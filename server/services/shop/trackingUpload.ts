import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { CARRIERS, shipInputSchema, type Carrier } from '#domain/schemas/shopOrder.ts';
import type { Db } from '#server/db/index.ts';
import { shopOrders } from '#server/db/schema/index.ts';
import { HttpError } from '#server/http/errors.ts';
import { CARRIER_NAMES, shipOrder } from './moves.ts';
import type { Notify } from './payment.ts';

/** At most this many rows per file: a day's parcels, not a data load. */
export const TRACKING_ROWS_MAX = 1_000;
export const TRACKING_FILE_MAX_BYTES = 2 * 1024 * 1024;

type Result = 'SHIPPED' | 'NOT_FOUND' | 'STATE' | 'INVALID';

const HEADERS = { number: '주문번호', carrier: '택배사', tracking: '송장번호' } as const;

/** A carrier cell: its code (`CJ`) or its Korean name (`CJ대한통운`), as the export writes it. */
function carrierOf(text: string): Carrier | undefined {
  const value = text.trim();
  return (
    CARRIERS.find((c) => c === value.toUpperCase()) ??
    CARRIERS.find((c) => CARRIER_NAMES[c] === value.replace(/\s/g, ''))
  );
}

/** A cell as text: rich text, a formula's result or a plain value (the uploads of .xlsx sheets read cells so). */
export const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return String(value);
};

/**
 * Ships the orders of an uploaded .xlsx one row at a time (docs/decisions/0031-shop-fulfilment-refunds-and-sales.md):
 * the first sheet's header row names the columns 주문번호, 택배사, 송장번호 (the order-lines export has all
 * three, so a desk fills in the last two and uploads it back; repeated order numbers ship once). Each row
 * is the same move as shipping by hand and answers its own result; a bad row changes nothing of the others.
 */
export async function shipFromXlsx(db: Db, notify: Notify, file: Buffer, manager: string) {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(400, 'invalidInput', { upload: 'shopTrackingFileInvalid' });
  }
  const sheet = workbook.worksheets[0];
  const header = sheet?.getRow(1);
  const column = (name: string) => {
    let found = 0;
    header?.eachCell((cell, n) => {
      if (cellText(cell.value).trim() === name) found ||= n;
    });
    return found;
  };
  const at = {
    number: column(HEADERS.number),
    carrier: column(HEADERS.carrier),
    tracking: column(HEADERS.tracking),
  };
  if (!sheet || !at.number || !at.carrier || !at.tracking || sheet.rowCount - 1 > TRACKING_ROWS_MAX) {
    throw new HttpError(400, 'invalidInput', { upload: 'shopTrackingFileInvalid' });
  }
  const results: { row: number; number: string; result: Result }[] = [];
  const seen = new Set<string>();
  for (let n = 2; n <= sheet.rowCount; n++) {
    const row = sheet.getRow(n);
    const number = cellText(row.getCell(at.number).value).trim();
    if (!number || seen.has(number)) continue;
    seen.add(number);
    const input = shipInputSchema.safeParse({
      carrier: carrierOf(cellText(row.getCell(at.carrier).value)),
      trackingNumber: cellText(row.getCell(at.tracking).value),
    });
    if (!input.success) {
      results.push({ row: n, number, result: 'INVALID' });
      continue;
    }
    const [order] = await db.select().from(shopOrders).where(eq(shopOrders.number, number));
    if (!order) {
      results.push({ row: n, number, result: 'NOT_FOUND' });
      continue;
    }
    try {
      await shipOrder(db, notify, order, input.data, manager);
      results.push({ row: n, number, result: 'SHIPPED' });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ row: n, number, result: 'STATE' });
    }
  }
  return results;
}
