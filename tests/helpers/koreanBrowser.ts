/**
 * The unit project's browser prefers Korean, as Playwright's does (locale ko-KR): the site and the console
 * follow the browser's languages until a visitor picks one (docs/decisions/0026-matching-for-a-large-fair.md),
 * and happy-dom (like Node's own navigator) says en-US. Tests of that rule pass their languages explicitly.
 */
if (typeof navigator !== 'undefined') {
  for (const [name, value] of [
    ['languages', Object.freeze(['ko-KR', 'ko'])],
    ['language', 'ko-KR'],
  ] as const) {
    Object.defineProperty(navigator, name, { value, configurable: true });
  }
}
