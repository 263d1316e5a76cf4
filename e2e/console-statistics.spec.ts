import { expect, test } from '@playwright/test';
import { collectErrors, loginToConsole, openTheWindow } from './fixtures.ts';
import { submitApplicant, useConsoleLocale } from './console-applicants.ts';

/**
 * `/console/statistics` (docs/decisions/0030-group-notices-and-round-statistics.md) at 1440 px in ko and en:
 * the round's figures, charts drawn, the competition without supply shown as "—".
 */
const TEXTS = {
  ko: {
    heading: '회차 통계',
    days: '일별 신청 (한국시간)',
    outcomes: '심사 결과',
    noSupply: /공급 세대수가 정해지면/,
  },
  en: {
    heading: 'Round statistics',
    days: 'Applications per day (Seoul time)',
    outcomes: 'Review outcomes',
    noSupply: /The rate shows once the supply is set/,
  },
} as const;

test.beforeAll(async ({ request }) => {
  await openTheWindow(request);
  for (let i = 0; i < 3; i++) await submitApplicant(request, 'APPLICATION');
});

for (const locale of ['ko', 'en'] as const) {
  test(`the statistics page shows the round's figures and charts (${locale})`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginToConsole(page);
    await useConsoleLocale(page, locale);
    const t = TEXTS[locale];
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/console/statistics');
    await page.goto('/console/statistics');
    const { statistics } = (await (await answer).json()) as { statistics: { total: number } };
    expect(statistics.total).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('heading', { name: t.days })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.outcomes })).toBeVisible();
    await expect(page.getByText(t.noSupply)).toBeVisible();
    // three charts, each with its bars drawn
    const charts = page.locator('svg.MuiChartsSvgLayer-root');
    await expect(charts).toHaveCount(3);
    for (const chart of await charts.all())
      expect(await chart.locator('.MuiBarChart-element').count()).toBeGreaterThan(0);
    await expect(page.getByText(t.heading).first()).toBeVisible();
    // nothing wider than the window
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/console-statistics-${locale}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}
