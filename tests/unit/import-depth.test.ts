import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// No import climbs more than two folders: a file that would reach further names what it wants
// through the package's import aliases (#domain/*, #server/*, #src/*, #locales/*), which say where the
// thing lives instead of how far away the importing file happens to sit.
const ROOT = join(import.meta.dirname, '..', '..');
const DIRS = ['bench', 'domain', 'e2e', 'locales', 'server', 'src', 'tests'];
const CLIMB = /(?:from\s+|import\s*\(\s*)['"](?:\.\.\/){3,}/;

it('no import climbs more than two ../', () => {
  const far = DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(?:ts|tsx)$/.test(name) && !name.includes('node_modules'))
      .map((name) => join(dir, name))
      .filter((file) => CLIMB.test(readFileSync(join(ROOT, file), 'utf8'))),
  );
  expect(far).toEqual([]);
});
