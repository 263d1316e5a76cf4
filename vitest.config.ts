import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

// `npm test`: unit tests, then the API suite on PGlite, and the API suite again on PostgreSQL when
// TEST_DATABASE_URL is set (tests/helpers/app.ts gives each test file its own database).
const api = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    env,
    globalSetup: ['tests/helpers/databaseTemplates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const pgUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/{domain,site,admin,unit}/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/helpers/koreanBrowser.ts'],
        },
      },
      api('api', { TEST_DB: 'pglite' }),
      // real server processes (kill -9, two instances): PGlite always, PostgreSQL when TEST_DATABASE_URL is set
      {
        test: {
          name: 'process',
          include: ['tests/{crash,scale}/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      ...(pgUrl ? [api('api-pg', { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl })] : []),
    ],
  },
});
