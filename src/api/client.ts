import { DEFAULT_LOCALE, type Locale } from '#domain/locale.ts';
import { encryptLoginPair } from './loginPair.ts';
import { sessionTokenStore, type TokenPair, type TokenStore } from './tokens.ts';

/** The error body of every API response (docs/design.md § Contracts). */
export interface ApiErrorBody {
  message: string;
  code?: string;
  errors?: Record<string, string>;
}

/** Thrown for every status the caller does not handle itself: 401 after a failed renewal, 403, 404, 5xx … */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  constructor(status: number, body: ApiErrorBody) {
    super(body.message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * A 2xx answer, or a 400 that the caller shows next to its fields (docs/spec.md § 8: 400 is passed through).
 */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: 400; data: ApiErrorBody };

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Why a session ended: the user's own logout, or a renewal the server refused (locked, revoked, expired). */
export type SessionEnd = 'loggedOut' | 'ended';

export interface ApiClientOptions {
  baseUrl?: string;
  getLocale?: () => Locale;
  tokens?: TokenStore;
  /** docs/spec.md § 8: a 403 alerts the response's message. */
  alert?: (message: string) => void;
  /** Called after the session ends: the server refused to renew it (`ended`) or the user logged out. */
  onLogout?: (why: SessionEnd) => void;
  fetch?: typeof fetch;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const getLocale = options.getLocale ?? (() => DEFAULT_LOCALE);
  const tokens = options.tokens ?? sessionTokenStore();
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const alertUser = options.alert ?? ((text: string) => window.alert(text));
  let renewal: Promise<boolean> | null = null;

  const url = (path: string, query?: RequestOptions['query']) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {}))
      if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
    const qs = params.toString();
    return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
  };

  const headers = (extra: Record<string, string> | undefined, bearer: string | undefined) => {
    const h: Record<string, string> = { 'Accept-Language': getLocale(), ...extra };
    if (bearer) h.Authorization = `Bearer ${bearer}`;
    return h;
  };

  const readBody = async (res: Response): Promise<unknown> => {
    const type = res.headers.get('content-type') ?? '';
    if (res.status === 204) return null;
    if (type.includes('application/json')) return res.json();
    return res.text();
  };

  const errorBody = (status: number, body: unknown): ApiErrorBody =>
    body && typeof body === 'object' && 'message' in body
      ? (body as ApiErrorBody)
      : { message: `HTTP ${status}` };

  const endSession = (why: SessionEnd) => {
    tokens.clear();
    options.onLogout?.(why);
  };

  /** Renews the pair from the refresh token; concurrent callers share one renewal. */
  const renew = (): Promise<boolean> => {
    renewal ??= (async () => {
      const refreshToken = tokens.get()?.refreshToken;
      if (!refreshToken) return false;
      try {
        const res = await doFetch(url('/api/auth/accessToken'), {
          headers: headers(undefined, refreshToken),
        });
        if (!res.ok) return false;
        tokens.set((await res.json()) as TokenPair);
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      renewal = null;
    });
    return renewal;
  };

  /** Sends one request with the current access token; on 401 renews once and retries, else logs out. */
  const send = async (method: string, path: string, opts: RequestOptions = {}): Promise<Response> => {
    const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    const init = (): RequestInit => ({
      method,
      signal: opts.signal,
      headers: headers(
        {
          ...(opts.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
          ...opts.headers,
        },
        tokens.get()?.accessToken,
      ),
      body:
        opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    });
    const hadToken = Boolean(tokens.get()?.accessToken);
    let res = await doFetch(url(path, opts.query), init());
    if (res.status === 401 && hadToken) {
      if (await renew()) res = await doFetch(url(path, opts.query), init());
      else endSession('ended');
    }
    return res;
  };

  /** Applies docs/spec.md § 8 to a response: 2xx and 400 return, 403 alerts, everything else throws. */
  const settle = async <T>(res: Response): Promise<ApiResult<T>> => {
    const body = await readBody(res);
    if (res.ok) return { ok: true, status: res.status, data: body as T };
    const error = errorBody(res.status, body);
    if (res.status === 400) return { ok: false, status: 400, data: error };
    if (res.status === 403) alertUser(error.message);
    throw new ApiError(res.status, error);
  };

  const request = async <T>(method: string, path: string, opts?: RequestOptions) =>
    settle<T>(await send(method, path, opts));

  return {
    tokens,
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),

    /**
     * Asks the server whether the session still stands (a GET of `path` with the access token, its answer
     * unread): one the server ended is ended here as by any call; nothing is alerted or thrown.
     */
    async revalidate(path: string): Promise<void> {
      if (!tokens.get()?.accessToken) return;
      try {
        await send('GET', path);
      } catch {
        // offline: the next request tells
      }
    },

    /** The generic GET that fetches a file as a blob (docs/spec.md § 7 "Other"), e.g. an .xlsx export. */
    async blob(path: string, opts?: RequestOptions): Promise<{ blob: Blob; filename: string | null }> {
      const res = await send('GET', path, opts);
      if (!res.ok) {
        await settle(res);
        throw new ApiError(res.status, { message: `HTTP ${res.status}` });
      }
      return { blob: await res.blob(), filename: filenameOf(res.headers.get('content-disposition')) };
    },

    /** Multipart upload (POST, or PUT to replace) with progress (fetch has none); a 401 renews once. */
    async upload<T>(
      path: string,
      form: FormData,
      onProgress?: (fraction: number) => void,
      opts: Pick<RequestOptions, 'headers' | 'signal'> & { method?: 'POST' | 'PUT' } = {},
    ): Promise<ApiResult<T>> {
      const once = () =>
        new Promise<Response>((resolve, reject) => {
          const xhr = new XMLHttpRequest();
          xhr.open(opts.method ?? 'POST', url(path));
          for (const [k, v] of Object.entries(headers(opts.headers, tokens.get()?.accessToken)))
            xhr.setRequestHeader(k, v);
          xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
          xhr.onload = () =>
            resolve(
              new Response(xhr.status === 204 ? null : xhr.responseText, {
                status: xhr.status,
                headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
              }),
            );
          xhr.onerror = () => reject(new ApiError(0, { message: 'network error' }));
          xhr.onabort = () => reject(new ApiError(0, { message: 'aborted' }));
          opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
          xhr.send(form);
        });
      let res = await once();
      if (res.status === 401 && tokens.get()) {
        if (await renew()) res = await once();
        else endSession('ended');
      }
      return settle<T>(res);
    },

    /** Logs in with the RSA-OAEP-encrypted pair and keeps the tokens; a 400/401 comes back as an ApiError. */
    async login(username: string, password: string): Promise<TokenPair> {
      const keyRes = await doFetch(url('/api/auth/key'), { headers: headers(undefined, undefined) });
      const { key } = (await keyRes.json()) as { key: JsonWebKey };
      const basic = await encryptLoginPair(key, username, password);
      const res = await doFetch(url('/api/auth/refreshToken'), {
        headers: headers({ Authorization: `Basic ${basic}` }, undefined),
      });
      const body = await readBody(res);
      if (!res.ok) throw new ApiError(res.status, errorBody(res.status, body));
      tokens.set(body as TokenPair);
      return body as TokenPair;
    },

    /** Revokes the refresh-token family on the server (best effort) and clears the session. */
    async logout(): Promise<void> {
      const refreshToken = tokens.get()?.refreshToken;
      if (refreshToken) {
        await doFetch(url('/api/auth/logout'), {
          method: 'POST',
          headers: headers(undefined, refreshToken),
        }).catch(() => undefined);
      }
      endSession('loggedOut');
    },

    renew,
  };
}

/** Reads the file name of a Content-Disposition header, preferring the RFC 5987 UTF-8 form. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}
