import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

// The public site's bundle never contains react-admin or MUI, and what `/` loads stays under 150 KB gzipped.
const CONSOLE_MARKERS = ['MuiButtonBase', 'RaLayout', 'ra.action.', 'react-admin'];

/** The scripts `path` loads: their bodies, and how each came over the wire (Content-Encoding, '' as is). */
async function scriptsLoadedBy(page: Page, path: string) {
  const scripts = new Map<string, { body: Buffer; encoding: string }>();
  // every body is awaited before the answer: one still being read when the test ended failed it
  const reads: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script' || !res.ok()) return;
    const encoding = res.headers()['content-encoding'] ?? '';
    reads.push(res.body().then((body) => void scripts.set(res.url(), { body, encoding })));
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  return scripts;
}

test('`/` loads under 150 KB of gzipped JavaScript with no console code, sent compressed', async ({
  page,
}) => {
  const scripts = await scriptsLoadedBy(page, '/');
  expect(scripts.size).toBeGreaterThan(0);
  let gzipped = 0;
  for (const [url, { body, encoding }] of scripts) {
    // the build's .br/.gz copies (vite.config.ts); sent as is, `/` cost a phone's link 220 KB more
    if (body.length >= 1024) expect(encoding, url).toMatch(/^(br|gzip)$/);
    gzipped += gzipSync(body, { level: 9 }).length;
    const text = body.toString('utf8');
    for (const marker of CONSOLE_MARKERS) expect(text, `${url} contains ${marker}`).not.toContain(marker);
  }
  test.info().annotations.push({ type: 'gzipped JS on /', description: `${(gzipped / 1024).toFixed(1)} KB` });
  expect(gzipped).toBeLessThan(150 * 1024);
});

// docs/decisions/0061-fewer-stylesheets-per-page.md: what a page's first paint waits on, in English (the
// language that adds catalogs)
test('a product waits on three stylesheets at most, the form on no shared message catalog, both sent compressed', async ({
  browser,
  request,
}) => {
  const page = await browser.newPage({ locale: 'en-US' });
  const styles: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'stylesheet') styles.push(req.url());
  });
  const products = (await (await request.get('/api/v1/shop/products?limit=1')).json()) as {
    products: { _id: string }[];
  };
  const product = await page.goto(`/shop/products/${products.products[0]!._id}`);
  expect(await product?.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.length, styles.join('\n')).toBeLessThanOrEqual(3);

  // the shared catalog holds every area's messages (a member's username rule among them): the form has
  // no error to show before the applicant types
  const scripts = await scriptsLoadedBy(page, '/form/application');
  for (const [url, { body }] of scripts)
    expect(body.toString('utf8'), url).not.toContain(
      'Use only lowercase letters and numbers for your username.',
    );
  await page.close();
});

test('the console loads react-admin lazily at /console', async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, '/console');
  const all = [...scripts.values()].map((s) => s.body.toString('utf8')).join('\n');
  expect(all).toContain('MuiButtonBase');
});

test('API docs are served at /api/docs', async ({ page }) => {
  const res = await page.goto('/api/docs');
  expect(res?.status()).toBeLessThan(400);
  // the tags come collapsed (server/plugins/docs.ts); a reader opens one and reads its operations
  await page.locator('#operations-tag-application').click({ timeout: 30_000 });
  await expect(page.getByText('/api/v1/application/schedules').first()).toBeVisible();
});

test('the site and the console run under their Content-Security-Policy without a violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  // pages that parse with zod (the forms), render rich text, or load the console's forms
  for (const path of [
    '/',
    '/form/application',
    '/form/registration',
    '/center/inquiry',
    '/join',
    '/console/login',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});
