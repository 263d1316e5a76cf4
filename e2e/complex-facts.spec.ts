import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config.ts';
import { adminHeaders, collectErrors, hidePopupsForToday, loginToConsole } from './fixtures.ts';

// The complex's name, address and stations come from the setting (seeded demo values),
// on the information pages and in the footer, in Korean, English and Chinese — never "OO" — and a
// manager's change in /console/setting shows on the site at the next reload.

const SEEDED = {
  ko: {
    name: '정자역 청년안심주택',
    address: '경기도 성남시 분당구 정자역로 48',
    station: '정자역',
    line: '신분당선',
  },
  en: {
    name: 'Jeongja Station Youth Safe Housing',
    address: '48 Jeongjayeok-ro, Bundang-gu, Seongnam-si',
    station: 'Jeongja Station',
    line: 'Shinbundang Line',
  },
  cn: {
    name: '亭子站青年安心住宅',
    address: '京畿道城南市盆唐区亭子站路48号',
    station: '亭子站',
    line: '新盆唐线',
  },
} as const;
type Locale = keyof typeof SEEDED;
const PLACEHOLDER = /(?<![A-Za-z0-9_])(?:OO|○○)(?![A-Za-z0-9_])/;
const INFO_PAGES = ['/business/overview', '/business/direction', '/business/environment', '/complex/layout'];

async function visit(page: Page, path: string, locale: Locale) {
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const locale of Object.keys(SEEDED) as Locale[]) {
  test(`the info pages and the footer name the seeded complex in ${locale}`, async ({ page, request }) => {
    const errors = collectErrors(page);
    const facts = SEEDED[locale];
    await hidePopupsForToday(page, request);
    for (const path of INFO_PAGES) {
      await visit(page, path, locale);
      const main = page.locator('main');
      await expect(main, path).not.toContainText(PLACEHOLDER);
      await expect(page.locator('footer.site-footer'), path).toContainText(facts.name);
      await expect(page.locator('footer.site-footer'), path).toContainText(facts.address);
    }
    await visit(page, '/business/overview', locale);
    await expect(page.locator('main')).toContainText(facts.name);
    await expect(page.locator('main')).toContainText(facts.address);
    await visit(page, '/business/direction', locale);
    const main = page.locator('main');
    await expect(main).toContainText(facts.station);
    await expect(main).toContainText(facts.line);
    await expect(page.locator('.location-map')).toContainText(facts.station);
    await expect(page.locator('.location-map')).toContainText(facts.line);
    await expect(page.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute('href', /mlat=37\.\d+/);
    // the business number as 000-00-00000, the phones hyphenated
    const footer = page.locator('footer.site-footer');
    await expect(footer).toContainText('214-88-52036');
    await expect(footer).toContainText('031-718-4800');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({
        path: `test-results/complex-facts-direction-${locale}-${width}.png`,
        fullPage: true,
      });
    }
    expect(errors).toEqual([]);
  });
}

test('a manager renames the complex and a station in /console/setting; the site shows it at the next reload', async ({
  page,
  browser,
  request,
}) => {
  const headers = await adminHeaders(request);
  const original = (
    (await (await request.get('/api/console/setting', { headers })).json()) as { setting: object }
  ).setting;
  const tag = Date.now().toString(36);
  const name = `미금역 청년주택 ${tag}`;
  const visitorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitor = await visitorContext.newPage();
  try {
    // the visitor has the page open (and the setting loaded) before the change
    await hidePopupsForToday(visitor, request);
    await visit(visitor, '/business/direction', 'ko');
    await expect(visitor.locator('main')).toContainText(SEEDED.ko.name.slice(0, 3));

    await page.setViewportSize({ width: 1440, height: 900 });
    await loginToConsole(page, E2E.admin);
    await page.goto('/console/setting');
    const nameInput = page.getByRole('textbox', { name: '단지명' });
    await expect(nameInput).toHaveValue(SEEDED.ko.name);
    // a position off the globe is refused on the field, in Korean
    const lat = page.getByRole('spinbutton', { name: '위도' });
    await lat.fill('91');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('위도는 -90에서 90 사이의 숫자로 입력해주세요')).toBeVisible();
    await lat.fill('37.3512');
    await nameInput.fill(name);
    await page.getByRole('textbox', { name: '역 이름' }).first().fill('미금역');
    await page.screenshot({ path: 'test-results/complex-facts-console-1440.png', fullPage: true });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/console/setting') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: '저장' }).click();
    expect((await saved).status()).toBe(200);

    await visitor.reload();
    const main = visitor.locator('main');
    await expect(main).toContainText(name);
    await expect(main).toContainText('미금역');
    await expect(visitor.locator('footer.site-footer')).toContainText(name);
    await expect(visitor.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      /mlat=37\.3512/,
    );
  } finally {
    await visitorContext.close();
    const restore = await request.put('/api/console/setting', { headers, data: original });
    expect(restore.status()).toBe(200);
  }
});
