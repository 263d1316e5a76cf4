import { Writable } from 'node:stream';
import { GCProfiler, getHeapStatistics } from 'node:v8';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { xlsxStream, type CellValue } from '#server/services/export.ts';
import { firstSheet } from '../helpers/xlsx.ts';

const COLUMNS = [
  { header: '번호', width: 8 },
  { header: '이름', width: 16 },
  { header: '동의', width: 6 },
  { header: '메모', width: 30 },
];

async function* rowsOf(rows: readonly (readonly CellValue[])[]) {
  yield* rows;
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the streamed .xlsx writer', () => {
  it('writes a file ExcelJS opens: bold frozen header, widths, numbers, booleans, text as written', async () => {
    const rows: CellValue[][] = [
      [1, '김민준', true, 'A & B <태그> "인용"'],
      [2, '  앞뒤 공백  ', false, null],
      [3, 'line\nbreak', true, 'ctrl\u0001char'],
      [4, 'lone \ud800 & <both>', false, '😀 & \uffff'],
    ];
    const sheet = await firstSheet(
      await bytesOf(xlsxStream({ name: '신청자 목록: 2026/1', columns: COLUMNS, rows: rowsOf(rows) })),
    );
    expect(sheet.name).toBe('신청자 목록  2026 1'); // Excel refuses : and / in a sheet name
    expect(sheet.getRow(1).values).toEqual([undefined, '번호', '이름', '동의', '메모']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(COLUMNS.map((_, i) => sheet.getColumn(i + 1).width)).toEqual([8, 16, 6, 30]);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, '김민준', true, 'A & B <태그> "인용"']);
    expect(sheet.getRow(3).values).toEqual([undefined, 2, '  앞뒤 공백  ', false]);
    // a control character XML cannot hold is dropped; a line break stays
    expect(sheet.getRow(4).values).toEqual([undefined, 3, 'line\nbreak', true, 'ctrlchar']);
    // both at once: dropped and escaped; a surrogate pair (emoji) kept
    expect(sheet.getRow(5).values).toEqual([undefined, 4, 'lone  & <both>', false, '😀 & ']);
    expect(sheet.rowCount).toBe(5);
  });

  it('holds every row of a sheet larger than its chunks, in order', async () => {
    async function* many() {
      for (let i = 0; i < 5_000; i++) yield [i, `신청자 ${i}`, i % 2 === 0, `S${i}`];
    }
    const sheet = await firstSheet(
      await bytesOf(xlsxStream({ name: 'many', columns: COLUMNS, rows: many() })),
    );
    expect(sheet.rowCount).toBe(5_001);
    expect(sheet.getRow(3_346).values).toEqual([undefined, 3_344, '신청자 3344', true, 'S3344']);
    expect(sheet.getRow(5_001).getCell(4).value).toBe('S4999');
  });

  it('writes a cell larger than a chunk whole, and the rows after it', async () => {
    const long = '가나다 & <라>'.repeat(3_000); // 27,000 characters, ~60 KB of UTF-8 once escaped
    const rows: CellValue[][] = [
      [1, '앞', true, 'x'.repeat(60_000)],
      [2, long, false, long],
      [3, '뒤', true, null],
    ];
    const sheet = await firstSheet(
      await bytesOf(xlsxStream({ name: 'long', columns: COLUMNS, rows: rowsOf(rows) })),
    );
    expect(sheet.getRow(2).getCell(4).value).toBe('x'.repeat(60_000));
    expect(sheet.getRow(3).values).toEqual([undefined, 2, long, false, long]);
    expect(sheet.getRow(4).values).toEqual([undefined, 3, '뒤', true]);
  });

  it('reads no further rows while its reader reads nothing', async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled++;
        yield [pulled, '가나다라마바사아자차카타파하'.repeat(4), true, `row ${pulled}`];
      }
    }
    const stream = xlsxStream({ name: 'stalled', columns: COLUMNS, rows: endless() });
    stream.once('data', () => stream.pause());
    // until the source stops being pulled: its buffers are full and nothing reads them
    let seen = -1;
    while (seen !== pulled) {
      seen = pulled;
      for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
    }
    // a few chunks of XML and deflate's buffers, not the endless sheet
    expect(pulled).toBeLessThan(20_000);
    stream.destroy();
  });

  it('allocates a few hundred bytes per row, not the XML of each row as strings', async () => {
    // one row shaped like an application's (text in Korean, numbers, booleans), the same array each time:
    // the source allocates nothing, so what the heap takes in is the writer's own
    const row: CellValue[] = [
      ...[12_345, 'S123456', '청년주택 신청', 20_003, '검토 중', '김민준', '01012345678', '19900101'],
      ...['u123456@example.com', '미인증', '청년', '일반공급', '1순위', '2순위', true, false, 3.5],
      ...['개인정보 수집·이용 동의 (2026-01-01 09:00 판)', '2026-01-01 09:00:00', '2026-01-02 10:30:00'],
    ];
    const columns = row.map((_, i) => ({ header: `열 ${i + 1}`, width: 12 }));
    const rows = 20_000;
    async function* same() {
      for (let i = 0; i < rows; i++) yield row;
    }
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    const profiler = new GCProfiler();
    profiler.start();
    const before = getHeapStatistics().used_heap_size;
    await pipeline(xlsxStream({ name: 'allocation', columns, rows: same() }), sink);
    const after = getHeapStatistics().used_heap_size;
    // the heap's growth between collections, summed: every byte allocated meanwhile
    let allocated = 0;
    let from = before;
    for (const gc of profiler.stop()?.statistics ?? []) {
      allocated += gc.beforeGC.heapStatistics.usedHeapSize - from;
      from = gc.afterGC.heapStatistics.usedHeapSize;
    }
    allocated += after - from;
    // building each row as strings took ~8 KB (its cells' strings, then the chunk's, flattened and encoded)
    expect(allocated / rows).toBeLessThan(1_500);
  });

  it('fails the download when reading rows fails, rather than ending a file that looks whole', async () => {
    async function* failing() {
      yield [1, 'a', true, 'b'];
      throw new Error('database gone');
    }
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    await expect(
      pipeline(xlsxStream({ name: 'x', columns: COLUMNS, rows: failing() }), sink),
    ).rejects.toThrow('database gone');
  });
});
