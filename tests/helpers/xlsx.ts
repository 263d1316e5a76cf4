import ExcelJS from 'exceljs';

/** The first worksheet of an exported .xlsx (an answer's rawPayload): the console exports one sheet. */
export async function firstSheet(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}
