import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config.ts';
import { SCOPES } from '#domain/scopes.ts';
import {
  consoleLoginForm,
  decodeJwt,
  loginToConsole,
  recordDialogs,
  sessionTokens,
  signAccessToken,
} from './fixtures.ts';

// docs/spec.md § 4 Session / § 8: an expired access token is renewed from the refresh token and the call goes
// on; when renewal fails, the session ends. The tokens are forged with the server's JWT_SECRET
// (playwright.config.ts), everything else is the real console and server.

test.use({ viewport: { width: 1440, height: 900 } });

const SEEDED_NOTICE = '[모집공고] 청년안심주택 1차 입주자 모집공고';
const now = () => Math.floor(Date.now() / 1000);

/** Logs in as admin, opens the notices list and returns the live token's payload. */
async function adminOnNotices(page: Page) {
  await loginToConsole(page, E2E.admin);
  await page.getByRole('menu').getByRole('menuitem', { name: '공지사항' }).click();
  await expect(page.getByRole('table')).toContainText(SEEDED_NOTICE);
  const { accessToken } = await sessionTokens(page);
  const payload = decodeJwt(accessToken!);
  expect(payload).toMatchObject({ username: 'admin', type: 'MANAGER' });
  expect([...payload.scope].sort()).toEqual([...SCOPES].sort());
  return payload;
}

function watchRenewals(page: Page): { status: number }[] {
  const renewals: { status: number }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/auth/accessToken') renewals.push({ status: res.status() });
  });
  return renewals;
}

async function setTokens(page: Page, tokens: { accessToken?: string; refreshToken?: string }) {
  await page.evaluate((t) => {
    if (t.accessToken !== undefined) sessionStorage.setItem('accessToken', t.accessToken);
    if (t.refreshToken !== undefined) sessionStorage.setItem('refreshToken', t.refreshToken);
  }, tokens);
}

test('an expired access token is renewed and the notices list loads', async ({ page }) => {
  const payload = await adminOnNotices(page);
  const expired = await signAccessToken(
    { sub: payload.sub, username: 'admin', scope: [...SCOPES], type: 'MANAGER' },
    { iat: now() - 3600, exp: now() - 60 },
  );
  // The server itself refuses the forged token as expired.
  const refused = await page.request.get('/api/console/me', {
    headers: { Authorization: `Bearer ${expired}` },
  });
  expect(refused.status()).toBe(401);

  await setTokens(page, { accessToken: expired });
  const renewals = watchRenewals(page);
  const renewed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/accessToken');
  await page.reload();
  expect((await renewed).status()).toBe(200);
  await expect(page).toHaveURL(/\/console\/center\/notifications/);
  await expect(page.getByRole('table')).toContainText(SEEDED_NOTICE);

  const after = await sessionTokens(page);
  expect(after.accessToken).not.toBe(expired);
  const fresh = decodeJwt(after.accessToken!);
  expect(fresh.exp).toBeGreaterThan(now());
  expect(fresh.sub).toBe(payload.sub);
  // The new pair is real: the server accepts the access token.
  const me = await page.request.get('/api/console/me', {
    headers: { Authorization: `Bearer ${after.accessToken}` },
  });
  expect(me.status()).toBe(200);
  // One renewal for the whole page (a second one with the same refresh token would revoke the session).
  expect(renewals).toEqual([{ status: 200 }]);
});

test('a 401 from the server renews once and retries the calls', async ({ page }) => {
  const payload = await adminOnNotices(page);
  // Looks valid to the console (not expired) but the server rejects it: signed with another secret.
  const rejected = await signAccessToken(
    { sub: payload.sub, username: 'admin', scope: [...SCOPES], type: 'MANAGER' },
    { iat: now(), exp: now() + 600 },
    'not-the-server-secret-not-the-server-secret',
  );
  await setTokens(page, { accessToken: rejected });
  const renewals = watchRenewals(page);
  const unauthorized: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 401) unauthorized.push(new URL(res.url()).pathname);
  });
  await page.reload();
  await expect(page.getByRole('table')).toContainText(SEEDED_NOTICE);
  expect(unauthorized.length).toBeGreaterThan(0);
  expect(renewals).toEqual([{ status: 200 }]);
  const after = await sessionTokens(page);
  expect(after.accessToken).not.toBe(rejected);
  const me = await page.request.get('/api/console/me', {
    headers: { Authorization: `Bearer ${after.accessToken}` },
  });
  expect(me.status()).toBe(200);
});

test('an expired access token with a broken refresh token ends the session at the login page', async ({
  page,
}) => {
  const payload = await adminOnNotices(page);
  const expired = await signAccessToken(
    { sub: payload.sub, username: 'admin', scope: [...SCOPES], type: 'MANAGER' },
    { iat: now() - 3600, exp: now() - 60 },
  );
  await setTokens(page, { accessToken: expired, refreshToken: 'garbage' });
  const dialogs = recordDialogs(page);
  const renewed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/accessToken');
  await page.reload();
  expect((await renewed).status()).toBe(401);
  await expect(page).toHaveURL('/console/login');
  await expect(consoleLoginForm(page).username).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await sessionTokens(page)).toEqual({ accessToken: null, refreshToken: null });
  // Console routes pass silently to the login (docs/spec.md § 6): no alert.
  expect(dialogs).toEqual([]);
});

test('a rejected access token with a broken refresh token ends the session too', async ({ page }) => {
  const payload = await adminOnNotices(page);
  const rejected = await signAccessToken(
    { sub: payload.sub, username: 'admin', scope: [...SCOPES], type: 'MANAGER' },
    { iat: now(), exp: now() + 600 },
    'not-the-server-secret-not-the-server-secret',
  );
  await setTokens(page, { accessToken: rejected, refreshToken: 'garbage-garbage-garbage-garbage' });
  await page.reload();
  await expect(page).toHaveURL('/console/login');
  await expect(consoleLoginForm(page).username).toBeVisible();
  expect(await sessionTokens(page)).toEqual({ accessToken: null, refreshToken: null });
});
