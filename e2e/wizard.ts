import { test, type Page } from '@playwright/test';
import { failOnPageErrors, hidePopupsForToday, openTheWindow } from './fixtures.ts';

/** Steps of the application wizard (/form/application) shared by the specs that walk through it. */

/**
 * The hooks of a spec that fills the site's forms: the window opened once, the day's popups hidden before
 * each test, and each test failed on a page error (failOnPageErrors, whose list it answers).
 */
export function formSpecHooks(): { errors: string[] } {
  test.beforeAll(async ({ request }) => {
    await openTheWindow(request);
  });
  const watched = failOnPageErrors();
  test.beforeEach(async ({ page, request }) => {
    await hidePopupsForToday(page, request);
  });
  return watched;
}

export const next = (page: Page) => page.getByRole('button', { name: '다음', exact: true }).click();
const group = (page: Page, name: RegExp) => page.getByRole('group', { name });

/** The details step of a single youth applicant in general supply, income rank 1, region rank `regionRank`. */
export async function fillYouthDetails(
  page: Page,
  email: string,
  regionRank: '1순위' | '2순위',
): Promise<void> {
  await page.getByLabel(/^이메일/).fill(email);
  await page.getByRole('radio', { name: /청년형/ }).check();
  await page.getByRole('radio', { name: '미혼' }).check();
  await page.getByRole('radio', { name: '일반공급' }).check();
  await page.getByRole('radio', { name: '청년', exact: true }).check();
  await group(page, /소득 순위/)
    .getByRole('radio', { name: '1순위' })
    .check();
  await group(page, /지역 순위/)
    .getByRole('radio', { name: regionRank })
    .check();
}

/** The eligibility step of a homeless applicant without assets to declare: a car worth `carValue`, or none. */
export async function answerEligibility(page: Page, carValue: string | null): Promise<void> {
  await group(page, /무주택자입니까/)
    .getByRole('radio', { name: '예' })
    .check();
  await group(page, /신고할 자산/)
    .getByRole('radio', { name: '아니오' })
    .check();
  await group(page, /자동차를 보유/)
    .getByRole('radio', { name: carValue === null ? '아니오' : '예' })
    .check();
  if (carValue !== null) await page.getByLabel(/자동차가액/).fill(carValue);
}
