import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config.ts';
import { collectErrors, loginToConsole } from './fixtures.ts';

// The schedules super-manager sees, while editing a round and before saving, the state the public site
// would show for the values in the form.

test('the schedule form previews the public state of the values being edited', async ({ page }) => {
  const errors = collectErrors(page);
  await loginToConsole(page, E2E.scheduler);
  await page.goto('/console/schedules');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/console\/schedules\/[0-9a-f-]{36}$/);

  const form = page.getByTestId('preview-form');
  const landing = page.getByTestId('preview-landing');
  await expect(page.getByRole('heading', { name: '지금 공개 화면에 보이는 상태' })).toBeVisible();

  // other specs may have opened the round: give it a window in the future, then both places say so
  await page.getByLabel('접수 시작 (서울 시간)').fill('2099-01-01T10:00');
  await page.getByLabel('접수 마감 (서울 시간)').fill('2099-01-08T18:00');
  await expect(form).toContainText('신청서 · 접수 전');
  await expect(landing).toContainText('청약 안내 페이지 · 접수 전');

  // a stop wins over every time state, at once and without saving
  await page.getByLabel('중단 안내 문구').fill('점검으로 잠시 중단합니다');
  await page.getByLabel('접수 중단').check();
  await expect(form).toContainText('신청서 · 중단');
  await expect(form).toContainText('점검으로 잠시 중단합니다');

  // a window that closed yesterday: the form shows `dead`, the landing `dead2`
  await page.getByLabel('접수 중단').uncheck();
  await page.getByLabel('접수 시작 (서울 시간)').fill('2020-01-01T10:00');
  await page.getByLabel('접수 마감 (서울 시간)').fill('2020-01-02T18:00');
  await page.getByLabel('마감 안내 문구 (신청서)').fill('신청서 마감 문구');
  await page.getByLabel('마감 안내 문구 (청약 안내 페이지)').fill('안내 페이지 마감 문구');
  await expect(form).toContainText('마감');
  await expect(form).toContainText('신청서 마감 문구');
  await expect(landing).toContainText('안내 페이지 마감 문구');

  // hidden: nothing on the public site
  await page.getByLabel('노출').uncheck();
  await expect(form).toContainText('공개 화면에 일정이 표시되지 않습니다');
  expect(errors).toEqual([]);
});
