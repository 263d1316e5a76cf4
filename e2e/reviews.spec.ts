import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders, freshUsername, joinPersonByApi, logInOnSite, sessionTokens } from './fixtures.ts';

// this spec's members join from their own network (playwright.config.ts TRUST_PROXY)
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.42' } });

/**
 * Reviews and product questions on the real server (docs/decisions/0042-shop-reviews-and-questions.md): a
 * member whose order was delivered writes a photo review on /mypage/review, finds it on the product page
 * with the average and the photo filter, and asks a private question there.
 */

/** A 2×2 PNG, enough for the image rule's type check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function call(
  request: APIRequestContext,
  headers: Record<string, string>,
  method: 'get' | 'post',
  url: string,
  data?: object,
) {
  const res = await request[method](url, { headers, ...(data ? { data } : {}) });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

test('a member reviews a delivered item with a photo and asks a private question', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { products } = await (await request.get('/api/v1/shop/products?limit=50')).json();
  const product = (
    products as { _id: string; status: string; options: { _id: string; stock: number }[] }[]
  ).find((p) => p.status === 'ON_SALE' && p.options.some((o) => o.stock > 1))!;
  const optionId = product.options.find((o) => o.stock > 1)!._id;

  const account = { username: freshUsername('review'), password: 'Buyer!2345' };
  await joinPersonByApi(request, account, { name: '김후기', companyName: 'Review Trading' });
  await logInOnSite(page, request, account);

  // an order paid through the simulator, shipped and delivered by the manager
  const member = { authorization: `Bearer ${(await sessionTokens(page)).accessToken}` };
  const { order } = await call(request, member, 'post', '/api/v1/me/orders', {
    recipient: '김후기',
    phone: '010-1234-5678',
    postcode: '04524',
    address1: '서울특별시 중구 세종대로 110',
    payMethod: 'CARD',
    agreeTerms: true,
    lines: [{ optionId, quantity: 1 }],
  });
  const { tid } = await call(request, member, 'post', '/api/v1/shop/simulator', {
    orderNumber: order.number,
    amount: order.total,
    method: 'CARD',
    outcome: 'approve',
  });
  await call(request, member, 'post', `/api/v1/me/orders/${order._id}/pay`, { tid });
  const admin = await adminHeaders(request);
  const at = `/api/console/shop/orders/${order._id}`;
  await call(request, admin, 'post', `${at}/ship`, { carrier: 'CJ', trackingNumber: '123456789012' });
  await call(request, admin, 'post', `${at}/deliver`);

  // /mypage/review: the line to review, a review with a photo
  await page.goto('/mypage/review');
  await page.getByRole('button', { name: '후기 쓰기' }).click();
  await page.getByRole('radio', { name: '별 4개' }).check();
  const text = `사진 후기 ${account.username}: 포장이 꼼꼼하고 좋아요.`;
  await page.getByLabel('후기 내용 (10자 이상)').fill(text);
  await page.getByLabel('사진 (최대 5장, jpg·png·webp)').setInputFiles({
    name: 'review.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.locator('.rv-photo-edit img')).toHaveCount(1);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('작성한 후기 (1)')).toBeVisible();
  await expect(page.getByText('후기를 작성할 상품이 없습니다.')).toBeVisible();

  // the product page: the review among the photo reviews
  await page.goto(`/shop/products/${product._id}`);
  await page.getByLabel(/포토 후기만 보기/).check();
  const mine = page.locator('.rv-item', { hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.locator('.rv-photos img')).toHaveCount(1);
  await expect(page.locator('.rv-average')).toContainText('평균 별점');

  // a private question: the writer sees it, marked private
  const question = `재입고 문의 ${account.username}`;
  await page.getByLabel('문의 내용 (5자 이상)').fill(question);
  await page.getByLabel('비밀글로 문의').check();
  await page.getByRole('button', { name: '문의하기' }).click();
  await expect(page.getByRole('status')).toContainText('문의를 등록했습니다');
  const asked = page.locator('.rv-item', { hasText: question });
  await expect(asked.locator('.rv-badge.is-private')).toHaveText('비밀글');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('product-reviews-390.png'), fullPage: true });
});
