// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ko } from '#locales/ko/site.ts';
import { en } from '#locales/en/site.ts';
import { cn } from '#locales/cn/site.ts';
import { siteApi } from '#src/site/api.tsx';
import {
  createLocaleStore,
  I18nProvider,
  LOCALE_STORAGE_KEY,
  siteLocaleStore,
  translate,
  useI18n,
  usePageTitle,
  type Catalogs,
} from '#src/site/i18n.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe() {
  const { t, locale } = useI18n();
  usePageTitle(t('nav.center.notice'));
  return (
    <p>
      {locale}:{t('header.sitemap')}:{t('user.join')}
    </p>
  );
}

describe('locale choice', () => {
  it('is persisted in localStorage under "locale" and read back by the next visit', () => {
    const first = createLocaleStore(localStorage);
    expect(first.get()).toBe('ko');
    first.set('cn');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('cn');
    expect(createLocaleStore(localStorage).get()).toBe('cn');
  });

  it('reads what the console may have stored and falls back to Korean for anything else', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(createLocaleStore(localStorage).get()).toBe('en');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(createLocaleStore(localStorage).get()).toBe('ko');
  });

  it('follows the browser on a first visit: en-US → en, zh-CN → cn, French then English → en', () => {
    expect(createLocaleStore(localStorage, ['en-US', 'en']).get()).toBe('en');
    expect(createLocaleStore(localStorage, ['zh-CN', 'zh']).get()).toBe('cn');
    expect(createLocaleStore(localStorage, ['fr-FR', 'en']).get()).toBe('en');
    expect(createLocaleStore(localStorage, ['ja-JP']).get()).toBe('ko');
    // following the browser stores nothing: the visitor has not chosen yet
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it("keeps the visitor's choice over the browser's from then on, even a choice equal to it", () => {
    const first = createLocaleStore(localStorage, ['en-US']);
    first.set('ko');
    expect(createLocaleStore(localStorage, ['en-US']).get()).toBe('ko');
    localStorage.clear();
    const english = createLocaleStore(localStorage, ['en-US']);
    english.set('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(createLocaleStore(localStorage, ['zh-CN']).get()).toBe('en');
  });

  it('updates <html lang>, the texts and the page title', () => {
    const store = createLocaleStore(localStorage);
    render(
      <I18nProvider store={store} catalogs={{ ko, en, cn }}>
        <Probe />
      </I18nProvider>,
    );
    expect(document.documentElement.lang).toBe('ko');
    expect(screen.getByText('ko:전체메뉴:회원가입')).toBeTruthy();
    expect(document.title).toBe('공지사항 | 청년안심주택');
    act(() => store.set('cn'));
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(screen.getByText('cn:全部菜单:注册')).toBeTruthy();
    expect(document.title).toBe('公告 | 青年安心住宅');
    act(() => store.set('en'));
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Notices | Youth Safe Housing');
  });

  it('sends the current locale as Accept-Language on every API request', async () => {
    const fetch = vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    siteLocaleStore.set('en');
    await siteApi.get('/api/v1/setting');
    siteLocaleStore.set('ko');
    await siteApi.get('/api/v1/setting');
    const langs = fetch.mock.calls.map((c) => (c as unknown as [string, RequestInit])[1].headers);
    expect(langs).toEqual([
      expect.objectContaining({ 'Accept-Language': 'en' }),
      expect.objectContaining({ 'Accept-Language': 'ko' }),
    ]);
  });
});

describe('Korean fallback', () => {
  it('uses the Korean text for a key the locale lacks', () => {
    const partial: Catalogs = { ko, en: { 'header.sitemap': 'Full menu' } };
    expect(translate(partial, 'en', 'header.sitemap')).toBe('Full menu');
    expect(translate(partial, 'en', 'user.join')).toBe('회원가입');
    expect(translate(partial, 'cn', 'user.join')).toBe('회원가입');
  });

  it('does so inside the provider too, and treats an empty text as missing', () => {
    const store = createLocaleStore(null);
    store.set('en');
    render(
      <I18nProvider store={store} catalogs={{ ko, en: { 'header.sitemap': 'Full menu', 'user.join': '' } }}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('en:Full menu:회원가입')).toBeTruthy();
  });

  it('fills placeholders', () => {
    expect(translate({ ko }, 'ko', 'status.round', { round: 2 })).toBe('2차');
    expect(translate({ ko, en }, 'en', 'popup.closeNamed', { title: 'Notice' })).toBe('Close Notice');
  });
});

describe('catalogs', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it.each([
    ['en', en],
    ['cn', cn],
  ] as const)('%s has every Korean key, no extra ones, and the same placeholders', (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(ko).sort());
    for (const [key, text] of Object.entries(ko)) {
      const translated = (catalog as Record<string, string>)[key]!;
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });
});
