/**
 * Debian's Chromium and its flags, for the browser tests (playwright.config.ts) and the bench's browser
 * (bench/frontend.ts): run as root in a container, so no sandbox, and nothing fetched in the background.
 */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
