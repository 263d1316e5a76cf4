import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createApiClient, type ApiClient } from '#src/api/client.ts';
import { sessionTokenStore } from '#src/api/tokens.ts';
import { ApiProvider } from '#src/site/api.tsx';
import {
  createLocaleStore,
  I18nProvider,
  SITE_CATALOGS,
  type Catalogs,
  type LocaleStore,
} from '#src/site/i18n.tsx';
import { en } from '#locales/en/site.ts';
import { cn } from '#locales/cn/site.ts';

export type Routes_ = Record<string, unknown>;

export interface FakeFetch {
  fetch: typeof fetch;
  calls: { url: string; method: string; headers: Record<string, string> }[];
}

/** Answers GETs from a table of JSON bodies (404 for the rest) and records every call. */
export function fakeFetch(table: Routes_ = {}): FakeFetch {
  const calls: FakeFetch['calls'] = [];
  const impl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]!;
    if (path in table) {
      return new Response(JSON.stringify(table[path]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (path === '/api/auth/logout') return new Response(null, { status: 204 });
    return new Response(JSON.stringify({ message: 'not found' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: impl as typeof fetch, calls };
}

export function testClient(f: FakeFetch = fakeFetch(), alert: (m: string) => void = () => {}): ApiClient {
  return createApiClient({ fetch: f.fetch, tokens: sessionTokenStore(sessionStorage), alert });
}

/** Every catalog loaded, as a visitor who already switched would have them. */
export const ALL_CATALOGS: Catalogs = { ...SITE_CATALOGS, en, cn };

/** Shows the router's current path so a test can see redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderSiteOptions {
  entries?: string[];
  index?: number;
  client?: ApiClient;
  store?: LocaleStore;
  catalogs?: Catalogs;
  /** Extra routes next to `*`, e.g. a guarded subtree. */
  routes?: ReactNode;
}

export function renderSite(ui: ReactNode, options: RenderSiteOptions = {}) {
  const store = options.store ?? createLocaleStore(null);
  const client = options.client ?? testClient();
  const result = render(
    <I18nProvider store={store} catalogs={options.catalogs ?? ALL_CATALOGS}>
      <ApiProvider client={client}>
        <MemoryRouter initialEntries={options.entries ?? ['/']} initialIndex={options.index}>
          <LocationProbe />
          <Routes>
            {options.routes}
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </ApiProvider>
    </I18nProvider>,
  );
  return { ...result, store, client };
}

/** Lets pending promises (fetch answers, effects) settle inside act(). */
export async function flush(times = 3) {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

export function setScrollY(y: number) {
  document.documentElement.scrollTop = y;
  window.dispatchEvent(new Event('scroll'));
}

export function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** happy-dom has no window.confirm / window.alert: install a mock the code under test calls. */
export function mockWindowFn<K extends 'confirm' | 'alert'>(name: K, impl: Window[K]) {
  const fn = vi.fn(impl);
  Object.defineProperty(window, name, { configurable: true, writable: true, value: fn });
  return fn;
}

/** `GET /api/v1/setting`'s answer with the operator's demo details; `overrides` replace whole fields. */
export function settingAnswer(overrides: Record<string, unknown> = {}) {
  return {
    setting: {
      companyName: '(주)청년안심리츠',
      representative: '김도윤',
      email: 'help@example.com',
      phone: '1668-4800',
      businessNumber: '214-88-52036',
      address: '경기도 성남시',
      copyright: '© 2024',
      social: { blog: '', youtube: '', facebook: '', instagram: '' },
      surveyUrl: '',
      copyProtection: false,
      mailOrderNumber: '',
      lang: {},
      complex: null,
      ...overrides,
    },
  };
}
