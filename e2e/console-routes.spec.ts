import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from '../playwright.config.ts';
import { collectErrors, consoleToken, loginToConsole, recordDialogs, type Account } from './fixtures.ts';

// Every console route of docs/spec.md § 2 opens for a manager allowed there (the admin; the schedules for the
// configured username) without a console error, and shows "접근권한이 없습니다" to a manager without its scope.

test.use({ viewport: { width: 1440, height: 900 } });

/** The route and the page title the app bar shows when it opened. */
const ROUTES: readonly { path: string; title: string; account?: Account }[] = [
  { path: '/console', title: '대시보드' },
  { path: '/console/manager', title: '관리자' },
  { path: '/console/center/notifications', title: '공지사항' },
  { path: '/console/center/faqs', title: '자주 묻는 질문' },
  { path: '/console/center/downloads', title: '서식 다운로드' },
  { path: '/console/terms', title: '약관' },
  { path: '/console/registration', title: '관심고객 등록' },
  { path: '/console/application', title: '청약 신청' },
  { path: '/console/schedules', title: '청약 일정', account: E2E.scheduler },
  { path: '/console/logs', title: '접속기록' },
  { path: '/console/logs/review', title: '월간 점검' },
  { path: '/console/popups', title: '팝업' },
  { path: '/console/setting', title: '사이트 설정' },
  { path: '/console/password', title: '비밀번호 변경' },
];

const FORBIDDEN = '접근권한이 없습니다';
const appBarTitle = (page: Page) => page.getByRole('banner').getByRole('heading');

/** A manager whose only scope (1:1 inquiries) is none of the routes above. */
async function outsider(request: APIRequestContext): Promise<Account> {
  const account = { username: `out${Date.now().toString(36)}`, password: 'Outer!2345' };
  const res = await request.post('/api/console/managers', {
    headers: { Authorization: `Bearer ${await consoleToken(request, E2E.admin)}` },
    data: {
      ...account,
      subPassword: 'Second!234',
      name: '외부인',
      email: `${account.username}@example.kr`,
      phone: '01011112222',
      scope: ['centerQuestions'],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

test('every console route opens for a manager allowed there, without console errors', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  const dialogs = recordDialogs(page);
  let current: Account | null = null;
  for (const route of ROUTES) {
    const account = route.account ?? E2E.admin;
    if (current !== account) {
      // leave the console first: a page still loading data would meet the cleared session with a 401
      await page.context().clearCookies();
      await page.goto('/robots.txt');
      await page.evaluate(() => sessionStorage.clear());
      await loginToConsole(page, account);
      current = account;
    }
    await page.goto(route.path);
    await expect(appBarTitle(page), route.path).toHaveText(route.title);
    await expect(page.getByText(FORBIDDEN)).toHaveCount(0);
    await expect(page.getByText('문제가 발생했습니다')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  }
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

test('a manager without the scope of a route sees "접근권한이 없습니다" there', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  recordDialogs(page);
  await loginToConsole(page, await outsider(request));
  // the dashboard is every manager's landing page: it opens, without the figures of the manager scope
  await expect(page.getByText('청약 접수 현황')).toBeVisible();
  await expect(page.getByRole('heading', { name: '최근 개인정보 처리 기록' })).toHaveCount(0);
  for (const route of ROUTES.filter((r) => r.path !== '/console')) {
    await page.goto(route.path);
    await expect(page.getByText(FORBIDDEN).first(), route.path).toBeVisible();
  }
  // react-admin 5 still sends a denied list's query once canAccess has answered no (the server refuses it
  // with 403, which Chromium logs as a failed load); nothing else may go wrong
  expect(
    errors.filter((e) => !/status of 403 \(Forbidden\) \(http:\/\/[^)]+\/api\/console\//.test(e)),
  ).toEqual([]);
});
