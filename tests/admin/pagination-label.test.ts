import { describe, expect, it } from 'vitest';
import { estimatedRange, isEstimated } from '#src/admin/common/estimatedRange.ts';
import { createConsoleI18n } from '#src/admin/i18n.ts';
import { memoryStorage } from './fakeFetch.ts';

describe('the pagination of a list whose total is an estimate', () => {
  it('says "about N" in ko, en and cn', async () => {
    const { i18nProvider } = createConsoleI18n(memoryStorage());
    const rows = { from: 21, to: 40, count: 1_000_000, page: 1 };
    expect(estimatedRange(i18nProvider.translate, rows)).toBe('21-40 / 약 1,000,000건');
    await i18nProvider.changeLocale('en');
    expect(estimatedRange(i18nProvider.translate, rows)).toBe('21-40 of about 1,000,000');
    await i18nProvider.changeLocale('cn');
    expect(estimatedRange(i18nProvider.translate, rows)).toBe('21-40，约 1,000,000 条');
  });

  it('is told so by the list’s meta only when the API said so', () => {
    expect(isEstimated({ totalEstimated: true })).toBe(true);
    expect(isEstimated(undefined)).toBe(false);
    expect(isEstimated({ totalEstimated: false })).toBe(false);
  });
});
