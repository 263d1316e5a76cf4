import { afterAll, beforeAll } from 'vitest';
import type { Config } from '#server/config.ts';
import { createTestApp, type TestApp } from './app.ts';

/**
 * The test file's app: created before its tests and closed after them. Its fields are there once the tests
 * run (`t.app`, `t.db`), so a file writes `const t = useTestApp();` instead of a `let` and two hooks.
 */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(overrides));
  }, 120_000);
  afterAll(() => holder.close());
  return holder;
}
