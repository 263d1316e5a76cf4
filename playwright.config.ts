import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './e2e/chromium.ts';

// Browser tests run Debian's Chromium against the production build served by the real server on a
// fresh DATA_DIR (embedded PGlite), never against mocks. JWT_SECRET is fixed so a test can forge an
// expired access token and watch the client renew it.
const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E = {
  baseURL: `http://127.0.0.1:${port}`,
  admin: { username: 'admin', password: 'Admin!2345' },
  scheduler: { username: 'scheduler', password: 'Sched!2345' },
  jwtSecret: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // inside the checkout (gitignored): a run never shares its artifacts with another checkout's run,
  // and runs on their own E2E_PORT in the same checkout do not wipe each other's artifacts
  outputDir: process.env.E2E_PORT ? `test-results/port-${port}` : 'test-results',
  use: {
    baseURL: E2E.baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: 'node --max-semi-space-size=32 server/main.ts',
    url: `${E2E.baseURL}/api/v1/setting`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cheongnyeon-e2e-')),
      ADMIN_USERNAME: E2E.admin.username,
      ADMIN_PASSWORD: E2E.admin.password,
      SCHEDULE_ADMIN_USERNAME: E2E.scheduler.username,
      SCHEDULE_ADMIN_PASSWORD: E2E.scheduler.password,
      JWT_SECRET: E2E.jwtSecret,
      // the origin of every absolute URL the server makes (sitemap, robots, mails, link previews)
      PUBLIC_URL: E2E.baseURL,
      LOG_LEVEL: 'warn',
      // the browser tests come from 127.0.0.1; a spec that joins members says which network it is on
      // (X-Forwarded-For through the loopback "proxy"), as visitors on different networks would, so the run's
      // specs together do not meet the per-address join limit that each stays within
      TRUST_PROXY: 'loopback',
      // Playwright merges process.env under this object anyway; CLIENT_DIR is named so that a run
      // against its own build (vite build --outDir $CLIENT_DIR) visibly serves that build, not ./dist
      CLIENT_DIR: process.env.CLIENT_DIR ?? './dist',
    },
  },
});
