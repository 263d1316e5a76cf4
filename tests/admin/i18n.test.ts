import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { createConsoleI18n, LOCALE_KEY, readStoredLocale, withSharedLocale } from '#src/admin/i18n.ts';
import { memoryStorage } from './fakeFetch.ts';

describe('console locale', () => {
  it('is Korean by default and reads the choice the public site stored', () => {
    const storage = memoryStorage();
    expect(readStoredLocale(storage)).toBe('ko');
    storage.setItem(LOCALE_KEY, 'en');
    expect(readStoredLocale(storage)).toBe('en');
    storage.setItem(LOCALE_KEY, 'zh-CN');
    expect(readStoredLocale(storage)).toBe('cn');
  });

  it("follows the browser's languages until a language is stored", () => {
    const storage = memoryStorage();
    expect(readStoredLocale(storage, ['en-US', 'en'])).toBe('en');
    expect(readStoredLocale(storage, ['zh-CN'])).toBe('cn');
    storage.setItem(LOCALE_KEY, 'ko');
    expect(readStoredLocale(storage, ['en-US'])).toBe('ko');
  });

  it('translates and persists a change under the shared key, which the API client then sends', async () => {
    const storage = memoryStorage();
    const { i18nProvider, getLocale } = createConsoleI18n(storage);
    expect(i18nProvider.translate('ra.action.save')).toBe('저장');
    expect(getLocale()).toBe('ko');
    await i18nProvider.changeLocale('cn');
    expect(i18nProvider.translate('ra.action.save')).toBe('保存');
    expect(i18nProvider.getLocale()).toBe('cn');
    expect(getLocale()).toBe('cn');
    expect(storage.getItem(LOCALE_KEY)).toBe('cn');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('console.dashboard.greeting', { name: 'admin' })).toBe('Hello, admin');
    expect(i18nProvider.getLocales?.().map((l) => l.locale)).toEqual(['ko', 'en', 'cn']);
  });

  it("keeps react-admin's store locale and the shared key in step", () => {
    const storage = memoryStorage();
    storage.setItem(LOCALE_KEY, 'en');
    const store = withSharedLocale(memoryStore(), storage);
    store.setup();
    expect(store.getItem('locale')).toBe('en');
    store.setItem('locale', 'cn');
    expect(storage.getItem(LOCALE_KEY)).toBe('cn');
    expect(store.getItem('locale')).toBe('cn');
    store.setItem('sidebar.open', true);
    expect(store.getItem('sidebar.open')).toBe(true);
  });
});
