// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { faceOfPath } from '#domain/siteFaces.ts';
import type { Locale } from '#domain/locale.ts';
import { ko } from '#locales/ko/site.ts';
import { en } from '#locales/en/site.ts';
import { cn } from '#locales/cn/site.ts';
import { ApiProvider } from '#src/site/api.tsx';
import { createLocaleStore, I18nProvider } from '#src/site/i18n.tsx';
import { siteRoutes } from '#src/site/routes.tsx';
import { ALL_CATALOGS, fakeFetch, flush, settingAnswer, testClient } from './helpers.tsx';

/**
 * The matching pages under the trade centre's own header, name and menu; login, join and my details shared
 * (docs/decisions/0026-matching-for-a-large-fair.md).
 */
const CATALOG = { ko, en, cn };

/** The housing operator's setting: its name and legal details belong to the housing face's footer only. */
const SETTING = settingAnswer({
  copyright: '© 2024 청년안심리츠',
  social: { blog: 'https://blog.example.kr', youtube: '', facebook: '', instagram: '' },
  complex: { name: '정자역 청년안심주택', address: '', officePhone: '', officeHours: '' },
});

function SiteRoutes() {
  return useRoutes(siteRoutes);
}

async function renderAt(path: string, locale: Locale = 'ko') {
  const store = createLocaleStore(null, [locale === 'cn' ? 'zh-CN' : locale]);
  render(
    <I18nProvider store={store} catalogs={ALL_CATALOGS}>
      <ApiProvider
        client={testClient(
          fakeFetch({ '/api/v1/fairs': { fairs: [], total: 0 }, '/api/v1/setting': SETTING }),
        )}
      >
        <MemoryRouter initialEntries={[path]}>
          <SiteRoutes />
        </MemoryRouter>
      </ApiProvider>
    </I18nProvider>,
  );
  await flush();
  return screen.getByTestId('site-header');
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('the face of a path', () => {
  it('puts the fairs, advisers, shop, auction and their member pages under the trade centre', () => {
    for (const path of [
      '/matching',
      '/matching/fairs/x',
      '/experts',
      '/shop',
      '/auction',
      '/auction/works/x',
      '/mypage/matchings',
      '/mypage/consultations',
      '/mypage/cart',
      '/mypage/order/x',
      '/mypage/bids',
    ])
      expect(faceOfPath(path), path).toBe('trade');
    for (const path of ['/', '/center/notice', '/form/application', '/matchingx'])
      expect(faceOfPath(path), path).toBe('housing');
    for (const path of ['/login', '/join', '/mypage/myinfo', '/privacy-policy'])
      expect(faceOfPath(path), path).toBeNull();
  });
});

describe.each(['ko', 'en', 'cn'] as const)('headers in %s', (locale) => {
  const t = CATALOG[locale];

  it('/matching carries the trade centre name, its home link and its own menu', async () => {
    const header = await renderAt('/matching', locale);
    expect(header.dataset.face).toBe('trade');
    const home = within(header).getByRole('link', { name: t['trade.home'] });
    expect(home.getAttribute('href')).toBe('/matching');
    expect(header.textContent).toContain(t['trade.name']);
    expect(header.textContent).not.toContain(t['site.name']);
    const menu = within(header).getByRole('navigation', { name: t['header.mainMenu'] });
    expect(within(menu).getByRole('link', { name: t['nav.trade.mine'] })).toBeTruthy();
    // none of the housing complex's menu
    expect(within(menu).queryByRole('link', { name: t['nav.business'] })).toBeNull();
    expect(within(menu).queryByRole('link', { name: t['nav.subscription'] })).toBeNull();
    // login is the shared one
    expect(within(header).getByRole('link', { name: t['user.login'] }).getAttribute('href')).toBe('/login');
    await waitFor(() =>
      expect(document.title).toBe(t['trade.docTitle'].replace('{page}', t['nav.matching.fairs'])),
    );
    const footer = document.querySelector('.site-footer')!;
    expect(footer.textContent).toContain(t['trade.name']);
    // the operator's legal details (the shop's seller) stay; the complex and its social links do not
    expect(footer.textContent).toContain('214-88-52036');
    expect(footer.textContent).not.toContain('정자역 청년안심주택');
    expect(footer.textContent).not.toContain('© 2024 청년안심리츠');
    expect(footer.querySelector('.footer-social')).toBeNull();
    expect(
      within(footer as HTMLElement)
        .getByRole('link', { name: t['trade.housing'] })
        .getAttribute('href'),
    ).toBe('/');
  });

  it('the housing pages keep the housing brand and menu', async () => {
    const header = await renderAt('/center/notice', locale);
    expect(header.dataset.face).toBe('housing');
    expect(header.textContent).toContain(t['site.name']);
    expect(header.textContent).not.toContain(t['trade.name']);
    const menu = within(header).getByRole('navigation', { name: t['header.mainMenu'] });
    expect(within(menu).getByRole('link', { name: t['nav.business'] })).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('.site-footer')!.textContent).toContain('청년안심리츠'),
    );
  });
});

describe('shared pages', () => {
  it('keep the face the visitor came from in this tab', async () => {
    expect((await renderAt('/login')).dataset.face).toBe('housing');
    cleanup();
    await renderAt('/matching');
    cleanup();
    const header = await renderAt('/login');
    expect(header.dataset.face).toBe('trade');
    expect(header.textContent).toContain(ko['trade.name']);
    cleanup();
    await renderAt('/center/notice');
    cleanup();
    expect((await renderAt('/join')).dataset.face).toBe('housing');
  });
});
