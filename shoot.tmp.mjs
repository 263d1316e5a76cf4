import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://127.0.0.1:3200';
const pages = (process.env.PAGES ?? '/experts,/shop,/application/result,/application/draw').split(',');
const widths = (process.env.WIDTHS ?? '390,1280,1440,1920').split(',').map(Number);
const langs = (process.env.LANGS ?? 'ko,en,cn').split(',');
const key = process.env.KEY ?? 'locale';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const lang of langs) for (const w of widths) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 900 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  await ctx.addInitScript(([k, l]) => localStorage.setItem(k, l), [key, lang]);
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const sx = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const name = `${p.replace(/\//g, '_') || 'home'}-${lang}-${w}.png`;
    await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: false });
    console.log(name, sx > 0 ? `SCROLLS SIDEWAYS ${sx}px` : 'ok');
  }
  await ctx.close();
}
await browser.close();
