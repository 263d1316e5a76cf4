import type { ApiResult } from '#src/api/client.ts';
import { client } from '../../session.ts';

/**
 * The console's calls of the fair day (docs/decisions/0040-the-fair-day.md): the answer's data, or an Error
 * whose message is the server's, in the console's language (a 400's first field message, else its message;
 * a conflict's names the meeting in the way).
 */
export async function dayCall<T>(run: () => Promise<ApiResult<T>>): Promise<T> {
  const res = await run();
  if (res.ok) return res.data;
  throw new Error(Object.values(res.data.errors ?? {})[0] ?? res.data.message);
}

export const dayUrl = (fairId: string, rest = '') => `/api/console/fairs/${fairId}/day${rest}`;

export { client };
