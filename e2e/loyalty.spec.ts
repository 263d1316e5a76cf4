import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminHeaders,
  freshUsername,
  joinPersonByApi,
  logInOnSite,
  loginToConsole,
  orderOnCheckout,
  pageInLocale,
} from './fixtures.ts';

// this spec's members join from their own network (playwright.config.ts TRUST_PROXY)
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.24' } });

/**
 * Coupons, points and levels on the real server (docs/decisions/0041-loyalty-points-coupons-levels.md): a
 * manager sets levels and coupons and grants points; a member downloads a coupon on a product page, checks
 * out with the best coupons and some points, and reads the same figures on their pages as the ledger has.
 */

interface PublicProduct {
  _id: string;
  name: string;
  status: string;
  options: { _id: string; name: string; stock: number }[];
}

async function api(request: APIRequestContext, method: 'get' | 'post', url: string, data?: object) {
  const res = await request[method](url, { headers: await adminHeaders(request), ...(data ? { data } : {}) });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** Levels from 0 won, once per database (thresholds are unique). */
async function ensureLevels(request: APIRequestContext) {
  const { levels } = await api(request, 'get', '/api/console/levels?limit=50');
  if (levels.length > 0) return;
  for (const [name, en, cn, threshold, pointRate, discountRate] of [
    ['브론즈', 'Bronze', '青铜', 0, 1, 0],
    ['실버', 'Silver', '白银', 300_000, 3, 3],
    ['골드', 'Gold', '黄金', 1_000_000, 5, 5],
  ] as const) {
    await api(request, 'post', '/api/console/levels', {
      name,
      translations: { en: { name: en }, cn: { name: cn } },
      threshold,
      pointRate,
      discountRate,
    });
  }
}

async function shot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test('a member uses a downloaded coupon and points at checkout; their pages show the ledger’s figures', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await ensureLevels(request);
  const { products } = (await (await request.get('/api/v1/shop/products?limit=50')).json()) as {
    products: PublicProduct[];
  };
  const product = products.find((p) => p.status === 'ON_SALE' && p.options.some((o) => o.stock > 2))!;
  const option = product.options.find((o) => o.stock > 2)!;
  const tag = Date.now().toString(36);
  await api(request, 'post', '/api/console/shop/coupons', {
    name: `상품 10% 할인 ${tag}`,
    translations: { en: { name: `10% off this product ${tag}` } },
    kind: 'PERCENT',
    value: 10,
    maxDiscount: 5_000,
    scope: 'PRODUCT',
    productIds: [product._id],
    issue: 'DOWNLOAD',
    validFrom: '2026-01-01T00:00:00+09:00',
    validDays: 30,
  });
  await api(request, 'post', '/api/console/shop/coupons', {
    name: `가입 축하 2,000원 ${tag}`,
    translations: { en: { name: `Welcome 2,000 won ${tag}` } },
    kind: 'FIXED',
    value: 2_000,
    minOrder: 10_000,
    scope: 'ORDER',
    issue: 'SIGNUP',
    validFrom: '2026-01-01T00:00:00+09:00',
    validDays: 30,
  });

  // a buyer joins (the sign-up coupon comes with it), a manager grants points with a reason
  const account = { username: freshUsername('loyal'), password: 'Buyer!2345' };
  await joinPersonByApi(request, account, { name: '김적립', companyName: 'Loyal Trading' });
  const { users } = await api(request, 'get', `/api/console/users?q=${account.username}`);
  const userId = users[0]._id as string;
  await api(request, 'post', `/api/console/shop/points/${userId}/adjust`, {
    amount: 5_000,
    reason: '이벤트 당첨',
  });

  const page = await pageInLocale(browser, 'ko');
  await logInOnSite(page, request, account);

  // the product page offers its coupon; the member downloads it
  await page.goto(`/shop/products/${product._id}`);
  const offered = page.locator('.loyalty-coupon', { hasText: `상품 10% 할인 ${tag}` });
  await offered.getByRole('button', { name: '쿠폰 받기' }).click();
  await expect(offered.getByRole('button', { name: '받음' })).toBeDisabled();

  // checkout: the best coupons are chosen by the server, each discount a line; 1,000 won of points
  await page.goto(`/mypage/checkout?lines=${option._id}:2`);
  await expect(page.getByRole('checkbox', { name: new RegExp(`상품 10% 할인 ${tag}`) })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: new RegExp(`가입 축하 2,000원 ${tag}`) })).toBeChecked();
  const totals = page.getByLabel('결제 금액');
  await expect(totals).toContainText(`가입 축하 2,000원 ${tag}`);
  await page.getByRole('textbox', { name: '적립금' }).fill('1000');
  await page.getByRole('button', { name: '적용', exact: true }).click();
  await expect(totals.locator('dt:text-is("적립금 사용") + dd')).toHaveText('-1,000원');
  await page.getByRole('textbox', { name: '적립금' }).fill('550');
  await page.getByRole('button', { name: '적용', exact: true }).click();
  await expect(page.locator('.loyalty-checkout [role="alert"]')).toHaveText(
    '적립금은 정해진 사용 단위로만 사용할 수 있습니다',
  );
  await page.getByRole('textbox', { name: '적립금' }).fill('1000');
  await page.getByRole('button', { name: '적용', exact: true }).click();
  await expect(page.locator('.loyalty-checkout [role="alert"]')).toHaveCount(0);
  await shot(page, 'checkout', 390);
  await orderOnCheckout(page);
  await expect(page).toHaveURL(/\/mypage\/order\/[0-9a-f-]+\/pay$/);

  // my pages equal the ledger: 5,000 granted − 1,000 spent
  const ledger = await api(request, 'get', `/api/console/shop/points/${userId}`);
  expect(ledger.member.balance).toBe(4_000);
  await page.goto('/mypage/point');
  await expect(page.locator('.loyalty-balance')).toHaveText('4,000원');
  await expect(page.locator('.loyalty-ledger li')).toHaveCount(ledger.member.entries.length);
  await shot(page, 'points-ko', 390);
  await page.goto('/mypage/coupon?state=used');
  await expect(page.locator('.loyalty-coupon')).toHaveCount(2);
  await shot(page, 'coupons-used-ko', 390);
  await page.goto('/mypage/coupon');
  await shot(page, 'coupons-ko', 390);
  await page.goto('/mypage/level');
  await expect(page.locator('.loyalty-balance')).toHaveText('브론즈');
  await expect(page.locator('.loyalty-next')).toContainText('실버까지 300,000원 남았습니다.');
  await shot(page, 'level-ko', 390);

  const en = await pageInLocale(browser, 'en');
  await logInOnSite(en, request, account);
  await en.goto('/mypage/point');
  await expect(en.locator('.loyalty-balance')).toHaveText('4,000 won');
  await shot(en, 'points-en', 390);
  await en.goto('/mypage/coupon?state=used');
  await expect(en.locator('.loyalty-coupon').first()).toContainText(tag);
  await shot(en, 'coupons-en', 390);
  await en.goto('/mypage/level');
  await expect(en.locator('.loyalty-balance')).toHaveText('Bronze');
  await shot(en, 'level-en', 390);

  // the console: coupons, levels, the member's ledger
  const consolePage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await loginToConsole(consolePage);
  await consolePage.goto('/console/shop/coupons');
  await expect(consolePage.getByText(`상품 10% 할인 ${tag}`)).toBeVisible();
  await shot(consolePage, 'console-coupons', 1440);
  await consolePage
    .getByRole('row', { name: new RegExp(`상품 10% 할인 ${tag}`) })
    .getByRole('button', { name: '발급' })
    .click();
  await expect(consolePage.getByRole('dialog')).toContainText('발급 1 · 사용 1');
  await shot(consolePage, 'console-coupon-issue', 1440);
  await consolePage.keyboard.press('Escape');
  await consolePage.goto('/console/shop/coupons/create');
  await expect(consolePage.getByLabel('쿠폰명').first()).toBeVisible();
  await shot(consolePage, 'console-coupon-create', 1440);
  await consolePage.goto('/console/levels');
  await expect(consolePage.getByText('실버')).toBeVisible();
  await shot(consolePage, 'console-levels', 1440);
  await consolePage.goto(`/console/shop/points/${userId}/show`);
  await expect(consolePage.getByText('이벤트 당첨')).toBeVisible();
  await shot(consolePage, 'console-points', 1440);
});
