import { expect, test, type Page } from '@playwright/test';
import { collectErrors, hidePopupsForToday } from './fixtures.ts';

// The auction's public pages against the real server and its seed (docs/decisions/0033-timed-auction.md): the
// hall, the sale's catalogue with its state filter, a lot with its live price and server-clock countdown, and
// the author — in Korean and English, at 1440 and 390 px.

const CASES = [
  {
    locale: 'ko',
    program: '2026 겨울 온라인 경매',
    lot: '달항아리',
    author: '박도현',
    open: '응찰 중',
    left: '남은 시간',
  },
  {
    locale: 'en',
    program: 'Winter 2026 Online Auction',
    lot: 'Moon Jar',
    author: 'Park Dohyun',
    open: 'Open',
    left: 'Time left',
  },
] as const;

async function visitIn(page: Page, locale: string) {
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
}

for (const c of CASES) {
  test(`previews the sale and a lot with its live state (${c.locale})`, async ({ page, request }) => {
    const errors = collectErrors(page);
    await visitIn(page, c.locale);
    await hidePopupsForToday(page, request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/auction');
    await page.getByRole('link', { name: new RegExp(c.program) }).click();
    await expect(page.locator('.auction-card')).toHaveCount(12);
    await page.screenshot({ path: `test-results/auction-program-${c.locale}-1440.png`, fullPage: true });
    await page.getByRole('button', { name: c.open, exact: true }).click();
    await expect(page).toHaveURL(/state=OPEN/);
    await expect(page.locator('.auction-card')).toHaveCount(12);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `test-results/auction-program-${c.locale}-390.png`, fullPage: true });

    await page.getByRole('link', { name: new RegExp(c.lot) }).click();
    await expect(page.getByRole('heading', { name: c.lot })).toBeVisible();
    await expect(page.locator('.auction-live')).toContainText(c.left);
    // the countdown ticks by the server's clock: days left, then hh:mm:ss
    const first = await page.locator('.auction-left').textContent();
    expect(first).toMatch(/^\d+d \d\d:\d\d:\d\d$/);
    await expect(page.locator('.auction-left')).not.toHaveText(first!);
    await expect(page.locator('.auction-live-dot')).toBeVisible();
    await page.screenshot({ path: `test-results/auction-work-${c.locale}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `test-results/auction-work-${c.locale}-1440.png`, fullPage: true });

    await page.getByRole('link', { name: c.author }).click();
    await expect(page.getByRole('heading', { name: c.author })).toBeVisible();
    await expect(page.locator('.auction-card')).toHaveCount(2);
    expect(errors).toEqual([]);
  });
}
