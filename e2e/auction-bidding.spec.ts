import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  adminHeaders,
  collectErrors,
  freshUsername,
  hidePopupsForToday,
  joinAsBuyerInKorean,
  uniqueTag,
} from './fixtures.ts';

/**
 * Live bidding end to end on the real server (docs/decisions/0033-timed-auction.md,
 * 0036-auction-invoice-payment.md): two members in two browsers register for a sale with soft close and bid
 * on one lot against each other; the one outbid sees it on the open page without reloading (server-sent
 * events); each bid inside the window pushes the close back by the extension; after the close the winner
 * pays the invoice through the payment simulator's window. The lot is set to close soon through the console
 * API once both are registered, and every step waits for a visible state, never for a time.
 */

const C = '/api/console/auction';
const WINDOW_SECONDS = 120;
const EXTENSION_SECONDS = 10;
// the close, set once both bidders are ready: well inside the soft-close window, so every bid extends it
const CLOSE_IN_SECONDS = 30;

interface ProgramInput {
  hallId: string;
  title: string;
  previewFrom: string;
  opensAt: string;
  firstCloseAt: string;
  softCloseWindowSeconds: number;
  softCloseExtensionSeconds: number;
}

const at = (seconds: number) => new Date(Date.now() + seconds * 1_000).toISOString();

/** A sale of one lot in the seed's first hall, open now, its close far away for the time being. */
async function saleOfOneLot(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const halls = await request.get(`${C}/halls`, { headers });
  // an author of its own: the seed's authors keep the works the other specs count
  const author = await request.post(`${C}/authors`, { headers, data: { name: `응찰 작가 ${uniqueTag()}` } });
  expect(author.status(), await author.text()).toBe(201);
  expect(halls.status()).toBe(200);
  const program: ProgramInput = {
    hallId: (await halls.json()).halls[0]._id,
    title: `소프트 클로즈 경매 ${uniqueTag()}`,
    previewFrom: at(-120),
    opensAt: at(-60),
    firstCloseAt: at(3_600),
    softCloseWindowSeconds: WINDOW_SECONDS,
    softCloseExtensionSeconds: EXTENSION_SECONDS,
  };
  const created = await request.post(`${C}/programs`, { headers, data: program });
  expect(created.status(), await created.text()).toBe(201);
  const programId: string = (await created.json()).program._id;
  const work = await request.post(`${C}/works`, {
    headers,
    data: {
      programId,
      authorId: (await author.json()).author._id,
      lotNumber: 1,
      title: '마지막 1초의 항아리',
      estimateLow: 300_000,
      estimateHigh: 500_000,
      startPrice: 100_000,
    },
  });
  expect(work.status(), await work.text()).toBe(201);
  const workId: string = (await work.json()).work._id;
  /** Moves the sale's first close to `seconds` from now: the lot, without bids yet, follows it. */
  const closeIn = async (seconds: number) => {
    const res = await request.put(`${C}/programs/${programId}`, {
      headers,
      data: { ...program, firstCloseAt: at(seconds) },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  return { workId, closeIn, headers };
}

/** A member of their own network joins through /join (a PERSON buyer), logged in. */
async function member(browser: Browser, request: APIRequestContext, address: string, phone: string) {
  const context = await browser.newContext({
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await hidePopupsForToday(page, request);
  const username = freshUsername('bid');
  await joinAsBuyerInKorean(page, {
    username,
    password: 'Bidder!2345',
    name: '김응찰',
    phone,
    companyName: '응찰상사',
  });
  return { page, errors, close: () => context.close() };
}

/** On the lot's page: the terms, the identity verification's simulator popup, then the paddle. */
async function registerOnLot(page: Page, workId: string, name: string, phone: string): Promise<number> {
  await page.goto(`/auction/works/${workId}`);
  await page.getByLabel('경매 약관에 동의합니다').check();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: '휴대폰 본인인증' }).click(),
  ]);
  await popup.waitForLoadState();
  await popup.locator('#user_name').fill(name);
  await popup.locator('#phone_no').fill(phone);
  await popup.locator('#birth_day').fill('19880808');
  await Promise.all([
    popup.waitForEvent('close'),
    popup.locator('button[name="res_cd"][value="0000"]').click(),
  ]);
  const paddle = page.getByText(/내 패들 번호 \d+/);
  await expect(paddle).toBeVisible();
  return Number(/\d+/.exec((await paddle.textContent()) ?? '')?.[0]);
}

async function bid(page: Page, amount: string) {
  await page.getByLabel('최대 응찰가(원)').fill(amount);
  await page.getByRole('button', { name: '응찰하기' }).click();
}

const standing = (page: Page) => page.locator('.auction-bidbox .auction-standing');

async function liveLot(request: APIRequestContext, workId: string) {
  const res = await request.get(`/api/v1/auction/works/${workId}/live`);
  expect(res.status()).toBe(200);
  return (await res.json()).lot as {
    closesAt: string;
    price: number;
    leaderPaddle: number;
    bidCount: number;
  };
}

test('two members bid on one lot with soft close; the loser sees “outbid” live; the winner pays', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const sale = await saleOfOneLot(request);
  const first = await member(browser, request, '198.51.100.21', '01021212121');
  const second = await member(browser, request, '198.51.100.22', '01022222222');
  const firstPaddle = await registerOnLot(first.page, sale.workId, '김첫째', '01021212121');
  const secondPaddle = await registerOnLot(second.page, sale.workId, '이둘째', '01022222222');
  expect(secondPaddle).not.toBe(firstPaddle);

  // ── The close comes near: both pages follow it live
  await sale.closeIn(CLOSE_IN_SECONDS);
  const scheduled = Date.parse((await liveLot(request, sale.workId)).closesAt);
  for (const { page } of [first, second])
    await expect(page.locator('.auction-left')).toHaveText(/^00:00:\d\d$/, { timeout: 15_000 });

  // ── The first bids and leads; the second outbids them; the first sees it without reloading
  await bid(first.page, '200000');
  await expect(standing(first.page)).toHaveText('최고 응찰 중');
  await bid(second.page, '300,000');
  await expect(standing(second.page)).toHaveText('최고 응찰 중');
  await expect(standing(first.page)).toHaveText('추월됨');
  await expect(first.page.locator('.auction-live')).toContainText(`패들 ${secondPaddle}`);
  await first.page.screenshot({ path: test.info().outputPath('outbid-live.png'), fullPage: true });

  // each bid inside the window pushed the close back by the extension, once
  const lot = await liveLot(request, sale.workId);
  expect(lot).toMatchObject({ bidCount: 2, leaderPaddle: secondPaddle });
  expect(Date.parse(lot.closesAt) - scheduled).toBe(2 * EXTENSION_SECONDS * 1_000);

  // ── The close passes by the server's clock; the manager settles the lot
  await expect(second.page.locator('.auction-left')).toHaveText('마감됨', { timeout: 120_000 });
  await expect
    .poll(
      async () =>
        (await request.post(`${C}/works/${sale.workId}/settle`, { headers: sale.headers })).status(),
      { timeout: 30_000 },
    )
    .toBe(200);

  // ── The winner pays the invoice through the simulator's window
  await second.page.goto('/mypage/bids');
  await expect(second.page.locator('.auction-standing').first()).toHaveText('낙찰');
  await second.page.getByRole('link', { name: '결제하기' }).click();
  await expect(second.page).toHaveURL(/\/mypage\/bids\/invoices\/[0-9a-f-]+\/pay$/);
  await expect(second.page.getByRole('heading', { name: /청구서 AU[0-9A-F]{12}/ })).toBeVisible();
  await second.page.setViewportSize({ width: 390, height: 844 });
  await second.page.screenshot({ path: test.info().outputPath('pay-390.png'), fullPage: true });
  await second.page.getByRole('button', { name: '결제 승인' }).click();
  await expect(second.page.getByRole('status').filter({ hasText: '결제가 완료되었습니다' })).toBeVisible();
  await second.page.getByRole('link', { name: '내 응찰' }).click();
  await expect(second.page.locator('[data-invoice="paid"]')).toBeVisible();

  // the loser has no invoice
  await first.page.goto('/mypage/bids');
  await expect(first.page.locator('.auction-standing').first()).toHaveText('추월됨');
  await expect(first.page.getByRole('link', { name: '결제하기' })).toHaveCount(0);

  expect(first.errors).toEqual([]);
  expect(second.errors).toEqual([]);
  await first.close();
  await second.close();
});
