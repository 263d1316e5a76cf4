/**
 * A scripted `fetch` for unit tests of the console's providers: it records every request and answers from
 * a list of handlers. The API tests (tests/api) use the real server instead.
 */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

export type Handler = (request: RecordedRequest) => Response | undefined | Promise<Response | undefined>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

export function fakeFetch(...handlers: Handler[]) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    let body: unknown = init.body;
    if (typeof body === 'string') body = JSON.parse(body);
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://console.test'),
      headers,
      body,
    };
    requests.push(request);
    for (const handler of handlers) {
      const answer = await handler(request);
      if (answer) return answer;
    }
    return json(404, { message: 'not found', code: 'notFound' });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** An unsigned JWT with the claims the console reads (the server verifies signatures, the console does not). */
export function accessToken(claims: {
  username: string;
  scope: string[];
  type?: string;
  exp?: number;
}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = { type: 'MANAGER', exp: Math.floor(Date.now() / 1000) + 900, ...claims };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}
