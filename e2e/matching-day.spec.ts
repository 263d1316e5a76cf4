import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  adminHeaders,
  createFairByApi,
  freshUsername,
  joinApprovedSellerByApi,
  joinPersonByApi,
  loginToConsole,
  okJson,
  seoulToday,
  tokenPair,
} from './fixtures.ts';
import { confirmMeetingByApi } from './matching-setup.ts';

// this spec's members join from their own network (playwright.config.ts TRUST_PROXY)
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.41' } });

/**
 * The fair day (docs/decisions/0040-the-fair-day.md) on the real server: an offline meeting is confirmed
 * through the API; the organiser makes tables and assigns them in the console (1440 px); the buyer, in
 * English on a phone (390 px), sees the table, the interpreter language and the check-in QR; staff open the
 * scanned address on a phone and check the meeting in once — a second scan says it already was.
 */

const DAY = 86_400_000;
const PASSWORD = 'Match!2345';

/** A fair with one confirmed offline meeting between a new seller and a new buyer (who asks for French). */
async function confirmedMeeting(request: APIRequestContext) {
  const admin = await adminHeaders(request);
  const now = Date.now();
  const date = seoulToday(now + 8 * DAY);
  const fair = await createFairByApi(request, admin, {
    title: `E2E 상담회 ${freshUsername('d')}`,
    description: '',
    place: 'SETEC',
    dates: [date],
    sellerRecruitFrom: new Date(now - DAY).toISOString(),
    sellerRecruitTo: new Date(now + 5 * DAY).toISOString(),
    buyerApplyFrom: new Date(now - DAY).toISOString(),
    buyerApplyTo: new Date(now + 5 * DAY).toISOString(),
  });
  const seller = { username: freshUsername('dsel'), password: PASSWORD };
  const sellerId = await joinApprovedSellerByApi(request, admin, seller, '한빛화장품 주식회사');
  const sellerAuth = { Authorization: `Bearer ${(await tokenPair(request, seller)).accessToken}` };
  await okJson(request.post('/api/v1/me/fairs', { headers: sellerAuth, data: { fair: fair._id } }));

  const buyer = { username: freshUsername('dbuy'), password: PASSWORD };
  await joinPersonByApi(request, buyer, {
    name: 'Claire Martin',
    companyName: 'Maison Claire SAS',
    phone: '01098765432',
    country: 'FR',
    timeZone: 'Europe/Paris',
  });
  const buyerPair = await tokenPair(request, buyer);
  const buyerAuth = { Authorization: `Bearer ${buyerPair.accessToken}` };
  await confirmMeetingByApi(request, {
    fair: fair._id,
    seller: { id: sellerId, auth: sellerAuth },
    buyerAuth,
    slot: fair.slots[0]!.key,
    mode: 'OFFLINE',
    note: 'French interpreter please',
  });
  return { fair, buyerPair };
}

test('the fair day: tables in the console, the QR on the buyer’s phone, check-in once on staff’s phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { fair, buyerPair } = await confirmedMeeting(request);

  // the organiser makes two numbered tables and assigns them
  const desk = await (
    await browser.newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 } })
  ).newPage();
  await loginToConsole(desk);
  await desk.goto(`/console/fairs/${fair._id}/day`);
  await desk.getByLabel('테이블 수').fill('2');
  await desk.getByRole('button', { name: '번호로 만들기' }).click();
  await desk.getByRole('button', { name: '테이블 저장' }).click();
  await expect(desk.getByRole('heading', { name: '테이블 (2)' })).toBeVisible();
  await desk.getByRole('button', { name: '자동 배정' }).click();
  await expect(desk.getByText('1건 배정했습니다')).toBeVisible();
  await expect(desk.getByRole('row', { name: /Maison Claire SAS/ })).toContainText('T1');

  // the buyer, in English on a phone, sees the table and the QR
  const phone = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  await phone.addInitScript(
    ([access, refresh]) => {
      sessionStorage.setItem('accessToken', access!);
      sessionStorage.setItem('refreshToken', refresh!);
    },
    [buyerPair.accessToken, buyerPair.refreshToken],
  );
  const buyerPage = await phone.newPage();
  await buyerPage.goto('/mypage/matchings');
  await expect(buyerPage.getByText('Table: T1', { exact: false })).toBeVisible();
  await expect(buyerPage.getByText(/Interpreter: French/)).toBeVisible();
  await expect(buyerPage.getByRole('img', { name: 'Check-in QR' })).toBeVisible();
  expect(await buyerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const code = (await buyerPage.locator('.meeting-day-code code').textContent())!.trim();

  // staff scan it: the phone opens the console's check-in of the fair with the code
  const staff = await (
    await browser.newContext({ locale: 'ko-KR', viewport: { width: 390, height: 844 } })
  ).newPage();
  await loginToConsole(staff);
  const scanned = `/console/fairs/${fair._id}/checkin?code=${encodeURIComponent(code)}`;
  await staff.goto(scanned);
  await expect(staff.getByRole('status')).toContainText('체크인했습니다');
  await expect(staff.getByRole('status')).toContainText('T1');
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await staff.goto(scanned);
  await expect(staff.getByRole('status')).toContainText('이미 체크인한 상담입니다');

  await buyerPage.reload();
  await expect(buyerPage.getByText(/Checked in:/)).toBeVisible();
});
