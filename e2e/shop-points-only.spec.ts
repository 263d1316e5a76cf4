import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders, freshUsername, joinPersonByApi, logInOnSite, orderOnCheckout } from './fixtures.ts';

// this spec's member joins from its own network (playwright.config.ts TRUST_PROXY)
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.43' } });

/**
 * An order paid in full by points (docs/decisions/0043-shop-kcp-window-zero-total-line-shares.md): checkout
 * opens no payment window and goes straight to the paid order's page.
 */

async function api(request: APIRequestContext, method: 'get' | 'post', url: string, data?: object) {
  const res = await request[method](url, { headers: await adminHeaders(request), ...(data ? { data } : {}) });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

test('a member pays a whole order with points and lands on the paid order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { categories } = await api(request, 'get', '/api/console/shop/categories?limit=50');
  const { product } = await api(request, 'post', '/api/console/shop/products', {
    categoryId: categories[0]._id,
    name: `포인트 전용 상품 ${Date.now().toString(36)}`,
    maker: 'test',
    price: 5_000,
    shippingFee: 0,
    options: [{ name: '기본', stock: 5 }],
  });
  const account = { username: freshUsername('points'), password: 'Buyer!2345' };
  await joinPersonByApi(request, account, { name: '김포인트', companyName: 'Points Trading' });
  const { users } = await api(request, 'get', `/api/console/users?q=${account.username}`);
  await api(request, 'post', `/api/console/shop/points/${users[0]._id}/adjust`, {
    amount: 5_000,
    reason: '이벤트 당첨',
  });

  await logInOnSite(page, request, account);

  await page.goto(`/mypage/checkout?lines=${product.options[0]._id}:1`);
  await page.getByRole('textbox', { name: '적립금' }).fill('5000');
  await page.getByRole('button', { name: '적용', exact: true }).click();
  const totals = page.getByLabel('결제 금액');
  await expect(totals.locator('dt:text-is("적립금 사용") + dd')).toHaveText('-5,000원');
  await orderOnCheckout(page);
  await expect(page).toHaveURL(/\/mypage\/order\/[0-9a-f-]+$/);
  await expect(page.getByText('결제완료').first()).toBeVisible();
});
