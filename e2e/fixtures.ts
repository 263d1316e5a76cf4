import { constants, createPublicKey, publicEncrypt, type JsonWebKey as NodeJwk } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type Page,
} from '@playwright/test';
import { SignJWT } from 'jose';
import { E2E } from '../playwright.config.ts';

/**
 * Helpers shared by the browser tests. Everything goes through the real UI and the real server that
 * playwright.config.ts starts on a fresh DATA_DIR: no mocked routes, no database access.
 */

export type Account = { username: string; password: string };

/** Seoul's date as YYYY-MM-DD: the day the popups' "hide for today" is stored under. */
export function seoulToday(now: number = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(now));
}

interface PublicPopup {
  _id: string;
  title: string;
}

/** The popups the real server shows on the home page today (GET /api/v1/popups). */
export async function seededPopups(request: APIRequestContext): Promise<PublicPopup[]> {
  const res = await request.get('/api/v1/popups');
  expect(res.ok()).toBe(true);
  const { popups } = (await res.json()) as { popups: PublicPopup[] };
  return popups;
}

/**
 * Marks every current popup as hidden for today before the page's scripts run, the way the popup's own
 * "오늘 하루 보지 않기" button does, so that tests of other features are not covered by them.
 */
export async function hidePopupsForToday(page: Page, request: APIRequestContext): Promise<void> {
  const ids = (await seededPopups(request)).map((p) => p._id);
  await page.addInitScript(
    ({ ids, today }) => {
      for (const id of ids) localStorage.setItem(`popup-hidden:${id}`, today);
    },
    { ids, today: seoulToday() },
  );
}

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Fails each test of the spec on a page error, except a 4xx the page handles (it shows up as a failed
 * resource load). A test may drop from `watched.errors` an error it provokes on purpose.
 */
export function failOnPageErrors(): { errors: string[] } {
  const watched = { errors: [] as string[] };
  test.beforeEach(({ page }) => {
    watched.errors = collectErrors(page);
  });
  test.afterEach(() => {
    expect(watched.errors.filter((e) => !/the server responded with a status of (4\d\d)/.test(e))).toEqual(
      [],
    );
  });
  return watched;
}

/** Every dialog (alert/confirm) the page opens, accepted and recorded. */
export function recordDialogs(page: Page): { type: string; message: string }[] {
  const dialogs: { type: string; message: string }[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    await dialog.accept();
  });
  return dialogs;
}

// ─── Console ─────────────────────────────────────────────────────────────────

/** The console's login form (src/admin/LoginPage.tsx). */
export function consoleLoginForm(page: Page) {
  return {
    username: page.getByLabel('아이디'),
    password: page.getByLabel('비밀번호'),
    submit: page.getByRole('button', { name: '로그인', exact: true }),
  };
}

/** Fills and submits the console login form; the caller checks what follows. */
export async function submitConsoleLogin(page: Page, account: Account): Promise<void> {
  const form = consoleLoginForm(page);
  await expect(form.username).toBeVisible();
  await form.username.fill(account.username);
  await form.password.fill(account.password);
  await form.submit.click();
}

/** Logs in to the console through its login page and waits for the dashboard. */
export async function loginToConsole(page: Page, account: Account = E2E.admin): Promise<void> {
  await page.goto('/console');
  await submitConsoleLogin(page, account);
  await expect(page.getByText(`${account.username}님, 안녕하세요`)).toBeVisible();
}

// ─── Tokens ──────────────────────────────────────────────────────────────────

export interface AccessPayload {
  sub: string;
  username: string;
  scope: string[];
  type: string;
  iat: number;
  exp: number;
}

export async function sessionTokens(
  page: Page,
): Promise<{ accessToken: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({
    accessToken: sessionStorage.getItem('accessToken'),
    refreshToken: sessionStorage.getItem('refreshToken'),
  }));
}

/** The payload of a JWT, read without verifying (the test compares it; the server verifies). */
export function decodeJwt(token: string): AccessPayload {
  const part = token.split('.')[1];
  if (!part) throw new Error(`not a JWT: ${token.slice(0, 20)}…`);
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as AccessPayload;
}

/** An HS256 access token like the server's, with the given claims and times (seconds since the epoch). */
export async function signAccessToken(
  claims: Pick<AccessPayload, 'sub' | 'username' | 'scope' | 'type'>,
  times: { iat: number; exp: number },
  secret: string = E2E.jwtSecret,
): Promise<string> {
  return new SignJWT({ username: claims.username, scope: claims.scope, type: claims.type })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(times.iat)
    .setExpirationTime(times.exp)
    .sign(new TextEncoder().encode(secret));
}

// ─── Files ───────────────────────────────────────────────────────────────────

/** A one-page PDF with one line of ASCII text: small, but a real PDF (the server checks the bytes). */
export function tinyPdf(text = 'E2E attachment'): Buffer {
  const stream = `BT /F1 18 Tf 56 780 Td (${text.replace(/[\\()]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A token unique to one test run, so that specs never trip over each other's records. */
export function uniqueTag(prefix = 'E2E'): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface ScheduleDto {
  _id: string;
  round: number;
  title: string;
  shows: boolean;
  stops: boolean;
  openAt: string;
  deadAt: string;
  message: { beforeOpen: string; dead: string; dead2: string; stop: string };
}

/**
 * docs/decisions/0004-auth.md login: the RSA-OAEP(SHA-256)-encrypted "username:password" as Basic
 * credentials.
 */
export async function consoleToken(request: APIRequestContext, account = E2E.scheduler): Promise<string> {
  return (await tokenPair(request, account)).accessToken;
}

/** Logs `account` in through the API (the encrypted pair, as the login forms send it): both tokens. */
export async function tokenPair(
  request: APIRequestContext,
  account: Account,
): Promise<{ accessToken: string; refreshToken: string }> {
  const { key } = (await (await request.get('/api/auth/key')).json()) as { key: JsonWebKey };
  const encrypted = publicEncrypt(
    {
      key: createPublicKey({ key: key as NodeJwk, format: 'jwk' }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(`${account.username}:${account.password}`),
  );
  const res = await request.get('/api/auth/refreshToken', {
    headers: { Authorization: `Basic ${encrypted.toString('base64')}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

/** A username no other run used: lowercase letters and digits, at most 20 characters. */
export const freshUsername = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.slice(0, 20);

export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await consoleToken(request, E2E.admin)}` };
}

/**
 * A manager created through the API with `scope`, for tests whose subject is not the create form. The server
 * applies the account's scopes, not a token's claims, so a test of scopes needs a real manager.
 */
export async function createManagerByApi(
  request: APIRequestContext,
  scope: readonly string[],
): Promise<Account> {
  const account = { username: freshUsername('pw'), password: 'Start!2345' };
  const res = await request.post('/api/console/managers', {
    headers: await adminHeaders(request),
    data: {
      ...account,
      subPassword: 'Second!234',
      name: '박변경',
      email: `${account.username}@example.kr`,
      phone: '01055556666',
      scope,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/**
 * Sets the seeded round's window through the schedules API as the scheduler (the one account allowed
 * there): the browser tests drive the real server's clock-independent state this way.
 */
export async function setRoundOne(
  request: APIRequestContext,
  window: { openAt: Date; deadAt: Date; stops?: boolean },
): Promise<ScheduleDto> {
  const token = await consoleToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/console/application/schedules', { headers });
  expect(list.ok(), await list.text()).toBe(true);
  const { schedules } = (await list.json()) as { schedules: ScheduleDto[] };
  const round = schedules.find((s) => s.round === 1) ?? schedules[0]!;
  const body = {
    round: round.round,
    title: round.title,
    shows: true,
    stops: window.stops ?? false,
    openAt: window.openAt.toISOString(),
    deadAt: window.deadAt.toISOString(),
    message: round.message,
  };
  const put = await request.put(`/api/console/application/schedules/${round._id}`, { headers, data: body });
  expect(put.ok(), await put.text()).toBe(true);
  return ((await put.json()) as { schedule: ScheduleDto }).schedule;
}

const HOUR = 3_600_000;

/** The seeded round open from an hour ago for two days (it is seeded to open in 3 days). */
export function openTheWindow(request: APIRequestContext): Promise<ScheduleDto> {
  return setRoundOne(request, {
    openAt: new Date(Date.now() - HOUR),
    deadAt: new Date(Date.now() + 48 * HOUR),
  });
}

/** A person joins through the API (POST /api/v1/users) from the spec's own address: a Korean one unless `who` says. */
export async function joinPersonByApi(
  request: APIRequestContext,
  account: Account,
  who: { name: string; companyName: string; phone?: string; country?: string; timeZone?: string },
): Promise<void> {
  const joined = await request.post('/api/v1/users', {
    data: {
      type: 'PERSON',
      ...account,
      email: `${account.username}@example.com`,
      phone: '01012345678',
      country: 'KR',
      agreePrivacy: true,
      ...who,
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
}

/** A buyer fills /join in Korean and lands on their info page, logged in. */
export async function joinAsBuyerInKorean(
  page: Page,
  buyer: Account & { name: string; phone: string; companyName: string; country?: string },
): Promise<void> {
  await page.goto('/join');
  await page.getByRole('radio', { name: '바이어' }).check();
  const fields: Record<string, string> = {
    아이디: buyer.username,
    비밀번호: buyer.password,
    이름: buyer.name,
    이메일: `${buyer.username}@example.com`,
    연락처: buyer.phone,
    회사명: buyer.companyName,
  };
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByLabel('국가').selectOption(buyer.country ?? 'KR');
  await page.getByLabel('개인정보 수집·이용에 동의합니다').check();
  await page.getByRole('button', { name: '회원가입', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/myinfo$/);
}

/** A 1×1 PNG: the server checks the bytes of images. */
export const tinyPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

/** The answer's JSON, after checking it succeeded (its text is the failure's message). */
export async function okJson<T>(res: Promise<APIResponse>): Promise<T> {
  const answer = await res;
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/**
 * A seller company joins through the API (POST /api/v1/users, with its registration and logo) as
 * `companyName`, exporting to `markets` (country codes, comma-separated) when given, and the console approves
 * it; its user id.
 */
export async function joinApprovedSellerByApi(
  request: APIRequestContext,
  admin: Record<string, string>,
  seller: Account,
  companyName: string,
  markets?: string,
): Promise<string> {
  const { user } = await okJson<{ user: { _id: string } }>(
    request.post('/api/v1/users', {
      multipart: {
        type: 'COMPANY',
        username: seller.username,
        password: seller.password,
        name: '김셀러',
        email: `${seller.username}@example.com`,
        phone: '01012345678',
        agreePrivacy: 'true',
        companyName,
        representative: '박대표',
        businessNumber: '1234567890',
        award: 'SEOUL_AWARDS',
        awardYear: '2025',
        businessRegistration: { name: 'reg.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
        logo: { name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() },
        ...(markets ? { marketsSought: markets } : {}),
      },
    }),
  );
  await okJson(
    request.put(`/api/console/users/${user._id}/approval`, { headers: admin, data: { status: 'APPROVED' } }),
  );
  return user._id;
}

/**
 * A fair the console creates through the API, shown, with two 30-minute slots a day (10:00, 10:30) on
 * `dates`, offers open for 72 hours; its id and slots.
 */
export async function createFairByApi(
  request: APIRequestContext,
  admin: Record<string, string>,
  fair: {
    title: string;
    description: string;
    place: string;
    dates: string[];
    sellerRecruitFrom: string;
    sellerRecruitTo: string;
    buyerApplyFrom: string;
    buyerApplyTo: string;
  },
): Promise<{ _id: string; slots: { key: string }[] }> {
  const created = await okJson<{ fair: { _id: string; slots: { key: string }[] } }>(
    request.post('/api/console/fairs', {
      headers: admin,
      data: {
        ...fair,
        thumb: null,
        shows: true,
        eventFrom: `${fair.dates[0]}T09:00:00+09:00`,
        eventTo: `${fair.dates.at(-1)}T18:00:00+09:00`,
        times: ['10:00', '10:30'],
        slotMinutes: 30,
        offerTtlHours: 72,
      },
    }),
  );
  return created.fair;
}

/** A member logs in on the site's /login (popups hidden for today) and lands on their info page. */
export async function logInOnSite(page: Page, request: APIRequestContext, account: Account): Promise<void> {
  await hidePopupsForToday(page, request);
  await page.goto('/login');
  await page.locator('#login-username').fill(account.username);
  await page.locator('#login-password').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/mypage\/myinfo$/);
}

/** A page in its own Seoul-time browser whose language is `locale` (ko or en) from the first visit. */
export async function pageInLocale(browser: Browser, locale: 'ko' | 'en'): Promise<Page> {
  const context = await browser.newContext({
    locale: locale === 'ko' ? 'ko-KR' : 'en-US',
    timezoneId: 'Asia/Seoul',
  });
  const page = await context.newPage();
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
  return page;
}

/**
 * On the Korean checkout: the delivery by hand (김받음 at 서울특별시 중구 세종대로 110 unless `to` says),
 * the payment method when one is named, the terms agreed, then 결제하기.
 */
export async function orderOnCheckout(
  page: Page,
  to: { recipient: string; phone: string; zip: string; address: string } = {
    recipient: '김받음',
    phone: '010-2345-6789',
    zip: '04524',
    address: '서울특별시 중구 세종대로 110',
  },
  method?: string,
): Promise<void> {
  await page.getByLabel('받는 분').fill(to.recipient);
  await page.getByLabel('연락처').fill(to.phone);
  await page.getByLabel('우편번호').fill(to.zip);
  await page.getByRole('textbox', { name: '주소', exact: true }).fill(to.address);
  if (method) await page.getByLabel(method).check();
  await page.getByLabel('구매약관과 주문 내용을 확인했으며 결제에 동의합니다.').check();
  await page.getByRole('button', { name: /결제하기/ }).click();
}
