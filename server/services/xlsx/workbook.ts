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

/** The XML of a cell of the header row (written once, as text). */
function headerCell(ref: string, text: string): string {
  if (text === '') return '';
  const escaped = escapeXml(text);
  const space = PADDED.test(escaped) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" s="1" t="inlineStr"><is><t${space}>${escaped}</t></is></c>`;
}

// text with white space at either end keeps it only when marked so
const PADDED = /^\s|\s$/;

/** The sheet's XML is encoded into buffers of this many bytes, each handed on once full. */
const CHUNK_BYTES = 64 * 1024;
/**
 * Room enough for a cell's markup besides its text (`<c r="XFD1048576" t="inlineStr">…`, 72 bytes at most)
 * with the end of its row after it, or for a number's whole cell, or for the start of a row.
 */
const CELL_MARKUP_BYTES = 96;

const ascii = (text: string) => Buffer.from(text, 'latin1');
const ROW_OPEN = ascii('<row r="');
const ROW_OPEN_END = ascii('">');
const ROW_END = ascii('</row>');
const NUMBER_OPEN = ascii('"><v>');
const BOOLEAN_OPEN = ascii('" t="b"><v>');
const VALUE_CLOSE = ascii('</v></c>');
const TRUE = ascii('1');
const FALSE = ascii('0');
const TEXT_OPEN = ascii('" t="inlineStr"><is><t>');
const PADDED_TEXT_OPEN = ascii('" t="inlineStr"><is><t xml:space="preserve">');
const TEXT_CLOSE = ascii('</t></is></c>');

/** Writes the digits of a non-negative safe integer at `at`; answers their number. */
function decimal(value: number, into: Uint8Array, at: number): number {
  let length = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) length++;
  for (let i = length - 1, rest = value; i >= 0; i--, rest = Math.floor(rest / 10))
    into[at + i] = 0x30 + (rest % 10);
  return length;
}

/**
 * The sheet's XML encoded as it is written, into one buffer rather than through strings: a row leaves
 * nothing behind but its values. The buffer is handed on when it lacks room and written over once the
 * next chunk is asked for, which the zip's reader does only after taking the last one in whole (zip.ts):
 * the writer's memory stays one buffer whatever the rows' number or the collector's timing.
 */
class SheetBuffer {
  private buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  private at = 0;

  fits(bytes: number): boolean {
    return this.at + bytes <= this.buffer.length;
  }

  /** What is written, to hand on; then room for `bytes` (a buffer of its own for a cell larger than one). */
  take(bytes = 0): Buffer {
    const written = this.buffer.subarray(0, this.at);
    if (bytes > this.buffer.length) this.buffer = Buffer.allocUnsafe(bytes);
    this.at = 0;
    return written;
  }

  /** Bytes known to fit: a loop, as the markup's pieces are a few bytes each. */
  put(bytes: Uint8Array, length = bytes.length): void {
    const { buffer } = this;
    let at = this.at;
    for (let i = 0; i < length; i++) buffer[at++] = bytes[i]!;
    this.at = at;
  }

  /** A safe integer's decimal digits, known to fit: no string made for it. */
  integer(value: number): void {
    if (value < 0) this.buffer[this.at++] = 0x2d;
    this.at += decimal(Math.abs(value), this.buffer, this.at);
  }

  /** Text known to fit (three bytes per UTF-16 unit at most). */
  text(text: string): void {
    this.at += this.buffer.write(text, this.at, 'utf8');
  }
}

async function* worksheetXml(
  columns: readonly SheetColumn[],
  rows: AsyncIterable<readonly CellValue[]>,
): AsyncGenerator<Buffer> {
  const cellOpens: Buffer[] = [];
  const cellOpen = (i: number) => (cellOpens[i] ??= ascii(`<c r="${columnLetters(i)}`));
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const header = columns.map((c, i) => headerCell(`${columnLetters(i)}1`, c.header)).join('');
  const sheet = new SheetBuffer();
  const head =
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    `<sheetViews><sheetView workbookViewId="0">` +
    `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols>` +
    `<sheetData><row r="1" s="1" customFormat="1">${header}</row>`;
  sheet.take(head.length * 3); // room for the head, whatever its headers' length
  sheet.text(head);
  // the row's number, written once per row and copied into each of its cells' references
  const number = new Uint8Array(16);
  let r = 1;
  for await (const values of rows) {
    r++;
    const digits = decimal(r, number, 0);
    if (!sheet.fits(CELL_MARKUP_BYTES)) yield sheet.take();
    sheet.put(ROW_OPEN);
    sheet.put(number, digits);
    sheet.put(ROW_OPEN_END);
    for (let i = 0; i < values.length; i++) {
      const value = values[i] ?? null;
      if (value === null || value === '' || value === Infinity || value === -Infinity || Number.isNaN(value))
        continue;
      const text = typeof value === 'string' ? escapeXml(value) : '';
      const bytes = CELL_MARKUP_BYTES + text.length * 3;
      if (!sheet.fits(bytes)) yield sheet.take(bytes);
      sheet.put(cellOpen(i));
      sheet.put(number, digits);
      if (typeof value === 'string') {
        sheet.put(PADDED.test(text) ? PADDED_TEXT_OPEN : TEXT_OPEN);
        sheet.text(text);
        sheet.put(TEXT_CLOSE);
        continue;
      }
      if (typeof value === 'number') {
        sheet.put(NUMBER_OPEN);
        if (Number.isSafeInteger(value)) sheet.integer(value);
        else sheet.text(String(value));
      } else {
        sheet.put(BOOLEAN_OPEN);
        sheet.put(value ? TRUE : FALSE);
      }
      sheet.put(VALUE_CLOSE);
    }
    sheet.put(ROW_END);
  }
  const tail = '</sheetData></worksheet>';
  if (!sheet.fits(tail.length)) yield sheet.take();
  sheet.text(tail);
  yield sheet.take();
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
