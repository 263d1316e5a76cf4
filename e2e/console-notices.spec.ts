import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from '../playwright.config.ts';
import { loginToConsole, tinyPdf, uniqueTag } from './fixtures.ts';

// A notice's whole life in the console (create with rich text and a PDF, list, search, edit, export, delete),
// checked against the real public API that the site reads.

test.use({ viewport: { width: 1440, height: 900 } });

/** A row of the public list: no body (docs/decisions/0003-api-contract.md NotificationSummary). */
interface PublicNotice {
  _id: string;
  title: string;
  files: { _id: string; name: string; type: string; size: number; url: string }[];
}

async function publicNotices(request: APIRequestContext, q?: string): Promise<PublicNotice[]> {
  const res = await request.get('/api/v1/center/notifications', { params: q ? { q } : {} });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { notifications: PublicNotice[] }).notifications;
}

const rows = (page: Page) => page.getByRole('table').getByRole('row');

test('admin creates, finds, edits, exports and deletes a notice with rich text and a PDF', async ({
  page,
  request,
}) => {
  const tag = uniqueTag('E2E');
  const title = `${tag} 1차 모집 안내`;
  const edited = `${tag} 1차 모집 안내 (수정)`;
  const pdf = tinyPdf('E2E recruitment notice');

  await loginToConsole(page, E2E.admin);
  await page.getByRole('menu').getByRole('menuitem', { name: '공지사항' }).click();
  await expect(rows(page).nth(1)).toBeVisible();

  // ── Create ──
  await page.getByRole('link', { name: '등록', exact: true }).click();
  await expect(page).toHaveURL('/console/center/notifications/create');
  await page.getByRole('textbox', { name: '제목' }).fill(title);
  const editor = page.locator('.ProseMirror[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('청약 접수 일정을 안내합니다. ');
  await page.getByRole('button', { name: '굵게', exact: true }).click();
  await page.keyboard.type('마감 엄수');
  await expect(editor.locator('strong')).toHaveText('마감 엄수');
  await page
    .locator('input[type="file"][accept*="application/pdf"]')
    .setInputFiles({ name: '모집공고.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('모집공고.pdf')).toBeVisible();

  const upload = page.waitForResponse(
    (r) => r.url().includes('/api/console/files') && r.request().method() === 'POST',
  );
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/console/center/notifications') && r.request().method() === 'POST',
  );
  await page.getByRole('toolbar').getByRole('button', { name: '저장' }).click();
  expect((await upload).status()).toBe(201);
  expect((await created).status()).toBe(201);
  await expect(page.getByText('등록되었습니다')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/center\/notifications(\?.*)?$/);
  await expect(rows(page).filter({ hasText: title })).toHaveCount(1);

  // The site's API lists it (no body in the list) and its detail has the formatting and the attachment.
  const [listed] = await publicNotices(request, tag);
  expect(listed?.title).toBe(title);
  expect(listed).not.toHaveProperty('content');
  const detail = await request.get(`/api/v1/center/notifications/${listed!._id}`);
  expect(detail.ok()).toBe(true);
  const published = ((await detail.json()) as { notification: PublicNotice & { content: string } })
    .notification;
  expect(published.content).toContain('<strong>마감 엄수</strong>');
  expect(published.content).toContain('청약 접수 일정을 안내합니다.');
  expect(published.files).toHaveLength(1);
  expect(published.files[0]).toMatchObject({
    name: '모집공고.pdf',
    type: 'application/pdf',
    size: pdf.length,
  });
  const file = await request.get(published.files[0]!.url);
  expect(file.ok()).toBe(true);
  expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);

  // ── Search ──
  const search = page.getByRole('searchbox', { name: '검색' });
  await search.fill(tag);
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(tag)));
  await expect(rows(page)).toHaveCount(2); // the header and the one match
  await expect(rows(page).nth(1)).toContainText(title);
  await search.fill(`${tag}-nothing`);
  await expect(page.getByText(/없습니다/).first()).toBeVisible();
  await search.fill(tag);
  await expect(rows(page)).toHaveCount(2);

  // ── Edit ──
  await rows(page).nth(1).getByText(title).click();
  await expect(page).toHaveURL(/\/console\/center\/notifications\/[0-9a-f-]{36}$/);
  const titleBox = page.getByRole('textbox', { name: '제목' });
  await expect(titleBox).toHaveValue(title);
  await expect(page.getByRole('link', { name: '모집공고.pdf' })).toBeVisible();
  await expect(page.locator('.ProseMirror strong')).toHaveText('마감 엄수');
  await titleBox.fill(edited);
  const updated = page.waitForResponse((r) => r.request().method() === 'PUT');
  await page.getByRole('toolbar').getByRole('button', { name: '저장' }).click();
  expect((await updated).status()).toBe(200);
  await expect(page.getByText('수정되었습니다')).toBeVisible();
  await expect(rows(page).filter({ hasText: edited })).toHaveCount(1);

  // The public list (what the site shows) carries the new title, and the attachment is kept.
  const list = await publicNotices(request);
  expect(list.map((n) => n.title)).toContain(edited);
  expect(list.map((n) => n.title)).not.toContain(title);
  expect(list.find((n) => n.title === edited)?.files.map((f) => f.name)).toEqual(['모집공고.pdf']);

  // ── Export (.xlsx of the current, filtered list) ──
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const cells: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text ?? cell.value)))),
  );
  expect(cells).toContain(edited);
  // Filtered by the search: no seeded notice in it.
  expect(cells).not.toContain('[모집공고] 청년안심주택 1차 입주자 모집공고');

  // ── Delete, with confirmation ──
  await rows(page).nth(1).getByText(edited).click();
  await page.getByRole('toolbar').getByRole('button', { name: '삭제' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('삭제하시겠습니까');
  // Cancelling keeps it.
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue(edited);
  await page.getByRole('toolbar').getByRole('button', { name: '삭제' }).click();
  const removed = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  expect((await removed).status()).toBe(204);
  await expect(page.getByText('삭제되었습니다')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/center\/notifications(\?.*)?$/);
  await expect(rows(page).filter({ hasText: edited })).toHaveCount(0);
  expect((await publicNotices(request)).map((n) => n.title)).not.toContain(edited);
  expect(await publicNotices(request, tag)).toEqual([]);
});
