import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SCOPES } from '#domain/scopes.ts';
import {
  createManagerByApi,
  hidePopupsForToday,
  loginToConsole,
  sessionTokens,
  tinyPdf,
  tinyPng,
  uniqueTag,
} from './fixtures.ts';

// The console's site content: FAQs, form downloads, terms, popups and home banners. For each, a
// manager holding only that scope opens the list, creates a record through the real UI, and the public site
// shows it; a manager with every other scope is refused the page. Every record is deleted at the
// end, so that later specs see the seeded site (home popups and slides, the application form's consents).

test.use({ viewport: { width: 1440, height: 900 } });

const PNG = tinyPng();

const rows = (page: Page) => page.getByRole('table').getByRole('row');

/**
 * Opens `path` as a new manager holding only `scope` (made through the API, logged in through the console's
 * form: the server applies the account's scopes, not a token's), and returns their access token.
 */
async function openWithScopes(page: Page, scope: readonly string[], path: string): Promise<string> {
  const account = await createManagerByApi(page.request, scope);
  // the console of an earlier manager in this page ends first
  if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
  await loginToConsole(page, account);
  await page.goto(path);
  const { accessToken } = await sessionTokens(page);
  return accessToken ?? '';
}

async function expectDenied(page: Page, scope: string, path: string) {
  const others = SCOPES.filter((s) => s !== scope);
  const token = await openWithScopes(page, others, path);
  await expect(page.getByText('접근권한이 없습니다').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const api = await page.request.get(`/api/console${path.replace('/console', '')}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(api.status()).toBe(403);
}

async function save(page: Page, apiPath: string) {
  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === apiPath && r.request().method() === 'POST',
  );
  await page.getByRole('toolbar').getByRole('button', { name: '저장' }).click();
  const res = await created;
  expect(res.status(), await res.text()).toBe(201);
  await expect(page.getByText('등록되었습니다')).toBeVisible();
  return (await res.json()) as Record<string, { _id: string } & Record<string, unknown>>;
}

async function remove(request: APIRequestContext, token: string, path: string) {
  const res = await request.delete(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(204);
}

test('FAQs: a centerFaqs manager writes an answer with an uploaded image; the FAQ page shows it', async ({
  page,
}) => {
  const tag = uniqueTag('FAQ');
  const token = await openWithScopes(page, ['manager', 'centerFaqs'], '/console/center/faqs');
  await expect(rows(page).nth(1)).toBeVisible();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: '공지사항' })).toHaveCount(0);

  await page.getByRole('link', { name: '등록', exact: true }).click();
  await expect(page).toHaveURL('/console/center/faqs/create');
  await page.getByRole('textbox', { name: '분류' }).fill('입주');
  await page.getByRole('textbox', { name: '질문' }).fill(`${tag} 반려동물과 함께 살 수 있나요?`);
  const editor = page.locator('.ProseMirror[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type('소형 반려동물은 ');
  await page.getByRole('button', { name: '굵게', exact: true }).click();
  await page.keyboard.type('관리사무소 등록 후');
  await page.getByRole('button', { name: '굵게', exact: true }).click();
  await page.keyboard.type(' 가능합니다. ');
  const photo = page.waitForResponse((r) => r.url().includes('/api/editor/photos'));
  await page
    .locator('input[type="file"][accept*="image/webp"]')
    .setInputFiles({ name: 'pet.png', mimeType: 'image/png', buffer: PNG });
  expect((await photo).status()).toBe(200);
  // ProseMirror adds a separator <img> of its own after an inline image
  await expect(editor.locator('img:not(.ProseMirror-separator)')).toHaveCount(1);
  const { faq } = await save(page, '/api/console/center/faqs');
  expect(faq!.answer).toContain('<strong>관리사무소 등록 후</strong>');
  expect(faq!.answer).toMatch(/<img src="\/[^"]+"/);
  await expect(rows(page).filter({ hasText: tag })).toHaveCount(1);

  try {
    // The site: the question under its category, the answer with the formatting and the image.
    await page.goto(`/center/faqs`);
    await page.getByRole('searchbox').first().fill(tag);
    await page.keyboard.press('Enter');
    const question = page.getByRole('button', { name: new RegExp(tag) });
    await expect(question).toBeVisible();
    await question.click();
    const answer = page.getByRole('region', { name: new RegExp(tag) });
    await expect(answer.locator('strong')).toHaveText('관리사무소 등록 후');
    const image = answer.locator('img');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  } finally {
    await remove(page.request, token, `/api/console/center/faqs/${faq!._id}`);
  }
});

test('FAQs, downloads, terms, popups and banners are refused to a manager without their scope', async ({
  page,
}) => {
  for (const [scope, path] of [
    ['centerFaqs', '/console/center/faqs'],
    ['centerDownloads', '/console/center/downloads'],
    ['terms', '/console/terms'],
    ['popups', '/console/popups'],
    ['banners', '/console/banners'],
  ] as const) {
    await expectDenied(page, scope, path);
  }
});

test('form downloads: a centerDownloads manager attaches a form; the download page lists it', async ({
  page,
}) => {
  const tag = uniqueTag('DL');
  const title = `${tag} 소득 증빙 서식`;
  const token = await openWithScopes(page, ['manager', 'centerDownloads'], '/console/center/downloads');
  await expect(rows(page).nth(1)).toBeVisible();
  await page.getByRole('link', { name: '등록', exact: true }).click();
  await page.getByRole('textbox', { name: '제목' }).fill(title);
  await page.locator('.ProseMirror[contenteditable="true"]').click();
  await page.keyboard.type('작성 후 신청서와 함께 제출하세요.');
  await page
    .locator('input[type="file"][accept*="application/pdf"]')
    .setInputFiles({ name: '소득증빙.pdf', mimeType: 'application/pdf', buffer: tinyPdf('income form') });
  const { download } = await save(page, '/api/console/center/downloads');
  await expect(rows(page).filter({ hasText: title })).toContainText('소득증빙.pdf');

  try {
    // The list's export: the current filter, Korean headers.
    await page.getByRole('searchbox', { name: '검색' }).fill(tag);
    await expect(rows(page)).toHaveCount(2);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '엑셀 다운로드' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await downloading).path());
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['번호', '제목', '설명']);
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe(title);

    await page.goto('/center/download');
    await expect(page.getByText(title)).toBeVisible();
  } finally {
    await remove(page.request, token, `/api/console/center/downloads/${download!._id}`);
  }
});

test('terms: a terms manager adds a consent; /terms/{code} shows it with its required badge', async ({
  page,
}) => {
  const code = `e2e-${Date.now().toString(36)}`;
  const token = await openWithScopes(page, ['manager', 'terms'], '/console/terms');
  await expect(rows(page).filter({ hasText: 'privacy' })).toHaveCount(1);
  await page.getByRole('link', { name: '등록', exact: true }).click();
  await page.getByRole('textbox', { name: '코드' }).fill(code);
  await page.getByRole('textbox', { name: '제목' }).fill('위치정보 이용 동의');
  await page.locator('.ProseMirror[contenteditable="true"]').click();
  await page.keyboard.type('모델하우스 길 안내에 위치정보를 이용합니다.');
  await page.getByRole('switch', { name: '필수 동의' }).check();
  const { term } = await save(page, '/api/console/terms');
  await expect(rows(page).filter({ hasText: code })).toHaveCount(1);

  // Removed afterwards: a required term left behind would be a new consent on the application form.
  try {
    await page.goto(`/terms/${code}`);
    await expect(page.getByRole('heading', { name: '위치정보 이용 동의' }).last()).toBeVisible();
    await expect(page.getByText('모델하우스 길 안내에 위치정보를 이용합니다.')).toBeVisible();
    await expect(page.locator('.terms-doc .badge')).toBeVisible();
  } finally {
    await remove(page.request, token, `/api/console/terms/${term!._id}`);
  }
});

test('popups: a popups manager uploads an image; the home page shows the popup, then it is gone', async ({
  page,
  browser,
}) => {
  const title = `${uniqueTag('POP')} 입주 박람회`;
  const token = await openWithScopes(page, ['manager', 'popups'], '/console/popups');
  await expect(rows(page).filter({ hasText: '청년안심주택 1차 청약 접수 안내' })).toHaveCount(1);
  await page.getByRole('link', { name: '등록', exact: true }).click();
  await page.getByRole('textbox', { name: '제목' }).fill(title);
  await page
    .locator('input[type="file"][accept*="image/png"]')
    .setInputFiles({ name: 'fair.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('textbox', { name: '링크' }).fill('/center/notice');
  await page.getByRole('spinbutton', { name: '가로 위치 (px)' }).fill('900');
  await page.getByRole('spinbutton', { name: '세로 위치 (px)' }).fill('200');
  await page.getByRole('spinbutton', { name: '순서' }).fill('0');
  const { popup } = await save(page, '/api/console/popups');
  expect(popup!.image).toMatch(/^\/api\/v1\/files\//);
  await expect(rows(page).filter({ hasText: title })).toHaveCount(1);

  try {
    // A visitor: the popup at the manager's position, its image linking where the manager said.
    const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await visitor.goto('/');
    const dialog = visitor.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveAttribute('href', '/center/notice');
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(850);
    await visitor.close();

    // Hidden in the console: gone from the site.
    await rows(page).filter({ hasText: title }).getByText(title).click();
    await page.getByRole('switch', { name: '노출' }).uncheck();
    const put = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.getByRole('toolbar').getByRole('button', { name: '저장' }).click();
    expect((await put).status()).toBe(200);
    const again = await browser.newPage();
    await again.goto('/');
    await expect(again.getByRole('dialog').first()).toBeVisible(); // the seeded popups still show
    await expect(again.getByRole('dialog', { name: title })).toHaveCount(0);
    await again.close();
  } finally {
    await remove(page.request, token, `/api/console/popups/${popup!._id}`);
  }
});

test('banners: a banners manager adds a home slide; the home slider shows it first', async ({
  page,
  request,
}) => {
  const title = `${uniqueTag('BNR')} 가을 입주 시작`;
  const token = await openWithScopes(page, ['manager', 'banners'], '/console/banners');
  await expect(rows(page).filter({ hasText: '480세대' })).toHaveCount(1);
  await page.getByRole('link', { name: '등록', exact: true }).click();
  await expect(page.getByRole('textbox', { name: '그룹 코드' })).toHaveValue('home');
  await page.getByRole('textbox', { name: '제목', exact: true }).fill(title);
  await page.getByRole('textbox', { name: '부제목' }).fill('지금 바로 신청하세요');
  await page
    .locator('input[type="file"][accept*="image/png"]')
    .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: PNG });
  const { banner } = await save(page, '/api/console/banners');
  await expect(rows(page).filter({ hasText: title })).toHaveCount(1);

  try {
    await hidePopupsForToday(page, request);
    await page.goto('/');
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText('지금 바로 신청하세요')).toBeVisible();
  } finally {
    await remove(page.request, token, `/api/console/banners/${banner!._id}`);
  }
});
