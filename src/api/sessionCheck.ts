import type { ApiClient } from './client.ts';

/** How often at most a return to the tab asks the server again. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;

/**
 * When the tab becomes visible again, asks the server whether its login still stands (GET `path()`, at most
 * once per SESSION_CHECK_INTERVAL_MS): a login ended meanwhile elsewhere — a password changed in another
 * browser, a lock — then ends here at once instead of leaving personal pages on screen until the next
 * request. `path` answers null when there is nothing to ask. Returns the unsubscribe.
 */
export function checkSessionOnReturn(
  client: Pick<ApiClient, 'revalidate'>,
  path: () => string | null,
  now: () => number = Date.now,
): () => void {
  let last = -Infinity;
  const onVisible = () => {
    if (document.visibilityState !== 'visible' || now() - last < SESSION_CHECK_INTERVAL_MS) return;
    const target = path();
    if (!target) return;
    last = now();
    void client.revalidate(target);
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => document.removeEventListener('visibilitychange', onVisible);
}
