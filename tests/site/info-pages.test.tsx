// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APARTMENT_TYPES, ELIGIBILITY } from '#domain/constants.ts';
import { formatNumber } from '#domain/format.ts';
import type { Locale } from '#domain/locale.ts';
import { ko } from '#locales/ko/site.ts';
import { ApiProvider } from '#src/site/api.tsx';
import { createLocaleStore, I18nProvider } from '#src/site/i18n.tsx';
import { loadInfoCatalog } from '#src/site/info/i18n.ts';
import { PAGES as INFO_PAGES } from '#src/site/info/InfoPages.tsx';
import { INFO_PATHS } from '#src/site/info/routes.tsx';
import CommunityPage from '#src/site/info/pages/CommunityPage.tsx';
import ConditionPage from '#src/site/info/pages/ConditionPage.tsx';
import DirectionPage from '#src/site/info/pages/DirectionPage.tsx';
import DocumentPage from '#src/site/info/pages/DocumentPage.tsx';
import EnvironmentPage from '#src/site/info/pages/EnvironmentPage.tsx';
import FeaturePage from '#src/site/info/pages/FeaturePage.tsx';
import FloorPage from '#src/site/info/pages/FloorPage.tsx';
import LayoutPage from '#src/site/info/pages/LayoutPage.tsx';
import NeighborhoodPage from '#src/site/info/pages/NeighborhoodPage.tsx';
import OverviewPage from '#src/site/info/pages/OverviewPage.tsx';
import RecruitmentPage from '#src/site/info/pages/RecruitmentPage.tsx';
import SupplyPage from '#src/site/info/pages/SupplyPage.tsx';
import SupportPage from '#src/site/info/pages/SupportPage.tsx';
import UnitPage from '#src/site/info/pages/UnitPage.tsx';
import { siteRoutes } from '#src/site/routes.tsx';
import { MENU } from '#src/site/menu.ts';
import { ALL_CATALOGS, fakeFetch, flush, renderSite, settingAnswer, testClient } from './helpers.tsx';

const PAGES: [string, ComponentType][] = [
  ['/business/overview', OverviewPage],
  ['/business/environment', EnvironmentPage],
  ['/business/feature', FeaturePage],
  ['/business/direction', DirectionPage],
  ['/business/supply', SupplyPage],
  ['/complex/community', CommunityPage],
  ['/complex/layout', LayoutPage],
  ['/complex/floor', FloorPage],
  ['/complex/unit', UnitPage],
  ['/complex/neighborhood', NeighborhoodPage],
  ['/subscription/condition', ConditionPage],
  ['/subscription/recruitment', RecruitmentPage],
  ['/subscription/document', DocumentPage],
  ['/subscription/support', SupportPage],
];

const COMPLEX = {
  name: '미금역 청년주택',
  address: '경기도 성남시 분당구 미금로 7',
  officePhone: '031-700-1234',
  officeHours: '평일 09:00–18:00',
  lat: 37.35,
  lng: 127.109,
  lang: { name: 'ko', address: 'ko', officeHours: 'ko' },
  stations: [
    {
      name: '미금역',
      line: '신분당선',
      exit: '3',
      walkMin: 4,
      color: '#d4003b',
      lang: { name: 'ko', line: 'ko' },
    },
    {
      name: '미금역',
      line: '수인분당선',
      exit: '6',
      walkMin: 7,
      color: '#f5a200',
      lang: { name: 'ko', line: 'ko' },
    },
  ],
};

const SETTING = settingAnswer({
  address: '경기도 성남시 분당구 판교역로 235',
  lang: { companyName: 'ko', representative: 'ko', address: 'ko', copyright: 'ko' },
  complex: COMPLEX,
});
/** The setting's texts, served in Korean here (as when no English or Chinese is written). */
const SETTING_TEXTS = [
  SETTING.setting.companyName,
  SETTING.setting.address,
  COMPLEX.name,
  COMPLEX.address,
  COMPLEX.officeHours,
  ...COMPLEX.stations.flatMap((s) => [s.name, s.line]),
];

const labelOf = (path: string, locale: Locale) => {
  const link = MENU.flatMap((g) => g.children).find((l) => l.path === path)!;
  return ALL_CATALOGS[locale]![link.label]!;
};

async function renderPage(path: string, Page: ComponentType, locale: Locale = 'ko', api = {}) {
  const store = createLocaleStore(null);
  store.set(locale);
  const view = renderSite(<Page />, {
    entries: [path],
    store,
    client: testClient(fakeFetch({ '/api/v1/setting': SETTING, ...api })),
  });
  await flush();
  return view;
}

beforeAll(async () => {
  await loadInfoCatalog('en');
  await loadInfoCatalog('cn');
});

afterEach(cleanup);

describe('info routes are registered in the site (docs/spec.md § 2)', () => {
  it('lists the 14 business, complex and subscription routes of the menu', () => {
    const menuPaths = MENU.filter((g) => ['business', 'complex', 'subscription'].includes(g.id)).flatMap(
      (g) => g.children.map((c) => c.path),
    );
    expect([...INFO_PATHS].sort()).toEqual(menuPaths.sort());
    expect(Object.keys(INFO_PAGES).sort()).toEqual(menuPaths.sort());
  });

  it.each(INFO_PATHS)('%s renders its page (not "coming soon") through the site routes', async (path) => {
    function SiteRoutes() {
      return useRoutes(siteRoutes);
    }
    render(
      <I18nProvider store={createLocaleStore(null)} catalogs={ALL_CATALOGS}>
        <ApiProvider client={testClient(fakeFetch({ '/api/v1/setting': SETTING }))}>
          <MemoryRouter initialEntries={[path]}>
            <SiteRoutes />
          </MemoryRouter>
        </ApiProvider>
      </I18nProvider>,
    );
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading.textContent).toBe(labelOf(path, 'ko'));
    expect(screen.queryByText(ko['page.comingSoon.title'])).toBeNull();
    await flush();
  });
});

describe.each(['ko', 'en', 'cn'] as const)('info pages in %s', (locale) => {
  it.each(PAGES)('%s: heading, title, description, no missing keys, named drawings', async (path, Page) => {
    const { container } = await renderPage(path, Page, locale);
    const label = labelOf(path, locale);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(label);
    expect(document.title).toContain(label);
    const description =
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
    expect(description.length).toBeGreaterThan(20);

    const text = container.textContent ?? '';
    expect(text).not.toMatch(/\binfo\.[a-zA-Z]+\.[a-zA-Z.]+/); // a key shown instead of its text
    expect(text).not.toMatch(/\{\w+\}/); // a placeholder left unfilled
    expect(description).not.toMatch(/\{\w+\}|\binfo\./);
    if (locale !== 'ko') {
      // Only names that stay Korean on purpose: the operator's settings and the programme's own name.
      const rest = [...SETTING_TEXTS, '청년안심주택'].reduce((t, allowed) => t.split(allowed).join(''), text);
      expect(rest).not.toMatch(/[\uac00-\ud7af]/);
    }

    // Every drawing is an image with a name and a description in the page language (KWCAG 1.1.1).
    for (const svg of container.querySelectorAll('svg[role="img"]')) {
      const ids = svg.getAttribute('aria-labelledby')?.split(' ') ?? [];
      expect(ids.length).toBe(2);
      const [title, desc] = ids.map((id) => container.querySelector(`[id="${id}"]`)?.textContent ?? '');
      expect(title!.length).toBeGreaterThan(3);
      expect(desc!.length).toBeGreaterThan(10);
      expect(svg.querySelector('title')?.textContent).toBe(title);
    }
    // Icons and swatches are hidden from assistive technology.
    for (const svg of container.querySelectorAll('svg:not([role="img"])')) {
      expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    // Tables have a caption and scoped headers.
    for (const table of container.querySelectorAll('table')) {
      expect(table.querySelector('caption')?.textContent?.trim()).toBeTruthy();
      for (const th of table.querySelectorAll('th'))
        expect(['col', 'row']).toContain(th.getAttribute('scope'));
    }
  });
});

describe('content', () => {
  it('the unit page lists the four types with their docs/spec.md § 9 areas', async () => {
    await renderPage('/complex/unit', UnitPage);
    const table = screen.getByRole('table', { name: '세대 타입 비교' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(APARTMENT_TYPES.length);
    APARTMENT_TYPES.forEach((type, i) => {
      expect(within(rows[i]!).getByRole('rowheader').textContent).toBe(`${type.code}형`);
      expect(rows[i]!.textContent).toContain(`${type.areaM2.toFixed(2)}㎡`);
    });
  });

  it('the unit tabs follow the keyboard and show each type’s plan', async () => {
    await renderPage('/complex/unit', UnitPage, 'en');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(
      APARTMENT_TYPES.map((t) => `${t.code}${t.areaM2.toFixed(2)} m²`),
    );
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('img', { name: /Floor plan of type 25A/ })).toBeTruthy();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getAllByRole('tab')[1]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[1]);
    expect(screen.getByRole('img', { name: /Floor plan of type 25B/ })).toBeTruthy();
    fireEvent.keyDown(screen.getAllByRole('tab')[1]!, { key: 'End' });
    expect(screen.getByRole('img', { name: /Floor plan of type 52B/ })).toBeTruthy();
    expect(window.location.hash).toBe('#52B');
  });

  it('the eligibility page states docs/spec.md § 9 with the car limit formatted 38,030,000', async () => {
    expect(formatNumber(ELIGIBILITY.carValueLimitWon)).toBe('38,030,000');
    const { container } = await renderPage('/subscription/condition', ConditionPage);
    const text = container.textContent ?? '';
    expect(text).toContain('38,030,000원 이하');
    expect(text).toContain(`${ELIGIBILITY.carValueLimitYear}년`);
    expect(text).toContain(`만 ${ELIGIBILITY.ageMin}세 ~ ${ELIGIBILITY.ageMax}세`);
    expect(text).toContain(`혼인 ${ELIGIBILITY.newlywedWithinYears}년 이내`);
    expect(text).toContain('무주택');
    expect(screen.getByRole('columnheader', { name: '청년형' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '신혼부부형' })).toBeTruthy();
  });

  it('the eligibility page in English and Chinese quotes the same limit', async () => {
    const en = await renderPage('/subscription/condition', ConditionPage, 'en');
    expect(en.container.textContent).toContain('KRW 38,030,000');
    cleanup();
    const cn = await renderPage('/subscription/condition', ConditionPage, 'cn');
    expect(cn.container.textContent).toContain('38,030,000韩元');
  });

  it('the supply table adds up to 480 and says it follows the recruitment notice', async () => {
    const { container } = await renderPage('/business/supply', SupplyPage);
    const table = screen.getByRole('table', { name: /형별·공급유형별 공급 세대수/ });
    const total = within(table).getAllByRole('row').at(-1)!;
    expect(total.textContent).toContain('480');
    expect(container.textContent).toContain('모집공고 기준');
  });

  it('the directions page shows the landlord office from the settings, as the footer does', async () => {
    await renderPage('/business/direction', DirectionPage);
    expect(screen.getByText(/판교역로 235/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '031-700-1234' }).getAttribute('href')).toBe('tel:0317001234');
  });

  it('the directions page takes the complex address, stations, exits and walks from the settings', async () => {
    const { container } = await renderPage('/business/direction', DirectionPage);
    const text = container.textContent ?? '';
    expect(text).toContain('경기도 성남시 분당구 미금로 7');
    expect(text).toContain('신분당선 미금역 3번 출구');
    expect(text).toContain('수인분당선 미금역 6번 출구');
    expect(text).toContain('도보 7분');
    expect(text).toContain('평일 09:00–18:00');
    const map = screen.getByRole('link', { name: /OpenStreetMap/ });
    expect(map.getAttribute('href')).toContain('mlat=37.35&mlon=127.109');
  });

  it('the recruitment page lists the visible rounds with their period in Seoul time', async () => {
    await renderPage('/subscription/recruitment', RecruitmentPage, 'ko', {
      '/api/v1/application/schedules': {
        schedules: [
          {
            _id: 'a',
            round: 1,
            title: '1차 청약',
            shows: true,
            stops: false,
            openAt: '2020-01-01T00:00:00.000Z',
            deadAt: '2020-01-08T09:00:00.000Z',
            message: { beforeOpen: '', dead: '', dead2: '', stop: '' },
          },
          {
            _id: 'b',
            round: 2,
            title: '2차 청약',
            shows: false,
            stops: false,
            openAt: '2099-01-01T00:00:00.000Z',
            deadAt: '2099-01-08T00:00:00.000Z',
            message: { beforeOpen: '', dead: '', dead2: '', stop: '' },
          },
        ],
      },
    });
    const table = screen.getByRole('table', { name: /청약 회차와 접수 기간/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('2020-01-01 09:00:00');
    expect(rows[0]!.textContent).toContain('접수 마감');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(6);
  });

  it('the document checklist shows what the chosen type needs and counts the ticks', async () => {
    await renderPage('/subscription/document', DocumentPage);
    const checklist = screen.getByRole('heading', { name: '나의 준비 체크리스트' }).closest('section')!;
    const c = within(checklist);
    expect(c.queryByText('배우자(예비배우자) 주민등록등본')).toBeNull();
    fireEvent.click(c.getByRole('radio', { name: '신혼부부형' }));
    expect(c.getByText('배우자(예비배우자) 주민등록등본')).toBeTruthy();
    const boxes = c.getAllByRole('checkbox');
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    expect(c.getByRole('status').textContent).toBe(`${boxes.length}개 중 2개 준비`);
  });

  it('the neighbourhood filter hides a category on the map but keeps the table complete', async () => {
    const { container } = await renderPage('/complex/neighborhood', NeighborhoodPage);
    const markers = () => container.querySelectorAll('.location-map circle[r="15"]').length;
    const before = markers();
    fireEvent.click(screen.getByRole('checkbox', { name: '대학교' }));
    expect(markers()).toBe(before - 2);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(13);
  });

  it('a page puts the previous description back when it goes', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'home description';
    document.head.append(meta);
    const view = await renderPage('/business/overview', OverviewPage);
    expect(meta.content).toContain('480');
    view.unmount();
    expect(meta.content).toBe('home description');
    meta.remove();
  });
});
