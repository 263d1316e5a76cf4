import { localStorageStore } from 'react-admin';
import { createAuthProvider, createConsoleClient } from '../authProvider/index.ts';
import { createDataProvider } from '../dataProvider/index.ts';
import { createConsoleI18n, withSharedLocale } from './i18n.ts';
import { reportUploadProgress } from './uploadProgress.ts';

/**
 * The console's single client, providers and store, created once when the console chunk loads. The client is
 * shared so that concurrent 401s share one token renewal (a second renewal with the same refresh token would
 * look like reuse and revoke the session, docs/decisions/0004-auth.md).
 */
export const { i18nProvider, getLocale } = createConsoleI18n();

const sessionEndListeners = new Set<() => void>();

/**
 * Calls `listener` when the server refuses to renew the session (the manager was locked, logged in elsewhere
 * with a new password, or the login expired); returns the unsubscribe. Not for the manager's own logout.
 */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

export const client = createConsoleClient({
  getLocale,
  onLogout: (why) => {
    if (why === 'ended') sessionEndListeners.forEach((listener) => listener());
  },
});

export const authProvider = createAuthProvider(client, { getLocale });

export const dataProvider = createDataProvider(client, { onUploadProgress: reportUploadProgress });

/** react-admin's preferences (list params, sidebar) in localStorage, with the language shared with the site. */
export const store = withSharedLocale(localStorageStore(undefined, 'Console'));
