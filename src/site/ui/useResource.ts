import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client.ts';
import { useApi } from '../api.tsx';
import { useI18n } from '../i18n.tsx';

export interface Resource<T> {
  data: T | undefined;
  /** The HTTP status of a failure (0 for a network error), undefined while fine. */
  status: number | undefined;
  /** The server's message (in the current language) or undefined. */
  message: string | undefined;
  loading: boolean;
  reload(): void;
}

/**
 * GETs `path` whenever it (or the language, or `reload`) changes, unlike useApiData which keeps an
 * answer for the page's lifetime: lists here change under the visitor (a new inquiry, a new comment),
 * and the server's ETag keeps a repeated read cheap. `null` waits.
 */
export function useResource<T>(path: string | null, headers?: Record<string, string>): Resource<T> {
  const api = useApi();
  const { locale } = useI18n();
  const [round, setRound] = useState(0);
  const headerKey = headers ? JSON.stringify(headers) : '';
  const [state, setState] = useState<{
    key: string;
    data?: T;
    status?: number;
    message?: string;
  }>({ key: '' });
  const key = path ? `${locale}|${path}|${headerKey}|${round}` : '';

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    const parsedHeaders = headerKey ? (JSON.parse(headerKey) as Record<string, string>) : undefined;
    api
      .get<T>(path, { signal: controller.signal, headers: parsedHeaders })
      .then((res) => {
        if (res.ok) setState({ key, data: res.data });
        else setState({ key, status: 400, message: res.data.message });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError) setState({ key, status: error.status, message: error.body.message });
        else setState({ key, status: 0 });
      });
    return () => controller.abort();
  }, [api, key, path, headerKey]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current = state.key === key;
  return {
    // the previous answer stays on screen until the next one arrives (no flash of "loading")
    data: state.data,
    status: current ? state.status : undefined,
    message: current ? state.message : undefined,
    loading: Boolean(path) && !current,
    reload,
  };
}

/**
 * One page of a member's paged list (`path?page=…&limit=…`): the page is the address's `?page=` (1 when it
 * is absent or not a number), so it survives a reload and the pagination is made of links.
 */
export function usePagedResource<T>(
  path: string,
  limit: number,
): Resource<T> & { page: number; limit: number } {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { ...useResource<T>(`${path}?page=${page}&limit=${limit}`), page, limit };
}
