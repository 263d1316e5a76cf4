import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../helpers/server.ts';

// The server's V8 flags (docs/decisions/0066-young-generation-of-32-mb.md) are written in four places that
// cannot import each other; the tests and the benchmark measure the server as `npm start` runs it only if
// all four agree.
const ROOT = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('the server’s V8 flags', () => {
  const flags = SERVER_NODE_FLAGS.join(' ');
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

  it('are the same for npm start, npm run dev, the browser tests’ server and the README’s instances', () => {
    expect(scripts.start).toContain(`node ${flags} server/main.ts`);
    expect(scripts.dev).toContain(`node ${flags} --watch server/main.ts`);
    expect(read('playwright.config.ts')).toContain(`'node ${flags} server/main.ts'`);
    expect(read('README.md')).toContain(`\`node ${flags} server/main.ts\``);
  });
});
