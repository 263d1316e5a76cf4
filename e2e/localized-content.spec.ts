import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../playwright.config.ts';
import { failOnPageErrors, loginToConsole, openTheWindow, uniqueTag } from './fixtures.ts';

// What managers write for the public reaches English and Chinese visitors in their
// language (docs/decisions/0012-localized-content.md): the seeded slides, popups and terms, and a notice's
// English title written in the console's English tab.

type Lang = 'en' | 'cn';

async function visitIn(page: Page, locale: Lang | 'ko') {
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
}

const SEEDED: Record<Lang, { slide: string; popups: string[]; collect: string; htmlLang: string }> = {
  en: {
    slide: '480 new homes for young people, right by the station',
    popups: ['Round 1 applications for the youth housing are opening', 'Book a visit to the model unit'],
    collect: 'I accept the Terms for Collecting and Using Personal Information',
    htmlLang: 'en',
  },
  cn: {
    slide: '地铁站旁的青年安心住宅，480户新生活从这里开始',
    popups: ['青年安心住宅第1轮申请受理通知', '样板房参观预约指南'],
    collect: '同意个人信息收集及使用',
    htmlLang: 'zh-CN',
  },
};

failOnPageErrors();

for (const lang of ['en', 'cn'] as const) {
  const seeded = SEEDED[lang];

  test.describe(`${lang} visitor`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('the home shows the slide and the popups in the visitor’s language, unmarked', async ({ page }) => {
      await visitIn(page, lang);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', seeded.htmlLang);
      const title = page.locator('.hero-title').first();
      await expect(title).toHaveText(seeded.slide);
      // written in the page's language: no lang="ko" on it
      await expect(title).not.toHaveAttribute('lang', /.+/);
      await expect(page.getByText('역세권 청년안심주택')).toHaveCount(0);

      const popups = page.getByRole('region').getByRole('dialog');
      for (const name of seeded.popups) {
        const image = popups.getByRole('img', { name });
        await expect(image).toBeVisible();
        // its text is drawn in the image: the visitor's language has its own
        await expect(image).toHaveAttribute('src', new RegExp(`-${lang}\\.svg$`));
      }
      await expect(page.getByRole('img', { name: /청약 접수 안내|견본주택/ })).toHaveCount(0);
      for (const width of [390, 1280, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(title).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`home-${lang}-${width}.png`) });
      }
    });

    test('the application form’s terms step names each consent in the visitor’s language', async ({
      page,
      request,
    }) => {
      await openTheWindow(request);
      await visitIn(page, lang);
      await page.goto('/form/application');
      const consent = page.getByLabel(seeded.collect);
      await expect(consent).toBeVisible();
      await expect(page.locator('main').getByText(/개인정보|이용약관|동의합니다/)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`terms-${lang}-1280.png`), fullPage: true });
    });
  });
}

test.describe('console', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a notice’s English title written in its tab shows on the English site; Chinese falls back to Korean', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag('L10N');
    const korean = `${tag} 입주 안내`;
    const english = `${tag} Move-in guide`;

    await loginToConsole(page, E2E.admin);
    await page.goto('/console/center/notifications/create');
    await page.getByRole('textbox', { name: '제목' }).fill(korean);
    await page.locator('.ProseMirror[contenteditable="true"]').click();
    await page.keyboard.type('입주 일정을 안내합니다.');

    await page.getByRole('tab', { name: 'English' }).click();
    await expect(page.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: '제목' }).fill(english);
    await page.locator('.ProseMirror[contenteditable="true"]').click();
    await page.keyboard.type('Here is when you can move in.');
    await page.screenshot({ path: test.info().outputPath('console-notice-english-tab.png') });
    // back on the Korean tab, the Korean title is still there
    await page.getByRole('tab', { name: /한국어/ }).click();
    await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue(korean);

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/console/center/notifications') && r.request().method() === 'POST',
    );
    await page.getByRole('toolbar').getByRole('button', { name: '저장' }).click();
    expect((await created).status()).toBe(201);

    for (const [locale, title, marked] of [
      ['en', english, false],
      ['cn', korean, true],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const site = await context.newPage();
      await visitIn(site, locale);
      await site.goto('/center/notice');
      const link = site.getByRole('link', { name: title });
      await expect(link).toBeVisible();
      if (marked) await expect(link).toHaveAttribute('lang', 'ko');
      else await expect(link).not.toHaveAttribute('lang', /.+/);
      await link.click();
      await expect(site.locator('#post-title')).toHaveText(title);
      if (locale === 'en') await expect(site.getByText('Here is when you can move in.')).toBeVisible();
      await context.close();
    }
  });
});
