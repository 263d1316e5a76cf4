import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import {
  adminHeaders,
  createFairByApi,
  freshUsername,
  joinApprovedSellerByApi,
  joinPersonByApi,
  logInOnSite,
  loginToConsole,
  decodeJwt,
  okJson,
  recordDialogs,
  seoulToday,
  tokenPair,
  uniqueTag,
  type Account,
} from './fixtures.ts';
import { confirmMeetingByApi, meetingHeldYesterdayByApi } from './matching-setup.ts';

// this spec's own network (playwright.config.ts TRUST_PROXY); the fair's other members join from a second one
const NETWORK = { 'x-forwarded-for': '198.51.100.17' };
const OTHER_NETWORK = { 'x-forwarded-for': '198.51.100.18' };
test.use({ extraHTTPHeaders: NETWORK });

/**
 * The matching journey of docs/decisions/0026-matching-for-a-large-fair.md and
 * docs/decisions/0040-the-fair-day.md in the browser, at a phone's and a desk's width: a buyer from Paris,
 * in English, finds a Korean seller of the fair by search and by category, marks and offers a free slot
 * and by export market and category, marks and offers a free slot (the seller's booked one is greyed out)
 * with both clocks in the grid, and writes; the seller, in Korean in Seoul, reads the buyer's profile and
 * accepts; the buyer confirms; staff check the meeting in from its QR address; both rate a meeting they held
 * yesterday. Only the fairs, the sellers' approval, the other members, the console and the meeting held on
 * the floor are set up through the API.
 *
 * The rating opens when the meeting is over by the server's clock (domain/matching/meetingDay.ts
 * ratingOpensAt), and the meeting offered here is 20 days ahead. Rather than move the server's clock (a
 * test-only knob in the product) or wait, the rated meeting is one the product itself makes already over: the
 * organiser records that the two met on the floor of a fair held yesterday (POST
 * /api/console/fairs/{id}/meetings, docs/decisions/0049-meetings-held-on-the-floor.md), as b2match's and
 * Brella's organisers log meetings nobody booked. The browser does what the parties do: rate it.
 */

const DAY = 86_400_000;
const PASSWORD = 'Match!2345';

type Setup = Awaited<ReturnType<typeof fairWithSellers>>;

/**
 * A shown fair (two slots, 10:00 and 10:30 Seoul, on one day) with two approved sellers: ours, with a skin
 * care product, whose 10:30 is already confirmed with another buyer, and a food seller the filter leaves out.
 */
async function fairWithSellers(request: APIRequestContext, tag: string) {
  const admin = await adminHeaders(request);
  const now = Date.now();
  const title = `Seoul Beauty Sourcing Fair ${tag}`;
  const fair = await createFairByApi(request, admin, {
    title,
    description: 'K-beauty and food sellers meet foreign buyers.',
    place: 'SETEC Hall 1',
    dates: [seoulToday(now + 20 * DAY)],
    sellerRecruitFrom: new Date(now - DAY).toISOString(),
    sellerRecruitTo: new Date(now + 5 * DAY).toISOString(),
    buyerApplyFrom: new Date(now - DAY).toISOString(),
    buyerApplyTo: new Date(now + 5 * DAY).toISOString(),
  });
  const late = fair.slots[1]!.key;

  const sellerWithProduct = async (
    req: APIRequestContext,
    account: Account,
    companyName: string,
    markets: string,
    product: { name: string; category: string },
  ) => {
    const id = await joinApprovedSellerByApi(req, admin, account, companyName, markets);
    const auth = { Authorization: `Bearer ${(await tokenPair(request, account)).accessToken}` };
    await okJson(request.post('/api/v1/me/fairs', { headers: auth, data: { fair: fair._id } }));
    await okJson(request.post('/api/v1/me/products', { headers: auth, data: product }));
    return { id, auth };
  };

  const seller = { username: freshUsername('jsel'), password: PASSWORD };
  const sellerName = `한빛코스메틱 ${tag}`;
  const ours = await sellerWithProduct(request, seller, sellerName, 'FR,DE', {
    name: '시카 진정 앰플',
    category: '스킨케어',
  });

  // the others join from the second network: with ours, both runs stay under one address's joins a day
  const other = await apiRequest.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: OTHER_NETWORK,
  });
  const foodName = `한빛식품 ${tag}`;
  await sellerWithProduct(other, { username: freshUsername('jfood'), password: PASSWORD }, foodName, 'JP', {
    name: '유자차',
    category: '식품',
  });
  const rival = { username: freshUsername('jriv'), password: PASSWORD };
  await joinPersonByApi(other, rival, { name: 'Kenji Sato', companyName: 'Sato Trading KK', country: 'JP' });
  await other.dispose();
  const rivalAuth = { Authorization: `Bearer ${(await tokenPair(request, rival)).accessToken}` };
  await confirmMeetingByApi(request, {
    fair: fair._id,
    seller: ours,
    buyerAuth: rivalAuth,
    slot: late,
    mode: 'OFFLINE',
  });

  const buyer = { username: freshUsername('jbuy'), password: PASSWORD };
  const buyerCompany = `Maison Lumière ${tag}`;
  await joinPersonByApi(request, buyer, {
    name: 'Claire Martin',
    companyName: buyerCompany,
    phone: '01098765432',
    country: 'FR',
    timeZone: 'Europe/Paris',
  });
  const buyerId = decodeJwt((await tokenPair(request, buyer)).accessToken).sub;
  const heldFair = await meetingHeldYesterdayByApi(request, admin, {
    title: `Seoul Beauty Fair held ${tag}`,
    buyer: buyerId,
    seller: ours.id,
  });
  return { fair, title, late, seller, sellerName, foodName, buyer, buyerCompany, heldFair };
}

/** A browser of its own: language, time zone and width; dialogs accepted. */
async function browserPage(
  browser: Browser,
  locale: 'en-US' | 'ko-KR',
  timezoneId: string,
  width: number,
): Promise<Page> {
  const context = await browser.newContext({
    locale,
    timezoneId,
    viewport: { width, height: width < 800 ? 844 : 900 },
  });
  const page = await context.newPage();
  recordDialogs(page);
  return page;
}

/** The page scrolls sideways by this many pixels (0 when it fits). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });

/** The grid's checkbox at a Seoul time. */
const slotBox = (page: Page, time: string) =>
  page
    .locator('.slot-grid tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: time, exact: true }) })
    .getByRole('checkbox');

for (const width of [390, 1440]) {
  test(`a Paris buyer and a Seoul seller from discovery to check-in at ${width} px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const tag = uniqueTag('J').slice(-8);
    const s: Setup = await fairWithSellers(request, tag);

    // ── the buyer, in English in Paris: the fair from /matching, joined and a schedule marked ──
    const buyer = await browserPage(browser, 'en-US', 'Europe/Paris', width);
    await logInOnSite(buyer, request, s.buyer);
    await buyer.goto('/matching');
    await buyer.getByRole('link', { name: s.title }).click();
    await expect(buyer).toHaveURL(new RegExp(`/matching/fairs/${s.fair._id}`));
    await buyer.getByRole('button', { name: 'Take part in this fair' }).click();
    await expect(buyer.getByRole('button', { name: 'Take part in this fair' })).toHaveCount(0);
    await buyer.getByRole('link', { name: 'My available times' }).click();
    await expect(buyer.locator('.slot-grid')).toBeVisible();
    await expect(buyer.getByText('Europe/Paris').first()).toBeVisible();
    await slotBox(buyer, '10:00').check();
    await slotBox(buyer, '10:30').check();
    await buyer.getByRole('radio', { name: 'Offline (in person)' }).check();
    await buyer.getByLabel('Requests (e.g. interpreter language)').fill('French interpreter please');
    await buyer.getByRole('button', { name: 'Save schedule' }).click();
    await expect(buyer.getByRole('status').filter({ hasText: 'Saved 2 available slots.' })).toBeVisible();
    expect(await sideways(buyer)).toBe(0);
    await shot(buyer, `1-buyer-schedule-${width}`);

    // found by a Korean word of the name, then by the category filter
    await buyer.goto(`/matching/fairs/${s.fair._id}`);
    const search = buyer.getByRole('search');
    await search.getByRole('searchbox').or(search.getByRole('textbox')).first().fill('코스메틱');
    await search.getByRole('button').click();
    const cards = buyer.locator('.card-grid .card-title');
    await expect(cards.filter({ hasText: s.sellerName })).toBeVisible();
    await expect(cards.filter({ hasText: s.foodName })).toHaveCount(0);
    await shot(buyer, `2-buyer-search-${width}`);
    await search.getByRole('searchbox').or(search.getByRole('textbox')).first().fill('');
    await search.getByRole('button').click();
    await expect(cards.filter({ hasText: s.foodName })).toBeVisible();
    // the export market: ours sells to France, the food seller to Japan only
    await buyer
      .getByRole('combobox', { name: 'Export market', exact: true })
      .selectOption({ label: 'France' });
    await expect(buyer).toHaveURL(/[?&]market=FR/);
    await expect(cards.filter({ hasText: s.foodName })).toHaveCount(0);
    await expect(cards.filter({ hasText: s.sellerName })).toBeVisible();
    await buyer
      .getByRole('combobox', { name: 'Export market', exact: true })
      .selectOption({ label: 'All markets' });
    await expect(cards.filter({ hasText: s.foodName })).toBeVisible();
    await buyer.getByLabel('Category').selectOption({ label: 'Skin care' });
    await expect(cards.filter({ hasText: s.foodName })).toHaveCount(0);
    await expect(cards.filter({ hasText: s.sellerName })).toBeVisible();
    expect(await sideways(buyer)).toBe(0);
    await shot(buyer, `3-buyer-filter-${width}`);

    // the seller's page: both clocks in the grid, the booked 10:30 greyed out, the free 10:00 offered
    await cards.getByRole('link', { name: s.sellerName }).click();
    await expect(buyer.getByRole('heading', { name: `Offer a meeting to ${s.sellerName}` })).toBeVisible();
    const grid = buyer.locator('.slot-grid');
    await expect(grid.getByRole('columnheader', { name: 'Time (Seoul)' })).toBeVisible();
    await expect(buyer.getByText(/your time \(Europe\/Paris\)/)).toBeVisible();
    // Seoul is 8 hours ahead of Paris in winter: 10:00 and 10:30 Seoul are 02:00 and 02:30 there
    await expect(grid.locator('.slot-local').filter({ hasText: '02:00' })).toBeVisible();
    await expect(grid.locator('.slot-local').filter({ hasText: '02:30' })).toBeVisible();
    await expect(grid.locator('.slot-busy')).toContainText('Booked');
    await expect(slotBox(buyer, '10:30')).toBeDisabled();
    await slotBox(buyer, '10:00').check();
    await expect(buyer.getByRole('radio', { name: 'Offline (in person)' })).toBeChecked();
    await buyer.getByLabel('Message to the seller').fill('We import cica serums for French pharmacies.');
    expect(await sideways(buyer)).toBe(0);
    await grid.scrollIntoViewIfNeeded();
    await shot(buyer, `4-buyer-offer-grid-${width}`, false);
    await buyer.getByRole('button', { name: 'Send the offer' }).click();
    await expect(buyer).toHaveURL(/\/mypage\/matchings\?fair=/);
    // the card's title is the offer's until confirmed, the meeting's after: found by the counterpart's name
    const buyerCard = buyer.locator('.offer').filter({ hasText: s.sellerName });
    await expect(buyerCard).toBeVisible();
    await buyerCard.getByText('Messages', { exact: true }).click();
    await buyerCard.getByLabel('Write a message').fill('Could you bring samples of the cica ampoule?');
    await buyerCard.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(buyerCard.locator('.message-list .is-mine')).toContainText('samples of the cica ampoule');
    expect(await sideways(buyer)).toBe(0);
    await shot(buyer, `5-buyer-offer-sent-${width}`);

    // ── the seller, in Korean in Seoul: the buyer's profile, the message, the acceptance ──
    const seller = await browserPage(browser, 'ko-KR', 'Asia/Seoul', width);
    await logInOnSite(seller, request, s.seller);
    await seller.goto(`/mypage/matchings?fair=${s.fair._id}`);
    const sellerCard = seller.locator('.offer').filter({ hasText: s.buyerCompany });
    await expect(sellerCard).toBeVisible();
    await expect(sellerCard.locator('.buyer-profile')).toContainText('프랑스');
    await expect(sellerCard).toContainText('We import cica serums');
    await expect(sellerCard).toContainText('French interpreter please');
    await sellerCard.getByText('메시지', { exact: true }).click();
    await expect(sellerCard.locator('.message-list')).toContainText('samples of the cica ampoule');
    const accept = sellerCard.getByRole('group', { name: /수락할 시간을/ });
    await accept.getByRole('checkbox').check();
    expect(await sideways(seller)).toBe(0);
    await shot(seller, `6-seller-offer-${width}`);
    await sellerCard.getByRole('button', { name: '1개 시간으로 수락' }).click();
    await expect(sellerCard.getByRole('button', { name: '1개 시간으로 수락' })).toHaveCount(0);

    // ── the buyer confirms the accepted time; the meeting shows its check-in QR ──
    await buyer.reload();
    await buyerCard.getByRole('radio').check();
    await buyerCard.getByRole('button', { name: 'Confirm this time' }).click();
    const meeting = buyerCard.getByRole('group', { name: 'Meeting' }).or(buyerCard.locator('.meeting-box'));
    await expect(buyerCard.getByRole('img', { name: 'Check-in QR' })).toBeVisible();
    await expect(meeting.first()).toContainText('Europe/Paris');
    const code = (await buyerCard.locator('.meeting-day-code code').textContent())!.trim();
    expect(await sideways(buyer)).toBe(0);
    await shot(buyer, `7-buyer-meeting-qr-${width}`);

    // ── staff open the scanned address on a phone and check the meeting in ──
    const staff = await browserPage(browser, 'ko-KR', 'Asia/Seoul', 390);
    await loginToConsole(staff);
    await staff.goto(`/console/fairs/${s.fair._id}/checkin?code=${encodeURIComponent(code)}`);
    await expect(staff.getByRole('status')).toContainText('체크인했습니다');
    await shot(staff, `8-staff-checkin-${width}`);
    await staff.context().close();

    // ── both see the check-in; the rating opens when the meeting is over ──
    await buyer.reload();
    await expect(buyerCard.getByText(/Checked in:/)).toBeVisible();
    await expect(
      buyerCard.getByText('You can rate the meeting once it is over.', { exact: false }),
    ).toBeVisible();
    await shot(buyer, `9-buyer-checked-in-${width}`);
    await seller.reload();
    await expect(sellerCard.getByText(/체크인 완료/)).toBeVisible();
    await expect(sellerCard.getByText('상담이 끝나면 평가할 수 있습니다.', { exact: false })).toBeVisible();
    expect(await sideways(seller)).toBe(0);
    await shot(seller, `10-seller-checked-in-${width}`);

    // ── both rate the meeting they held yesterday on the fair's floor ──
    await buyer.goto(`/mypage/matchings?fair=${s.heldFair}`);
    const heldByBuyer = buyer.locator('.offer').filter({ hasText: `Meeting with ${s.sellerName}` });
    // a past meeting: rated, no longer cancelled, put in a calendar or checked in
    await expect(heldByBuyer.getByRole('group', { name: 'Past meeting' })).toBeVisible();
    for (const gone of ['Cancel', 'Add to calendar (.ics)']) {
      await expect(heldByBuyer.getByRole('button', { name: gone })).toHaveCount(0);
    }
    await expect(heldByBuyer.getByRole('img', { name: 'Check-in QR' })).toHaveCount(0);
    const buyerRating = heldByBuyer.getByRole('group', { name: 'Rate the meeting' });
    await buyerRating.getByRole('radio', { name: '4' }).check();
    await buyerRating.getByLabel('Outcome').selectOption({ label: 'Cooperation possible' });
    await buyerRating.getByLabel('Comment (optional)').fill('Samples ordered for two pharmacies.');
    await buyerRating.getByRole('button', { name: 'Send rating' }).click();
    await expect(heldByBuyer.getByText('Rated: 4 · Cooperation possible')).toBeVisible();
    expect(await sideways(buyer)).toBe(0);
    await shot(buyer, `11-buyer-rated-${width}`);

    await seller.goto(`/mypage/matchings?fair=${s.heldFair}`);
    const heldBySeller = seller.locator('.offer').filter({ hasText: `${s.buyerCompany}와(과)의 미팅` });
    const sellerRating = heldBySeller.getByRole('group', { name: '상담 평가' });
    await sellerRating.getByRole('radio', { name: '5' }).check();
    await sellerRating.getByLabel('결과').selectOption({ label: '협력 가능' });
    await sellerRating.getByRole('button', { name: '평가 보내기' }).click();
    await expect(heldBySeller.getByText('평가함: 5점 · 협력 가능')).toBeVisible();
    expect(await sideways(seller)).toBe(0);
    await shot(seller, `12-seller-rated-${width}`);
    await buyer.context().close();
    await seller.context().close();
  });
}
