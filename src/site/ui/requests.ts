import { ApiError, type ApiClient, type ApiErrorBody } from '../../api/client.ts';

/** What a write answered: the data, or the message to show (and field messages for a form). */
export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors?: Record<string, string> | undefined };

/**
 * Runs one write and folds every failure into an Outcome: a 400 with its field messages (passed through
 * by the client, docs/spec.md § 8), and 401/404/409/413/415/429 with the server's message in the current
 * language. A 403 was already alerted by the client. A network failure gets `fallback`.
 */
export async function attempt<T>(
  run: () => Promise<{ ok: true; data: T } | { ok: false; data: ApiErrorBody }>,
  fallback: string,
): Promise<Outcome<T>> {
  try {
    const res = await run();
    if (res.ok) return { ok: true, data: res.data };
    return { ok: false, status: 400, message: res.data.message, errors: res.data.errors };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, status: error.status, message: error.body.message || fallback };
    }
    return { ok: false, status: 0, message: fallback };
  }
}

/** POST …/check: the token (and the record, for an inquiry), or the message to show. */
export function checkPassword<T extends { token: string }>(
  api: ApiClient,
  path: string,
  password: string,
  fallback: string,
): Promise<Outcome<T>> {
  return attempt(() => api.post<T>(path, { password }), fallback);
}
