import { expect, test, type Page } from '@playwright/test';
import { collectErrors, loginToConsole, openTheWindow } from './fixtures.ts';
import { submitApplicant } from './console-applicants.ts';

/**
 * Every figure of the dashboard opens its list filtered to exactly what it counts — the
 * list's total equals the figure ("답변 대기 13건" opened all 17 inquiries).
 */
const FIGURES = [
  { figure: 'registration-today', api: '/api/console/application' },
  { figure: 'registration-total', api: '/api/console/application' },
  { figure: 'application-today', api: '/api/console/application' },
  { figure: 'application-total', api: '/api/console/application' },
  { figure: 'questions-unanswered', api: '/api/console/center/questions' },
  // requests waiting for an adviser (docs/decisions/0025-expert-consultations.md)
  { figure: 'consultations-waiting', api: '/api/console/experts/consultations' },
] as const;

const digits = (text: string) => Number(text.replace(/\D/g, ''));

/** The total of the list the page loads next (its GET answer), and the figure's number. */
async function openFigure(
  page: Page,
  figure: string,
  api: string,
): Promise<{ shown: number; total: number }> {
  const link = page.locator(`a[data-figure="${figure}"]`);
  await expect(link).toBeVisible();
  const shown = digits(await link.innerText());
  const answer = page.waitForResponse(
    (res) => new URL(res.url()).pathname === api && res.request().method() === 'GET' && res.ok(),
  );
  await link.click();
  const body = (await (await answer).json()) as { total: number };
  return { shown, total: body.total };
}

test('each dashboard figure opens its list filtered to exactly that figure', async ({ page, request }) => {
  const errors = collectErrors(page);
  await openTheWindow(request);
  await submitApplicant(request, 'APPLICATION');
  await submitApplicant(request, 'APPLICATION');
  await submitApplicant(request, 'REGISTRATION');
  await loginToConsole(page);

  for (const { figure, api } of FIGURES) {
    await page.goto('/console');
    const { shown, total } = await openFigure(page, figure, api);
    expect(total, figure).toBe(shown);
    // the list says the same: its range "… / 전체 n" (or no rows for 0)
    if (total > 0) await expect(page.getByText(new RegExp(`전체 ${total}$`))).toBeVisible();
    else await expect(page.locator('tbody tr')).toHaveCount(0);
    // and the filter is visible, so the manager sees why the list is shorter
    if (figure.endsWith('today')) await expect(page.locator('input[name="from"]')).toBeVisible();
    if (figure === 'questions-unanswered') {
      await expect(page.locator('tbody tr')).toHaveCount(Math.min(total, 20));
      expect(shown).toBeGreaterThan(0);
    }
  }
  await page.goto('/console');
  await expect(page.locator('a[data-figure="application-total"]')).toBeVisible();
  await page.screenshot({ path: 'test-results/console-dashboard.png', fullPage: true });
  expect(errors).toEqual([]);
});
