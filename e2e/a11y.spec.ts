import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hidePopupsForToday } from './fixtures.ts';
import { STATIC_ROUTES } from './staticRoutes.ts';

// KWCAG 2.2 / WCAG 2.1 AA: axe-core finds no violations on any public page (docs/spec.md § 2), in the states
// a visitor meets (an open FAQ answer, a form showing its errors, the password form), on a desktop and a
// phone, and the customer centre in English and Chinese.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function firstId(request: APIRequestContext, url: string, key: string): Promise<string> {
  const body = (await (await request.get(url)).json()) as Record<string, { _id: string }[]>;
  return body[key]![0]!._id;
}

async function details(request: APIRequestContext): Promise<string[]> {
  return [
    `/center/notice/${await firstId(request, '/api/v1/center/notifications?limit=1', 'notifications')}`,
    `/center/download/${await firstId(request, '/api/v1/center/downloads?limit=1', 'downloads')}`,
    `/center/inquiry/${await firstId(request, '/api/v1/center/questions?limit=1', 'questions')}`,
    `/board/default-board/${await firstId(request, '/api/v1/boards/default-board/posts?limit=1', 'posts')}`,
  ];
}

/** Runs axe on the page as it is and answers the violations in a readable form. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
        .join('\n'),
  );
}

async function open(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('main .page-loading')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`${viewport.name} ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every public page has no axe violations', async ({ page, request }) => {
      test.setTimeout(300_000);
      await hidePopupsForToday(page, request);
      const found: Record<string, string[]> = {};
      for (const route of [...STATIC_ROUTES, ...(await details(request))]) {
        await open(page, route);
        const list = await violations(page);
        if (list.length) found[route] = list;
      }
      expect(found).toEqual({});
    });
  });
}

test.describe('states', () => {
  test.beforeEach(async ({ page, request }) => {
    await hidePopupsForToday(page, request);
  });

  test('an open FAQ answer and a chosen category', async ({ page }) => {
    await open(page, '/center/faqs');
    await page.getByRole('tab', { name: '서류' }).click();
    await page.locator('.faq-question button').first().click();
    await expect(page.locator('.faq-answer').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the inquiry form showing its errors, and the password form with an error', async ({
    page,
    request,
  }) => {
    await open(page, '/center/inquiry/write');
    await page.getByRole('button', { name: '문의 등록' }).click();
    await expect(page.locator('.form-error').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    const id = await firstId(request, '/api/v1/center/questions?limit=1', 'questions');
    await open(page, `/center/inquiry/${id}`);
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alert')).toHaveText('비밀번호를 입력해 주세요.');
    expect(await violations(page)).toEqual([]);
  });

  test('a post with the comment form and the delete prompt; the write form with errors', async ({
    page,
    request,
  }) => {
    const id = await firstId(request, '/api/v1/boards/default-board/posts?limit=1', 'posts');
    await open(page, `/board/default-board/${id}`);
    await page.getByRole('button', { name: '삭제', exact: true }).click();
    await expect(page.getByRole('form', { name: '글을 삭제하려면 비밀번호를 입력해 주세요' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await open(page, '/board/default-board/write');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.locator('.form-error').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('English and Chinese pages of the customer centre', async ({ page }) => {
    const routes = ['/center/notice', '/center/faqs', '/center/inquiry/write', '/guide', '/ex'];
    // ten pages, each opened and checked by axe: the time grows with them (60 s ran out on a loaded machine)
    test.setTimeout(2 * routes.length * 15_000);
    for (const locale of ['en', 'cn']) {
      await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
      for (const route of routes) {
        await open(page, route);
        expect(await violations(page), `${locale} ${route}`).toEqual([]);
      }
    }
  });
});
