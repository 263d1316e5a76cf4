import { expect, test, type Locator, type Page } from '@playwright/test';
import { seededPopups } from './fixtures.ts';

// On a phone the two seeded home popups covered the whole screen at once. Below `md` they
// come one at a time, each inside the screen with both buttons reachable; the desktop keeps its layout.

const region = (page: Page) => page.getByRole('region', { name: '알림' });

/** The dialog's box lies inside the viewport, and so do both of its buttons. */
async function expectInsideViewport(page: Page, dialog: Locator) {
  const viewport = page.viewportSize()!;
  for (const part of [
    dialog,
    dialog.getByRole('button', { name: '오늘 하루 보지 않기' }),
    dialog.getByRole('button', { name: '닫기' }),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the popups come one at a time, each inside the screen', async ({ page, request }, info) => {
    const popups = await seededPopups(request);
    expect(popups.length).toBeGreaterThanOrEqual(2);
    const [first, second] = popups as [(typeof popups)[0], (typeof popups)[0]];
    await page.goto('/');
    const dialogs = region(page).getByRole('dialog');
    await expect(dialogs).toHaveCount(1);
    await expect(region(page).getByRole('dialog', { name: first.title })).toBeVisible();
    await expect(region(page).getByRole('img', { name: first.title })).toBeVisible();
    await expectInsideViewport(page, dialogs.first());
    await page.screenshot({ path: info.outputPath('popups-390-first.png') });

    await dialogs.first().getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await expect(dialogs).toHaveCount(1);
    const next = region(page).getByRole('dialog', { name: second.title });
    await expect(next).toBeVisible();
    await expect(next).toBeFocused();
    await expectInsideViewport(page, next);
    await page.screenshot({ path: info.outputPath('popups-390-second.png') });

    await next.getByRole('button', { name: '닫기' }).click();
    await expect(dialogs).toHaveCount(0);
  });
});

test.describe('on a desktop (1440×900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the popups show together at the manager’s positions', async ({ page, request }, info) => {
    const popups = await seededPopups(request);
    await page.goto('/');
    await expect(region(page).getByRole('dialog')).toHaveCount(popups.length);
    for (const popup of popups) {
      const dialog = region(page).getByRole('dialog', { name: popup.title });
      await expect(dialog).toBeVisible();
      await expectInsideViewport(page, dialog);
    }
    await page.screenshot({ path: info.outputPath('popups-1440.png') });
  });
});
