import { expect, test, type Page } from '@playwright/test';
import {
  collectErrors,
  hidePopupsForToday,
  loginToConsole,
  recordDialogs,
  seededPopups,
  seoulToday,
  sessionTokens,
} from './fixtures.ts';

// The public site's home and shell (docs/spec.md § 2 "Navigation and behaviour", § 4 Header, § 6) against the
// real server and its seed: banners, popups and the site setting come from GET /api/v1/*.

const header = (page: Page) => page.getByTestId('site-header');
// The nav's accessible name follows the language; the class does not.
const mainMenu = (page: Page) => page.locator('nav.gnb');
const sitemapToggle = (page: Page) => page.getByRole('button', { name: '전체메뉴', exact: true });
const sitemap = (page: Page) => page.getByRole('dialog', { name: '전체메뉴' });
const activeSlide = (page: Page) => page.locator('.hero .swiper-slide-active');

/** Waits for the fade to finish: Swiper ignores arrow clicks in loop mode while a transition runs. */
async function slideSettled(page: Page) {
  await expect(activeSlide(page)).toHaveCSS('opacity', '1');
  await expect(page.locator('.hero .swiper-slide:not(.swiper-slide-active)')).toHaveCount(2);
  for (const other of await page.locator('.hero .swiper-slide:not(.swiper-slide-active)').all())
    await expect(other).toHaveCSS('opacity', '0');
}

let errors: string[] = [];

test.beforeEach(({ page }) => {
  errors = collectErrors(page);
});

// No console errors or uncaught exceptions on the public site, whatever the test did.
test.afterEach(() => {
  expect(errors, 'console errors / uncaught exceptions on the page').toEqual([]);
});

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '청년안심주택' })).toBeAttached();
}

/** Logs in through the console's login page (same tab, same sessionStorage tokens) and comes back home. */
async function loginOnSite(page: Page) {
  await loginToConsole(page);
  errors.length = 0; // the console's own requests are not the site's
  await openHome(page);
  await expect(
    header(page).getByRole('navigation', { name: '회원 메뉴' }).getByRole('button', { name: '로그아웃' }),
  ).toBeVisible();
}

/** Records every dialog; a confirm is answered with the next of `answers` (accept when none is left). */
function answerDialogs(page: Page) {
  const state = { messages: [] as string[], answers: [] as boolean[] };
  page.on('dialog', async (d) => {
    state.messages.push(`${d.type()}: ${d.message()}`);
    if (d.type() === 'confirm' && state.answers.shift() === false) await d.dismiss();
    else await d.accept();
  });
  return state;
}

test.describe('desktop 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.describe('without popups', () => {
    test.beforeEach(async ({ page, request }) => {
      await hidePopupsForToday(page, request);
    });

    test('loads without console errors and shows the seeded content', async ({ page }) => {
      await openHome(page);
      await page.waitForLoadState('networkidle');
      // Scroll through the page so that the lazy images load too.
      for (let y = 0; y < 6000; y += 800) await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: '청약 일정' })).toContainText('1차 청약');
      await expect(page).toHaveTitle('청년안심주택 | 더블 역세권 480세대');
    });

    test('slider: slide image with alt text, fade autoplay to the next slide, pause stops it', async ({
      page,
    }) => {
      await openHome(page);
      const slider = page.getByRole('region', { name: '주요 소식' });
      await expect(slider.getByRole('group')).toHaveCount(3);
      const first = activeSlide(page);
      await expect(first).toHaveAttribute('aria-label', '3개 중 1번째 슬라이드');
      await expect(
        first.getByRole('img', { name: '역세권 청년안심주택, 480세대의 새로운 시작' }),
      ).toBeVisible();
      // each slide's button names its slide, so the three links read apart
      await expect(first.getByRole('link', { name: /^자세히 보기 ?\(\S/ })).toBeVisible();
      // Swiper runs with the fade effect: slides are stacked, only the active one is opaque.
      await expect(page.locator('.hero-swiper')).toHaveClass(/swiper-fade/);

      // Autoplay every 5000 ms: the second slide is active within ~7 s, fully faded in.
      await expect(activeSlide(page)).toHaveAttribute('aria-label', '3개 중 2번째 슬라이드', {
        timeout: 7_500,
      });
      await expect(activeSlide(page)).toHaveCSS('opacity', '1');
      await expect(page.locator('.hero .swiper-slide[data-swiper-slide-index="0"]')).toHaveCSS(
        'opacity',
        '0',
      );
      await expect(page.locator('.hero-counter')).toHaveText('02 / 03');
      await expect(page.locator('.hero .swiper-slide:not(.swiper-slide-active)').first()).toHaveAttribute(
        'inert',
        '',
      );

      // Pause: nothing moves for longer than an autoplay period plus the transition.
      await slider.getByRole('button', { name: '자동 넘김 정지' }).click();
      await expect(slider.getByRole('button', { name: '자동 넘김 시작' })).toBeVisible();
      const paused = await activeSlide(page).getAttribute('aria-label');
      await page.waitForTimeout(6_500);
      await expect(activeSlide(page)).toHaveAttribute('aria-label', paused!);

      // The arrows still work and the slider loops: 2 → 3 → 1.
      await slideSettled(page);
      await slider.getByRole('button', { name: '다음 슬라이드' }).click();
      await expect(activeSlide(page)).toHaveAttribute('aria-label', '3개 중 3번째 슬라이드');
      await slideSettled(page);
      await slider.getByRole('button', { name: '다음 슬라이드' }).click();
      await expect(activeSlide(page)).toHaveAttribute('aria-label', '3개 중 1번째 슬라이드');
      await slideSettled(page);
      await slider.getByRole('button', { name: '이전 슬라이드' }).click();
      await expect(activeSlide(page)).toHaveAttribute('aria-label', '3개 중 3번째 슬라이드');
      await expect(page.locator('.hero-counter')).toHaveText('03 / 03');
    });

    test('header: scrolled state past 2 px, none at the top', async ({ page }) => {
      await openHome(page);
      await expect(header(page)).not.toHaveClass(/is-scrolled/);
      await page.evaluate(() => window.scrollTo(0, 2));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2);
      // Exactly at the threshold is not "more than 2 px".
      await page.waitForTimeout(100);
      await expect(header(page)).not.toHaveClass(/is-scrolled/);
      await page.evaluate(() => window.scrollTo(0, 3));
      await expect(header(page)).toHaveClass(/is-scrolled/);
      await page.mouse.wheel(0, 600);
      // Let the wheel's smooth scroll finish, or it would carry on past the scrollTo below.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const before = window.scrollY;
            await new Promise((resolve) => setTimeout(resolve, 150));
            return before === window.scrollY ? window.scrollY : -1;
          }),
        )
        .toBeGreaterThan(500);
      await expect(header(page)).toHaveClass(/is-scrolled/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header(page)).not.toHaveClass(/is-scrolled/);
    });

    test('header: hovering the main menu shows the dark dropdown', async ({ page }) => {
      await openHome(page);
      const panel = page.locator('.gnb-panel');
      const subLink = mainMenu(page).getByRole('link', { name: '사업개요' });
      await expect(header(page)).not.toHaveClass(/menu-active/);
      await expect(subLink).toBeHidden();

      await mainMenu(page).getByRole('link', { name: '사업안내', exact: true }).hover();
      await expect(header(page)).toHaveClass(/menu-active/);
      await expect(mainMenu(page).locator('.gnb-item').first()).toHaveClass(/is-hover/);
      await expect(subLink).toBeVisible();
      await expect(mainMenu(page).getByRole('link', { name: '1:1 문의' })).toBeVisible();
      await expect(panel).toBeVisible();
      await expect(panel).toHaveCSS('opacity', '1');
      await expect(panel).toHaveCSS('background-color', 'rgba(10, 24, 40, 0.94)');
      await expect(header(page)).toHaveCSS('background-color', 'rgba(10, 24, 40, 0.94)');

      // Another item takes the highlight.
      await mainMenu(page).getByRole('link', { name: '고객센터', exact: true }).hover();
      await expect(mainMenu(page).locator('.gnb-item').filter({ hasText: '고객센터' })).toHaveClass(
        /is-hover/,
      );
      await expect(mainMenu(page).locator('.gnb-item').first()).not.toHaveClass(/is-hover/);

      // Leaving the menu closes it.
      await page.mouse.move(720, 700);
      await expect(header(page)).not.toHaveClass(/menu-active/);
      await expect(subLink).toBeHidden();
      await expect(panel).toBeHidden();

      // A sub-link navigates.
      await mainMenu(page).getByRole('link', { name: '고객센터', exact: true }).hover();
      await mainMenu(page).getByRole('link', { name: '자주 묻는 질문' }).click();
      await expect(page).toHaveURL('/center/faqs');
      await expect(header(page)).not.toHaveClass(/menu-active/);
    });

    test('sitemap: the hamburger opens it, a link navigates and closes it, Escape closes it', async ({
      page,
    }) => {
      await openHome(page);
      await expect(sitemap(page)).toHaveCount(0);
      await sitemapToggle(page).click();
      await expect(sitemap(page)).toBeVisible();
      await expect(sitemapToggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('html')).toHaveClass(/is-scroll-locked/);
      // Full screen, every group with its sub-links open on a wide screen.
      const box = (await sitemap(page).boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.y).toBe(0);
      expect(box.width).toBeGreaterThanOrEqual(1420);
      expect(box.height).toBe(900);
      await expect(sitemap(page).getByRole('link', { name: '사업개요' })).toBeVisible();
      await expect(sitemap(page).getByRole('link', { name: '서식 다운로드' })).toBeVisible();
      await expect(sitemap(page).getByRole('button', { name: /하위 메뉴/ })).toHaveCount(0);
      await expect(sitemap(page).getByRole('button', { name: '전체메뉴 닫기' })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(sitemap(page)).toHaveCount(0);
      await expect(sitemapToggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(sitemapToggle(page)).toBeFocused();
      await expect(page.locator('html')).not.toHaveClass(/is-scroll-locked/);

      await sitemapToggle(page).click();
      await sitemap(page).getByRole('link', { name: '공지사항' }).click();
      await expect(page).toHaveURL('/center/notice');
      await expect(sitemap(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();

      // The close button closes it too.
      await sitemapToggle(page).click();
      await sitemap(page).getByRole('button', { name: '전체메뉴 닫기' }).click();
      await expect(sitemap(page)).toHaveCount(0);
    });

    test('scroll-to-top appears after half a screen and takes the page to the top', async ({ page }) => {
      await openHome(page);
      const button = page.getByRole('button', { name: '맨 위로' });
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, window.innerHeight / 2 - 10));
      await page.waitForTimeout(300);
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, window.innerHeight / 2 + 10));
      await expect(button).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 2500));
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toBeHidden();
      await expect(header(page)).not.toHaveClass(/is-scrolled/);
    });

    test('footer shows the seeded company and its links; the contact block links to the application form', async ({
      page,
    }) => {
      await openHome(page);
      const footer = page.locator('footer.site-footer');
      await expect(footer.locator('.footer-brand')).toHaveText('(주)청년안심리츠');
      await expect(footer).toContainText('214-88-52036');
      await expect(footer).toContainText('© 2024 (주)청년안심리츠');
      await expect(footer.getByRole('link', { name: '1668-4800' })).toHaveAttribute('href', 'tel:16684800');
      const links = footer.getByRole('navigation', { name: '바로가기' });
      await expect(links.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute(
        'href',
        '/privacy-policy',
      );
      await expect(links.getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/center/notice');
      for (const name of ['블로그', '유튜브', '페이스북', '인스타그램']) {
        const social = footer.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(social).toHaveAttribute('href', /^https:\/\//);
        await expect(social).toHaveAttribute('target', '_blank');
      }

      const contact = page.getByRole('region', { name: '청약 상담 · 신청' });
      const apply = contact.getByRole('link', { name: '청약 신청하기' });
      await expect(apply).toHaveAttribute('href', '/form/application');
      await apply.click();
      await expect(page).toHaveURL('/form/application');

      await page.locator('footer').getByRole('link', { name: '개인정보처리방침' }).click();
      await expect(page).toHaveURL('/privacy-policy');
      await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
    });

    test('copy protection: copy and the context menu are blocked on content', async ({ page }) => {
      await openHome(page);
      await expect(page.locator('div.site')).toHaveClass(/is-protected/);
      const text = page.locator('.elig-card h3').first();
      await expect(text).toHaveCSS('user-select', 'none');

      // Record, after the site's handlers ran, whether each event's default was prevented.
      await page.evaluate(() => {
        const seen: Record<string, boolean> = {};
        (window as unknown as { __seen: typeof seen }).__seen = seen;
        for (const type of ['copy', 'contextmenu', 'selectstart', 'dragstart'])
          window.addEventListener(type, (e) => (seen[type] = e.defaultPrevented));
      });
      const seen = () =>
        page.evaluate(() => (window as unknown as { __seen: Record<string, boolean> }).__seen);

      await text.click({ button: 'right' });
      await expect.poll(seen).toMatchObject({ contextmenu: true });

      // Select the heading's text programmatically (user-select blocks the mouse) and copy it.
      await text.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
      });
      await page.keyboard.press('ControlOrMeta+C');
      await expect.poll(seen).toMatchObject({ copy: true });

      // A text selection dragged with the mouse selects nothing.
      await page.evaluate(() => document.getSelection()!.removeAllRanges());
      const para = page.locator('.elig-desc').first();
      const pbox = (await para.boundingBox())!;
      await page.mouse.move(pbox.x + 2, pbox.y + pbox.height / 2);
      await page.mouse.down();
      await page.mouse.move(pbox.x + pbox.width - 2, pbox.y + pbox.height / 2, { steps: 5 });
      await page.mouse.up();
      expect(await page.evaluate(() => document.getSelection()!.toString())).toBe('');
      await para.dblclick();
      expect(await page.evaluate(() => document.getSelection()!.toString())).toBe('');

      // The home page has no text field, so the "fields keep copy" half is not testable here.
      test
        .info()
        .annotations.push({ type: 'note', description: 'no text input on /: field exemption not tested' });
    });

    test('a member route without login alerts and goes home', async ({ page }) => {
      const dialogs = recordDialogs(page);
      await page.goto('/mypage/myinfo');
      await expect(page).toHaveURL('/');
      expect(dialogs).toEqual([{ type: 'alert', message: '로그인 후 이용가능합니다' }]);
      await expect(page.getByRole('heading', { level: 1, name: '청년안심주택' })).toBeAttached();
    });

    test('header user items follow the session; logout happens only when confirmed', async ({ page }) => {
      await openHome(page);
      const userMenu = header(page).getByRole('navigation', { name: '회원 메뉴' });
      await expect(userMenu.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/join');
      await expect(userMenu.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
      await expect(userMenu.getByRole('button', { name: '로그아웃' })).toHaveCount(0);

      await loginOnSite(page);
      await expect(userMenu.getByRole('link', { name: '마이페이지' })).toHaveAttribute(
        'href',
        '/mypage/myinfo',
      );
      await expect(userMenu.getByRole('link', { name: '로그인' })).toHaveCount(0);
      const dialogs = answerDialogs(page);

      // The member route opens without an alert now.
      await userMenu.getByRole('link', { name: '마이페이지' }).click();
      await expect(page).toHaveURL('/mypage/myinfo');
      await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
      await header(page).getByRole('link', { name: '청년안심주택 홈' }).click();
      await expect(page).toHaveURL('/');
      expect(dialogs.messages).toEqual([]);

      // Logout asks first; cancelling keeps the session.
      dialogs.answers.push(false);
      await userMenu.getByRole('button', { name: '로그아웃' }).click();
      await expect.poll(() => dialogs.messages).toEqual(['confirm: 로그아웃 하시겠습니까?']);
      await expect(userMenu.getByRole('button', { name: '로그아웃' })).toBeVisible();
      expect((await sessionTokens(page)).accessToken).toBeTruthy();

      // Confirming logs out on the server.
      const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/logout');
      dialogs.answers.push(true);
      await userMenu.getByRole('button', { name: '로그아웃' }).click();
      expect((await loggedOut).ok()).toBe(true);
      await expect(userMenu.getByRole('link', { name: '로그인' })).toBeVisible();
      expect(await sessionTokens(page)).toEqual({ accessToken: null, refreshToken: null });
      expect(dialogs.messages).toHaveLength(2);
    });

    test('a confirmed logout on a member page goes home with no "please log in" alert', async ({ page }) => {
      await loginOnSite(page);
      const userMenu = header(page).getByRole('navigation', { name: '회원 메뉴' });
      await userMenu.getByRole('link', { name: '마이페이지' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
      const dialogs = answerDialogs(page);
      dialogs.answers.push(true);
      const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/logout');
      await userMenu.getByRole('button', { name: '로그아웃' }).click();
      expect((await loggedOut).ok()).toBe(true);
      await expect(page).toHaveURL('/');
      await expect(userMenu.getByRole('link', { name: '로그인' })).toBeVisible();
      await page.waitForTimeout(300);
      // The visitor asked to log out: telling them to log in to see the page they are leaving is wrong.
      expect(dialogs.messages).toEqual(['confirm: 로그아웃 하시겠습니까?']);
    });

    test('language: EN and CN switch the texts, <html lang>, Accept-Language; the choice persists; KR back', async ({
      page,
    }) => {
      await openHome(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      const lang = page.getByRole('group', { name: '언어 선택' });

      // English
      const enRequest = page.waitForRequest((r) => r.url().includes('/api/v1/'));
      await lang.getByRole('button', { name: 'English' }).click();
      expect(await (await enRequest).headerValue('accept-language')).toBe('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(mainMenu(page).getByRole('link', { name: 'About', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Youth Safe Housing');
      await expect(sitemapToggle(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Full menu' })).toBeVisible();
      await expect(
        page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' }),
      ).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');

      // The choice survives a reload, and the first API calls already ask for English.
      const afterReload = page.waitForRequest((r) => r.url().includes('/api/v1/'));
      await page.reload();
      expect(await (await afterReload).headerValue('accept-language')).toBe('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(mainMenu(page).getByRole('link', { name: 'Help centre' })).toBeVisible();
      await expect(page).toHaveTitle('Youth Safe Housing | 480 homes at a double metro-line station');

      // Chinese
      const cnRequest = page.waitForRequest((r) => r.url().includes('/api/v1/'));
      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
      expect(await (await cnRequest).headerValue('accept-language')).toBe('cn');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(mainMenu(page).getByRole('link', { name: '项目介绍' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('青年安心住宅');
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('cn');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('button', { name: '全部菜单' })).toBeVisible();

      // Korean again
      const koRequest = page.waitForRequest((r) => r.url().includes('/api/v1/'));
      await page.getByRole('group', { name: '选择语言' }).getByRole('button', { name: '한국어' }).click();
      expect(await (await koRequest).headerValue('accept-language')).toBe('ko');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await expect(mainMenu(page).getByRole('link', { name: '사업안내', exact: true })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ko');
    });
  });

  test('popups from the seed: "오늘 하루 보지 않기" hides one until tomorrow, "닫기" only for now', async ({
    page,
    request,
  }) => {
    const popups = await seededPopups(request);
    expect(popups.length).toBeGreaterThanOrEqual(2);
    const [first, second] = popups as [(typeof popups)[0], (typeof popups)[0]];

    await openHome(page);
    const dialogOf = (title: string) =>
      page.getByRole('region', { name: '알림' }).getByRole('dialog', { name: title });
    await expect(dialogOf(first.title)).toBeVisible();
    await expect(dialogOf(second.title)).toBeVisible();
    await expect(dialogOf(first.title).getByRole('img', { name: first.title })).toBeVisible();
    // The first popup takes focus; the header stays above the popups.
    await expect(dialogOf(first.title)).toBeFocused();

    await dialogOf(first.title).getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await expect(dialogOf(first.title)).toHaveCount(0);
    await expect(dialogOf(second.title)).toBeVisible();
    expect(await page.evaluate((id) => localStorage.getItem(`popup-hidden:${id}`), first._id)).toBe(
      seoulToday(),
    );

    await dialogOf(second.title).getByRole('button', { name: '닫기' }).click();
    await expect(dialogOf(second.title)).toHaveCount(0);

    await page.reload();
    await expect(dialogOf(second.title)).toBeVisible();
    await expect(dialogOf(first.title)).toHaveCount(0);

    // Escape closes the focused popup.
    await expect(dialogOf(second.title)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialogOf(second.title)).toHaveCount(0);
  });
});

/**
 * The header's items from left to right as the visitor sees them (logo mark, brand name, each main-menu
 * label, each user item, each language button, the hamburger): each one's box, widened to its text where the
 * text spills out, and how many lines each label's text takes (the distinct tops of its text's line boxes).
 */
function headerItems() {
  const textRange = (element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range;
  };
  const lines = (element: Element) => {
    const tops = [...textRange(element).getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    return tops.filter((r, i) => tops.findIndex((o) => Math.abs(o.top - r.top) < r.height / 2) === i).length;
  };
  const selectors: [selector: string, label: boolean][] = [
    ['.header-logo .logo-mark', false],
    ['.header-logo-text', false], // the brand name may take two lines, as a logo does
    ['.gnb-link', true],
    ['.header-util .user-menu a, .header-util .user-menu button', true],
    ['.header-util .lang-menu button', true],
    ['.header-util .sitemap-toggle', false],
  ];
  return selectors.flatMap(([selector, label]) =>
    [...document.querySelectorAll(selector)]
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const text = textRange(element).getBoundingClientRect();
        const spills = text.width > 0;
        return {
          name: (element.textContent ?? '').trim() || selector,
          left: Math.min(box.left, spills ? text.left : box.left),
          right: Math.max(box.right, spills ? text.right : box.right),
          lines: label ? lines(element) : 1,
        };
      }),
  );
}

test('the header fits in every language from the xl breakpoint up: no item overlaps its neighbours and no label wraps', async ({
  browser,
}, info) => {
  const problems: string[] = [];
  for (const locale of ['ko', 'en', 'cn']) {
    for (const width of [1200, 1280, 1366, 1440, 1920]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript((l) => localStorage.setItem('locale', l), locale);
      const page = await context.newPage();
      await page.goto('/center/notice');
      await expect(mainMenu(page).locator('.gnb-link').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const items = await page.evaluate(headerItems);
      const where = `${locale} at ${width} px`;
      // logo, seven menu labels, two user items, three languages, the hamburger
      expect(items.length, where).toBeGreaterThanOrEqual(13);
      for (const item of items) {
        if (item.lines !== 1) problems.push(`${where}: "${item.name}" takes ${item.lines} lines`);
        if (item.left < 0 || item.right > width) problems.push(`${where}: "${item.name}" leaves the window`);
      }
      items.slice(1).forEach((item, i) => {
        const before = items[i]!;
        if (item.left < before.right) {
          const by = Math.round(before.right - item.left);
          problems.push(`${where}: "${before.name}" overlaps "${item.name}" by ${by} px`);
        }
      });
      await page.screenshot({
        path: info.outputPath(`header-${locale}-${width}.png`),
        clip: { x: 0, y: 0, width, height: 120 },
      });
      await context.close();
    }
  }
  expect(problems).toEqual([]);
});

test.describe('mobile 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test.beforeEach(async ({ page, request }) => {
    await hidePopupsForToday(page, request);
  });

  test('the main menu is hidden; the hamburger opens the menu whose arrows toggle sub-menus', async ({
    page,
  }) => {
    await openHome(page);
    await expect(mainMenu(page)).toBeHidden();
    await expect(page.getByRole('group', { name: '언어 선택' }).first()).toBeHidden();
    await expect(sitemapToggle(page)).toBeVisible();

    await sitemapToggle(page).click();
    const menu = sitemap(page);
    await expect(menu).toBeVisible();
    await expect(menu).toHaveClass(/is-narrow/);
    const arrow = menu.getByRole('button', { name: '사업안내 하위 메뉴' });
    const sub = menu.getByRole('link', { name: '사업개요' });
    await expect(arrow).toHaveAttribute('aria-expanded', 'false');
    await expect(sub).toBeHidden();

    await arrow.click();
    await expect(arrow).toHaveAttribute('aria-expanded', 'true');
    await expect(sub).toBeVisible();
    // Another group opens independently.
    const centerArrow = menu.getByRole('button', { name: '고객센터 하위 메뉴' });
    await centerArrow.click();
    await expect(menu.getByRole('link', { name: '자주 묻는 질문' })).toBeVisible();
    await expect(sub).toBeVisible();

    await arrow.click();
    await expect(arrow).toHaveAttribute('aria-expanded', 'false');
    await expect(sub).toBeHidden();

    // The user and language items live in the menu on a phone.
    await expect(menu.getByRole('link', { name: '로그인' })).toBeVisible();
    await expect(menu.getByRole('group', { name: '언어 선택' })).toBeVisible();

    // Choosing a sub-link navigates, closes the menu and collapses the groups.
    await menu.getByRole('link', { name: '자주 묻는 질문' }).click();
    await expect(page).toHaveURL('/center/faqs');
    await expect(sitemap(page)).toHaveCount(0);
    await sitemapToggle(page).click();
    await expect(sitemap(page).getByRole('button', { name: '고객센터 하위 메뉴' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(sitemap(page).getByRole('link', { name: '자주 묻는 질문' })).toBeHidden();

    // The hamburger closes it again.
    await page.keyboard.press('Escape');
    await expect(sitemap(page)).toHaveCount(0);
  });
});
