// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationWindowStatus } from '#domain/applicationWindow.ts';
import { WindowBanner } from '#src/site/application/components/WindowBanner.tsx';
import type { ApplicationWindow } from '#src/site/application/hooks/useApplicationWindow.ts';
import type { Schedule } from '#src/site/types.ts';
import { renderSite } from './helpers.tsx';

afterEach(cleanup);

const NOW = Date.parse('2026-11-21T00:00:00Z');
const schedule: Schedule = {
  _id: 'r1',
  round: 1,
  title: '1차 청약',
  shows: true,
  stops: false,
  openAt: '2026-11-24T01:00:00Z',
  deadAt: '2026-12-01T09:00:00Z',
  message: { beforeOpen: '접수 전입니다', dead: '마감되었습니다', dead2: '', stop: '중지되었습니다' },
  lang: { title: 'ko', beforeOpen: 'ko', dead: 'ko', dead2: 'ko', stop: 'ko' },
};
const windowOf = (loaded: boolean): ApplicationWindow => ({
  schedules: loaded ? [schedule] : [],
  loading: !loaded,
  error: false,
  schedule: loaded ? schedule : null,
  status: loaded ? applicationWindowStatus(schedule, NOW) : null,
  writable: false,
  now: NOW,
  refresh: () => {},
  refused: () => {},
});

/** The banner's lines, as the classes of its blocks: what decides its height. */
const lines = (banner: Element) =>
  [...banner.querySelectorAll('.ap-window-head, .ap-window-message, .ap-window-facts > div')].map(
    (e) => e.className,
  );

describe('the window banner while the round loads', () => {
  it('says so, and holds the lines of a round not yet open, blank, so the form does not jump down', () => {
    const loading = renderSite(<WindowBanner window={windowOf(false)} />);
    const busy = loading.container.querySelector('.ap-window');
    expect(busy?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('불러오는 중입니다…')).toBeTruthy();
    const placeholders = busy ? lines(busy) : [];
    // the blank lines are not read out
    expect(busy?.querySelector('.ap-window-facts')?.closest('[aria-hidden="true"]')).toBeTruthy();
    cleanup();

    const loaded = renderSite(<WindowBanner window={windowOf(true)} />);
    const banner = loaded.container.querySelector('.ap-window.is-beforeOpen');
    expect(banner && lines(banner)).toEqual(placeholders);
  });
});

describe("the window banner's message", () => {
  it("is the schedule's own text in Korean and the translation in English", async () => {
    renderSite(<WindowBanner window={windowOf(true)} />);
    expect(screen.getByText('접수 전입니다')).toBeTruthy();
    cleanup();

    const { createLocaleStore } = await import('#src/site/i18n.tsx');
    const store = createLocaleStore(null);
    store.set('en');
    renderSite(<WindowBanner window={windowOf(true)} />, { store });
    // the English texts of the application pages are fetched when English is chosen
    expect(await screen.findByText('Applications for this round are not open yet.')).toBeTruthy();
    expect(screen.queryByText('접수 전입니다')).toBeNull();
  });
});
