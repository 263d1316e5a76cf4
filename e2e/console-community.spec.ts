import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config.ts';
import { hidePopupsForToday, loginToConsole, tinyPdf, uniqueTag } from './fixtures.ts';

// The community side of the console against the real server: a visitor's 1:1 inquiry answered in the
// console, a test e-mail sent from the console and found in the outbox list, a form with a file, and the
// pages a manager without their scope may not open.

test.use({ viewport: { width: 1440, height: 900 } });

const rows = (page: Page) => page.getByRole('table').getByRole('row');

test('a visitor asks a 1:1 inquiry, a manager answers it in rich text, the public list shows 답변완료', async ({
  page,
  request,
}) => {
  await hidePopupsForToday(page, request);
  const title = `${uniqueTag('주차')} 주차 문의`;

  // ── the visitor asks ──
  await page.goto('/center/inquiry/write');
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('내용').fill('견본주택 방문 시 주차가 가능한가요?');
  await page.getByLabel('이름').fill('홍길동');
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill('ab1234');
  await page.getByRole('textbox', { name: '비밀번호 확인' }).fill('ab1234');
  await page.getByLabel('개인정보 수집·이용에 동의합니다').check();
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page).toHaveURL(/\/center\/inquiry\/[0-9a-f-]{36}$/);
  const inquiryUrl = page.url();
  await page.goto('/center/inquiry');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('미답변');

  // ── the manager finds it among the unanswered ones, the asker masked ──
  await loginToConsole(page, E2E.admin);
  await page.getByRole('menu').getByRole('menuitem', { name: '1:1 문의' }).click();
  await expect(page).toHaveURL(/\/console\/center\/questions/);
  const row = rows(page).filter({ hasText: title });
  await expect(row).toContainText('홍*동');
  await expect(row).toContainText('미답변');
  await expect(row).not.toContainText('홍길동');
  await row.getByText(title).click();
  await expect(page).toHaveURL(/\/console\/center\/questions\/[0-9a-f-]{36}$/);
  await expect(page.getByText('견본주택 방문 시 주차가 가능한가요?')).toBeVisible();
  await expect(page.getByText('홍*동')).toBeVisible();

  // revealing the name asks the secondary password and a reason
  await page.getByRole('button', { name: '개인정보 보기' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('2차 비밀번호').fill(E2E.admin.password);
  await dialog.getByLabel('열람 사유').fill('답변 전 문의자 확인');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('홍길동')).toBeVisible();

  const editor = page.locator('.ProseMirror[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('지하 2층 주차장을 ');
  await page.getByRole('button', { name: '굵게', exact: true }).click();
  await page.keyboard.type('2시간 무료');
  await page.getByRole('button', { name: '굵게', exact: true }).click();
  await page.keyboard.type('로 이용하실 수 있습니다.');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/console/center/questions/') && r.request().method() === 'PUT',
  );
  await page.getByRole('toolbar').getByRole('button', { name: '저장' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/console\/center\/questions(\?.*)?$/);
  await expect(rows(page).filter({ hasText: title })).toContainText('답변완료');

  // ── the public list and the inquiry show the answer ──
  await page.goto('/center/inquiry');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('답변완료');
  await page.goto(inquiryUrl);
  const answer = page.getByRole('region', { name: '답변' });
  await expect(answer.locator('strong')).toHaveText('2시간 무료');
  await expect(answer).toContainText('지하 2층 주차장을 2시간 무료로 이용하실 수 있습니다.');
});

test('a manager sends a test e-mail and finds it in the messages list, then exports the list', async ({
  page,
}) => {
  const subject = `${uniqueTag('메일')} 발송 테스트`;
  await loginToConsole(page, E2E.admin);
  await page.getByRole('menu').getByRole('menuitem', { name: '메시지' }).click();
  await expect(page).toHaveURL(/\/console\/messages/);

  await page.getByRole('button', { name: '테스트 발송' }).click();
  const dialog = page.getByRole('dialog', { name: '테스트 메시지 보내기' });
  // a phone number is not an e-mail address: the form says so before sending
  await dialog.getByLabel('받는 사람').fill('01012345678');
  await dialog.getByLabel('제목').fill(subject);
  await dialog.getByLabel('내용').fill('콘솔에서 보낸 테스트 메일입니다.');
  await dialog.getByRole('button', { name: '보내기' }).click();
  await expect(dialog.getByText('받는 사람 이메일 주소를 확인해주세요')).toBeVisible();
  await dialog.getByLabel('받는 사람').fill('e2e.tester@example.com');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/console/messages/test'));
  await dialog.getByRole('button', { name: '보내기' }).click();
  expect((await sent).status()).toBe(201);
  // the e2e server has no SMTP: the message waits in the outbox
  await expect(page.getByText('테스트 메시지를 보냈습니다: 발송 대기')).toBeVisible();

  const row = rows(page).filter({ hasText: subject });
  await expect(row).toContainText('이메일');
  await expect(row).toContainText('e2********@example.com');
  await expect(row).toContainText('발송 대기');
  await expect(row).not.toContainText('e2e.tester@example.com');

  await row.getByText(subject).click();
  await expect(page.getByText('콘솔에서 보낸 테스트 메일입니다.')).toBeVisible();

  await page.goBack();
  // the field names what it searches (docs/decisions/0057-outbox-searched-by-subject.md)
  await page.getByRole('searchbox', { name: '받는 사람·제목·문자' }).fill(subject);
  await expect(rows(page)).toHaveCount(2);
  // the export holds the recipients in clear: the secondary password and a reason first
  // (docs/decisions/0007-personal-data-and-access-log.md)
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  const proof = page.getByRole('dialog', { name: '개인정보 열람' });
  await proof.getByLabel('2차 비밀번호').fill(E2E.admin.password);
  await proof.getByLabel('열람 사유').fill('발송 확인 E2E');
  const download = page.waitForEvent('download');
  await proof.getByRole('button', { name: '확인' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^메시지_\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  expect((sheet.getRow(2).values as unknown[]).slice(1, 7)).toEqual([
    1,
    '이메일',
    'e2e.tester@example.com',
    subject,
    '콘솔에서 보낸 테스트 메일입니다.',
    '발송 대기',
  ]);
});

test('a visitor sends the default form with a PDF; the console lists it masked and downloads the file', async ({
  page,
  request,
}) => {
  await hidePopupsForToday(page, request);
  const subject = `${uniqueTag('양식')} 상담 신청`;
  const pdf = tinyPdf('E2E form attachment');

  await page.goto('/default-form');
  await page.getByRole('textbox', { name: '이름 (필수)' }).fill('김신청');
  await page.getByRole('textbox', { name: '이메일 (필수)' }).fill('applicant@example.com');
  await page.getByLabel('휴대폰 번호 (선택)').fill('01055556666');
  await page.getByLabel('제목 (선택)').fill(subject);
  await page.getByRole('textbox', { name: '문의 내용 (필수)' }).fill('첨부한 서류로 상담을 신청합니다.');
  await page
    .getByLabel('첨부파일 (선택, 5개까지)')
    .setInputFiles({ name: '소득증빙.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('list', { name: '첨부할 파일' })).toContainText('소득증빙.pdf');
  await page.getByRole('checkbox').check();
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/forms'));
  await page.getByRole('button', { name: '상담 신청하기' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText('상담 신청이 접수되었습니다')).toBeVisible();

  await loginToConsole(page, E2E.admin);
  await page.getByRole('menu').getByRole('menuitem', { name: '양식', exact: true }).click();
  const row = rows(page).filter({ hasText: subject });
  await expect(row).toContainText('김*청');
  await expect(row).toContainText('ap*******@example.com');
  await expect(row).toContainText('010-****-6666');
  await row.getByText(subject).click();
  await expect(page.getByText('첨부한 서류로 상담을 신청합니다.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '소득증빙.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('소득증빙.pdf');
  expect(readFileSync(await file.path()).equals(pdf)).toBe(true);
});

test('a manager hides a spam comment on the post page; the public post no longer shows it', async ({
  page,
  request,
}) => {
  await hidePopupsForToday(page, request);
  const title = `${uniqueTag('게시')} 입주 후기`;
  const board = '/api/v1/boards/default-board';
  const created = await request.post(`${board}/posts`, {
    data: { title, content: '입주 첫 주 후기입니다.', name: '유재석', password: 'post1234' },
  });
  expect(created.status()).toBe(201);
  const postId = ((await created.json()) as { post: { _id: string } }).post._id;
  for (const content of ['좋은 후기 감사합니다', '지금 바로 대출 상담 광고']) {
    const res = await request.post(`${board}/posts/${postId}/comments`, {
      data: { name: '방문자', password: '1234', content },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/board/default-board/${postId}`);
  await expect(page.getByText('지금 바로 대출 상담 광고')).toBeVisible();

  await loginToConsole(page, E2E.admin);
  await page.getByRole('menu').getByRole('menuitem', { name: '게시판', exact: true }).click();
  const row = rows(page).filter({ hasText: title });
  await expect(row).toContainText('유*석');
  await row.getByText(title).click();
  await expect(page).toHaveURL(new RegExp(`/console/boards/${postId}/show$`));
  const spam = rows(page).filter({ hasText: '지금 바로 대출 상담 광고' });
  const hidden = page.waitForResponse(
    (r) => r.url().includes('/api/console/boards/comments/') && r.request().method() === 'PUT',
  );
  await spam.getByRole('button', { name: '숨기기' }).click();
  expect((await hidden).status()).toBe(200);
  await expect(page.getByText('사이트에서 숨겼습니다')).toBeVisible();
  await expect(spam.getByRole('button', { name: '노출하기' })).toBeVisible();

  await page.goto(`/board/default-board/${postId}`);
  await expect(page.getByText('좋은 후기 감사합니다')).toBeVisible();
  await expect(page.getByText('지금 바로 대출 상담 광고')).toHaveCount(0);
});

test('a manager without the scopes sees neither the menus nor the pages: 접근권한이 없습니다', async ({
  page,
}) => {
  await loginToConsole(page, E2E.scheduler);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: '대시보드' })).toBeVisible();
  for (const name of ['1:1 문의', '게시판', '댓글', '양식', '메시지']) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveCount(0);
  }
  for (const path of [
    '/console/center/questions',
    '/console/boards',
    '/console/forms',
    '/console/messages',
  ]) {
    await page.goto(path);
    await expect(page.getByText('접근권한이 없습니다').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});
