import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The site once said "경기도 성남시 분당구 OO로 480 (OO동)" and "OO역" on six pages in
// every language. Every text a visitor can read — the catalogs, the site's and the console's code, the
// shared domain texts and the seeded demo content — must carry real (demo) values, never "OO"/"○○".

const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = [
  'locales',
  'src',
  'domain',
  'server/db/seedContent',
  'server/db/seed.ts',
  'index.html',
  'public',
];
const TEXT_FILE = /\.(tsx?|json|html|svg|md|txt|css)$/;
/** "OO" standing alone or stuck to Korean/Chinese (OO역, OO-ro, OO路), but not inside a word (FLOOR, ZOOM). */
const PLACEHOLDER = /(?<![A-Za-z0-9_])(?:OO|○○)(?![A-Za-z0-9_])/;

function* files(path: string): Generator<string> {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return;
  }
  if (stat.isFile()) {
    if (TEXT_FILE.test(path)) yield path;
    return;
  }
  for (const entry of readdirSync(path)) yield* files(join(path, entry));
}

describe('no placeholder names in what the public reads', () => {
  it('has no "OO" / "○○" in catalogs, site and console code, domain texts or seeds', () => {
    const found: string[] = [];
    for (const root of SCANNED) {
      for (const file of files(join(ROOT, root))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (PLACEHOLDER.test(line))
              found.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim().slice(0, 120)}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
