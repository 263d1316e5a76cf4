import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './e2e/chromium.ts';
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse(`http://127.0.0.1:3200${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility', 'seo'] });
  const lhr = r!.lhr;
  for (const cat of ['accessibility', 'seo']) for (const ref of lhr.categories[cat]!.auditRefs) {
    const a = lhr.audits[ref.id]!;
    if (a.score !== null && a.score < 1 && ref.weight > 0) console.log(path, cat, a.id, a.title, String(JSON.stringify((a.details as any)?.items?.slice(0, 3))).slice(0, 600));
  }
}
await chrome.kill();
