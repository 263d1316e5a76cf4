import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  freshUsername,
  hidePopupsForToday,
  joinAsBuyerInKorean,
  loginToConsole,
  orderOnCheckout,
  recordDialogs,
} from './fixtures.ts';

// this spec's members join from their own network (playwright.config.ts TRUST_PROXY)
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.14' } });

/**
 * The shop end to end on the real server (docs/decisions/0029-shop-orders-and-payment.md,
 * 0031-shop-fulfilment-refunds-and-sales.md): a member buys two products with options through the payment
 * simulator's card window and sees the order; the manager ships it; the member confirms the purchase.
 */

interface PublicOption {
  _id: string;
  name: string;
  stock: number;
}
interface PublicProduct {
  _id: string;
  name: string;
  status: string;
  options: PublicOption[];
}

/** Two products on sale with at least two options in stock each: the buyer picks the second option. */
async function twoProductsWithOptions(request: APIRequestContext): Promise<PublicProduct[]> {
  const res = await request.get('/api/v1/shop/products?limit=50');
  expect(res.status()).toBe(200);
  const { products } = (await res.json()) as { products: PublicProduct[] };
  const picked = products.filter(
    (p) => p.status === 'ON_SALE' && p.options.filter((o) => o.stock > 2).length >= 2,
  );
  expect(picked.length).toBeGreaterThanOrEqual(2);
  return picked.slice(0, 2);
}

/** A buyer joins through /join and lands on their info page, logged in. */
const joinAsBuyer = (page: Page, username: string) =>
  joinAsBuyerInKorean(page, {
    username,
    password: 'Buyer!2345',
    name: '김구매',
    phone: '01012345678',
    companyName: '구매상사',
  });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a member buys two products with options by card, the manager ships, the member confirms', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const products = await twoProductsWithOptions(request);
  const context = await browser.newContext({ locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  recordDialogs(page);
  await hidePopupsForToday(page, request);
  await joinAsBuyer(page, freshUsername('shop'));

  // ── Two products, each with its second option, into the cart
  for (const product of products) {
    await page.goto(`/shop/products/${product._id}`);
    await page.getByRole('radio', { name: new RegExp(product.options[1]!.name) }).check();
    await page.getByLabel('수량').fill('2');
    await page.getByRole('button', { name: '장바구니 담기' }).click();
    await expect(page.getByRole('status')).toContainText('장바구니에 담았습니다');
  }

  // ── The cart: both lines chosen; order them
  await page.goto('/mypage/cart');
  for (const product of products) await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'cart-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'cart-1440');
  await page.getByRole('button', { name: '선택 상품 주문하기' }).click();

  // ── Checkout: the delivery by hand, the terms, the server's totals, card
  await expect(page).toHaveURL(/\/mypage\/checkout\?lines=/);
  await expect(page.getByLabel('결제 금액')).toBeVisible();
  await page.getByLabel('받는 분').fill('김받음');
  await page.getByLabel('연락처').fill('010-2345-6789');
  await page.getByLabel('우편번호').fill('04524');
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울특별시 중구 세종대로 110');
  await page.getByLabel('상세주소').fill('3층');
  await page.getByLabel('신용카드').check();
  // without the terms nothing is ordered
  await page.getByRole('button', { name: /결제하기/ }).click();
  await expect(page.locator('#co-agree-error')).toBeVisible();
  await page.getByLabel('구매약관과 주문 내용을 확인했으며 결제에 동의합니다.').check();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'checkout-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'checkout-1440');
  await page.getByRole('button', { name: /결제하기/ }).click();

  // ── The simulator's window: approve
  await expect(page).toHaveURL(/\/mypage\/order\/[0-9a-f-]+\/pay$/);
  const orderId = page.url().split('/').at(-2)!;
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'pay-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page).toHaveURL(new RegExp(`/mypage/order/${orderId}$`));
  await expect(page.getByRole('status').first()).toContainText('결제가 완료되었습니다');
  await expect(page.locator('.shop-order-head .shop-status')).toHaveText('결제완료');
  for (const product of products) await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await shot(page, 'order-paid-1440');

  // ── The member's list shows it
  await page.goto('/mypage/order');
  await expect(page.getByText('결제완료')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'orders-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  const number = (await page.locator('.shop-order-meta').first().textContent())!.match(/\d{16}/)![0];

  // ── The manager ships it by uploading an .xlsx of tracking numbers, then marks it delivered
  const desk = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
  recordDialogs(desk);
  await loginToConsole(desk);
  await expect(desk.getByRole('heading', { name: '쇼핑몰 오늘' })).toBeVisible();
  await desk.screenshot({ path: test.info().outputPath('console-dashboard-1440.png'), fullPage: true });
  await desk.goto('/console/shop/orders');
  const row = desk.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('결제완료');
  // masked until revealed: the recipient 김받음 shows as 김*음
  await expect(row).toContainText('김*음');
  await desk.screenshot({ path: test.info().outputPath('console-orders-1440.png'), fullPage: true });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('송장');
  sheet.addRow(['주문번호', '택배사', '송장번호']);
  sheet.addRow([number, 'CJ대한통운', '601234567890']);
  const chooser = desk.waitForEvent('filechooser');
  await desk.getByRole('button', { name: '송장 엑셀 업로드' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'tracking.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await expect(desk.getByText('발송 1건, 처리 못함 0건')).toBeVisible();
  await row.click();
  await expect(desk.getByText('배송중').first()).toBeVisible();
  await expect(desk.getByText('CJ대한통운 601234567890', { exact: true })).toBeVisible();
  await desk.screenshot({ path: test.info().outputPath('console-order-1440.png'), fullPage: true });
  await desk.getByRole('button', { name: '배송완료 처리' }).click();
  await expect(desk.getByText('배송완료').first()).toBeVisible();
  await desk.goto('/console/salesStatistics');
  await expect(desk.getByRole('heading', { name: '월별 매출' })).toBeVisible();
  await expect(desk.locator('.MuiBarElement-root, .MuiBarChart-root, svg rect').first()).toBeVisible();
  await desk.screenshot({ path: test.info().outputPath('console-sales-1440.png'), fullPage: true });

  // ── The member sees it delivered with its tracking number, and confirms the purchase
  await page.goto(`/mypage/order/${orderId}`);
  await expect(page.locator('.shop-order-head .shop-status')).toHaveText('배송완료');
  await expect(page.getByRole('definition').filter({ hasText: 'CJ대한통운 601234567890' })).toBeVisible();
  await expect(page.getByRole('button', { name: '반품 신청' })).toBeVisible();
  await page.getByRole('button', { name: '구매확정' }).click();
  await expect(page.locator('.shop-order-head .shop-status')).toHaveText('구매확정');
  await expect(page.getByRole('button', { name: '반품 신청' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'order-confirmed-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, 'order-confirmed-1440');
  // the receipt prints the order without the page's buttons, timeline or site frame
  await expect(page.getByRole('button', { name: '영수증 인쇄' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('구매 영수증 · 판매자: 서울어워드 쇼핑몰')).toBeVisible();
  await expect(page.getByRole('button', { name: '영수증 인쇄' })).toBeHidden();
  await expect(page.locator('.shop-timeline')).toBeHidden();
  await shot(page, 'receipt-print-1440');
  await page.emulateMedia({ media: 'screen' });

  // ── The same order in English and Chinese; the footer names the mail-order registration
  await page.getByRole('button', { name: 'EN English' }).click();
  await expect(page.locator('.shop-order-head .shop-status')).toHaveText('Confirmed');
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await page.goto('/mypage/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.getByRole('button', { name: 'CN 中文' }).click();
  await expect(page.getByText('购物车是空的。')).toBeVisible();
  await expect(page.locator('footer.site-footer')).toContainText('제2026-성남분당-0482호');
  await shot(page, 'cart-empty-cn-1440');
});

test('a bank transfer: the window fails, is closed, then issues a virtual account; the buyer cancels with a reason', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [product] = await twoProductsWithOptions(request);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  recordDialogs(page);
  await hidePopupsForToday(page, request);
  await joinAsBuyer(page, freshUsername('bank'));

  // "buy now" goes to the cart with that line chosen
  await page.goto(`/shop/products/${product!._id}`);
  await page.getByRole('radio', { name: new RegExp(product!.options[0]!.name) }).check();
  await page.getByRole('button', { name: '바로 구매' }).click();
  await expect(page).toHaveURL(/\/mypage\/cart$/);
  await page.getByRole('button', { name: '선택 상품 주문하기' }).click();
  await orderOnCheckout(
    page,
    { recipient: '이입금', phone: '01098765432', zip: '13561', address: '경기도 성남시 분당구 정자역로 48' },
    '무통장입금(가상계좌)',
  );

  await expect(page).toHaveURL(/\/pay$/);
  await page.getByRole('button', { name: '결제 실패' }).click();
  await expect(page.getByRole('alert')).toContainText('결제가 승인되지 않았습니다');
  await page.getByRole('button', { name: '결제 창 닫기' }).click();
  await expect(page.getByRole('alert')).toContainText('결제를 취소했습니다');
  await page.getByRole('button', { name: '가상계좌 발급' }).click();
  await expect(page.getByRole('status')).toContainText(/시뮬레이션은행 \d{14}/);
  await shot(page, 'pay-deposit-390');

  await page.getByRole('link', { name: '주문 상세' }).click();
  await expect(page.locator('.shop-order-head .shop-status')).toHaveText('결제대기');
  await expect(page.getByRole('status').first()).toContainText('입금이 확인되면 결제가 완료됩니다');
  await expect(page.getByRole('link', { name: '결제하기' })).toHaveCount(0);
  await page.getByRole('button', { name: '주문 취소' }).click();
  await page.getByLabel('취소 사유').fill('다른 상품으로 다시 주문');
  await page.getByRole('button', { name: '보내기' }).click();
  await expect(page.locator('.shop-order-head .shop-status')).toHaveText('주문취소');
  await expect(page.locator('.shop-timeline')).toContainText('다른 상품으로 다시 주문');
  await shot(page, 'order-cancelled-390');
});

/** Today's gross and refunds in the console's daily sales table (0 when today has no row yet). */
async function todaysSales(desk: Page): Promise<{ gross: number; refunds: number }> {
  await desk.goto('/console/salesStatistics');
  const daily = desk.locator('section[aria-labelledby="sales-dailySales"]');
  await expect(daily.getByRole('table')).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const row = daily.getByRole('row').filter({ hasText: today });
  if ((await row.count()) === 0) return { gross: 0, refunds: 0 };
  const won = async (cell: number) =>
    Number((await row.getByRole('cell').nth(cell).innerText()).replace(/\D/g, ''));
  return { gross: await won(1), refunds: await won(2) };
}

test('another member pays by card and cancels before shipping: refunded in full, and the sales show both', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const [product] = await twoProductsWithOptions(request);
  const desk = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
  recordDialogs(desk);
  await loginToConsole(desk);
  const before = await todaysSales(desk);

  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  recordDialogs(page);
  await hidePopupsForToday(page, request);
  await joinAsBuyer(page, freshUsername('refund'));
  await page.goto(`/shop/products/${product!._id}`);
  await page.getByRole('radio', { name: new RegExp(product!.options[1]!.name) }).check();
  await page.getByRole('button', { name: '바로 구매' }).click();
  await page.getByRole('button', { name: '선택 상품 주문하기' }).click();
  await orderOnCheckout(
    page,
    { recipient: '박환불', phone: '01055556666', zip: '04524', address: '서울특별시 중구 세종대로 110' },
    '신용카드',
  );
  await expect(page).toHaveURL(/\/pay$/);
  await page.getByRole('button', { name: '결제 승인' }).click();
  await expect(page.locator('.shop-order-head .shop-status')).toHaveText('결제완료');
  // ── Before shipping the buyer cancels: the whole payment goes back
  await page.getByRole('button', { name: '주문 취소' }).click();
  await page.getByLabel('취소 사유').fill('배송지를 잘못 적었어요');
  await page.getByRole('button', { name: '보내기' }).click();
  await expect(page.locator('.shop-order-head .shop-status')).toHaveText('주문취소');
  const fact = async (term: string) =>
    Number(
      (await page.locator(`dt:text-is("${term}") + dd`).innerText()).replace(/\(.*\)/, '').replace(/\D/g, ''),
    );
  const amount = await fact('환불 금액');
  expect(amount).toBeGreaterThan(0);
  expect(amount).toBe(await fact('결제 금액'));
  await shot(page, 'order-refunded-390');

  // ── The sales statistics count the sale on its day and the refund on its own
  const after = await todaysSales(desk);
  expect(after.gross).toBe(before.gross + amount);
  expect(after.refunds).toBe(before.refunds + amount);
  await desk.screenshot({ path: test.info().outputPath('console-sales-refund-1440.png'), fullPage: true });
});
