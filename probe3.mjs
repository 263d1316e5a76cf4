import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const id = process.argv[2];
for (const [w, loc] of [[390, 'en-US'], [1440, 'ko-KR']]) {
  const ctx = await b.newContext({ viewport: { width: w, height: 900 }, locale: loc });
  const p = await ctx.newPage();
  await p.goto(`http://127.0.0.1:3200/shop/products/${id}`);
  await p.locator('.shop-gallery').waitFor();
  await p.waitForTimeout(1000);
  console.log(w, await p.evaluate(() => [...document.querySelectorAll('.shop-gallery [aria-label]')].map(e => e.getAttribute('aria-label')).join(' | ')));
  await p.screenshot({ path: `/tmp/gallery-${w}.png` });
}
await b.close();
