import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/chromium.ts';

/**
 * The JavaScript a browser loads for each path, gzipped (level 9, as a CDN would serve it): the logic of
 * e2e/bundle.spec.ts, in a real Chromium so lazy chunks a page pulls in count too.
 */
export async function gzippedScripts(base: string, paths: string[]): Promise<Record<string, number>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const out: Record<string, number> = {};
    for (const path of paths) {
      const page = await browser.newPage();
      const bodies = new Map<string, Promise<Buffer>>();
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script' && res.ok()) bodies.set(res.url(), res.body());
      });
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
      let total = 0;
      for (const body of bodies.values()) total += gzipSync(await body, { level: 9 }).length;
      out[path] = total;
      await page.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];
export type LighthouseScores = Record<Category, number> & {
  /** Each run's performance score, in the order they ran. */
  performanceRuns: number[];
};

/** Runs per page: Lighthouse's own advice for its simulated scores, which vary from run to run. */
const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse (default mobile settings, simulated throttling) on each path, LIGHTHOUSE_RUNS times
 * (docs/decisions/0062-lighthouse-median-of-three.md): each category's median score 0–100, accessibility
 * the lowest of the runs. With reportDir, each path's report of its median performance run is written there
 * (the audits say why a score is what it is).
 */
export async function lighthouseScores(
  base: string,
  paths: string[],
  reportDir?: string,
): Promise<Record<string, LighthouseScores>> {
  if (reportDir) await mkdir(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const out: Record<string, LighthouseScores> = {};
    for (const path of paths) {
      const run = () =>
        lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        });
      const runs: { report: unknown; scores: Record<Category, number> }[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        // on a busy machine the trace is sometimes lost (NO_NAVSTART: "run Lighthouse again"), scoring 0
        let result = await run();
        for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) result = await run();
        const categories = result?.lhr.categories ?? {};
        const score = (id: Category) => Math.round((categories[id]?.score ?? 0) * 100);
        runs.push({
          report: result?.lhr,
          scores: {
            performance: score('performance'),
            accessibility: score('accessibility'),
            'best-practices': score('best-practices'),
            seo: score('seo'),
          },
        });
      }
      const all = (id: Category) => runs.map((r) => r.scores[id]);
      const median = (id: Category) => all(id).sort((a, b) => a - b)[runs.length >> 1] ?? 0;
      const performance = median('performance');
      const shown = runs.find((r) => r.scores.performance === performance)?.report;
      if (reportDir && shown)
        await writeFile(join(reportDir, `${reportName(path)}.json`), JSON.stringify(shown, null, 1));
      out[path] = {
        performance,
        accessibility: Math.min(...all('accessibility')),
        'best-practices': median('best-practices'),
        seo: median('seo'),
        performanceRuns: all('performance'),
      };
    }
    return out;
  } finally {
    chrome.kill();
  }
}

/** A report's file name from its path: `/shop/products/<id>` → `shop-products-id`, `/` → `home`. */
function reportName(path: string): string {
  return path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
}
