import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { PAGE_READS_ELEMENT, type PageReads } from '#domain/pageReads.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { siteLocaleStore, useI18n } from './i18n.tsx';

const sessionListeners = new Set<() => void>();

/** Tells every `useLoggedIn` that the tokens changed (login, logout, a failed renewal). */
export function notifySessionChanged(): void {
  sessionListeners.forEach((l) => l());
}

/**
 * The answers the server put in this page's HTML (domain/pageReads.ts), each handed out once, to the same
 * request an anonymous visitor in the HTML's language would send: a member's request, any later one (a
 * reload of the data) and every request once one asked in another language go to the network.
 */
function pageReadsFirst(): typeof fetch {
  let reads: PageReads | null = null;
  try {
    const text = document.getElementById(PAGE_READS_ELEMENT)?.textContent;
    reads = text ? (JSON.parse(text) as PageReads) : null;
  } catch {
    reads = null; // a page without answers (or a broken one) reads everything from the network
  }
  const answers = new Map(Object.entries(reads?.answers ?? {}));
  return (input, init) => {
    const headers = new Headers(init?.headers);
    const url = typeof input === 'string' ? input : '';
    // the visitor reads in another language than the HTML's (a stored choice, or one made since): none of
    // its answers will do, and a later switch back must not get them either
    if (headers.get('accept-language') !== reads?.locale) answers.clear();
    if (answers.has(url) && (init?.method ?? 'GET') === 'GET' && !headers.has('authorization')) {
      const answer = answers.get(url);
      answers.delete(url);
      return Promise.resolve(
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      );
    }
    return fetch(input, init);
  };
}

/** The site's one HTTP client: every request carries the current locale as Accept-Language. */
export const siteApi: ApiClient = createApiClient({
  getLocale: siteLocaleStore.get,
  onLogout: notifySessionChanged,
  fetch: pageReadsFirst(),
});

const ApiContext = createContext<ApiClient>(siteApi);

/** Tests hand in a client with a fake fetch; the site uses `siteApi`. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  return useContext(ApiContext);
}

const subscribeSession = (listener: () => void) => {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
};

/** docs/spec.md § 4 "Session": logged in means an access token exists in sessionStorage. */
export function useLoggedIn(): boolean {
  const api = useApi();
  const snapshot = () => Boolean(api.tokens.get()?.accessToken);
  return useSyncExternalStore(subscribeSession, snapshot, () => false);
}

type Entry = { promise: Promise<unknown>; value?: unknown; error?: unknown; settled: boolean };
const caches = new WeakMap<ApiClient, Map<string, Entry>>();

function load(api: ApiClient, key: string, path: string): Entry {
  let cache = caches.get(api);
  if (!cache) caches.set(api, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && !(hit.settled && hit.error !== undefined)) return hit;
  const entry: Entry = { settled: false, promise: Promise.resolve() };
  entry.promise = api.get<unknown>(path).then(
    (res) => {
      entry.settled = true;
      if (res.ok) entry.value = res.data;
      else entry.error = res.data;
    },
    (error: unknown) => {
      entry.settled = true;
      entry.error = error ?? new Error('request failed');
    },
  );
  cache.set(key, entry);
  return entry;
}

/**
 * Drops what useApiData remembers of `path` in every language, so the next page that reads it asks the
 * server again (the rounds, after the server refused a write because a manager stopped the round).
 */
export function forgetApiData(api: ApiClient, path: string): void {
  const cache = caches.get(api);
  for (const key of cache?.keys() ?? []) if (key.endsWith(`|${path}`)) cache!.delete(key);
}

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * GETs a public resource once per client and locale and shares the answer between components (the
 * footer and the copy protection both read the setting). A failed request is tried again on next use.
 */
export function useApiData<T>(path: string | null): ApiData<T> {
  const api = useApi();
  const { locale } = useI18n();
  const key = path ? `${locale}|${path}` : '';
  const [state, setState] = useState<{ key: string; path: string | null; data?: T; error?: unknown }>({
    key: '',
    path: null,
  });

  useEffect(() => {
    if (!path) return;
    let live = true;
    const entry = load(api, key, path);
    const publish = () =>
      live && setState({ key, path, data: entry.value as T | undefined, error: entry.error });
    if (entry.settled) publish();
    else void entry.promise.then(publish);
    return () => {
      live = false;
    };
  }, [api, key, path]);

  if (!path) return { data: undefined, error: undefined, loading: false };
  // After a language switch the previous answer stays on screen until the new one arrives.
  if (state.key !== key)
    return { data: state.path === path ? state.data : undefined, error: undefined, loading: true };
  return { data: state.data, error: state.error, loading: false };
}
