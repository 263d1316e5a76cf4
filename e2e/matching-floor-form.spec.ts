import { expect, test } from '@playwright/test';
import {
  adminHeaders,
  createFairByApi,
  freshUsername,
  joinApprovedSellerByApi,
  joinPersonByApi,
  loginToConsole,
  seoulToday,
} from './fixtures.ts';

// this spec's members join from their own network (playwright.config.ts TRUST_PROXY)
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.51' } });

const DAY = 86_400_000;
const PASSWORD = 'Match!2345';

/**
 * The console's form for a meeting held on the floor (docs/decisions/0049-meetings-held-on-the-floor.md), on
 * the fair day's page: the organiser finds the buyer and an approved seller, picks a slot that has begun,
 * records it — the meeting joins the day's list — and recording it again is refused, the slot named.
 */
test('the organiser records a meeting held on the floor from the fair day page', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminHeaders(request);
  const now = Date.now();
  const day = seoulToday(now - DAY);
  const fair = await createFairByApi(request, admin, {
    title: `E2E 현장 ${freshUsername('f')}`,
    description: '',
    place: 'SETEC',
    dates: [day],
    sellerRecruitFrom: new Date(now - 20 * DAY).toISOString(),
    sellerRecruitTo: new Date(now - 10 * DAY).toISOString(),
    buyerApplyFrom: new Date(now - 20 * DAY).toISOString(),
    buyerApplyTo: new Date(now - 10 * DAY).toISOString(),
  });
  const seller = { username: freshUsername('fsel'), password: PASSWORD };
  await joinApprovedSellerByApi(request, admin, seller, '한빛현장 주식회사');
  const buyer = { username: freshUsername('fbuy'), password: PASSWORD };
  await joinPersonByApi(request, buyer, {
    name: 'Claire Martin',
    companyName: 'Maison Floor SAS',
    phone: '01098765432',
    country: 'FR',
    timeZone: 'Europe/Paris',
  });

  const desk = await (
    await browser.newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 } })
  ).newPage();
  await loginToConsole(desk);
  await desk.goto(`/console/fairs/${fair._id}/day`);
  const form = desk
    .locator('.MuiCard-root')
    .filter({ has: desk.getByRole('heading', { name: '현장 상담 기록' }) });
  await expect(form).toBeVisible();
  const pick = async (field: string, option: string | RegExp) => {
    await form.getByRole('combobox', { name: field }).click();
    await desk.getByRole('option', { name: option }).click();
  };
  await form.getByLabel('바이어 찾기').fill(buyer.username);
  await pick('바이어', new RegExp(buyer.username));
  await form.getByLabel('승인된 셀러 찾기').fill(seller.username);
  await pick('셀러', new RegExp(seller.username));
  await pick('시간(서울)', `${day} 10:00`);
  await form.getByLabel('메모', { exact: true }).fill('Met at the booth');
  await form.getByRole('button', { name: '기록', exact: true }).click();
  await expect(desk.getByText('현장 상담을 기록했습니다')).toBeVisible();
  await expect(desk.getByRole('row', { name: /Maison Floor SAS/ })).toContainText('한빛현장');

  // the same slot again: both parties already have a meeting then, refused as the API says
  await pick('바이어', new RegExp(buyer.username));
  await pick('셀러', new RegExp(seller.username));
  await pick('시간(서울)', `${day} 10:00`);
  await form.getByRole('button', { name: '기록', exact: true }).click();
  await expect(desk.getByText(/이미 확정된 상담 일정과 겹치는 시간/)).toBeVisible();
  await expect(desk.getByRole('row', { name: /Maison Floor SAS/ })).toHaveCount(1);
  await desk.context().close();
});
