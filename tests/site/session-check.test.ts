// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { checkSessionOnReturn, SESSION_CHECK_INTERVAL_MS } from '#src/api/sessionCheck.ts';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
const come = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function watch(path: () => string | null) {
  const asked: string[] = [];
  let now = 1_000_000;
  stops.push(checkSessionOnReturn({ revalidate: async (p) => void asked.push(p) }, path, () => now));
  return { asked, later: (ms: number) => (now += ms) };
}

describe('checkSessionOnReturn', () => {
  it('asks when the tab becomes visible again, at most once per interval', () => {
    const { asked, later } = watch(() => '/api/v1/me');
    come('hidden');
    expect(asked).toEqual([]);
    come('visible');
    expect(asked).toEqual(['/api/v1/me']);
    later(SESSION_CHECK_INTERVAL_MS - 1);
    come('visible');
    expect(asked).toHaveLength(1);
    later(1);
    come('visible');
    expect(asked).toHaveLength(2);
  });

  it('asks nothing without a login, and nothing once stopped', () => {
    const out = watch(() => null);
    come('visible');
    expect(out.asked).toEqual([]);
    const stopped = watch(() => '/api/console/me');
    stops.pop()?.();
    come('visible');
    expect(stopped.asked).toEqual([]);
  });
});
