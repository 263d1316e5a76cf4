// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popups } from '#src/site/layout/Popups.tsx';
import type { Popup } from '#src/site/types.ts';
import { fakeFetch, flush, renderSite, testClient } from './helpers.tsx';

const popup = (id: string, title: string, order: number): Popup => ({
  _id: id,
  title,
  image: `/images/${id}.svg`,
  link: '/center/notice',
  startAt: '2025-01-01T00:00:00Z',
  endAt: '2099-01-01T00:00:00Z',
  x: 40 * order,
  y: 30,
  width: 400,
  order,
  shows: true,
  lang: { title: 'ko', image: 'ko' },
});

const POPUPS = [popup('p2', '입주자 설명회', 2), popup('p1', '1차 청약 접수 안내', 1)];

async function show(popups: Popup[] = POPUPS) {
  const client = testClient(fakeFetch({ '/api/v1/popups': { popups } }));
  const view = renderSite(
    <>
      <main id="content" tabIndex={-1} />
      <Popups />
    </>,
    { client },
  );
  await flush();
  return view;
}

beforeEach(() => {
  localStorage.clear();
  // 2025-03-01 16:00 UTC is already 2025-03-02 01:00 in Seoul: "today" must be the Seoul date.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-01T16:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('home popups', () => {
  it('shows each popup as a dialog in order, at its position, and focuses the first', async () => {
    await show();
    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs.map((d) => d.getAttribute('aria-labelledby') && d.textContent?.includes('1차'))).toEqual([
      true,
      false,
    ]);
    expect(
      screen.getByRole('dialog', { name: '1차 청약 접수 안내' }).style.getPropertyValue('--popup-x'),
    ).toBe('40px');
    expect(screen.getByRole('img', { name: '1차 청약 접수 안내' }).getAttribute('src')).toBe(
      '/images/p1.svg',
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: '1차 청약 접수 안내' }));
  });

  it('"오늘 하루 보지 않기" hides a popup until the Seoul date changes', async () => {
    const view = await show();
    fireEvent.click(screen.getByRole('button', { name: '1차 청약 접수 안내 오늘 하루 보지 않기' }));
    expect(screen.queryByRole('dialog', { name: '1차 청약 접수 안내' })).toBeNull();
    expect(localStorage.getItem('popup-hidden:p1')).toBe('2025-03-02');
    // Focus moves on to the popup that is still open.
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: '입주자 설명회' }));

    view.unmount();
    await show();
    expect(screen.queryByRole('dialog', { name: '1차 청약 접수 안내' })).toBeNull();
    expect(screen.getByRole('dialog', { name: '입주자 설명회' })).toBeTruthy();
    cleanup();

    vi.setSystemTime(new Date('2025-03-02T15:00:00Z')); // 2025-03-03 00:00 in Seoul
    await show();
    expect(screen.getByRole('dialog', { name: '1차 청약 접수 안내' })).toBeTruthy();
  });

  it('the close button closes for this visit only', async () => {
    const view = await show();
    fireEvent.click(screen.getByRole('button', { name: '1차 청약 접수 안내 닫기' }));
    expect(screen.queryByRole('dialog', { name: '1차 청약 접수 안내' })).toBeNull();
    expect(localStorage.getItem('popup-hidden:p1')).toBeNull();
    view.unmount();
    await show();
    expect(screen.getByRole('dialog', { name: '1차 청약 접수 안내' })).toBeTruthy();
  });

  it('Escape closes the focused popup and focus returns to the page when none is left', async () => {
    await show([popup('p1', '1차 청약 접수 안내', 1)]);
    const dialog = screen.getByRole('dialog', { name: '1차 청약 접수 안내' });
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.id).toBe('content');
  });

  it('appears once every image has arrived (or failed), so no popup jumps down under another', async () => {
    const pending: { src: string; settle: (ok: boolean) => void }[] = [];
    const decode = vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (
      this: HTMLImageElement,
    ) {
      return new Promise<void>((resolve, reject) => {
        pending.push({ src: this.src, settle: (ok) => (ok ? resolve() : reject(new Error('broken'))) });
      });
    });
    try {
      await show();
      expect(pending.map((p) => new URL(p.src, 'http://x').pathname).sort()).toEqual([
        '/images/p1.svg',
        '/images/p2.svg',
      ]);
      expect(screen.queryByRole('dialog')).toBeNull();
      pending[0]?.settle(true);
      await flush();
      expect(screen.queryByRole('dialog')).toBeNull();
      pending[1]?.settle(false); // a broken image shows its alt text: no reason to wait for it
      await flush();
      expect(screen.getAllByRole('dialog')).toHaveLength(2);
      expect(document.activeElement).toBe(screen.getByRole('dialog', { name: '1차 청약 접수 안내' }));
    } finally {
      decode.mockRestore();
    }
  });

  it('shows nothing when the API has no popups', async () => {
    await show([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('home popups on a phone (two at once covered the whole screen)', () => {
  const width = window.innerWidth;
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  });
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  });

  it('shows one at a time: the next after the first is hidden for today, then after it is closed', async () => {
    await show([...POPUPS, popup('p3', '커뮤니티 시설 안내', 3)]);
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby'))).toEqual([
      'popup-title-p1',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: '1차 청약 접수 안내' }));

    fireEvent.click(screen.getByRole('button', { name: '1차 청약 접수 안내 오늘 하루 보지 않기' }));
    await flush();
    expect(screen.getAllByRole('dialog')).toEqual([screen.getByRole('dialog', { name: '입주자 설명회' })]);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: '입주자 설명회' }));

    fireEvent.click(screen.getByRole('button', { name: '입주자 설명회 닫기' }));
    await flush();
    expect(screen.getAllByRole('dialog')).toEqual([
      screen.getByRole('dialog', { name: '커뮤니티 시설 안내' }),
    ]);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: '커뮤니티 시설 안내' }));

    fireEvent.click(screen.getByRole('button', { name: '커뮤니티 시설 안내 닫기' }));
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.id).toBe('content');
  });
});
