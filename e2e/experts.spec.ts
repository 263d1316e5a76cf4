import { expect, test, type Page } from '@playwright/test';
import { collectErrors, hidePopupsForToday } from './fixtures.ts';

// The experts' directory against the real server and its seed: a visitor reaches it from the
// menu, finds an adviser by practice area and country, and reads the profile — in Korean and in English.

const CASES = [
  {
    locale: 'ko',
    group: '비즈니스 매칭',
    menu: '전문가 찾기',
    practice: '지식재산권',
    country: '독일',
    found: ['윤지아', '임태양'],
    profile: '임태양',
    fact: '현재 신규 상담을 받지 않습니다',
  },
  {
    locale: 'en',
    group: 'Business matching',
    menu: 'Find an adviser',
    practice: 'Intellectual property',
    country: 'Germany',
    found: ['Jia Yoon', 'Taeyang Lim'],
    profile: 'Taeyang Lim',
    fact: 'Not taking new requests at the moment',
  },
] as const;

async function visitIn(page: Page, locale: string) {
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
}

for (const c of CASES) {
  test(`finds an adviser by practice area and country (${c.locale})`, async ({ page, request }) => {
    const errors = collectErrors(page);
    await visitIn(page, c.locale);
    await hidePopupsForToday(page, request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    // the directory sits in the trade centre's group of the main menu, opened by the pointer
    await page.locator('.gnb-link', { hasText: c.group }).hover();
    await page.getByRole('link', { name: c.menu }).first().click();
    await expect(page).toHaveURL(/\/experts$/);
    await expect(page.locator('.ex-card')).toHaveCount(12);

    await page
      .getByRole('combobox', { name: c.locale === 'ko' ? '전문 분야' : 'Practice area' })
      .selectOption({ label: c.practice });
    await page
      .getByRole('combobox', { name: c.locale === 'ko' ? '국가' : 'Country' })
      .selectOption({ label: c.country });
    await expect(page).toHaveURL(/practice=.+&country=DE/);
    await expect(page.locator('.ex-name')).toHaveText([...c.found]);
    await page.screenshot({ path: `test-results/experts-list-${c.locale}-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `test-results/experts-list-${c.locale}-390.png`, fullPage: true });

    await page.getByRole('link', { name: c.profile }).click();
    await expect(page.getByRole('heading', { name: c.profile })).toBeVisible();
    await expect(page.getByText(c.fact)).toBeVisible();
    await page.screenshot({ path: `test-results/experts-profile-${c.locale}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `test-results/experts-profile-${c.locale}-1440.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}
