import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  adminHeaders,
  createFairByApi,
  freshUsername,
  joinApprovedSellerByApi,
  joinPersonByApi,
  logInOnSite,
  okJson,
  recordDialogs,
  seoulToday,
  tokenPair,
  uniqueTag,
  type Account,
} from './fixtures.ts';

// this spec's members join from their own network (playwright.config.ts TRUST_PROXY)
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.51' } });

/**
 * The matching pages at a phone's width (390 px) and a desk's (1440 px), in English for a Paris buyer and in
 * Korean for a Seoul seller, measured rather than looked at: the fair's periods read in a few short lines, no
 * element is wider than the viewport, every tab of the page's menu is on screen, and the skip link paints
 * nothing until the keyboard focuses it. Members and the fair are made through the API; the browser only
 * opens the pages.
 */

const DAY = 86_400_000;
const PASSWORD = 'Match!2345';

type People = { fair: string; buyer: Account; seller: Account };

async function fairWithPeople(request: APIRequestContext): Promise<People> {
  const admin = await adminHeaders(request);
  const now = Date.now();
  // recruiting and applying from 01:00 Seoul yesterday to 01:00 Seoul in five days: a Paris buyer's dates are
  // always the day before Seoul's, the longest line there is, whatever the hour of the run
  const at0100 = (days: number) => `${seoulToday(now + days * DAY)}T01:00:00+09:00`;
  const fair = await createFairByApi(request, admin, {
    title: `Layout Fair ${uniqueTag('L').slice(-8)}`,
    description: 'Sellers meet buyers.',
    place: 'SETEC Hall 1',
    dates: [seoulToday(now + 20 * DAY)],
    sellerRecruitFrom: at0100(-1),
    sellerRecruitTo: at0100(5),
    buyerApplyFrom: at0100(-1),
    buyerApplyTo: at0100(5),
  });
  const seller = { username: freshUsername('lsel'), password: PASSWORD };
  await joinApprovedSellerByApi(request, admin, seller, '한빛코스메틱');
  const buyer = { username: freshUsername('lbuy'), password: PASSWORD };
  await joinPersonByApi(request, buyer, {
    name: 'Claire Martin',
    companyName: 'Maison Lumière',
    country: 'FR',
    timeZone: 'Europe/Paris',
  });
  for (const who of [seller, buyer]) {
    const auth = { Authorization: `Bearer ${(await tokenPair(request, who)).accessToken}` };
    await okJson(request.post('/api/v1/me/fairs', { headers: auth, data: { fair: fair._id } }));
  }
  return { fair: fair._id, buyer, seller };
}

let people: People;
test.beforeAll(async ({ request }) => {
  people = await fairWithPeople(request);
});

async function memberPage(
  browser: Browser,
  request: APIRequestContext,
  who: 'buyer' | 'seller',
  width: number,
): Promise<Page> {
  const context = await browser.newContext(
    who === 'buyer'
      ? { locale: 'en-US', timezoneId: 'Europe/Paris', viewport: { width, height: 844 } }
      : { locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: { width, height: 844 } },
  );
  const page = await context.newPage();
  recordDialogs(page);
  await logInOnSite(page, request, people[who]);
  return page;
}

/** The elements whose right edge passes the viewport's (none when the page fits), named for the failure. */
const widerThanViewport = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // an element inside a box that scrolls sideways (a table) may pass the edge: it is reached by scrolling
        const scroller = el.parentElement?.closest('.slot-grid-wrap, .table-wrap');
        return box.width > 0 && box.right > width + 0.5 && !scroller;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
  });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

for (const width of [390, 1440]) {
  test(`a fair's periods read in short lines for a Paris buyer at ${width} px`, async ({
    browser,
    request,
  }) => {
    const page = await memberPage(browser, request, 'buyer', width);
    await page.goto(`/matching/fairs/${people.fair}`);
    const periods = page.locator('.fair-periods dd').filter({ hasText: 'Seoul' });
    await expect(periods).toHaveCount(3);
    // each period: the Seoul line and the viewer's line, each short enough for one line at 390 px
    for (const dd of await periods.all()) {
      const lines = await dd.evaluate((el) => {
        const style = getComputedStyle(el);
        return Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight));
      });
      expect(lines, await dd.innerText()).toBeLessThanOrEqual(2);
      await expect(dd).toContainText('Paris');
    }
    await expect(page.getByText('your time zone (Europe/Paris)')).toBeVisible();
    expect(await widerThanViewport(page)).toEqual([]);
    await shot(page, `fair-en-${width}`);
    await page.context().close();
  });

  for (const who of ['buyer', 'seller'] as const)
    test(`the ${who}'s matchings page: every tab on screen, nothing wider than ${width} px, the skip link hidden until focused`, async ({
      browser,
      request,
    }) => {
      const page = await memberPage(browser, request, who, width);
      await page.goto('/mypage/matchings');
      await expect(page.locator('.offer-list, .state-box').first()).toBeVisible();
      const tabs = page.locator('.page-tabs a');
      expect(await tabs.count()).toBeGreaterThan(1);
      // every tab whole on screen as the page opens: a strip scrolled sideways hid the last ones at 390 px
      const clipped = await page.locator('.page-tabs').evaluate((menu) => {
        const width = document.documentElement.clientWidth;
        return [...menu.querySelectorAll('a')]
          .filter((a) => {
            const box = a.getBoundingClientRect();
            return box.left < -0.5 || box.right > width + 0.5;
          })
          .map((a) => a.textContent);
      });
      expect(clipped).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await widerThanViewport(page)).toEqual([]);

      // the skip link paints nothing until focused, wherever the page is scrolled: moved above the viewport, it
      // showed in the middle of a full-page screenshot of a scrolled page
      const skip = page.locator('.skip-link');
      const painted = () =>
        skip.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.width * box.height;
        });
      await page.evaluate(() => window.scrollTo(0, 600));
      expect(await painted()).toBeLessThanOrEqual(1);
      await shot(page, `matchings-${who}-${width}`);
      // a fresh load has no focus yet: the first Tab lands on the skip link
      await page.reload();
      await expect(page.locator('.offer-list, .state-box').first()).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
      const box = (await skip.boundingBox())!;
      expect(box.width * box.height).toBeGreaterThan(100);
      expect(box.y).toBeGreaterThanOrEqual(0);
      await page.context().close();
    });
}
