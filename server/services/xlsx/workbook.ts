import { zipChunks } from './zip.ts';

/**
 * One worksheet as the XML parts of an .xlsx (SpreadsheetML), its rows written as they come: inline strings
 * (no shared-string table to hold), a bold centred header row frozen at the top, fixed column widths. Our own
 * writer rather than ExcelJS's WorkbookWriter: that one reached ~24,000 rows/s on its own, before the
 * database and the reply took their share, and buffered every committed row it had not yet zipped, so a
 * stalled reader grew memory (docs/decisions/0038-keyset-paging-and-streamed-exports.md).
 */

export type CellValue = string | number | boolean | null;

export interface SheetColumn {
  header: string;
  /** In Excel's character widths. */
  width: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CONTENT}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${CONTENT}.styles+xml"/></Types>`;

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;

/** Style 0 the default, style 1 the header (bold, centred). */
const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
  `<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
  `<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1">` +
  `<alignment horizontal="center" vertical="center"/></xf></cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

// characters XML 1.0 cannot hold at all (control characters but tab, newline, carriage return; lone surrogates)
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const XML_SPECIAL = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// one pass that finds nothing in almost every cell: the two replacements only for the text that needs them,
// and NOT_XML's (slow: a lookaround at every character) only for text holding a character it could drop
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff&<>"]/;
// eslint-disable-next-line no-control-regex
const MAYBE_NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;

export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  const held = MAYBE_NOT_XML.test(text) ? text.replace(NOT_XML, '') : text;
  return held.replace(XML_SPECIAL, (c) => ENTITIES[c] ?? c);
}

/** A sheet's name as Excel allows it: at most 31 characters, none of `[]:*?/\`. */
export function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** A, B, … Z, AA, …: the column letters of cell references. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function cell(ref: string, value: CellValue, style = ''): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number')
    return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = escapeXml(value);
  const space = text !== text.trim() ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

/** Rows joined into chunks of about this many characters: one Buffer and one CRC call per chunk, not per row. */
const CHUNK_CHARS = 64 * 1024;

async function* worksheetXml(
  columns: readonly SheetColumn[],
  rows: AsyncIterable<readonly CellValue[]>,
): AsyncGenerator<Buffer> {
  const letters = columns.map((_, i) => columnLetters(i));
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const header = columns.map((c, i) => cell(`${letters[i]}1`, c.header, ' s="1"')).join('');
  let text =
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    `<sheetViews><sheetView workbookViewId="0">` +
    `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols>` +
    `<sheetData><row r="1" s="1" customFormat="1">${header}</row>`;
  let r = 1;
  for await (const values of rows) {
    r++;
    let row = `<row r="${r}">`;
    for (let i = 0; i < values.length; i++)
      row += cell(`${letters[i] ?? columnLetters(i)}${r}`, values[i] ?? null);
    text += `${row}</row>`;
    if (text.length >= CHUNK_CHARS) {
      yield Buffer.from(text, 'utf8');
      text = '';
    }
  }
  yield Buffer.from(`${text}</sheetData></worksheet>`, 'utf8');
}

/** The .xlsx of one sheet, as its bytes are pulled. */
export function xlsxChunks(sheet: {
  name: string;
  columns: readonly SheetColumn[];
  rows: AsyncIterable<readonly CellValue[]>;
}): AsyncGenerator<Buffer> {
  const workbook =
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
    `<sheet name="${escapeXml(sheetName(sheet.name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const part = (name: string, xml: string) => ({ name, data: Buffer.from(xml, 'utf8') });
  return zipChunks([
    part('[Content_Types].xml', CONTENT_TYPES),
    part('_rels/.rels', ROOT_RELS),
    part('xl/workbook.xml', workbook),
    part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    part('xl/styles.xml', STYLES),
    { name: 'xl/worksheets/sheet1.xml', stream: worksheetXml(sheet.columns, sheet.rows) },
  ]);
}
