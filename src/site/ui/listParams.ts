import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export interface ListParams {
  page: number;
  q: string;
  /** Any other query value (e.g. `category`). */
  get(name: string): string;
  /** The href of this list with `changes` applied (a page change keeps q; a new q goes back to page 1). */
  href(changes: Record<string, string | number | undefined>): string;
  /** Navigates to href(changes). */
  set(changes: Record<string, string | number | undefined>): void;
}

/**
 * A list's page and search live in the URL (`?page=2&q=…`), so they survive reload, back/forward and a
 * shared link, and the pagination is made of real links.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
  const q = (params.get('q') ?? '').slice(0, 100);

  const build = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    },
    [params],
  );

  return {
    page,
    q,
    get: (name) => params.get(name) ?? '',
    href: (changes) => {
      const qs = build(changes).toString();
      return qs ? `${pathname}?${qs}` : pathname;
    },
    set: (changes) => setParams(build(changes)),
  };
}

/** `?page=…&limit=…&q=…` for the API. */
export function apiQuery(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
