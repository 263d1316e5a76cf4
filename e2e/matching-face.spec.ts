import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  adminHeaders,
  consoleToken,
  createFairByApi,
  freshUsername,
  hidePopupsForToday,
  joinApprovedSellerByApi,
  joinPersonByApi,
  recordDialogs,
  seoulToday,
} from './fixtures.ts';

// this spec's members join from their own network (playwright.config.ts TRUST_PROXY)
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.12' } });

/**
 * docs/decisions/0026-matching-for-a-large-fair.md in Chromium: a first visit follows the browser's language
 * until the visitor picks one; /matching carries the trade centre's own header, name and menu, and login is
 * shared; a confirmed online meeting with its real video link fits a 390 px phone.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const PASSWORD = 'Match!2345';

async function visitor(
  browser: Browser,
  request: APIRequestContext,
  locale: string,
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ locale, timezoneId: 'Asia/Seoul', viewport });
  const page = await context.newPage();
  recordDialogs(page);
  await hidePopupsForToday(page, request);
  return page;
}

/** The page scrolls sideways by this many pixels (0 when it fits). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a first visit from an English browser opens in English until the visitor picks Korean, which sticks', async ({
  browser,
  request,
}) => {
  const page = await visitor(browser, request, 'en-US');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('site-header')).toContainText('Youth Safe Housing');
  await expect(page.getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'KR 한국어' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByTestId('site-header')).toContainText('청년안심주택');
  await page.context().close();

  const chinese = await visitor(browser, request, 'zh-CN');
  await chinese.goto('/matching');
  await expect(chinese.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(chinese.getByTestId('site-header')).toContainText('首尔全球贸易中心');
  await chinese.context().close();
});

for (const width of [390, 1440]) {
  test(`/matching has the trade centre's header, name and menu at ${width} px; login is shared`, async ({
    browser,
    request,
  }) => {
    const page = await visitor(browser, request, 'en-US', { width, height: 900 });
    await page.goto('/matching');
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-face', 'trade');
    await expect(page.getByRole('link', { name: 'Seoul Global Trade Centre home' })).toHaveAttribute(
      'href',
      '/matching',
    );
    await expect(header).not.toContainText('Youth Safe Housing');
    await expect(page).toHaveTitle('Matching fairs | Seoul Global Trade Centre');
    await expect(page.locator('.site-footer')).toContainText('Seoul Global Trade Centre');
    expect(await sideways(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`matching-${width}.png`) });

    if (width >= 1200) {
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('link', { name: 'My matching', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'About', exact: true })).toHaveCount(0);
      await page.getByRole('link', { name: 'Log in' }).first().click();
    } else {
      await page.getByRole('button', { name: 'Full menu' }).click();
      const sitemap = page.getByRole('dialog');
      await expect(sitemap.getByRole('link', { name: 'My matching', exact: true })).toBeVisible();
      await expect(sitemap.getByRole('link', { name: 'About', exact: true })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`matching-menu-${width}.png`) });
      await sitemap.getByRole('link', { name: 'Log in' }).click();
    }
    await expect(page).toHaveURL(/\/login$/);
    await expect(header).toHaveAttribute('data-face', 'trade');
    await expect(header).toContainText('Seoul Global Trade Centre');

    // the housing pages keep their own
    await page.goto('/center/notice');
    await expect(header).toHaveAttribute('data-face', 'housing');
    await expect(header).toContainText('Youth Safe Housing');
    await page.context().close();
  });
}

/** A fair, an approved seller in it and a buyer with a profile and an open online offer, all through the API. */
async function openOffer(request: APIRequestContext) {
  const admin = await adminHeaders(request);
  const now = Date.now();
  const dates = [seoulToday(now + 8 * DAY), seoulToday(now + 9 * DAY)];
  const fair = await createFairByApi(request, admin, {
    title: 'Wide links fair',
    description: 'A fair for the 390 px check',
    place: 'SETEC Hall 2',
    dates,
    sellerRecruitFrom: new Date(now - HOUR).toISOString(),
    sellerRecruitTo: new Date(now + 5 * DAY).toISOString(),
    buyerApplyFrom: new Date(now - HOUR).toISOString(),
    buyerApplyTo: new Date(now + 6 * DAY).toISOString(),
  });

  const seller = { username: freshUsername('wsel'), password: PASSWORD };
  const sellerId = await joinApprovedSellerByApi(request, admin, seller, `${seller.username} 주식회사`);
  const sellerAuth = { Authorization: `Bearer ${await consoleToken(request, seller)}` };
  expect(
    (await request.post('/api/v1/me/fairs', { headers: sellerAuth, data: { fair: fair._id } })).status(),
  ).toBe(201);

  const buyer = { username: freshUsername('wbuy'), password: PASSWORD };
  await joinPersonByApi(request, buyer, {
    name: 'Claire Martin',
    companyName: `${buyer.username} Trading SAS`,
    phone: '01098765432',
    country: 'FR',
    timeZone: 'Europe/Paris',
  });
  const buyerAuth = { Authorization: `Bearer ${await consoleToken(request, buyer)}` };
  const profile = await request.put('/api/v1/me', {
    headers: buyerAuth,
    data: {
      name: 'Claire Martin',
      email: `${buyer.username}@example.com`,
      phone: '01098765432',
      companyName: `${buyer.username} Trading SAS`,
      industry: 'Cosmetics and personal care retail',
      homepage: 'https://www.martin-trading-international-beauty-distribution.example.fr/en/sourcing',
      timeZone: 'Europe/Paris',
      country: 'FR',
      companySize: 'MEDIUM',
      marketsSought: ['skin care', 'K-beauty', 'hair care', 'organic cosmetics'],
      languages: ['fr', 'en', 'ko'],
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const slots = fair.slots.map((s) => s.key);
  expect(
    (
      await request.put(`/api/v1/me/schedules/${fair._id}`, {
        headers: buyerAuth,
        data: { slots, mode: 'ONLINE' },
      })
    ).status(),
  ).toBe(200);
  const offered = await request.post('/api/v1/me/matchings', {
    headers: buyerAuth,
    data: { fair: fair._id, seller: sellerId, slots: [slots[0]], mode: 'ONLINE', message: 'Hello' },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const id = (await offered.json()).matching._id as string;
  const wrote = await request.post(`/api/v1/me/matchings/${id}/messages`, {
    headers: buyerAuth,
    data: { body: 'Please call me on +33 6 12 34 56 78 before we meet.', key: randomUUID() },
  });
  expect(wrote.status(), await wrote.text()).toBe(201);
  return { fair, seller, buyer, sellerAuth, buyerAuth, id, slots };
}

/** The open offer accepted and confirmed: a confirmed online meeting with its video room. */
async function confirmedMeeting(request: APIRequestContext) {
  const { seller, buyer, sellerAuth, buyerAuth, id, slots } = await openOffer(request);
  const act = async (headers: Record<string, string>, data: Record<string, unknown>) => {
    const res = await request.put(`/api/v1/me/matchings/${id}/schedules`, { headers, data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  await act(sellerAuth, { action: 'accept', slots: [slots[0]] });
  const confirmed = await act(buyerAuth, { action: 'confirm', slot: slots[0] });
  return { seller, buyer, videoUrl: confirmed.matching.videoUrl as string };
}

async function logIn(page: Page, account: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '아이디' }).fill(account.username);
  await page.getByRole('textbox', { name: '비밀번호' }).fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/myinfo$/);
}

for (const width of [390, 1440]) {
  test(`the seller reads the buyer's profile before accepting, and the fair's buyers, at ${width} px`, async ({
    browser,
    request,
  }) => {
    const { fair, seller, buyer } = await openOffer(request);
    const page = await visitor(browser, request, 'ko-KR', { width, height: 900 });
    await logIn(page, seller);
    await page.goto('/mypage/matchings');
    const profile = page.locator('.buyer-profile').first();
    await expect(profile).toContainText('프랑스');
    await expect(profile).toContainText('50–249명');
    await expect(profile).toContainText('skin care, K-beauty, hair care, organic cosmetics');
    await expect(profile).toContainText('프랑스어');
    await expect(page.locator('.offer').first()).not.toContainText(`${buyer.username}@example.com`);
    expect(await sideways(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`offer-profile-${width}.png`), fullPage: true });

    // the buyer wrote first, with a phone number the seller must not see before a confirmed meeting
    const offerCard = page.locator('.offer').first();
    await offerCard.getByText('메시지', { exact: true }).click();
    await expect(offerCard.locator('.message-list')).toContainText('Please call me on […]');
    await expect(offerCard).not.toContainText('+33 6 12 34 56 78');
    await offerCard
      .getByLabel('메시지 쓰기')
      .fill('샘플과 카탈로그를 상담 전에 보내드리겠습니다. Looking forward to it!');
    await offerCard.getByRole('button', { name: '보내기' }).click();
    await expect(offerCard.locator('.message-list .is-mine')).toContainText('샘플과 카탈로그를');
    expect(await sideways(page)).toBe(0);
    await offerCard.locator('.offer-messages').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`messages-${width}.png`) });

    await page.goto(`/matching/fairs/${fair._id}`);
    await page.getByRole('link', { name: '참가 바이어 보기' }).click();
    await expect(page).toHaveURL(new RegExp(`/matching/fairs/${fair._id}/buyers$`));
    await expect(page.getByRole('heading', { name: `${buyer.username} Trading SAS` })).toBeVisible();
    await expect(page.locator('.buyer-list')).not.toContainText('01098765432');
    expect(await sideways(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`buyers-${width}.png`), fullPage: true });
    await page.context().close();
  });
}

test('a confirmed online meeting with its real video link does not scroll sideways at 390 px', async ({
  browser,
  request,
}) => {
  const { seller, buyer, videoUrl } = await confirmedMeeting(request);
  expect(videoUrl.length).toBeGreaterThan(55);
  for (const [who, account] of [
    ['buyer', buyer],
    ['seller', seller],
  ] as const) {
    const page = await visitor(browser, request, 'ko-KR', { width: 390, height: 844 });
    await logIn(page, account);
    await page.goto('/mypage/matchings');
    const link = page.getByRole('link', { name: videoUrl });
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await sideways(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath(`matchings-${who}-390.png`), fullPage: true });
    await page.context().close();
  }
});

test('a buyer writes the profile on my details: size, markets sought, meeting languages', async ({
  browser,
  request,
}) => {
  const { buyer } = await openOffer(request);
  const page = await visitor(browser, request, 'ko-KR', { width: 390, height: 844 });
  await logIn(page, buyer);
  await page.getByLabel('회사 규모').selectOption('LARGE');
  await page.getByRole('textbox', { name: '찾는 시장·품목' }).fill('tea, 건강식품, tea');
  const languages = page.getByRole('group', { name: '상담 언어' });
  await languages.getByRole('checkbox', { name: '한국어' }).uncheck();
  await languages.getByRole('checkbox', { name: '일본어' }).check();
  expect(await sideways(page)).toBe(0);
  await page.getByLabel('회사 규모').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('myinfo-buyer-390.png') });
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장했습니다.' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('회사 규모')).toHaveValue('LARGE');
  await expect(page.getByRole('textbox', { name: '찾는 시장·품목' })).toHaveValue('tea, 건강식품');
  await expect(languages.getByRole('checkbox', { name: '일본어' })).toBeChecked();
  await expect(languages.getByRole('checkbox', { name: '한국어' })).not.toBeChecked();
  await expect(languages.getByRole('checkbox', { name: '프랑스어' })).toBeChecked();
  await page.context().close();
});

test.describe('the agenda', () => {
  // its members join from a network of their own: with the spec's others they pass the 10 joins a day one address may make
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.15' } });
  for (const width of [390, 1440]) {
    test(`the agenda at ${width} px: the buyer proposes another time and subscribes; the seller accepts and the meeting moves`, async ({
      browser,
      request,
    }) => {
      await confirmedMeeting(request).then(async ({ seller, buyer }) => {
        const page = await visitor(browser, request, 'ko-KR', { width, height: 900 });
        await logIn(page, buyer);
        await page.goto('/mypage/agenda');
        const card = page.locator('.agenda-card');
        await expect(card).toHaveCount(1);
        const before = await card.locator('.agenda-time').innerText();
        await card.getByRole('button', { name: '변경 제안 보내기' }).click();
        await expect(card).toContainText('시간 변경을 제안했습니다');
        await page.getByRole('button', { name: '구독 주소 만들기' }).click();
        await expect(page.getByLabel('구독 주소')).toHaveValue(/\/api\/v1\/agenda\/[\w-]{43}\.ics$/);
        expect(await sideways(page)).toBe(0);
        await page.screenshot({ path: test.info().outputPath(`agenda-buyer-${width}.png`), fullPage: true });
        await page.context().close();

        const other = await visitor(browser, request, 'ko-KR', { width, height: 900 });
        await logIn(other, seller);
        await other.goto('/mypage/agenda');
        const theirs = other.locator('.agenda-card');
        await expect(theirs).toContainText('상대방이 시간 변경을 제안했습니다');
        await theirs.getByRole('button', { name: '변경 수락' }).click();
        await expect(theirs.getByRole('button', { name: '변경 제안 보내기' })).toBeVisible();
        expect(await theirs.locator('.agenda-time').innerText()).not.toBe(before);
        expect(await sideways(other)).toBe(0);
        await other.screenshot({
          path: test.info().outputPath(`agenda-seller-${width}.png`),
          fullPage: true,
        });
        await other.context().close();
      });
    });
  }
});
