// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocaleStore, I18nProvider } from '#src/site/i18n.tsx';
import { FaqPage } from '#src/site/center/FaqPage.tsx';
import { fileTypeLabel, formatBytes, rowNumber } from '#src/site/ui/format.ts';
import { NotificationListPage } from '#src/site/center/NotificationListPage.tsx';
import { Pagination } from '#src/site/ui/Pagination.tsx';
import { usePageMeta } from '#src/site/ui/usePageMeta.ts';
import { ALL_CATALOGS, fakeFetch, flush, renderSite, testClient } from './helpers.tsx';

afterEach(cleanup);

const notice = (id: string, title: string, pinned: boolean, files = 0) => ({
  _id: id,
  title,
  content: '<p>내용</p>',
  pinned,
  views: 1234,
  files: Array.from({ length: files }, (_, i) => ({
    _id: `f${i}`,
    name: `공고${i}.pdf`,
    size: 2048,
    type: 'application/pdf',
    url: `/api/v1/files/f${i}`,
  })),
  createdAt: '2026-03-02T01:00:00.000Z',
});

describe('format', () => {
  it('formats sizes, types and row numbers', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(150 * 1024 * 1024)).toBe('150 MB');
    expect(fileTypeLabel('application/pdf')).toBe('PDF');
    expect(fileTypeLabel('application/x-hwp')).toBe('HWP');
    expect(fileTypeLabel('application/octet-stream', '서식.hwpx')).toBe('HWPX');
    expect(rowNumber(23, 1, 10, 0)).toBe(23);
    expect(rowNumber(23, 3, 10, 2)).toBe(1);
  });
});

describe('Pagination', () => {
  it('is a named navigation with the current page marked and real links', () => {
    renderSite(<Pagination page={3} total={95} limit={10} href={(p) => `/center/notice?page=${p}`} />);
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    const current = within(nav).getByText('3', { selector: '[aria-hidden="true"]' }).parentElement!;
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.tagName).toBe('SPAN');
    expect(within(nav).getByRole('link', { name: '4페이지' }).getAttribute('href')).toBe(
      '/center/notice?page=4',
    );
    expect(within(nav).getByRole('link', { name: '이전 페이지' }).getAttribute('href')).toBe(
      '/center/notice?page=2',
    );
    expect(within(nav).getByRole('link', { name: '마지막 페이지' }).getAttribute('href')).toBe(
      '/center/notice?page=10',
    );
    // a window of five numbers around the current page
    expect(
      within(nav)
        .getAllByRole('link', { name: /페이지$/ })
        .map((a) => a.textContent),
    ).toContain('5');
  });

  it('disables the arrows at the ends and hides itself for one page', () => {
    const { container } = renderSite(
      <Pagination page={1} total={30} limit={10} href={(p) => `?page=${p}`} />,
    );
    expect(screen.queryByRole('link', { name: '이전 페이지' })).toBeNull();
    expect(container.querySelectorAll('.pagination-arrow.is-disabled')).toHaveLength(2);
    cleanup();
    renderSite(<Pagination page={1} total={10} limit={10} href={(p) => `?page=${p}`} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('speaks English', () => {
    const store = createLocaleStore(null);
    store.set('en');
    renderSite(<Pagination page={2} total={30} limit={10} href={(p) => `?page=${p}`} />, { store });
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 3' })).toBeTruthy();
  });
});

describe('NotificationListPage', () => {
  it('shows pinned notices with a 공지 badge, numbers the rest, and searches through the URL', async () => {
    const f = fakeFetch({
      '/api/v1/center/notifications': {
        notifications: [
          notice('a', '고정 공지', true, 1),
          notice('b', '일반 공지', false),
          notice('c', '예전 공지', false),
        ],
        total: 12,
      },
    });
    renderSite(<NotificationListPage />, { client: testClient(f), entries: ['/center/notice'] });
    await flush();
    expect(document.title).toBe('공지사항 | 청년안심주택');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('모집공고');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByText('공지').length).toBeGreaterThan(0);
    expect(within(rows[0]!).getByText('첨부파일 1개')).toBeTruthy();
    expect(within(rows[1]!).getByText('11')).toBeTruthy();
    expect(within(rows[2]!).getByText('10')).toBeTruthy();
    expect(within(rows[1]!).getByText('1,234')).toBeTruthy();
    expect(screen.getByRole('link', { name: '고정 공지' }).getAttribute('href')).toBe('/center/notice/a');
    expect(screen.getByText('전체 12건')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '페이지 이동' })).toBeTruthy();
    expect(f.calls.at(-1)!.url).toBe('/api/v1/center/notifications?page=1&limit=10');

    fireEvent.change(screen.getByRole('searchbox', { name: '공지사항 검색' }), {
      target: { value: ' 모집 ' },
    });
    fireEvent.submit(screen.getByRole('search'));
    await flush();
    expect(screen.getByTestId('location').textContent).toBe('/center/notice');
    expect(f.calls.at(-1)!.url).toBe(
      `/api/v1/center/notifications?page=1&limit=10&q=${encodeURIComponent('모집')}`,
    );
  });

  it('says when nothing was found, and offers a retry when loading fails', async () => {
    const empty = fakeFetch({ '/api/v1/center/notifications': { notifications: [], total: 0 } });
    renderSite(<NotificationListPage />, { client: testClient(empty), entries: ['/center/notice?q=zzz'] });
    await flush();
    expect(screen.getByText('검색 결과가 없습니다. 다른 검색어로 찾아보세요.')).toBeTruthy();
    cleanup();
    renderSite(<NotificationListPage />, { client: testClient(fakeFetch({})), entries: ['/center/notice'] });
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('다시 시도');
  });
});

describe('FaqPage', () => {
  const faq = (id: string, category: string, question: string) => ({
    _id: id,
    category,
    question,
    answer: `<p>${question}의 답</p>`,
    order: 1,
  });

  async function show() {
    const f = fakeFetch({
      '/api/v1/center/faqs/categories': { categories: ['청약자격', '서류'] },
      '/api/v1/center/faqs': {
        faqs: [faq('1', '청약자격', '누가 신청하나요?'), faq('2', '서류', '형식은?')],
        total: 2,
      },
    });
    renderSite(<FaqPage />, { client: testClient(f), entries: ['/center/faqs'] });
    await flush();
    return f;
  }

  it('shows categories as tabs that the arrow keys move between', async () => {
    const f = await show();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['전체', '청약자격', '서류']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[1]!.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    await flush();
    expect(screen.getAllByRole('tab')[1]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[1]);
    expect(f.calls.at(-1)!.url).toContain(`category=${encodeURIComponent('청약자격')}`);
    fireEvent.keyDown(screen.getAllByRole('tab')[1]!, { key: 'End' });
    await flush();
    expect(screen.getAllByRole('tab')[2]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getAllByRole('tab')[2]!, { key: 'ArrowRight' });
    await flush();
    expect(screen.getAllByRole('tab')[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('opens and closes answers with buttons that say so', async () => {
    await show();
    const button = screen.getByRole('button', { name: /누가 신청하나요/ });
    const answer = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(answer.textContent).toContain('누가 신청하나요?의 답');
    expect(answer.getAttribute('role')).toBe('region');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('usePageMeta', () => {
  function Page({ title, description }: { title: string; description: string }) {
    usePageMeta(title, description);
    return null;
  }

  it('sets the title and description in the current language and restores the description after', async () => {
    // index.html's description (or the one an earlier page left restored)
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      meta.content = '기본 설명';
      document.head.appendChild(meta);
    }
    const before = meta.content;
    const store = createLocaleStore(null);
    store.set('en');
    const view = render(
      <I18nProvider store={store} catalogs={ALL_CATALOGS}>
        <Page title="Notices" description="All notices" />
      </I18nProvider>,
    );
    await act(async () => {});
    expect(document.title).toBe('Notices | Youth Safe Housing');
    expect(meta.content).toBe('All notices');
    view.unmount();
    expect(meta.content).toBe(before);
  });
});

describe('routes', () => {
  it('puts the centre pages before the coming-soon entries', async () => {
    const { siteRoutes } = await import('#src/site/routes.tsx');
    const children = siteRoutes[0]!.children!;
    const paths = children.map((r) => r.path);
    for (const path of [
      '/center/notice',
      '/center/faqs',
      '/center/inquiry',
      '/board/:code',
      '/privacy-policy',
      '/guide',
      '/ex',
    ]) {
      expect(paths, path).toContain(path);
    }
    const first = (path: string) => paths.indexOf(path);
    expect(first('/center/notice')).toBeLessThan(paths.lastIndexOf('/center/notice'));
    expect(paths).not.toContain('/board/default-board');
  });
});
