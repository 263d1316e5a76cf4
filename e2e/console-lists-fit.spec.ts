import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_RESOURCES } from '#domain/consoleResources.ts';
import { collectErrors, freshUsername, loginToConsole, openTheWindow } from './fixtures.ts';
import { submitApplicant, useConsoleLocale } from './console-applicants.ts';

/**
 * Every console list fits the window at 1440 × 900 and 1920 × 1080 in ko, en and cn — no
 * horizontal scrolling of its table, no header broken inside a word ("회/차"), and short values (receipt
 * numbers, names, phones, dates) on one line.
 */
// every list the first manager opens (the schedules list is the schedules manager's alone)
const LISTS = CONSOLE_RESOURCES.filter(
  (resource) => (resource.views as readonly string[]).includes('list') && resource.scope !== 'scheduleAdmin',
).map((resource) => resource.name);

/** Columns whose values are one short piece each. */
const SHORT_COLUMNS = [
  'receiptNo',
  'name',
  'phone',
  'birth',
  'createdAt',
  'updatedAt',
  'answeredAt',
  'sentAt',
];

interface Measured {
  scrollWidth: number;
  clientWidth: number;
  pageOverflow: number;
  brokenHeaders: string[];
  brokenCells: string[];
}

/** The table's widths and every header or short cell taller than one line of its own text. */
function measure(page: Page, shortColumns: string[]): Promise<Measured> {
  return page.evaluate((columns) => {
    const table = document.querySelector('table')!;
    const container = table.parentElement!;
    // the lines the element's text takes: the distinct tops of its text's boxes (icons do not count)
    const lines = (el: Element) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      return tops.filter((top, i) => tops.findIndex((t) => Math.abs(t - top) < 4) === i).length;
    };
    const text = (el: Element) => (el as HTMLElement).innerText.trim();
    const brokenHeaders = [...table.querySelectorAll('thead th')]
      .filter((th) => text(th) !== '' && lines(th) > 1)
      .map(text);
    const selector = columns.map((c) => `tbody td.column-${c}`).join(', ');
    const brokenCells = [...table.querySelectorAll(selector)]
      .filter((td) => text(td) !== '' && lines(td) > 1)
      .map((td) => `${td.className.match(/column-\S+/)?.[0]}: ${text(td)}`);
    return {
      scrollWidth: container.scrollWidth,
      clientWidth: container.clientWidth,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      brokenHeaders,
      brokenCells,
    };
  }, shortColumns);
}

test.beforeAll(async ({ request }) => {
  await openTheWindow(request);
  await submitApplicant(request, 'APPLICATION', { name: '남궁청년' });
  await submitApplicant(request, 'REGISTRATION', { name: '선우관심' });
  // a buyer with the longest username and a long company name: the members list has nine columns
  // (a retry's new worker joins again: the name's time and random part keep it unique)
  const username = freshUsername('fit').padEnd(20, '0');
  const joined = await request.post('/api/v1/users', {
    headers: { 'x-forwarded-for': '198.51.100.16' },
    data: {
      type: 'PERSON',
      username,
      password: 'Match!2345',
      name: 'Jean-Baptiste Martin',
      email: `${username}@example.com`,
      phone: '01098765432',
      agreePrivacy: true,
      companyName: `${username} International Trading SAS`,
      country: 'FR',
      timeZone: 'Europe/Paris',
    },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
});

for (const size of [
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
]) {
  for (const locale of ['ko', 'en', 'cn'] as const) {
    test(`every console list fits ${size.width} × ${size.height} in ${locale}`, async ({ page }) => {
      // every declared list is opened and measured: the time grows with the console's resources
      test.setTimeout(LISTS.length * 10_000);
      const errors = collectErrors(page);
      await page.setViewportSize(size);
      await loginToConsole(page);
      await useConsoleLocale(page, locale);
      const failures: string[] = [];
      for (const list of LISTS) {
        // the list's page of rows (every console list asks with page= and limit=), then its rendering
        const listed = page.waitForResponse(
          (res) =>
            res.request().method() === 'GET' &&
            new URL(res.url()).pathname.startsWith('/api/console/') &&
            new URL(res.url()).searchParams.has('page'),
        );
        await page.goto(`/console/${list}`);
        const rows = ((await (await listed).json()) as { total: number }).total;
        if (rows === 0) continue; // an empty list has no table to measure
        // rows, or the empty page (a list asks for its filters' choices with page= too, so the answer
        // seen may not be the list's own)
        await expect(
          page.locator('table tbody tr').or(page.locator('.RaEmpty-message')).first(),
        ).toBeVisible();
        if ((await page.locator('table').count()) === 0) continue;
        const m = await measure(page, SHORT_COLUMNS);
        if (m.scrollWidth > m.clientWidth)
          failures.push(`${list}: table ${m.scrollWidth} > ${m.clientWidth}`);
        if (m.pageOverflow > 0) failures.push(`${list}: page scrolls sideways by ${m.pageOverflow}px`);
        for (const h of m.brokenHeaders) failures.push(`${list}: header "${h}" on two lines`);
        for (const c of m.brokenCells) failures.push(`${list}: ${c} on two lines`);
        if (list === 'application' || list === 'manager') {
          await page.screenshot({
            path: `test-results/lists-fit-${list.replace('/', '-')}-${size.width}-${locale}.png`,
          });
        }
      }
      expect(failures).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
