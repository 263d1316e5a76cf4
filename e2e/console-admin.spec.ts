import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E } from '../playwright.config.ts';
import {
  adminHeaders,
  collectErrors,
  consoleLoginForm,
  createManagerByApi,
  freshUsername,
  hidePopupsForToday,
  loginToConsole,
  submitConsoleLogin,
  type Account,
} from './fixtures.ts';

// The console's system pages as a manager uses them: the site setting reaches the public footer, a new
// manager sees only the menus of their scopes and is logged out and cannot log in once locked, and a manager changes their
// own password. Admin's own password is never changed (other specs log in with it).

test.use({ viewport: { width: 1440, height: 900 } });

/** A console session in a fresh browser context (its own sessionStorage), logged in as `account`. */
async function otherSession(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await loginToConsole(page, account);
  return page;
}

const menuItems = (page: Page) => page.getByRole('menu').getByRole('menuitem');

test('the site setting saved in the console is what the public footer shows', async ({
  page,
  browser,
  request,
}) => {
  // the console's copy (with its English and Chinese texts), not the public one in a single language
  const original = (
    (await (await request.get('/api/console/setting', { headers: await adminHeaders(request) })).json()) as {
      setting: object;
    }
  ).setting;
  const errors = collectErrors(page);
  const company = `(주)E2E리츠 ${Date.now().toString(36)}`;
  try {
    await loginToConsole(page, E2E.admin);
    await menuItems(page).filter({ hasText: '사이트 설정' }).click();
    await expect(page).toHaveURL('/console/setting');
    const companyInput = page.getByRole('textbox', { name: '회사명(법인명)' });
    await expect(companyInput).not.toHaveValue('');

    // a bad address is refused on the field, in Korean
    await page.getByRole('textbox', { name: '블로그 주소' }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('http:// 또는 https://로 시작하는 주소를 입력해주세요')).toBeVisible();

    await page.getByRole('textbox', { name: '블로그 주소' }).fill('https://blog.example.kr/e2e');
    await companyInput.fill(company);
    await page.getByRole('textbox', { name: '저작권 문구' }).fill(`© 2024 ${company}`);
    await page.getByRole('switch', { name: '복사 방지' }).uncheck();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/console/setting') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: '저장' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('설정을 저장했습니다')).toBeVisible();

    // a visitor (fresh context: nothing cached) sees the new footer and no copy protection
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await hidePopupsForToday(visitor, request);
    await visitor.goto('/');
    const footer = visitor.locator('footer.site-footer');
    await expect(footer.locator('.footer-brand')).toHaveText(company);
    await expect(footer.getByText(`© 2024 ${company}`)).toBeVisible();
    await expect(footer.getByRole('link', { name: /블로그/ })).toHaveAttribute(
      'href',
      'https://blog.example.kr/e2e',
    );
    await expect(visitor.locator('.site')).not.toHaveClass(/is-protected/);
    await visitorContext.close();
    expect(errors).toEqual([]);
  } finally {
    const restore = await request.put('/api/console/setting', {
      headers: await adminHeaders(request),
      data: original,
    });
    expect(restore.ok()).toBe(true);
  }
});

test('a new manager with two scopes sees only those menus, and is logged out and cannot log in once locked', async ({
  page,
  browser,
  request,
}) => {
  const errors = collectErrors(page);
  const account = { username: freshUsername('staff'), password: 'Staff!2345' };
  await loginToConsole(page, E2E.admin);
  await menuItems(page)
    .filter({ hasText: /^관리자$/ })
    .click();
  await expect(page).toHaveURL(/\/console\/manager(\?.*)?$/);
  await page.getByRole('link', { name: '등록', exact: true }).click();
  await expect(page).toHaveURL('/console/manager/create');

  await page.getByRole('textbox', { name: '아이디' }).fill(account.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByLabel('2차 비밀번호', { exact: true }).fill('Second!234');
  await page.getByRole('textbox', { name: '이름' }).fill('김테스트');
  await page.getByRole('textbox', { name: '이메일' }).fill(`${account.username}@example.kr`);
  await page.getByRole('textbox', { name: '연락처' }).fill('01098765432');
  await page.getByRole('checkbox', { name: /^기본 관리/ }).uncheck();
  await page.getByRole('checkbox', { name: '공지사항' }).check();
  await page.getByRole('checkbox', { name: '팝업' }).check();
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/console/managers') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: '저장' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByText('등록되었습니다')).toBeVisible();

  // the list shows them masked
  const row = page.getByRole('row').filter({ hasText: account.username });
  await expect(row).toContainText('김**트');
  await expect(row).toContainText('010-****-5432');
  await expect(row).not.toContainText('01098765432');

  // revealed with the secondary password and a reason: the number reads as people write it
  await page.getByRole('button', { name: '개인정보 보기' }).click();
  const reveal = page.getByRole('dialog', { name: '개인정보 열람' });
  await reveal.getByLabel('2차 비밀번호').fill(E2E.admin.password);
  await reveal.getByLabel('열람 사유').fill('연락처 확인 E2E');
  await reveal.getByRole('button', { name: '확인' }).click();
  await expect(reveal).toBeHidden();
  await expect(row).toContainText('김테스트');
  await expect(row).toContainText('010-9876-5432');
  await page.getByRole('button', { name: '개인정보 가리기' }).click();
  await expect(row).toContainText('010-****-5432');

  // nobody is offered to lock their own account
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /^admin/ })
      .getByRole('button', { name: '잠금' }),
  ).toHaveCount(0);

  // admin adds a third scope on the edit page; the change is in the access log
  await row.getByText(account.username).click();
  await expect(page).toHaveURL(/\/console\/manager\/[0-9a-f-]{36}$/);
  await page.getByRole('checkbox', { name: '약관' }).check();
  const edited = page.waitForResponse(
    (r) => r.url().includes('/api/console/managers/') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: '저장' }).click();
  expect((await edited).status()).toBe(200);
  await expect(row).toContainText('약관');
  const logs = await request.get('/api/console/common/logs', {
    headers: await adminHeaders(request),
    params: { action: 'permission', q: account.username },
  });
  expect(logs.ok(), await logs.text()).toBe(true);
  const { logs: rows } = (await logs.json()) as { logs: { subjectLabel: string; detail: string }[] };
  expect(rows[0]).toMatchObject({ subjectLabel: account.username });
  expect(rows[0]?.detail).toContain('terms');

  // their console: the dashboard and exactly their pages
  const staff = await otherSession(browser, account);
  await expect(menuItems(staff)).toHaveText(['대시보드', '팝업', '공지사항', '약관']);
  await staff.goto('/console/setting');
  await expect(staff.getByText('접근권한이 없습니다')).toBeVisible();
  await staff.goto('/console/manager');
  await expect(staff.getByText('접근권한이 없습니다')).toBeVisible();

  // admin locks them
  await row.getByRole('button', { name: '잠금' }).click();
  const locked = page.waitForResponse(
    (r) => r.url().includes('/api/console/managers/') && r.request().method() === 'PUT',
  );
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  expect((await locked).status()).toBe(200);
  await expect(page.getByText('계정을 잠갔습니다')).toBeVisible();
  await expect(row).toContainText('잠김');

  // the console they still have open ends at once: the next list they open asks for a login
  await menuItems(staff).filter({ hasText: '팝업' }).click();
  await expect(consoleLoginForm(staff).username).toBeVisible();

  // a new login is refused with the reason
  const again = await staff.context().newPage();
  await again.goto('/console');
  await submitConsoleLogin(again, account);
  await expect(again.getByRole('alert')).toHaveText('잠긴 계정입니다. 관리자에게 문의해주세요');
  await staff.context().close();
  expect(errors).toEqual([]);
});

test('a console left open by a manager who is then locked falls back to the login at its next call', async ({
  browser,
  request,
}) => {
  const account = await createManagerByApi(request, ['manager']);
  const staff = await otherSession(browser, account);
  await menuItems(staff).filter({ hasText: '관리자' }).click();
  await expect(staff).toHaveURL(/\/console\/manager/);

  const headers = await adminHeaders(request);
  const found = await request.get('/api/console/managers', { headers, params: { q: account.username } });
  const id = ((await found.json()) as { managers: { _id: string }[] }).managers[0]?._id;
  const locked = await request.put(`/api/console/managers/${id}`, {
    headers,
    data: { scope: ['manager'], locked: true },
  });
  expect(locked.status()).toBe(200);

  // the dashboard's figures are the console's own calls, not the dataProvider's: their 401 ends the session too
  await menuItems(staff).filter({ hasText: '대시보드' }).click();
  await expect(consoleLoginForm(staff).username).toBeVisible();
  await staff.context().close();
});

test('a manager changes their own password and secondary password', async ({ page, browser, request }) => {
  const account = await createManagerByApi(request, ['manager']);
  const errors = collectErrors(page);
  const elsewhere = await otherSession(browser, account);
  await loginToConsole(page, account);
  await menuItems(page).filter({ hasText: '비밀번호 변경' }).click();
  await expect(page).toHaveURL('/console/password');

  const section = (heading: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
  const passwordForm = section('로그인 비밀번호');
  await passwordForm.getByLabel('현재 비밀번호').fill('Wrong!2345');
  await passwordForm.getByLabel('새 비밀번호', { exact: true }).fill('Fresh!2345');
  await passwordForm.getByLabel('새 비밀번호 확인').fill('Fresh!2345');
  await passwordForm.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(passwordForm.getByText('현재 비밀번호가 일치하지 않습니다')).toBeVisible();

  await passwordForm.getByLabel('현재 비밀번호').fill(account.password);
  await passwordForm.getByLabel('새 비밀번호', { exact: true }).fill('short');
  await expect(passwordForm.getByText('비밀번호에 특수문자를 추가해주세요')).toBeVisible();
  await passwordForm.getByLabel('새 비밀번호', { exact: true }).fill('Fresh!2345');
  const changed = page.waitForResponse((r) => r.url().endsWith('/api/console/me/password'));
  await passwordForm.getByRole('button', { name: '비밀번호 변경' }).click();
  expect((await changed).status()).toBe(200);
  await expect(page.getByText('비밀번호를 변경했습니다')).toBeVisible();
  // the console open in another browser ends once its tab is shown again, before anything is clicked there
  await elsewhere.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(consoleLoginForm(elsewhere).username).toBeVisible();
  await elsewhere.context().close();

  const subForm = section('2차 비밀번호');
  await subForm.getByLabel('현재 비밀번호').fill('Fresh!2345');
  await subForm.getByLabel('새 2차 비밀번호', { exact: true }).fill('Fresh!2345');
  await subForm.getByLabel('새 2차 비밀번호 확인').fill('Fresh!2345');
  await subForm.getByRole('button', { name: '2차 비밀번호 변경' }).click();
  await expect(subForm.getByText('2차 비밀번호는 로그인 비밀번호와 다르게 정해주세요')).toBeVisible();
  await subForm.getByLabel('새 2차 비밀번호', { exact: true }).fill('Other!2345');
  await subForm.getByLabel('새 2차 비밀번호 확인').fill('Other!2345');
  await subForm.getByRole('button', { name: '2차 비밀번호 변경' }).click();
  await expect(page.getByText('2차 비밀번호를 변경했습니다')).toBeVisible();

  // this browser stays logged in with the pair the change handed back
  await menuItems(page).filter({ hasText: '관리자' }).first().click();
  await expect(page.getByRole('row').filter({ hasText: account.username })).toBeVisible();

  // elsewhere: the old password is refused, the new one works
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/console');
  await submitConsoleLogin(other, account);
  await expect(other.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 일치하지 않습니다');
  await submitConsoleLogin(other, { ...account, password: 'Fresh!2345' });
  await expect(other.getByText(`${account.username}님, 안녕하세요`)).toBeVisible();
  await context.close();
  // the refused changes above are 400 answers, which Chromium logs as failed loads; nothing else may fail
  expect(
    errors.filter((e) => !/status of 400 .*\/api\/console\/me\/(password|subPassword)\)$/.test(e)),
  ).toEqual([]);
});

test('the dashboard shows the figures, the chart and the latest access-log rows to the admin', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await loginToConsole(page, E2E.admin);
  await expect(page.getByRole('heading', { name: '관심고객 등록' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '청약 신청' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '답변 대기 1:1 문의' })).toBeVisible();
  await expect(page.getByRole('img', { name: /최근 14일 동안 청약 신청 \d+건/ })).toBeVisible();
  await expect(page.getByTestId('daily-chart').locator('rect[data-date]')).toHaveCount(28);
  await expect(page.getByRole('heading', { name: '최근 개인정보 처리 기록' })).toBeVisible();
  expect(errors).toEqual([]);
});
