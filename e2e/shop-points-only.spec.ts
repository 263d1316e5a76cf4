import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders, freshUsername, hidePopupsForToday } from './fixtures.ts';

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
  const joined = await request.post('/api/v1/users', {
    data: {
      type: 'PERSON',
      ...account,
      name: '김포인트',
      email: `${account.username}@example.com`,
      phone: '01012345678',
      companyName: 'Points Trading',
      country: 'KR',
      agreePrivacy: true,
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const { users } = await api(request, 'get', `/api/console/users?q=${account.username}`);
  await api(request, 'post', `/api/console/shop/points/${users[0]._id}/adjust`, {
    amount: 5_000,
    reason: '이벤트 당첨',
  });

  await hidePopupsForToday(page, request);
  await page.goto('/login');
  await page.locator('#login-username').fill(account.username);
  await page.locator('#login-password').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/mypage\/myinfo$/);

  await page.goto(`/mypage/checkout?lines=${product.options[0]._id}:1`);
  await page.getByRole('textbox', { name: '적립금' }).fill('5000');
  await page.getByRole('button', { name: '적용', exact: true }).click();
  const totals = page.getByLabel('결제 금액');
  await expect(totals.locator('dt:text-is("적립금 사용") + dd')).toHaveText('-5,000원');
  await page.getByLabel('받는 분').fill('김받음');
  await page.getByLabel('연락처').fill('010-2345-6789');
  await page.getByLabel('우편번호').fill('04524');
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 중구 세종대로 110');
  await page.getByLabel('구매약관과 주문 내용을 확인했으며 결제에 동의합니다.').check();
  await page.getByRole('button', { name: /결제하기/ }).click();
  await expect(page).toHaveURL(/\/mypage\/order\/[0-9a-f-]+$/);
  await expect(page.getByText('결제완료').first()).toBeVisible();
});
