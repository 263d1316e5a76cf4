// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocaleStore } from '#src/site/i18n.tsx';
import { RequireLogin } from '#src/site/layout/RequireLogin.tsx';
import { notifySessionChanged } from '#src/site/api.tsx';
import { act } from 'react';
import { flush, mockWindowFn, renderSite } from './helpers.tsx';

const guarded = (
  <Route path="/mypage" element={<RequireLogin />}>
    <Route path="myinfo" element={<h1>내 정보 화면</h1>} />
  </Route>
);
const home = <h1>홈 화면</h1>;

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('member routes (docs/spec.md § 6: "로그인 후 이용가능합니다", then the previous page or home)', () => {
  it('alerts and goes back to the previous page without login', async () => {
    const alert = mockWindowFn('alert', () => {});
    renderSite(home, { routes: guarded, entries: ['/center/notice', '/mypage/myinfo'], index: 1 });
    await flush();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('로그인 후 이용가능합니다');
    expect(screen.getByTestId('location').textContent).toBe('/center/notice');
    expect(screen.queryByText('내 정보 화면')).toBeNull();
  });

  it('goes home when the member page was opened directly', async () => {
    const alert = mockWindowFn('alert', () => {});
    renderSite(home, { routes: guarded, entries: ['/mypage/myinfo'] });
    await flush();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.getByText('홈 화면')).toBeTruthy();
  });

  it('alerts in the current language', async () => {
    const alert = mockWindowFn('alert', () => {});
    const store = createLocaleStore(null);
    store.set('en');
    renderSite(home, { routes: guarded, entries: ['/mypage/myinfo'], store });
    await flush();
    expect(alert).toHaveBeenCalledWith('Please log in to continue.');
  });

  it('shows the page when an access token exists', async () => {
    const alert = mockWindowFn('alert', () => {});
    sessionStorage.setItem('accessToken', 'a.b.c');
    sessionStorage.setItem('refreshToken', 'r1');
    renderSite(home, { routes: guarded, entries: ['/mypage/myinfo'] });
    await flush();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByText('내 정보 화면')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/mypage/myinfo');
  });

  it('goes home without the alert when the session ends on the page (logout)', async () => {
    const alert = mockWindowFn('alert', () => {});
    sessionStorage.setItem('accessToken', 'a.b.c');
    sessionStorage.setItem('refreshToken', 'r1');
    renderSite(home, { routes: guarded, entries: ['/center/notice', '/mypage/myinfo'], index: 1 });
    await flush();
    expect(screen.getByText('내 정보 화면')).toBeTruthy();
    sessionStorage.clear();
    act(() => notifySessionChanged());
    await flush();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
