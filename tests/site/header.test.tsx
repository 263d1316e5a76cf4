// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '#src/site/layout/Header.tsx';
import { ScrollTop } from '#src/site/layout/ScrollTop.tsx';
import { fakeFetch, flush, mockWindowFn, renderSite, setScrollY, setWidth, testClient } from './helpers.tsx';

const header = () => screen.getByTestId('site-header');
const hamburger = () => screen.getByRole('button', { name: '전체메뉴' });

beforeEach(() => {
  setWidth(1440);
  setScrollY(0);
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('header scrolled state (docs/spec.md § 4: more than 2 px)', () => {
  it('is not scrolled at 1 px, scrolled at 3 px, and not scrolled back at the top', () => {
    renderSite(<Header />);
    expect(header().classList.contains('is-scrolled')).toBe(false);
    act(() => setScrollY(1));
    expect(header().classList.contains('is-scrolled')).toBe(false);
    act(() => setScrollY(2));
    expect(header().classList.contains('is-scrolled')).toBe(false);
    act(() => setScrollY(3));
    expect(header().classList.contains('is-scrolled')).toBe(true);
    act(() => setScrollY(0));
    expect(header().classList.contains('is-scrolled')).toBe(false);
  });
});

describe('main menu', () => {
  it('has the seven top items linking to their first page', () => {
    renderSite(<Header />);
    const nav = screen.getByRole('navigation', { name: '주 메뉴' });
    const top = within(nav)
      .getAllByRole('link')
      .filter((a) => a.classList.contains('gnb-link'));
    expect(top.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['사업안내', '/business/overview'],
      ['단지안내', '/complex/community'],
      ['청약안내', '/subscription/condition'],
      ['관심고객등록', '/form/registration'],
      ['청약신청', '/application'],
      ['고객센터', '/center/notice'],
      ['비즈니스 매칭', '/matching'],
    ]);
  });

  it('is menu-active while the pointer is over it and highlights the hovered item', () => {
    renderSite(<Header />);
    const nav = screen.getByRole('navigation', { name: '주 메뉴' });
    fireEvent.mouseEnter(nav);
    expect(header().classList.contains('menu-active')).toBe(true);
    const item = screen.getByRole('link', { name: '단지안내' }).closest('li')!;
    fireEvent.mouseEnter(item);
    expect(item.classList.contains('is-hover')).toBe(true);
    fireEvent.mouseLeave(nav);
    expect(header().classList.contains('menu-active')).toBe(false);
    expect(item.classList.contains('is-hover')).toBe(false);
  });

  it('marks the group of the current page', () => {
    renderSite(<Header />, { entries: ['/center/faqs'] });
    expect(
      screen.getByRole('link', { name: '고객센터' }).closest('li')!.classList.contains('is-current'),
    ).toBe(true);
    expect(screen.getByRole('link', { name: '자주 묻는 질문' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('sitemap', () => {
  it('opens as a dialog from the hamburger, takes focus, and Escape closes it and returns focus', () => {
    renderSite(<Header />);
    expect(hamburger().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(hamburger());
    const dialog = screen.getByRole('dialog', { name: '전체메뉴' });
    expect(hamburger().getAttribute('aria-expanded')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.documentElement.classList.contains('is-scroll-locked')).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(hamburger());
    expect(document.documentElement.classList.contains('is-scroll-locked')).toBe(false);
  });

  it('on wide screens lists every group with its sub-links open and no arrows', () => {
    renderSite(<Header />);
    fireEvent.click(hamburger());
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryAllByRole('button', { name: /하위 메뉴/ })).toHaveLength(0);
    expect(within(dialog).getByRole('link', { name: '1:1 문의' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '층별 안내' })).toBeTruthy();
  });

  it('on narrow screens the arrows open and close the sub-menus', () => {
    setWidth(390);
    renderSite(<Header />);
    fireEvent.click(hamburger());
    const dialog = screen.getByRole('dialog');
    const arrow = within(dialog).getByRole('button', { name: '단지안내 하위 메뉴' });
    const sub = document.getElementById(arrow.getAttribute('aria-controls')!)!;
    expect(arrow.getAttribute('aria-expanded')).toBe('false');
    expect(sub.hidden).toBe(true);
    fireEvent.click(arrow);
    expect(arrow.getAttribute('aria-expanded')).toBe('true');
    expect(sub.hidden).toBe(false);
    fireEvent.click(arrow);
    expect(arrow.getAttribute('aria-expanded')).toBe('false');
    expect(sub.hidden).toBe(true);
  });

  it('closes when a link is chosen, navigates, and comes back with the sub-menus collapsed', () => {
    setWidth(390);
    renderSite(<Header />);
    fireEvent.click(hamburger());
    fireEvent.click(screen.getByRole('button', { name: '청약안내 하위 메뉴' }));
    fireEvent.click(screen.getByRole('button', { name: '고객센터 하위 메뉴' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: '제출서류' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/subscription/document');

    fireEvent.click(hamburger());
    const arrows = within(screen.getByRole('dialog')).getAllByRole('button', { name: /하위 메뉴$/ });
    expect(arrows).toHaveLength(7);
    expect(arrows.every((a) => a.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('a group title link closes it too', () => {
    renderSite(<Header />);
    fireEvent.click(hamburger());
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: '고객센터' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/center/notice');
  });

  it('switches to the narrow layout only after resizing has paused for 66 ms', () => {
    vi.useFakeTimers();
    renderSite(<Header />);
    fireEvent.click(hamburger());
    expect(screen.queryAllByRole('button', { name: /하위 메뉴$/ })).toHaveLength(0);
    setWidth(800);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(65);
    });
    expect(screen.queryAllByRole('button', { name: /하위 메뉴$/ })).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryAllByRole('button', { name: /하위 메뉴$/ })).toHaveLength(7);
  });
});

describe('user items', () => {
  it('shows Join and Login without an access token', () => {
    renderSite(<Header />);
    expect(screen.getAllByRole('link', { name: '회원가입' })[0]!.getAttribute('href')).toBe('/join');
    expect(screen.getAllByRole('link', { name: '로그인' })[0]!.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: '로그아웃' })).toBeNull();
  });

  it('logs out only when the confirmation is accepted', async () => {
    sessionStorage.setItem('accessToken', 'a.b.c');
    sessionStorage.setItem('refreshToken', 'r1');
    const f = fakeFetch();
    renderSite(<Header />, { client: testClient(f), entries: ['/mypage/myinfo'] });
    expect(screen.getByRole('link', { name: '마이페이지' }).getAttribute('href')).toBe('/mypage/myinfo');

    let answer = false;
    const confirm = mockWindowFn('confirm', () => answer);
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    await flush();
    expect(confirm).toHaveBeenCalledWith('로그아웃 하시겠습니까?');
    expect(sessionStorage.getItem('accessToken')).toBe('a.b.c');
    expect(f.calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeTruthy();

    answer = true;
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    await flush();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(f.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/logout']);
    expect(screen.queryByRole('button', { name: '로그아웃' })).toBeNull();
    expect(screen.getAllByRole('link', { name: '로그인' }).length).toBeGreaterThan(0);
    // A member page does not stay on screen after logging out.
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('asks in the current language', async () => {
    sessionStorage.setItem('accessToken', 'a.b.c');
    sessionStorage.setItem('refreshToken', 'r1');
    const { store } = renderSite(<Header />);
    act(() => store.set('en'));
    const confirm = mockWindowFn('confirm', () => false);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await flush();
    expect(confirm).toHaveBeenCalledWith('Do you want to log out?');
  });
});

describe('language items', () => {
  it('switch the language with KR / EN / CN buttons that say which one is on', () => {
    renderSite(<Header />);
    const en = screen.getAllByRole('button', { name: 'EN English' })[0]!;
    expect(en.textContent).toBe('EN');
    expect(en.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(en);
    expect(screen.getByRole('button', { name: 'Full menu' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'EN English' })[0]!.getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'CN 中文' })[0]!);
    expect(screen.getByRole('link', { name: '项目介绍' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});

describe('scroll to top (docs/spec.md § 2: after half a screen)', () => {
  it('appears past half the window height and scrolls to the top', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    renderSite(<ScrollTop />);
    const button = screen.getByRole('button', { name: '맨 위로', hidden: true });
    act(() => setScrollY(400));
    expect(button.classList.contains('is-visible')).toBe(false);
    act(() => setScrollY(401));
    expect(button.classList.contains('is-visible')).toBe(true);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    fireEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
