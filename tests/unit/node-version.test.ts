import { describe, expect, it } from 'vitest';

// npm scripts must run on the registry's node@24 even where the system Node is older
// (docs/reference/stack-notes.md trap 5).
describe('runtime', () => {
  it('runs on Node 24 or newer', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });
});
