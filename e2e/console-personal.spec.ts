import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { E2E } from '../playwright.config.ts';
import { youthApplicationBody } from '../tests/helpers/applicationBody.ts';
import {
  collectErrors,
  consoleToken,
  loginToConsole,
  openTheWindow,
  recordDialogs,
  sessionTokens,
  tinyPdf,
} from './fixtures.ts';

/**
 * An application submitted through the public API, then in the console: masked by default,
 * revealed with the secondary password and a reason, reviewed, its document opened, exported, and every step
 * in the access log (docs/decisions/0007-personal-data-and-access-log.md).
 */
test('a manager reviews a real application with masked data, a logged reveal, a document and an export', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const dialogs = recordDialogs(page);
  await openTheWindow(request);
  const phoneTail = String(Math.floor(1000 + Math.random() * 8999));
  const phone = `0105${String(Math.floor(100 + Math.random() * 899))}${phoneTail}`;
  const schedules = (await (await request.get('/api/v1/application/schedules')).json()) as {
    schedules: { _id: string; round: number }[];
  };
  const round = schedules.schedules.find((s) => s.round === 1)!;
  const created = await request.post('/api/v1/application', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: youthApplicationBody(round._id, {
      name: '홍길동',
      phone,
      birth: '19990315',
      email: 'hong.gd@example.com',
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { application, applicantToken } = (await created.json()) as {
    application: { _id: string; receiptNo: string };
    applicantToken: string;
  };
  const uploaded = await request.post(`/api/v1/application/${application._id}/upload`, {
    headers: { 'X-Applicant-Token': applicantToken },
    multipart: {
      name: 'residentRegistration',
      upload: {
        name: '주민등록등본.pdf',
        mimeType: 'application/pdf',
        buffer: tinyPdf('resident registration'),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await loginToConsole(page);
  await page.getByRole('menu').getByRole('menuitem', { name: '청약 신청' }).click();
  await expect(page).toHaveURL(/\/console\/application/);
  const row = page.getByRole('row').filter({ hasText: application.receiptNo });
  await expect(row).toContainText('홍*동');
  await expect(row).toContainText(`010-****-${phoneTail}`);
  await expect(row).toContainText('1999-**-**');
  await expect(page.getByText('홍길동')).toHaveCount(0);

  // Reveal: the secondary password (seeded equal to the password) and a reason.
  await page.getByRole('button', { name: '개인정보 보기' }).click();
  const dialog = page.getByRole('dialog', { name: '개인정보 열람' });
  await dialog.getByLabel('2차 비밀번호').fill('wrong-password');
  await dialog.getByLabel('열람 사유').fill('적격 서류 검토 E2E');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toContainText('2차 비밀번호가 일치하지 않습니다');
  await dialog.getByLabel('2차 비밀번호').fill(E2E.admin.password);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('홍길동');
  await expect(row).toContainText(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phoneTail}`);
  await expect(row).toContainText('1999-03-15');

  // The record: masked again until revealed here (the proof is still held: no second question).
  await row.getByText(application.receiptNo).click();
  await expect(page).toHaveURL(new RegExp(`/console/application/${application._id}/show`));
  await expect(page.getByText('홍*동')).toBeVisible();
  await page.getByRole('button', { name: '개인정보 보기' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('홍길동')).toBeVisible();
  await expect(page.getByText('hong.gd@example.com')).toBeVisible();
  await expect(page.getByText('52A')).toBeVisible();

  // Review status.
  await page.getByRole('combobox', { name: '상태' }).click();
  await page.getByRole('option', { name: '검토중' }).click();
  await page.getByLabel('메모').fill('서류 확인 시작');
  await page.getByRole('button', { name: '상태 변경' }).click();
  await expect(page.getByText('상태를 변경했습니다')).toBeVisible();
  await expect(page.getByText('접수 → 검토중 · 서류 확인 시작')).toBeVisible();

  // The document opens in a new tab, fetched with the manager's token.
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: '열기' }).click(),
  ]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  // Export: the proof is still held, so the file comes at once.
  await page.getByRole('menu').getByRole('menuitem', { name: '청약 신청' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '엑셀 다운로드' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^청약신청_\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(2).value).toBe('접수번호');
  const names: string[] = [];
  sheet.eachRow((r, n) => {
    if (n > 1 && r.getCell(2).value === application.receiptNo) names.push(String(r.getCell(6).value));
  });
  expect(names).toEqual(['홍길동']);

  // The access log shows each step.
  await page.getByRole('menu').getByRole('menuitem', { name: '접속기록' }).click();
  await expect(page).toHaveURL(/\/console\/logs/);
  const logTable = page.getByRole('table');
  for (const action of ['열람', '수정', '다운로드', '내보내기']) {
    await expect(logTable.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
  }
  const reveals = logTable
    .getByRole('row')
    .filter({ hasText: '열람' })
    .filter({ hasText: application.receiptNo });
  await expect(reveals.first()).toContainText('적격 서류 검토 E2E');
  await expect(logTable).toContainText('status RECEIVED → REVIEWING: 서류 확인 시작');

  // The proof lives in memory only.
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toContain('personal-data');
  expect((await sessionTokens(page)).accessToken).toBeTruthy();
  expect(dialogs).toEqual([]);
  // the one failure the test caused on purpose: the wrong secondary password (400)
  expect(errors.filter((e) => !/400 .*\/api\/console\/me\/verify/.test(e))).toEqual([]);
});

test('a manager without the application scope is denied the page and the API', async ({ page, request }) => {
  await loginToConsole(page, E2E.scheduler);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: '청약 신청' })).toHaveCount(0);
  await page.goto('/console/application');
  await expect(page.getByText('접근권한이 없습니다').first()).toBeVisible();
  await page.goto('/console/registration');
  await expect(page.getByText('접근권한이 없습니다').first()).toBeVisible();
  const token = await consoleToken(request, E2E.scheduler);
  const api = await request.get('/api/console/application', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(api.status()).toBe(403);
  expect(((await api.json()) as { message: string }).message).toBe('접근권한이 없습니다');
});
