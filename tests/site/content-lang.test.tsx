// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '#domain/locale.ts';
import { FaqPage } from '#src/site/center/FaqPage.tsx';
import { NotificationListPage } from '#src/site/center/NotificationListPage.tsx';
import { createLocaleStore, withNodes, Written } from '#src/site/i18n.tsx';
import { fakeFetch, flush, renderSite, testClient } from './helpers.tsx';

afterEach(cleanup);

const store = (locale: Locale) => {
  const s = createLocaleStore(null);
  s.set(locale);
  return s;
};

const api = fakeFetch({
  '/api/v1/center/notifications': {
    notifications: [
      {
        _id: 'n1',
        title: '입주자 모집공고',
        content: '<p>내용</p>',
        pinned: false,
        views: 1,
        files: [],
        createdAt: '2026-03-02T01:00:00.000Z',
      },
      {
        _id: 'n2',
        title: 'Notice in English',
        content: '<p>Body</p>',
        pinned: false,
        views: 1,
        files: [],
        createdAt: '2026-03-01T01:00:00.000Z',
      },
    ],
    total: 2,
  },
  '/api/v1/center/faqs/categories': { categories: ['서류'] },
  '/api/v1/center/faqs': {
    faqs: [
      { _id: 'f1', category: '서류', question: '어떤 서류가 필요한가요?', answer: '<p>등본</p>', order: 1 },
    ],
    total: 1,
  },
});

describe('content written in Korean on English pages (WCAG 3.1.2)', () => {
  it('marks a Korean notice title lang="ko" on the English page, and leaves an English one alone', async () => {
    renderSite(<NotificationListPage />, { client: testClient(api), store: store('en') });
    await flush();
    expect(screen.getByRole('link', { name: '입주자 모집공고' }).getAttribute('lang')).toBe('ko');
    expect(screen.getByRole('link', { name: 'Notice in English' }).hasAttribute('lang')).toBe(false);
  });

  it('adds no lang on the Korean page, where the text already has the page language', async () => {
    renderSite(<NotificationListPage />, { client: testClient(api), store: store('ko') });
    await flush();
    expect(screen.getByRole('link', { name: '입주자 모집공고' }).hasAttribute('lang')).toBe(false);
  });

  it("marks a FAQ's category, question and answer, but not the translated tab", async () => {
    renderSite(<FaqPage />, { client: testClient(api), store: store('en') });
    await flush();
    expect(screen.getByText('어떤 서류가 필요한가요?').getAttribute('lang')).toBe('ko');
    expect(screen.getByText('등본').parentElement?.getAttribute('lang')).toBe('ko');
    const [all, category] = screen.getAllByRole('tab');
    expect(all?.hasAttribute('lang')).toBe(false);
    expect(category?.getAttribute('lang')).toBe('ko');
    cleanup();

    renderSite(<FaqPage />, { client: testClient(api), store: store('ko') });
    await flush();
    expect(screen.getByText('어떤 서류가 필요한가요?').hasAttribute('lang')).toBe(false);
    expect(screen.getByText('등본').parentElement?.hasAttribute('lang')).toBe(false);
  });

  it('keeps a sentence in the page language with the written name inside it marked', () => {
    const sentence = withNodes('I accept the {title} ({missing})', {
      title: <Written text="개인정보 수집·이용 동의" />,
    });
    const { container } = renderSite(<p>{sentence}</p>, { client: testClient(api), store: store('en') });
    expect(container.querySelector('p')?.textContent).toBe(
      'I accept the 개인정보 수집·이용 동의 ({missing})',
    );
    expect(screen.getByText('개인정보 수집·이용 동의').getAttribute('lang')).toBe('ko');
    cleanup();

    renderSite(<p>{sentence}</p>, { client: testClient(api), store: store('ko') });
    expect(screen.getByText('개인정보 수집·이용 동의').hasAttribute('lang')).toBe(false);
  });
});
