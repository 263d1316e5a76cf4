import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config.ts';
import {
  consoleLoginForm,
  loginToConsole,
  recordDialogs,
  sessionTokens,
  submitConsoleLogin,
} from './fixtures.ts';

// The console's session and scopes (docs/spec.md § 4 Session, § 6, § 8) with the seeded accounts: `admin`
// holds every scope; `scheduler` holds only the basic `manager` scope and is the one schedules administrator.

test.use({ viewport: { width: 1440, height: 900 } });

test('without a session /console goes silently to the console login', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/console');
  await expect(page).toHaveURL('/console/login');
  await expect(consoleLoginForm(page).username).toBeVisible();
  await expect(page.getByRole('heading', { name: '청년안심주택 관리자' })).toBeVisible();
  // A deep link goes to the login too, and nothing was said about it.
  await page.goto('/console/center/notifications');
  await expect(page).toHaveURL('/console/login');
  await expect(consoleLoginForm(page).username).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('로그인 후 이용가능합니다')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a wrong password shows the server message and stores no token', async ({ page }) => {
  await page.goto('/console');
  const login = page.waitForResponse((r) => r.url().includes('/api/auth/refreshToken'));
  await submitConsoleLogin(page, { username: E2E.admin.username, password: 'Wrong!2345' });
  expect((await login).status()).toBe(401);
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 일치하지 않습니다');
  await expect(page).toHaveURL('/console/login');
  expect(await sessionTokens(page)).toEqual({ accessToken: null, refreshToken: null });
});

test('admin logs in, sees the dashboard and the notices menu, not the schedules one, and logs out', async ({
  page,
}) => {
  await loginToConsole(page, E2E.admin);
  await expect(page).toHaveURL('/console');
  await expect(page.getByRole('heading', { name: '청약 접수 현황' })).toBeVisible();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: '대시보드' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '공지사항' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '청약 일정' })).toHaveCount(0);
  const tokens = await sessionTokens(page);
  expect(tokens.accessToken).toMatch(/^ey/);
  expect(tokens.refreshToken).toBeTruthy();

  await menu.getByRole('menuitem', { name: '공지사항' }).click();
  await expect(page).toHaveURL(/\/console\/center\/notifications/);
  await expect(page.getByRole('table')).toContainText('[모집공고] 청년안심주택 1차 입주자 모집공고');

  // Logout: the user menu, then back to the login with the session gone.
  const logout = page.waitForResponse((r) => r.url().includes('/api/auth/logout'));
  await page.getByRole('button', { name: '내 정보' }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  expect((await logout).ok()).toBe(true);
  await expect(page).toHaveURL('/console/login');
  await expect(consoleLoginForm(page).username).toBeVisible();
  expect(await sessionTokens(page)).toEqual({ accessToken: null, refreshToken: null });

  // The revoked refresh token renews nothing on the server.
  const renewal = await page.request.get('/api/auth/accessToken', {
    headers: { Authorization: `Bearer ${tokens.refreshToken}` },
  });
  expect(renewal.status()).toBe(401);

  // And the console stays closed after a reload.
  await page.goto('/console/center/notifications');
  await expect(page).toHaveURL('/console/login');
});

test('the scheduler (manager scope only) has no notices menu, is denied the notices page, sees the schedules', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  await loginToConsole(page, E2E.scheduler);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: '청약 일정' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '대시보드' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '공지사항' })).toHaveCount(0);

  await menu.getByRole('menuitem', { name: '청약 일정' }).click();
  await expect(page).toHaveURL(/\/console\/schedules/);
  await expect(page.getByRole('table')).toContainText('1차 청약');

  // Typing the notices address: the access-denied page, still logged in.
  await page.goto('/console/center/notifications');
  await expect(page.getByText('접근권한이 없습니다').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: '청약 일정' })).toBeVisible();
  expect((await sessionTokens(page)).accessToken).toBeTruthy();

  // The server refuses the notices API to this token too (the console is not the only gate).
  const token = (await sessionTokens(page)).accessToken;
  const api = await page.request.get('/api/console/center/notifications', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(api.status()).toBe(403);
  expect(((await api.json()) as { message: string }).message).toBe('접근권한이 없습니다');
  test.info().annotations.push({ type: 'dialogs', description: JSON.stringify(dialogs) });
});

test('the access-denied page leads back to the console dashboard', async ({ page }) => {
  await loginToConsole(page, E2E.scheduler);
  await page.goto('/console/center/notifications');
  await expect(page.getByText('접근권한이 없습니다').first()).toBeVisible();
  await page.getByRole('link', { name: '대시보드로 돌아가기' }).click();
  await expect(page).toHaveURL('/console');
  await expect(page.getByText('scheduler님, 안녕하세요')).toBeVisible();
});
