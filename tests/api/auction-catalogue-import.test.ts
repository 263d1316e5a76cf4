import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionWorks } from '#server/db/schema/index.ts';
import { createAdminTestApp, type AdminTestApp } from '../helpers/app.ts';
import { bearer, createManager, login, multipart } from '../helpers/auth.ts';

// A sale's catalogue imported from an .xlsx in the console (docs/decisions/0034-auction-console.md): every row
// checked as the lot form, the author by name, all lots or none, problems answered by row in the manager's
// language.

let t: AdminTestApp;
let manager: string;
let programId: string;
let authorName: string;
const C = '/api/console/auction';

const HEADER = [
  '작품번호',
  '작품명',
  '작가',
  '제작연도',
  '재료',
  '크기(cm)',
  '추정가 하한',
  '추정가 상한',
  '시작가(원)',
  '내정가',
];

async function sheet(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('도록');
  ws.addRow(HEADER);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(file: Buffer, lang = 'ko') {
  const body = multipart([{ field: 'upload', filename: 'catalogue.xlsx', content: file }]);
  return t.app.inject({
    method: 'POST',
    url: `${C}/works/import?programId=${programId}`,
    headers: { ...bearer(manager), ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
}

const lots = async () =>
  (await t.db.select().from(auctionWorks).where(eq(auctionWorks.programId, programId))).length;

beforeAll(async () => {
  t = await createAdminTestApp();
  await createManager(t.app, { username: 'catalogue-manager', password: 'Manager!2345', scope: ['auction'] });
  manager = (await login(t.app, 'catalogue-manager', 'Manager!2345')).accessToken;
  const halls = await t.app.inject({ url: `${C}/halls`, headers: bearer(manager) });
  const authors = await t.app.inject({ url: `${C}/authors`, headers: bearer(manager) });
  authorName = authors.json().authors[0].name;
  const iso = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const program = await t.app.inject({
    method: 'POST',
    url: `${C}/programs`,
    headers: bearer(manager),
    payload: {
      hallId: halls.json().halls[0]._id,
      title: '도록 가져오기 경매',
      previewFrom: iso(0),
      opensAt: iso(60),
      firstCloseAt: iso(600),
    },
  });
  expect(program.statusCode, program.body).toBe(201);
  programId = program.json().program._id;
}, 120_000);
afterAll(() => t.close());

describe('catalogue import', () => {
  it('creates nothing when a row is bad, and says which row and why in the manager’s language', async () => {
    const res = await upload(
      await sheet([
        [1, '첫 작품', authorName, '2024', '백자', '30×30', 100_000, 200_000, '₩50,000', null],
        [2, '모르는 작가의 작품', '없는 작가', '', '', '', 100_000, 200_000, 50_000, null],
        [3, '', authorName, '', '', '', 300_000, 200_000, 50_000, null],
        [1, '번호가 겹치는 작품', authorName, '', '', '', 100_000, 200_000, 50_000, null],
      ]),
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { created, problems } = res.json();
    expect(created).toBe(0);
    const at = (row: number, field: string) =>
      problems.find((p: { row: number; field: string }) => p.row === row && p.field === field);
    expect(at(3, 'author').message).toMatch(/author/i);
    expect(at(4, 'title')).toBeTruthy();
    expect(at(4, 'estimateHigh')).toBeTruthy();
    expect(at(5, 'lotNumber').message).toMatch(/lot number/i);
    expect(await lots()).toBe(0);
  });

  it('creates every lot of a good file, laid out by the sale, and refuses a lot number the sale already has', async () => {
    const res = await upload(
      await sheet([
        [1, '달빛 찻사발', authorName, '2023', '분청', '12×12×8', 300_000, 500_000, '₩200,000', '250,000원'],
        [2, '바람 병풍', authorName, '2025', '한지', '180×60', 1_000_000, 1_500_000, 800_000, null],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 2, problems: [] });
    const rows = await t.db.select().from(auctionWorks).where(eq(auctionWorks.programId, programId));
    expect(rows.map((r) => [r.lotNumber, r.title, r.startPrice, r.reserve]).sort()).toEqual([
      [1, '달빛 찻사발', 200_000, 250_000],
      [2, '바람 병풍', 800_000, null],
    ]);
    expect(new Set(rows.map((r) => r.closesAt.getTime())).size).toBe(2);

    const again = await upload(await sheet([[2, '다시 2번', authorName, '', '', '', 1, 2, 1, null]]));
    expect(again.json()).toMatchObject({ created: 0, problems: [{ row: 2, field: 'lotNumber' }] });
    expect(await lots()).toBe(2);
  });

  it('refuses a file that is not a catalogue', async () => {
    const res = await upload(Buffer.from('not a workbook'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.upload).toMatch(/^도록 파일은/);
  });
});
