import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
const p = await ctx.newPage();
await p.goto('http://127.0.0.1:3200/console/login');
await p.getByLabel(/아이디|Username/i).first().fill('admin');
await p.getByLabel(/비밀번호|Password/i).first().fill('Admin!2345');
await p.keyboard.press('Enter');
await p.waitForTimeout(3000);
for (const loc of ['en','ko','cn']) {
await p.evaluate((l) => localStorage.setItem('locale', l), loc);
await p.goto('http://127.0.0.1:3200/console/users');
await p.locator('table tbody tr').first().waitFor();
await p.waitForTimeout(1000);
const r = await p.evaluate(() => {
  const over = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  const W = document.documentElement.clientWidth;
  const wide = [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > W + 1).map(e => e.tagName + '.' + (e.className?.toString?.() ?? '').slice(0,80) + ' r=' + Math.round(e.getBoundingClientRect().right));
  return { over, wide: wide.slice(0, 12) };
});
console.log(loc, JSON.stringify(r, null, 1));
await p.screenshot({ path: `/tmp/users-${loc}.png` });
}
await b.close();
